import type { DbOrTx } from '../../db/client.ts';
import { renderOrderMail, type OrderMailLine, type OrderMailType } from './render.ts';
import { queueMails } from './outbox.ts';
import { findItemMailData, findOrderItemsForMail, outboxKeyExists, type ItemMailData } from './repository.ts';

/**
 * Order mails go through the outbox: queued in the same transaction as the
 * status change, sent by the worker, each (item, status) once.
 */

export const ORDER_MAIL_TYPES = [
  'OrderConfirmed',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
] as const satisfies readonly OrderMailType[];

const isMailType = (s: string): s is OrderMailType => (ORDER_MAIL_TYPES as readonly string[]).includes(s);

let publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** Set once by the mail plugin from the parsed config, so callers need not pass it with every status change. */
export function configureOrderMail(opts: { publicUrl: string }): void {
  publicUrl = opts.publicUrl.replace(/\/$/, '');
}

/** The dedupe key of a status mail about one item. */
export const itemMailKey = (orderItemId: number, status: string) => `order-item:${orderItemId}:${status}`;
/** The order-confirmed mail covers the whole order (one mail, every line). */
export const orderConfirmedKey = (orderId: number) => `order:${orderId}:OrderConfirmed`;

const toLine = (i: ItemMailData['item']): OrderMailLine => ({
  orderItemId: i.id,
  name: i.productName,
  quantity: i.quantity,
  unitPaise: Math.round(i.totalPaise / i.quantity),
  totalPaise: i.totalPaise,
});

/**
 * Queue the mail for an item that just reached `status` (call it inside the transaction that changes the
 * status). `OrderConfirmed` queues the order-wide confirmation. Statuses without a mail are ignored; a mail
 * already queued for the same (item, status) is not queued again. Returns whether a mail was added.
 */
export async function queueOrderStatusMail(
  tx: DbOrTx,
  orderItemId: number,
  status: string,
): Promise<boolean> {
  if (!isMailType(status)) return false;
  const data = await findItemMailData(tx, orderItemId);
  if (!data || !data.buyer) return false;
  if (status === 'OrderConfirmed') return queueOrderConfirmedMail(tx, data.order.id);
  const mail = renderOrderMail({
    type: status,
    orderId: data.order.id,
    buyerName: data.buyer.name,
    lines: [toLine(data.item)],
    shipping: {
      name: data.order.shippingName,
      address: data.order.shippingAddress,
      phone: data.order.shippingPhone,
    },
    publicUrl,
  });
  const added = await queueMails(tx, [
    {
      toAddress: data.buyer.email,
      ...mail,
      kind: `order-${status}`,
      dedupeKey: itemMailKey(orderItemId, status),
    },
  ]);
  return added > 0;
}

/** Queue the one order-confirmed mail of an order, listing every line. */
export async function queueOrderConfirmedMail(tx: DbOrTx, orderId: number): Promise<boolean> {
  const items = await findOrderItemsForMail(tx, orderId);
  const first = items[0];
  if (!first) return false;
  const data = await findItemMailData(tx, first.id);
  if (!data || !data.buyer) return false;
  const mail = renderOrderMail({
    type: 'OrderConfirmed',
    orderId,
    buyerName: data.buyer.name,
    lines: items.map(toLine),
    shipping: {
      name: data.order.shippingName,
      address: data.order.shippingAddress,
      phone: data.order.shippingPhone,
    },
    publicUrl,
  });
  const added = await queueMails(tx, [
    {
      toAddress: data.buyer.email,
      ...mail,
      kind: 'order-OrderConfirmed',
      dedupeKey: orderConfirmedKey(orderId),
    },
  ]);
  return added > 0;
}

/** Whether the mail for (item, type) has been queued already (the confirmation counts once per order). */
export async function orderMailQueued(
  tx: DbOrTx,
  item: { id: number; orderId: number },
  type: OrderMailType,
): Promise<boolean> {
  return outboxKeyExists(
    tx,
    type === 'OrderConfirmed' ? orderConfirmedKey(item.orderId) : itemMailKey(item.id, type),
  );
}
