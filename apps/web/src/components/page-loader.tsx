import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A centred spinner for whole-page waits (lazy route chunks, session checks). */
export function PageLoader({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div
      role="status"
      className={cn('flex flex-1 items-center justify-center fallback:min-h-[50svh]', className)}
    >
      <LoaderCircleIcon aria-hidden className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label}…</span>
    </div>
  );
}
