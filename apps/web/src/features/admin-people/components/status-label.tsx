import { ORDER_STATUS_LABELS, type OrderItemStatus } from '@electrohub/shared/orders-status';
import { cn } from '@/lib/cn';

const DOT: Partial<Record<OrderItemStatus, string>> = {
  OrderConfirmed: 'bg-blue-500',
  Shipped: 'bg-yellow-400',
  Delivered: 'bg-green-500',
  Cancelled: 'bg-red-500',
  Returned: 'bg-red-500',
};

/** An order-item status with a coloured dot; the label carries the meaning. */
export function OrderStatusLabel({ status }: { status: OrderItemStatus }) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span
        aria-hidden
        className={cn('size-2.5 shrink-0 rounded-full', DOT[status] ?? 'bg-muted-foreground')}
      />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

const PRODUCT_LABELS = {
  Active: 'Active',
  Inactive: 'Inactive',
  OutOfStock: 'Out of Stock',
  Discontinued: 'Discontinued',
} as const;
const PRODUCT_TONE = {
  Active: 'border-green-600/40 text-green-700 dark:text-green-400',
  Inactive: 'border-muted-foreground/40 text-muted-foreground',
  OutOfStock: 'border-amber-600/40 text-amber-700 dark:text-amber-400',
  Discontinued: 'border-red-600/40 text-red-700 dark:text-red-400',
} as const;

/** A product status as an outlined pill. */
export function ProductStatusLabel({ status }: { status: keyof typeof PRODUCT_LABELS }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        PRODUCT_TONE[status],
      )}
    >
      {PRODUCT_LABELS[status]}
    </span>
  );
}
