import { UnpaidOrders } from '@/features/checkout/components/unpaid-orders';
import { OrdersPage } from '@/features/orders/pages/orders-page';

/** /user/orders: the orders list with the unpaid orders the buyer may still pay or cancel above it. */
export function BuyerOrdersPage() {
  return <OrdersPage unpaid={<UnpaidOrders />} />;
}
