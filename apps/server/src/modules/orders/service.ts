import {
  BUYER_TRANSITIONS,
  isReturnWindowOpen,
  isVisibleOrderItemStatus,
  type OrderItemStatus,
} from '@electrohub/shared/orders-status';
import {
  ORDER_MESSAGES,
  type BuyerOrder,
  type BuyerOrdersQuery,
  type OrderItem,
  type OrderItemDetail,
} from '@electrohub/shared/orders';
import { toRupees } from '@electrohub/shared/pricing';
import type { Page } from '../../lib/contract.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { createdKeys, decodeCursor, pageAfter } from '../../lib/cursor.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { priceSummary } from '../../lib/product-price.ts';
import { queueOrderStatusMail } from '../mail/order-mail.ts';
import { recordItemRefund } from '../payments/refunds.ts';
import * as repo from './repository.ts';
/** An order line as the order pages read it, with its live product (what {@link toOrderItem} answers from). */
export type { ItemRow as OrderItemRow } from './repository.ts';
import { returnStock } from '../stock/service.ts';
import { stockMoved, type StockMove } from '../catalog/changes.ts';

/** The order lifecycle's writes of orders, their items' statuses and history (checkout's flow calls them). */
export const setProviderOrderId = repo.setProviderOrderId;
export const setOrdersStatus = repo.setOrdersStatus;
export const setItemsStatus = repo.setItemsStatus;

/** A leaving buyer's orders keep no shipping details, except those with an item still to deliver. */
export const eraseShippingOf = repo.eraseShippingOf;

/** An order item's status history, oldest first (the seller's order detail shows it too). */
export const historyOf = repo.historyOf;

const iso = (d: Date) => d.toISOString();
const ORDER_NOT_FOUND = 'Order not found';

/**
 * An item moves to `status` and its history gets the row, in the caller's transaction (a seller's or an admin's
 * move; the buyer's is `changeStatus`). Order items change status here or in the order lifecycle (checkout).
 */
export async function recordItemStatus(
  tx: DbOrTx,
  id: number,
  status: OrderItemStatus,
  at: Date,
  actor: string,
): Promise<void> {
  await repo.setItemStatus(tx, id, status, at);
  await repo.insertHistory(tx, { orderItemId: id, status, actor, at });
}

/** Shape one stored item as the API's OrderItem: money in rupees, live product or null. */
export function toOrderItem(row: repo.ItemRow): OrderItem {
  const p = row.p && row.p.id != null ? row.p : null;
  return {
    id: row.id,
    orderId: row.orderId,
    productId: p ? row.productId : null,
    product: p
      ? {
          ...priceSummary(p),
          images: p.images ?? [],
          status: p.status,
          sellerId: p.sellerId,
        }
      : null,
    name: row.productName,
    image: row.productImage ?? p?.images?.[0]?.url ?? null,
    quantity: row.quantity,
    status: row.status,
    price: toRupees(Math.round(row.totalPaise / row.quantity)),
    listPrice: toRupees(row.unitPricePaise),
    offerPercentage: row.offerPercentage,
    total: toRupees(row.totalPaise),
    sellerId: row.sellerId,
    deliveredAt: row.deliveredAt ? iso(row.deliveredAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The seller an item records (id and name), or null once the seller is gone. */
function sellerOf(row: { sellerId: number | null; sellerName: string | null }) {
  return row.sellerId != null && row.sellerName != null ? { id: row.sellerId, name: row.sellerName } : null;
}

/** Who an order ships to, as given at checkout (the order's `user`). */
export function shippingUser(order: {
  shippingName: string | null;
  shippingEmail: string | null;
  shippingPhone: string | null;
  shippingAddress: string | null;
}) {
  return {
    name: order.shippingName ?? '',
    email: order.shippingEmail ?? '',
    phone: order.shippingPhone ?? '',
    address: order.shippingAddress ?? '',
  };
}

/**
 * `GET /api/user/orders`: one page of the buyer's orders, each with the items the buyer sees
 * (only those of the filter's statuses, when given), placed newest (default) or oldest first.
 */
export async function listOrders(
  db: DbOrTx,
  userId: number,
  query: BuyerOrdersQuery,
): Promise<Page<BuyerOrder>> {
  const statuses = query.status ?? [];
  const list = `orders:${query.orderTime}`;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, list, createdKeys);
  const { rows: read, total } = await repo.listBuyerOrders(db, userId, {
    statuses,
    oldestFirst: query.orderTime === 'Oldest',
    page: query.page,
    limit: after ? query.limit + 1 : query.limit,
    after,
  });
  const { rows, ...paging } = pageAfter(read, {
    limit: query.limit,
    page: query.page,
    total,
    byCursor: Boolean(after),
    list,
    keysOf: (r) => [r.createdKey, r.id],
  });
  const items = await repo.visibleItemsOfOrders(
    db,
    rows.map((r) => r.id),
    statuses,
  );
  const byOrder = new Map<number, BuyerOrder['orderItems']>(rows.map((r) => [r.id, []]));
  for (const row of items) {
    const item = toOrderItem(row);
    // The list hands an item to the order page, which shows `product.seller.name` before its own fetch.
    const product = item.product ? { ...item.product, seller: sellerOf(row) } : null;
    byOrder.get(row.orderId)?.push({ ...item, product });
  }
  return {
    rows: rows.map((r) => ({
      id: r.id,
      orderItems: byOrder.get(r.id) ?? [],
      user: shippingUser(r),
      createdAt: iso(r.createdAt),
    })),
    total,
    page: query.page,
    limit: query.limit,
    ...paging,
  };
}

/** The items of an order in the OrderItem shape (verification answer). */
export async function orderItemsOfOrder(db: DbOrTx, orderId: number): Promise<OrderItem[]> {
  return (await repo.itemsOfOrder(db, orderId)).map(toOrderItem);
}

/** `GET /api/user/orders/{id}`: own items only (someone else's → 403; unknown or unpaid → 404). */
export async function getOrder(db: DbOrTx, userId: number, id: number, now: Date): Promise<OrderItemDetail> {
  const row = await repo.findItemDetail(db, id);
  if (!row || !isVisibleOrderItemStatus(row.status)) throw notFound(ORDER_NOT_FOUND);
  if (row.userId !== userId) throw forbidden();
  const [history, refund, reviewId] = await Promise.all([
    repo.historyOf(db, id),
    repo.refundOf(db, id),
    row.productId != null ? repo.reviewIdFor(db, userId, row.productId) : Promise.resolve(null),
  ]);
  const item = toOrderItem(row);
  const seller = sellerOf(row);
  return {
    ...item,
    // The item records the product's seller at checkout; a product never changes seller.
    product: item.product ? { ...item.product, seller } : null,
    seller,
    order: { id: row.orderId, user: shippingUser(row) },
    history: history
      .filter((h) => isVisibleOrderItemStatus(h.status))
      .map((h) => ({ status: h.status, at: iso(h.at) })),
    refund: refund
      ? { amount: toRupees(refund.amountPaise), status: refund.status, createdAt: iso(refund.createdAt) }
      : null,
    reviewId,
    returnable: row.status === 'Delivered' && isReturnWindowOpen(row.deliveredAt, now),
  };
}

/**
 * `PATCH /api/user/orders/{id}`: the buyer's moves only (docs/product.md#order-status): cancel before delivery,
 * return within 30 days of delivery. The item's stock returns, a refund is recorded, the history gets a row
 * and the status mail is queued — all in one transaction. Resolves with whether a provider refund is pending.
 */
export async function changeStatus(
  db: Db,
  userId: number,
  id: number,
  to: OrderItemStatus,
  now: Date,
): Promise<{ refundPending: boolean }> {
  const moves: StockMove[] = [];
  const result = await db.transaction(async (tx) => {
    const item = await repo.lockItem(tx, id);
    if (!item || !isVisibleOrderItemStatus(item.status)) throw notFound(ORDER_NOT_FOUND);
    if (item.userId !== userId) throw forbidden();
    if (!BUYER_TRANSITIONS[item.status].includes(to))
      throw conflict(
        'InvalidStatusTransition',
        `${ORDER_MESSAGES.invalidTransition} (${item.status} → ${to})`,
        { from: item.status, to },
      );
    if (to === 'Returned' && !isReturnWindowOpen(item.deliveredAt, now))
      throw conflict('ReturnWindowClosed', ORDER_MESSAGES.returnWindowClosed);
    await repo.setItemStatus(tx, id, to, now);
    await repo.insertHistory(tx, { orderItemId: id, status: to, actor: 'buyer', at: now });
    // Both buyer moves (Cancelled, Returned) give the stock back and refund the line.
    if (item.productId != null)
      moves.push({
        productId: item.productId,
        flipped: await returnStock(tx, item.productId, item.quantity),
      });
    const { pending } = await recordItemRefund(tx, item, now);
    await queueOrderStatusMail(tx, id, to);
    return { refundPending: pending };
  });
  stockMoved(db, moves);
  return result;
}
