import {
  canSellerMove,
  isVisibleOrderItemStatus,
  type OrderItemStatus,
  type VisibleOrderItemStatus,
} from '@electrohub/shared/orders-status';
import {
  SELLER_ORDER_MESSAGES,
  type OrderStatusUpdateAnswer,
  type SellerOrderCustomer,
  type SellerOrderDetail,
  type SellerOrder,
  type SellerOrderItem,
} from '@electrohub/shared/seller';
import type { KeysetPageQuery } from '@electrohub/shared/contract/list-query';
import { toRupees } from '@electrohub/shared/pricing';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Page } from '../../lib/contract.ts';
import { createdKeys, decodeCursor, pageAfter } from '../../lib/cursor.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { queueOrderStatusMail } from '../mail/order-mail.ts';
import { recordItemRefund } from '../payments/refunds.ts';
import { recordDelivery } from '../settlement/ledger.ts';
import * as repo from './repository.ts';
import { returnStock } from '../stock/service.ts';
import { stockMoved, type StockMove } from '../catalog/changes.ts';
import { historyOf, recordItemStatus } from '../orders/service.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

function customerOf(row: repo.SellerItemRow): SellerOrderCustomer | null {
  if (!row.customerName) return null;
  return {
    name: row.customerName,
    email: row.customerEmail,
    phone: row.customerPhone,
    address: row.customerAddress,
  };
}

function toItem(row: repo.SellerItemRow & { status: VisibleOrderItemStatus }): SellerOrderItem {
  return {
    id: row.id,
    orderId: row.orderId,
    productId: row.productId,
    product:
      row.pId == null
        ? null
        : {
            id: row.pId,
            name: row.pName ?? row.productName,
            description: row.pDescription ?? '',
            price: toRupees(row.pPricePaise ?? 0),
            offerPercentage: row.pOffer ?? 0,
            categoryName: row.pCategory ?? '',
            images: row.pImages ?? [],
            productInfo: { brand: row.pBrand ?? '', details: row.pDetails ?? [] },
          },
    productName: row.productName,
    productImage: row.productImage,
    quantity: row.quantity,
    unitPrice: toRupees(Math.round(row.totalPaise / row.quantity)),
    offerPercentage: row.offerPercentage,
    total: toRupees(row.totalPaise),
    status: row.status,
    customerName: row.customerName,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * `GET /api/seller/orders`: one page of the seller's orders (newest first), each with only this seller's items
 * and the customer from the checkout snapshot.
 */
export async function listOrders(
  db: DbOrTx,
  sellerId: number,
  { page, limit, cursor }: KeysetPageQuery,
): Promise<Page<SellerOrder>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, 'seller-orders', createdKeys);
  const read = await repo.pageSellerOrders(
    db,
    sellerId,
    after ? limit + 1 : limit,
    after ? { after } : { offset: (page - 1) * limit },
  );
  const { total } = read;
  const { rows: keys, ...paging } = pageAfter(read.keys, {
    limit,
    page,
    total,
    byCursor: Boolean(after),
    list: 'seller-orders',
    keysOf: (k) => k,
  });
  const ids = keys.map(([, id]) => id);
  const rows = await repo.sellerItemsOfOrders(db, sellerId, ids);
  const byOrder = new Map<number, SellerOrder>(
    ids.map((id) => [id, { id, createdAt: '', user: null, orderItems: [] }]),
  );
  for (const row of rows) {
    const order = byOrder.get(row.orderId);
    if (!order || !isVisibleOrderItemStatus(row.status)) continue;
    if (order.orderItems.length === 0) {
      order.createdAt = iso(row.orderCreatedAt);
      order.user = customerOf(row);
    }
    order.orderItems.push(toItem({ ...row, status: row.status }));
  }
  return { rows: [...byOrder.values()], total, page, limit, ...paging };
}

/** The item if it is the seller's and visible: another seller's → 403, missing or unpaid → 404. */
async function ownItem(db: DbOrTx, sellerId: number, id: number) {
  const row = await repo.findItem(db, id);
  if (!row) throw notFound(SELLER_ORDER_MESSAGES.notFound);
  if (row.sellerId !== sellerId) throw forbidden();
  if (!isVisibleOrderItemStatus(row.status)) throw notFound(SELLER_ORDER_MESSAGES.notFound);
  return { ...row, status: row.status };
}

/** `GET /api/seller/orders/{id}`: one item with product, customer and status history. */
export async function getOrderItem(db: DbOrTx, sellerId: number, id: number): Promise<SellerOrderDetail> {
  const [row, history] = await Promise.all([ownItem(db, sellerId, id), historyOf(db, id)]);
  return {
    ...toItem(row),
    user: customerOf(row),
    statusHistory: history.flatMap((h) =>
      isVisibleOrderItemStatus(h.status) ? [{ status: h.status, at: iso(h.at) }] : [],
    ),
  };
}

/**
 * Apply a status change inside `tx` (the item must be locked by the caller): history row, stock back and
 * refund on Cancelled, and the buyer's status mail through the outbox. Resolves with the stock move, if any
 * (the caller reports it once committed).
 */
export async function applyStatus(
  tx: DbOrTx,
  item: { id: number; orderId: number; productId: number | null; quantity: number; totalPaise: number },
  to: OrderItemStatus,
  at: Date,
  actor: 'seller' | 'system',
): Promise<StockMove | null> {
  let move: StockMove | null = null;
  await recordItemStatus(tx, item.id, to, at, actor);
  if (to === 'Delivered') await recordDelivery(tx, item.id, at);
  if (to === 'Cancelled' || to === 'Returned') {
    if (item.productId != null)
      move = { productId: item.productId, flipped: await returnStock(tx, item.productId, item.quantity) };
    // Test gateway: refunded at once; Razorpay: recorded pending, sent by the payments module's refund worker.
    await recordItemRefund(tx, item, at);
  }
  await queueOrderStatusMail(tx, item.id, to);
  return move;
}

/**
 * `PATCH /api/seller/orders/{id}`: forward moves only (docs/product.md#order-status); anything else is
 * 409 InvalidStatusTransition and nothing changes.
 */
export async function updateOrderStatus(
  db: Db,
  sellerId: number,
  id: number,
  to: VisibleOrderItemStatus,
  now: Date = new Date(),
): Promise<OrderStatusUpdateAnswer> {
  const move = await db.transaction(async (tx) => {
    const item = await repo.lockItem(tx, id);
    if (!item) throw notFound(SELLER_ORDER_MESSAGES.notFound);
    if (item.sellerId !== sellerId) throw forbidden();
    if (!isVisibleOrderItemStatus(item.status)) throw notFound(SELLER_ORDER_MESSAGES.notFound);
    if (!canSellerMove(item.status, to))
      throw conflict(
        'InvalidStatusTransition',
        `${SELLER_ORDER_MESSAGES.invalidTransition} (${item.status} → ${to})`,
        {
          from: item.status,
          to,
        },
      );
    return applyStatus(tx, item, to, now, 'seller');
  });
  if (move) stockMoved(db, [move]);
  const order = await getOrderItem(db, sellerId, id);
  return { order, user: order.user };
}

/**
 * Cancel and refund every paid item of a seller that is still on its way (the seller deletes their account):
 * nothing a buyer paid for is lost. Their products are leaving the store, so no stock is given back.
 */
export async function cancelOpenItemsOfSeller(tx: DbOrTx, sellerId: number, now: Date): Promise<number> {
  const open = await repo.lockOpenItemsOfSeller(tx, sellerId);
  for (const item of open)
    await applyStatus(tx, { ...item, productId: null, quantity: 1 }, 'Cancelled', now, 'system');
  return open.length;
}

/** Cancel every open item of a product that is about to be deleted permanently (inside the deleting transaction). */
export async function cancelOpenItemsOfProduct(tx: DbOrTx, productId: number, now: Date): Promise<number> {
  const open = await repo.lockOpenItemsOfProduct(tx, productId);
  for (const item of open) {
    // The product row is going away: no stock to give back.
    await applyStatus(tx, { ...item, productId: null, quantity: 1 }, 'Cancelled', now, 'system');
  }
  return open.length;
}
