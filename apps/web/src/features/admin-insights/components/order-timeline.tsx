import { CheckIcon, Undo2Icon, XIcon } from 'lucide-react';
import { adminOrderTimeline, type AdminOrderDetail } from '@electrohub/shared/admin-insights';
import { cn } from '@/lib/cn';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The admin order timeline (spec 3 §4): Order Placed, Shipped, Delivered (Cancelled instead of Delivered;
 * Returned after it), each done step dated from the stored status history.
 */
export function AdminOrderTimeline({ order }: { order: AdminOrderDetail }) {
  const steps = adminOrderTimeline(order);
  return (
    <ol className="grid" aria-label="Order timeline">
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        const stopped = step.tone === 'stopped';
        return (
          <li key={step.label} className="relative flex gap-4 pb-6 last:pb-0">
            {!last && (
              <span
                aria-hidden
                className={cn(
                  'absolute top-7 left-[13px] h-[calc(100%-1.75rem)] w-0.5',
                  step.done && steps[i + 1]?.done ? 'bg-primary' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden
              className={cn(
                'relative z-[1] flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                step.done
                  ? stopped
                    ? 'border-destructive bg-destructive text-white'
                    : 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background',
              )}
            >
              {step.done &&
                (!stopped ? (
                  <CheckIcon className="size-4" />
                ) : step.label === 'Returned' ? (
                  <Undo2Icon className="size-4" />
                ) : (
                  <XIcon className="size-4" />
                ))}
            </span>
            <div className="pt-0.5">
              <p className={cn('text-sm font-medium', !step.done && 'text-muted-foreground')}>
                {step.label}
                <span className="sr-only">{step.done ? ' (done)' : ' (pending)'}</span>
              </p>
              {step.at && (
                <p className="text-xs text-muted-foreground">
                  <time dateTime={step.at}>{dateTime.format(new Date(step.at))}</time>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
