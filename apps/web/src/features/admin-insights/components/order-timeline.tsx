import { Undo2Icon, XIcon } from 'lucide-react';
import { adminOrderTimeline, type AdminOrderDetail } from '@electrohub/shared/admin-insights';
import { OrderTimeline } from '@/components/order-timeline';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The admin order timeline: Order Placed, Shipped, Delivered (Cancelled instead of Delivered;
 * Returned after it), each done step dated from the stored status history.
 */
export function AdminOrderTimeline({ order }: { order: AdminOrderDetail }) {
  return (
    <OrderTimeline
      label="Order timeline"
      formatAt={(iso) => dateTime.format(new Date(iso))}
      steps={adminOrderTimeline(order).map((step) => ({
        label: step.label,
        at: step.at,
        done: step.done,
        stopped: step.tone === 'stopped',
        icon: step.tone === 'stopped' ? (step.label === 'Returned' ? Undo2Icon : XIcon) : undefined,
      }))}
    />
  );
}
