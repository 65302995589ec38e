import type { LucideIcon } from 'lucide-react';
import { COUNT_UP_MS } from '@electrohub/shared/seller';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCountUp } from '@/hooks/use-count-up';
import { cn } from '@/lib/cn';

/**
 * How a card sits in its strip:
 * - `regular`: seller strips, icon always shown, label and hint wrap;
 * - `compact`: admin strips of two figures a row on phones, where the icon gives its room to the number;
 * - `dense`: admin detail tiles (five a row on wide screens), smaller figure, label may wrap on phones.
 */
const LOOKS = {
  regular: {
    card: 'flex-row items-center gap-4 px-4 py-4',
    icon: 'flex size-11',
    // Four a row from 1280 px: a long label ('Fulfilled Orders Overtime') wraps rather than being cut.
    label: 'text-sm leading-snug text-balance',
    figure: 'text-2xl',
    hint: 'text-xs leading-snug text-pretty',
  },
  compact: {
    card: 'min-w-0 flex-row items-center gap-4 px-3 py-3 sm:px-4 sm:py-4',
    icon: 'hidden size-11 sm:flex',
    label: 'truncate text-sm',
    figure: 'truncate text-xl sm:text-2xl',
    hint: 'truncate text-xs',
  },
  dense: {
    card: 'flex-row items-center gap-3 px-3 py-3 sm:px-4 sm:py-4',
    icon: 'hidden size-10 sm:flex',
    label: 'text-xs sm:truncate sm:text-sm',
    figure: 'text-lg sm:text-xl',
    hint: 'truncate text-xs',
  },
} as const;

/**
 * One figure of a stats strip, counting up over 500 ms. `data-stat`/`data-value` carry the final
 * figure (tests read it while the count-up runs); screen readers get the final figure only.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  format = (n) => Math.round(n).toLocaleString('en-IN'),
  hint,
  loading = false,
  tone = 'text-primary',
  look = 'regular',
  className,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  format?: (n: number) => string;
  hint?: string;
  loading?: boolean;
  tone?: string;
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const shown = useCountUp(value, COUNT_UP_MS);
  const l = LOOKS[look];
  return (
    <Card className={cn(l.card, className)}>
      <span className={cn('shrink-0 items-center justify-center rounded-lg bg-accent', l.icon, tone)}>
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className={cn('text-muted-foreground', l.label)}>{label}</p>
        {loading ? (
          <Skeleton className="h-7 w-16" />
        ) : (
          <p className={cn('font-bold tabular-nums', l.figure)} data-stat={label} data-value={value}>
            <span aria-hidden>{format(shown)}</span>
            <span className="sr-only">{format(value)}</span>
          </p>
        )}
        {hint && <p className={cn('text-muted-foreground', l.hint)}>{hint}</p>}
      </div>
    </Card>
  );
}
