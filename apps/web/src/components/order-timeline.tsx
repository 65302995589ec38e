import { CheckIcon, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export type OrderTimelineStep = {
  label: string;
  done: boolean;
  /** When the step happened (ISO); shown on done steps. */
  at: string | null;
  /** A step that ends the order early (cancelled, returned): red instead of the primary colour. */
  stopped?: boolean;
  /** The icon of a done step (a check unless told). */
  icon?: LucideIcon;
  /** The step the order is at now (`aria-current`). */
  current?: boolean;
};

/**
 * The vertical order timeline of the buyer's tracking and the admin's order view: a dot per
 * step, filled up to where the order is, joined by a line that is coloured between done steps.
 */
export function OrderTimeline({
  label,
  steps,
  formatAt,
}: {
  /** The list's accessible name. */
  label: string;
  steps: OrderTimelineStep[];
  formatAt: (iso: string) => string;
}) {
  return (
    <ol className="relative grid" aria-label={label}>
      {steps.map((step, index) => {
        const next = steps[index + 1];
        const Icon = step.icon ?? CheckIcon;
        return (
          <li
            key={step.label}
            className="relative flex gap-4 pb-6 last:pb-0"
            aria-current={step.current ? 'step' : undefined}
          >
            {next && (
              <span
                aria-hidden
                className={cn(
                  'absolute top-7 left-[13px] h-[calc(100%-1.75rem)] w-0.5',
                  step.done && next.done ? 'bg-primary' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden
              className={cn(
                'relative z-[1] flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                step.done
                  ? step.stopped
                    ? 'border-destructive bg-destructive text-white'
                    : 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background',
              )}
            >
              {step.done && <Icon className="size-4" />}
            </span>
            <div className="pt-0.5">
              <p className={cn('text-sm font-medium', !step.done && 'text-muted-foreground')}>
                {step.label}
                <span className="sr-only">{step.done ? ' (done)' : ' (pending)'}</span>
              </p>
              {step.done && step.at && (
                <p className="text-xs text-muted-foreground">
                  <time dateTime={step.at}>{formatAt(step.at)}</time>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
