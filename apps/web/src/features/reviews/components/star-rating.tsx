import { StarIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

/** Five stars, read-only. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex gap-0.5', className)} aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}

/** Stars 1 to 5 as a radio group (keyboard: arrows), so the rating is announced and chosen like any field. */
export function StarRatingInput({
  value,
  onChange,
  describedBy,
  invalid,
}: {
  value: number;
  onChange: (value: number) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label="Rating"
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className="flex gap-1"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="cursor-pointer rounded-sm focus-ring-within">
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="sr-only"
          />
          <StarIcon
            aria-hidden
            className={cn(
              'size-8 transition-colors',
              n <= value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50 hover:text-amber-400',
            )}
          />
          <span className="sr-only">
            {n} {n === 1 ? 'star' : 'stars'}
          </span>
        </label>
      ))}
    </div>
  );
}
