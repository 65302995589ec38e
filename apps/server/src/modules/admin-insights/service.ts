import {
  ADMIN_INSIGHTS_MESSAGES,
  ADMIN_WEEKLY_DAYS,
  type AdminOrderDetail,
  type AdminOrderProduct,
  type AdminOrders,
  type AdminOrdersQuery,
  type AdminSales,
  type TopSelling,
} from '@electrohub/shared/admin-insights';
import { isVisibleOrderItemStatus } from '@electrohub/shared/orders-status';
import { toRupees } from '@electrohub/shared/pricing';
import type { DbOrTx } from '../../db/client.ts';
import { createdKeys, decodeCursor, pageAfter, windowTotal } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { localDay, zonedMidnight } from '../../lib/time-zone.ts';
import { recentDailySales } from '../seller-dashboard/service.ts';
import { historyOf } from '../orders/service.ts';
import * as repo from './repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

// ---------- dashboard ----------

/** `GET /api/admin/sales` (definitions on the shared schema). */
export async function sales(db: DbOrTx, timeZone: string, now: Date = new Date()): Promise<AdminSales> {
  const today = localDay(now, timeZone);
  const monthFrom = zonedMidnight(`${today.slice(0, 8)}01`, timeZone);
  const [figures, weeklySales] = await Promise.all([
    repo.salesFigures(db, monthFrom),
    recentDailySales(db, timeZone, now, ADMIN_WEEKLY_DAYS),
  ]);
  return {
    orders: figures.orders,
    sales: toRupees(figures.salePaise),
    monthlyOrders: figures.monthlyOrders,
    sellers: figures.sellers,
    users: figures.users,
    weeklySales,
  };
}

/** `GET /api/admin/products/topselling/{count}`. */
export async function topSelling(db: DbOrTx, count: number): Promise<TopSelling> {
  const rows = await repo.topSelling(db, count);
  const products = rows.map((r) => ({
    id: r.id,
    name: r.name,
    price: toRupees(r.pricePaise),
    offerPercentage: r.offerPercentage,
    images: r.images,
    orderItems: r.orderItems,
    _count: { orderItems: r.orderItems },
    unitsSold: r.unitsSold,
  }));
  return { products };
}

// ---------- orders ----------

/** `GET /api/admin/orders`: page, figures and total in three short statements run together. */
export async function listOrders(db: DbOrTx, q: AdminOrdersQuery): Promise<AdminOrders> {
  const filter = { status: q.status, search: q.search || undefined };
  const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor, 'admin-orders', createdKeys);
  const [read, figures] = await Promise.all([
    repo.listOrderItems(db, {
      ...filter,
      limit: after ? q.limit + 1 : q.limit,
      offset: after ? 0 : (q.page - 1) * q.limit,
      after,
    }),
    repo.orderFigures(db),
  ]);
  const total = await windowTotal(read, { page: q.page, byCursor: Boolean(after) }, () =>
    repo.countOrderItems(db, filter),
  );
  const { rows, next } = pageAfter(read, {
    ...q,
    total,
    byCursor: Boolean(after),
    list: 'admin-orders',
    keysOf: (r) => [r.createdKey, r.id],
  });
  return {
    nextCursor: next,
    orderItems: rows.flatMap((r) =>
      isVisibleOrderItemStatus(r.status)
        ? [
            {
              id: r.id,
              orderId: r.orderId,
              productId: r.productId,
              product: orderProduct(r),
              customerName: r.customerName,
              quantity: r.quantity,
              total: toRupees(r.totalPaise),
              status: r.status,
              createdAt: iso(r.createdAt),
              updatedAt: iso(r.updatedAt),
            },
          ]
        : [],
    ),
    orders: figures.orders,
    returns: figures.returns,
    fulfilledOrders: figures.fulfilled,
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** An order row's live product with its seller, or null once the product is deleted. */
function orderProduct(r: {
  productId: number | null;
  productName: string | null;
  pricePaise: number | null;
  offerPercentage: number | null;
  images: AdminOrderProduct['images'];
  sellerId: number | null;
  sellerName: string | null;
}): AdminOrderProduct | null {
  if (r.productId == null || r.productName == null) return null;
  return {
    id: r.productId,
    name: r.productName,
    price: toRupees(r.pricePaise ?? 0),
    offerPercentage: r.offerPercentage ?? 0,
    images: r.images,
    seller: r.sellerId != null && r.sellerName != null ? { id: r.sellerId, name: r.sellerName } : null,
  };
}

/** `GET /api/admin/orders/{id}` (order item id): unpaid or missing items are 404. */
export async function getOrder(db: DbOrTx, id: number): Promise<AdminOrderDetail> {
  const [row, history] = await Promise.all([repo.findOrderItem(db, id), historyOf(db, id)]);
  if (!row || !isVisibleOrderItemStatus(row.status)) throw notFound(ADMIN_INSIGHTS_MESSAGES.orderNotFound);
  const hasSeller = row.sellerId != null && row.sellerName != null;
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    quantity: row.quantity,
    total: toRupees(row.totalPaise),
    product: orderProduct(row),
    sellerAverageRating: hasSeller ? Math.round(Number(row.sellerRating ?? 0) * 10) / 10 : null,
    totalSellerOrders: hasSeller ? Number(row.sellerOrders) : null,
    user: row.shippingName
      ? { name: row.shippingName, address: row.shippingAddress, phone: row.shippingPhone }
      : null,
    statusHistory: history.flatMap((h) =>
      isVisibleOrderItemStatus(h.status) ? [{ status: h.status, at: iso(h.at) }] : [],
    ),
  };
}
