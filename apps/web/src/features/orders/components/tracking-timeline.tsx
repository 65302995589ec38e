import { CheckIcon } from 'lucide-react';
import { formatDate } from '@electrohub/shared/format';
import { trackingTimeline, type OrderItemDetail } from '@electrohub/shared/orders';
import { cn } from '@/lib/cn';

/**
 * The vertical tracking timeline (spec 2 §4): Order Confirmed, Shipped, Out for Delivery, Delivered
 * (+ Order Returned), or Order Confirmed → Order Cancelled. Steps up to the current one are highlighted.
 */
export function TrackingTimeline({ item }: { item: OrderItemDetail }) {
  const { steps, current } = trackingTimeline(item);
  const stopped = item.status === 'Cancelled' || item.status === 'Returned';
  return (
    <ol className="relative space-y-0" aria-label="Order tracking">
      {steps.map((step, index) => {
        const done = index <= current;
        const last = index === steps.length - 1;
        const red = stopped && index === current;
        return (
          <li key={step.label} className="relative flex gap-4 pb-6 last:pb-0" aria-current={index === current ? 'step' : undefined}>
            {!last && (
              <span aria-hidden className={cn('absolute top-7 left-[13px] h-[calc(100%-1.75rem)] w-0.5', index < current ? 'bg-primary' : 'bg-border')} />
            )}
            <span
              aria-hidden
              className={cn(
                'relative z-[1] flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                done ? (red ? 'border-destructive bg-destructive text-white' : 'border-primary bg-primary text-primary-foreground') : 'border-border bg-background',
              )}
            >
              {done && <CheckIcon className="size-4" />}
            </span>
            <div className="pt-0.5">
              <p className={cn('text-sm font-medium', !done && 'text-muted-foreground')}>
                {step.label}
                <span className="sr-only">{done ? ' (done)' : ' (pending)'}</span>
              </p>
              {done && step.at && (
                <p className="text-xs text-muted-foreground">
                  <time dateTime={step.at}>{formatDate(step.at)}</time>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
