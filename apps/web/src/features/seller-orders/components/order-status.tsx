import type { OrderItemStatus } from '@electrohub/shared/orders-status';
import { OrderStatusDot } from '@/components/status-dot';

/** An order item's status as a pill, for the order detail heading. */
export function OrderStatusBadge({ status }: { status: OrderItemStatus }) {
  return (
    <span className="inline-flex w-fit items-center rounded-full border bg-background px-3 py-1 text-sm font-medium">
      <OrderStatusDot status={status} />
    </span>
  );
}
