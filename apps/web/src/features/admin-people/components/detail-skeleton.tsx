import { LoadingRegion } from '@/components/loading-region';
import { Skeleton } from '@/components/ui/skeleton';

/** A seller's or buyer's page while it loads: header, figures, a table. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="grid gap-6">
      <Skeleton className="h-28 w-full rounded-xl" />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 w-full rounded-xl" />
    </LoadingRegion>
  );
}
