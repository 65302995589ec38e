import { Skeleton } from '@/components/ui/skeleton';

/** Shown while the product loads, and under the error message when it cannot be loaded. */
export function ProductPageSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2" aria-hidden>
      <Skeleton className="aspect-square w-full rounded-xl" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  );
}
