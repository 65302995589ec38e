import type { DbOrTx } from '../../db/client.ts';
import { renderOrderMail, type OrderMailLine, type OrderMailType } from './render.ts';
import { queueMails } from './outbox.ts';
import {
  findItemMailData,
  findOrderItemsForMail,
  outboxKeyExists,
  type ItemMailData,
  type OutboxInsert,
} from './repository.ts';

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

const toLine = (
  i: Pick<ItemMailData['item'], 'id' | 'productName' | 'quantity' | 'totalPaise'>,
): OrderMailLine => ({
  orderItemId: i.id,
  name: i.productName,
  quantity: i.quantity,
  unitPaise: Math.round(i.totalPaise / i.quantity),
  totalPaise: i.totalPaise,
});

/**
 * Render one order mail to the order's buyer (the lines given, the order's shipping snapshot) and queue it
 * under `dedupeKey`. Returns whether it was added (false when that key was queued before).
 */
async function queueBuyerMail(
  tx: DbOrTx,
  order: MailOrder,
  buyer: NonNullable<ItemMailData['buyer']>,
  type: OrderMailType,
  lines: OrderMailLine[],
  dedupeKey: string,
): Promise<boolean> {
  const added = await queueMails(tx, [buyerMail(order, buyer, type, lines, dedupeKey)]);
  return added > 0;
}

type MailOrder = Pick<ItemMailData['order'], 'id' | 'shippingName' | 'shippingAddress' | 'shippingPhone'>;

/** One order mail to the order's buyer as an outbox row (rendered; nothing read or written). */
function buyerMail(
  order: MailOrder,
  buyer: NonNullable<ItemMailData['buyer']>,
  type: OrderMailType,
  lines: OrderMailLine[],
  dedupeKey: string,
): OutboxInsert {
  const mail = renderOrderMail({
    type,
    orderId: order.id,
    buyerName: buyer.name,
    lines,
    shipping: {
      name: order.shippingName,
      address: order.shippingAddress,
      phone: order.shippingPhone,
    },
    publicUrl,
  });
  return { toAddress: buyer.email, ...mail, kind: `order-${type}`, dedupeKey };
}

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
  return queueBuyerMail(
    tx,
    data.order,
    data.buyer,
    status,
    [toLine(data.item)],
    itemMailKey(orderItemId, status),
  );
}

/** Queue the one order-confirmed mail of an order, listing every line. */
export async function queueOrderConfirmedMail(tx: DbOrTx, orderId: number): Promise<boolean> {
  const data = await findOrderItemsForMail(tx, orderId);
  if (!data || !data.buyer) return false;
  return queueBuyerMail(
    tx,
    data.order,
    data.buyer,
    'OrderConfirmed',
    data.items.map(toLine),
    orderConfirmedKey(orderId),
  );
}

/**
 * The order-confirmed mail of an order as an outbox row, from what the confirming transaction has read already (the
 * order's shipping snapshot, its buyer, its lines): the checkout writes it in its own statement
 * (`queuedMailStatement`, docs/decisions/045) instead of `queueOrderConfirmedMail` reading the order again.
 */
export function orderConfirmedMail(
  order: MailOrder,
  buyer: NonNullable<ItemMailData['buyer']>,
  items: Pick<ItemMailData['item'], 'id' | 'productName' | 'quantity' | 'totalPaise'>[],
): OutboxInsert {
  return buyerMail(
    order,
    buyer,
    'OrderConfirmed',
    items.map((i) => toLine(i)),
    orderConfirmedKey(order.id),
  );
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
