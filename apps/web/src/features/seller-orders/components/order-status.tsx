import { ORDER_STATUS_LABELS, type OrderItemStatus } from '@electrohub/shared/orders-status';
import { cn } from '@/lib/cn';

/** Dot colours of seller views: Delivered green, Cancelled/Returned red, Shipped yellow, confirmed blue. */
const DOT: Partial<Record<OrderItemStatus, string>> = {
  OrderConfirmed: 'bg-blue-500',
  Shipped: 'bg-yellow-400',
  Delivered: 'bg-green-500',
  Cancelled: 'bg-red-500',
  Returned: 'bg-red-500',
};

/** A status with its coloured dot (the label carries the meaning; the dot is decoration). */
export function OrderStatus({ status, className }: { status: OrderItemStatus; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 whitespace-nowrap', className)}>
      <span
        aria-hidden
        className={cn('size-2.5 shrink-0 rounded-full', DOT[status] ?? 'bg-muted-foreground')}
      />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** The same as a pill, for headings. */
export function OrderStatusBadge({ status }: { status: OrderItemStatus }) {
  return (
    <span className="inline-flex w-fit items-center rounded-full border bg-background px-3 py-1 text-sm font-medium">
      <OrderStatus status={status} />
    </span>
  );
}
