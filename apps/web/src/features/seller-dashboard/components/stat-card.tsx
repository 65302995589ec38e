import type { LucideIcon } from 'lucide-react';
import { COUNT_UP_MS } from '@electrohub/shared/seller';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCountUp } from '@/hooks/use-count-up';
import { cn } from '@/lib/cn';

/** One figure of a stats strip, counting up over 500 ms (spec 3 §9). */
export function StatCard({
  label,
  value,
  icon: Icon,
  format = (n) => Math.round(n).toLocaleString('en-IN'),
  hint,
  loading = false,
  tone = 'text-primary',
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  format?: (n: number) => string;
  hint?: string;
  loading?: boolean;
  tone?: string;
}) {
  const shown = useCountUp(value, COUNT_UP_MS);
  return (
    <Card className="flex-row items-center gap-4 px-4 py-4">
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent', tone)}>
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate text-sm text-muted-foreground">{label}</p>
        {loading ? (
          <Skeleton className="h-7 w-16" />
        ) : (
          <p className="text-2xl font-bold tabular-nums" data-stat={label} data-value={value}>
            <span aria-hidden>{format(shown)}</span>
            <span className="sr-only">{format(value)}</span>
          </p>
        )}
        {hint && <p className="truncate text-xs text-muted-foreground">{hint}</p>}
      </div>
    </Card>
  );
}
