import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Five stars filled to the nearest whole star. */
export function StarRating({
  value,
  className,
  size = 'size-4',
}: {
  value: number;
  className?: string;
  size?: string;
}) {
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={`Rated ${value.toFixed(1)} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon
          key={i}
          aria-hidden
          className={cn(
            size,
            i < filled ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}
