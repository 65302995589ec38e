import { callHref } from '@/lib/api';

/**
 * GET /api/user/orders/{orderId}/invoice: the order's invoice as a PDF, by the order's id (not the item's). The
 * browser downloads it through a plain link, the buyer's cookie going with it.
 */
export const invoiceHref = (orderId: number) =>
  callHref('GET /api/user/orders/:id/invoice', { params: { id: orderId } });
