import { useEffect } from 'react';
import { ClockIcon } from 'lucide-react';
import type { UnpaidOrder } from '@electrohub/shared/checkout';
import { formatINR, truncate } from '@electrohub/shared/format';
import { ORDER_NAME_MAX_LIST } from '@electrohub/shared/orders-constants';
import { ProductThumb } from '@/components/product-line';
import { Button } from '@/components/ui/button';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api';
import { unpaidOrdersKey, useReleaseOrder, useUnpaidOrders } from '../api/unpaid-orders';
import { usePayment } from './checkout-flow';

const timeFmt = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/**
 * 'Waiting for payment' at the top of My Orders: the buyer's unpaid orders still holding stock, each with
 * 'Pay now' (the card payment for that order) and 'Cancel' (releases it: the stock returns). Closing the payment
 * opened here keeps the order held: Cancel is right next to it. An order leaves the list when its 15 minutes end.
 */
export function UnpaidOrders() {
  const unpaid = useUnpaidOrders();
  const payment = usePayment({ releaseOnClose: false });
  const release = useReleaseOrder();
  const orders = unpaid.data ?? [];

  // Refresh when the first hold runs out, so a lapsed order is not offered for payment.
  const firstExpiry = orders.reduce(
    (min, o) => Math.min(min, Date.parse(o.orderData.expiresAt)),
    Number.POSITIVE_INFINITY,
  );
  useEffect(() => {
    if (!Number.isFinite(firstExpiry)) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: unpaidOrdersKey }),
      Math.max(0, firstExpiry - Date.now()) + 1000,
    );
    return () => clearTimeout(timer);
  }, [firstExpiry]);

  if (orders.length === 0) return payment.dialog;
  const busy = payment.phase !== 'idle' || release.isPending;

  const cancel = (order: UnpaidOrder) =>
    release.mutate(order.orderData.orderId, {
      onSuccess: () => toast.success('Order cancelled; the items are available again'),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <section aria-labelledby="unpaid-orders-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="unpaid-orders-title" className="text-lg font-semibold">
          Waiting for payment
        </h2>
        <p className="text-sm text-muted-foreground">
          These items are held for you until the time shown. Pay now to place the order, or cancel to let
          others buy them.
        </p>
      </div>
      <ul className="space-y-3" aria-label="Unpaid orders">
        {orders.map((order) => {
          const first = order.orderData.items[0];
          const names = order.orderData.items.map((i) => i.name).join(', ');
          const label = truncate(names || `Order #${order.orderData.orderId}`, ORDER_NAME_MAX_LIST);
          const units = order.orderData.items.reduce((n, i) => n + i.quantity, 0);
          return (
            <li
              key={order.orderData.orderId}
              className="flex flex-col gap-3 rounded-xl border border-amber-500/50 bg-card p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-4"
            >
              <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
                <ProductThumb url={first?.image ?? undefined} className="shrink-0" />
                <div className="min-w-0 flex-1 space-y-1">
                  <h3 className="text-sm font-medium sm:text-base" title={names}>
                    {label}
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    {units} {units === 1 ? 'item' : 'items'} · Total{' '}
                    <span className="font-medium text-foreground">{formatINR(order.orderData.total)}</span>
                  </p>
                  <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300">
                    <ClockIcon aria-hidden className="size-4" />
                    Held until{' '}
                    <time dateTime={order.orderData.expiresAt}>
                      {timeFmt.format(new Date(order.orderData.expiresAt))}
                    </time>
                  </p>
                </div>
              </div>
              <div className="flex gap-2 sm:flex-col lg:flex-row">
                <Button
                  className="flex-1"
                  disabled={busy}
                  aria-label={`Pay now for ${label}`}
                  onClick={() => void payment.pay(order)}
                >
                  Pay now
                </Button>
                <Button
                  className="flex-1"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Cancel ${label}`}
                  onClick={() => cancel(order)}
                >
                  Cancel
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {payment.dialog}
    </section>
  );
}
