import { ORDER_STATUS_LABELS, type OrderItemStatus } from '@electrohub/shared/orders-status';
import { cn } from '@/lib/cn';

/** Dot colours: Delivered green, Cancelled and Returned red, Shipped yellow, OrderConfirmed blue. */
const DOT: Partial<Record<OrderItemStatus, string>> = {
  OrderConfirmed: 'bg-blue-500',
  Shipped: 'bg-amber-400',
  Delivered: 'bg-success',
  Cancelled: 'bg-destructive',
  Returned: 'bg-destructive',
};

export function StatusDot({ status, className }: { status: OrderItemStatus; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block size-2.5 shrink-0 rounded-full',
        DOT[status] ?? 'bg-muted-foreground',
        className,
      )}
    />
  );
}

/** The dot and the status name ('Order Confirmed'). */
export function StatusBadge({ status }: { status: OrderItemStatus }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm font-medium">
      <StatusDot status={status} />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
