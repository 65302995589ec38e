import {
  ADMIN_INSIGHTS_MESSAGES,
  ADMIN_WEEKLY_DAYS,
  adminStatusRefusal,
  type AdminOrderDetail,
  type AdminOrderProduct,
  type AdminOrders,
  type AdminOrdersQuery,
  type AdminProductDetail,
  type AdminProductRow,
  type AdminProductsQuery,
  type AdminProductStats,
  type AdminProductStatusAnswer,
  type AdminSales,
  type AdminSettableProductStatus,
  type CategoryCount,
  type TopSelling,
} from '@electrohub/shared/admin-insights';
import type { ListPageQuery } from '@electrohub/shared/contract/list-query';
import { VISIBLE_ORDER_ITEM_STATUSES, type VisibleOrderItemStatus } from '@electrohub/shared/orders-status';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Page } from '../../lib/contract.ts';
import { z } from 'zod';
import { createdKeys, decodeCursor, intKey, pageAfter } from '../../lib/cursor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { audit } from '../audit/service.ts';
import { localDay, recentDailySales, zonedMidnight } from '../seller-dashboard/service.ts';
import { reviewsWithNames } from '../reviews/repository.ts';
import * as repo from './repository.ts';

const rupees = (paise: number) => paise / 100;
const iso = (d: Date | string) => new Date(d).toISOString();
const isVisible = (s: string): s is VisibleOrderItemStatus =>
  (VISIBLE_ORDER_ITEM_STATUSES as readonly string[]).includes(s);

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
    sales: rupees(figures.salePaise),
    monthlyOrders: figures.monthlyOrders,
    sellers: figures.sellers,
    users: figures.users,
    weeklySales,
  };
}

/** `GET /api/admin/cms/categories/productCount`: one page; a page past the end answers no rows and the real total. */
export async function categoryProductCount(db: DbOrTx, q: ListPageQuery): Promise<Page<CategoryCount>> {
  const rows = await repo.categoryCounts(db, false, { limit: q.limit, offset: (q.page - 1) * q.limit });
  const total = rows[0] ? rows[0].total : q.page > 1 ? await repo.countCategories(db) : 0;
  return {
    rows: rows.map((r) => ({ name: r.name, productCount: r.productCount })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** `GET /api/admin/products/topselling/{count}`. */
export async function topSelling(db: DbOrTx, count: number): Promise<TopSelling> {
  const rows = await repo.topSelling(db, count);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    price: rupees(r.pricePaise),
    offerPercentage: r.offerPercentage,
    images: r.images,
    orderItems: r.orderItems,
    _count: { orderItems: r.orderItems },
    unitsSold: r.unitsSold,
  }));
}

// ---------- products ----------

/** `GET /api/admin/products`: a page past the end answers no rows and the real total. */
export async function listProducts(db: DbOrTx, q: AdminProductsQuery): Promise<Page<AdminProductRow>> {
  const filter = { category: q.category, search: q.search || undefined };
  const afterId = q.cursor === undefined ? undefined : decodeCursor(q.cursor, 'admin-products', z.tuple([intKey]))[0];
  const read = await repo.listProducts(db, {
    ...filter,
    limit: afterId === undefined ? q.limit : q.limit + 1,
    offset: afterId === undefined ? (q.page - 1) * q.limit : 0,
    afterId,
  });
  // By cursor the window count covers only the rows after it: count them all.
  const total =
    afterId !== undefined ? await repo.countProducts(db, filter) : read[0] ? Number(read[0].total) : q.page > 1 ? await repo.countProducts(db, filter) : 0;
  const { rows, ...paging } = pageAfter(read, { ...q, total, byCursor: afterId !== undefined, list: 'admin-products', keysOf: (r) => [r.id] });
  return {
    ...paging,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      price: rupees(r.pricePaise),
      offerPercentage: r.offerPercentage,
      sellingPrice: rupees(r.sellingPricePaise),
      stock: r.stock,
      status: r.status,
      categoryName: r.categoryName,
      images: r.images,
      seller: r.sellerId != null && r.sellerName != null ? { id: r.sellerId, name: r.sellerName } : null,
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** `GET /api/admin/products/productStats`. */
export async function productStats(db: DbOrTx): Promise<AdminProductStats> {
  const [figures, categories] = await Promise.all([repo.productFigures(db), repo.categoryCounts(db, true)]);
  return {
    totalProducts: figures.total,
    inStock: figures.inStock,
    outOfStock: figures.outOfStock,
    discontinued: figures.discontinued,
    categories: categories.length,
    categoryCounts: categories.map((c) => ({ name: c.name, productCount: c.productCount })),
  };
}

/** `GET /api/admin/products/{id}`: any status; 404 when missing. */
export async function getProduct(db: DbOrTx, id: number): Promise<AdminProductDetail> {
  const [row, reviewRows] = await Promise.all([repo.findProduct(db, id), reviewsWithNames(db, id)]);
  if (!row) throw notFound(ADMIN_INSIGHTS_MESSAGES.productNotFound);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: rupees(row.pricePaise),
    offerPercentage: row.offerPercentage,
    sellingPrice: rupees(row.sellingPricePaise),
    stock: row.stock,
    status: row.status,
    categoryName: row.categoryName,
    images: row.images,
    productInfo: { brand: row.brand, details: row.details },
    seller:
      row.sellerId != null && row.sellerName != null ? { id: row.sellerId, name: row.sellerName } : null,
    averageRating: row.ratingAvg / 100,
    reviewCount: row.ratingCount,
    reviews: reviewRows.map((r) => ({
      id: r.id,
      rating: r.rating,
      content: r.content,
      createdAt: iso(r.createdAt),
      user: { name: r.userName, pfp: r.userPfp },
    })),
    unitsSold: Number(row.unitsSold),
    totalSales: rupees(Number(row.salePaise)),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * `PATCH /api/admin/products/updateStatus/{id}`: Active, Inactive or OutOfStock (the schema refuses others);
 * a Discontinued product stays so, and a product without stock cannot become Active (409 InvalidStatusTransition).
 * Each change is written to the audit log as `admin.product-status`.
 */
export async function updateProductStatus(
  db: Db,
  admin: { id: number; ip: string | null },
  id: number,
  status: AdminSettableProductStatus,
  now: Date = new Date(),
): Promise<AdminProductStatusAnswer> {
  const product = await db.transaction(async (tx) => {
    const current = await repo.lockProduct(tx, id);
    if (!current) throw notFound(ADMIN_INSIGHTS_MESSAGES.productNotFound);
    const refusal = adminStatusRefusal(current.status, status, current.stock);
    if (refusal) throw conflict('InvalidStatusTransition', refusal, { from: current.status, to: status });
    const updated = await repo.setProductStatus(tx, id, status, now);
    await audit(tx, {
      category: 'system',
      action: 'admin.product-status',
      actorType: 'admin',
      actorId: admin.id,
      ip: admin.ip,
      detail: `product #${id}: ${current.status} → ${status}`,
    });
    return updated;
  });
  return {
    message: ADMIN_INSIGHTS_MESSAGES.statusUpdated,
    product: { id: product.id, status: product.status, updatedAt: iso(product.updatedAt) },
  };
}

// ---------- orders ----------

/** `GET /api/admin/orders`: page, figures and total in three short statements run together. */
export async function listOrders(db: DbOrTx, q: AdminOrdersQuery): Promise<AdminOrders> {
  const filter = { status: q.status, search: q.search || undefined };
  const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor, 'admin-orders', createdKeys);
  const [read, figures] = await Promise.all([
    repo.listOrderItems(db, { ...filter, limit: after ? q.limit + 1 : q.limit, offset: after ? 0 : (q.page - 1) * q.limit, after }),
    repo.orderFigures(db),
  ]);
  const total = after
    ? await repo.countOrderItems(db, filter)
    : read[0]
      ? Number(read[0].total)
      : q.page > 1
        ? await repo.countOrderItems(db, filter)
        : 0;
  const { rows, next } = pageAfter(read, { ...q, total, byCursor: Boolean(after), list: 'admin-orders', keysOf: (r) => [r.createdKey, r.id] });
  return {
    nextCursor: next,
    orderItems: rows.flatMap((r) =>
      isVisible(r.status)
        ? [
            {
              id: r.id,
              orderId: r.orderId,
              productId: r.productId,
              product: orderProduct(r),
              customerName: r.customerName,
              quantity: r.quantity,
              total: rupees(r.totalPaise),
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
    price: rupees(r.pricePaise ?? 0),
    offerPercentage: r.offerPercentage ?? 0,
    images: r.images,
    seller: r.sellerId != null && r.sellerName != null ? { id: r.sellerId, name: r.sellerName } : null,
  };
}

/** `GET /api/admin/orders/{id}` (order item id): unpaid or missing items are 404. */
export async function getOrder(db: DbOrTx, id: number): Promise<AdminOrderDetail> {
  const [row, history] = await Promise.all([repo.findOrderItem(db, id), repo.itemHistory(db, id)]);
  if (!row || !isVisible(row.status)) throw notFound(ADMIN_INSIGHTS_MESSAGES.orderNotFound);
  const hasSeller = row.sellerId != null && row.sellerName != null;
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    quantity: row.quantity,
    total: rupees(row.totalPaise),
    product: orderProduct(row),
    sellerAverageRating: hasSeller ? Math.round(Number(row.sellerRating ?? 0) * 10) / 10 : null,
    totalSellerOrders: hasSeller ? Number(row.sellerOrders) : null,
    user: row.shippingName
      ? { name: row.shippingName, address: row.shippingAddress, phone: row.shippingPhone }
      : null,
    statusHistory: history.flatMap((h) => (isVisible(h.status) ? [{ status: h.status, at: iso(h.at) }] : [])),
  };
}
