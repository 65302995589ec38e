import { formatDate } from '@electrohub/shared/format';
import type { OrderItemDetail } from '@electrohub/shared/orders';
import { trackingTimeline } from '@electrohub/shared/orders-constants';
import { OrderTimeline } from '@/components/order-timeline';

/**
 * The buyer's tracking timeline: Order Confirmed, Shipped, Out for Delivery, Delivered
 * (+ Order Returned), or Order Confirmed → Order Cancelled. Steps up to the current one are highlighted.
 */
export function TrackingTimeline({ item }: { item: OrderItemDetail }) {
  const { steps, current } = trackingTimeline(item);
  const stopped = item.status === 'Cancelled' || item.status === 'Returned';
  return (
    <OrderTimeline
      label="Order tracking"
      formatAt={formatDate}
      steps={steps.map((step, index) => ({
        label: step.label,
        at: step.at,
        done: index <= current,
        current: index === current,
        stopped: stopped && index === current,
      }))}
    />
  );
}
