import {
  ADMIN_PEOPLE_MESSAGES,
  TOP_SELLER_WINDOW_DAYS,
  type AdminBuyerDetail,
  type AdminBuyerRow,
  type AdminOrderItemRow,
  type AdminPeopleListQuery,
  type AdminUsersQuery,
  type AdminRow,
  type AdminSellerDetail,
  type AdminSellerRow,
  type AdminTopSellerRow,
} from '@electrohub/shared/admin-people';
import type { ListPageQuery } from '@electrohub/shared/contract/list-query';
import {
  SALE_STATUSES,
  isVisibleOrderItemStatus,
  type VisibleOrderItemStatus,
} from '@electrohub/shared/orders-status';
import { toRupees } from '@electrohub/shared/pricing';
import type { DbOrTx } from '../../db/client.ts';
import type { Page } from '../../lib/contract.ts';
import { createdKeys, decodeCursor, pageAfter } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';

// Sums may arrive from the driver as strings.
const rupees = (paise: number) => toRupees(Number(paise));
const iso = (d: Date | string) => new Date(d).toISOString();
const isSold = (s: string) => (SALE_STATUSES as readonly string[]).includes(s);

const paging = (q: AdminPeopleListQuery) => ({
  limit: q.limit,
  offset: (q.page - 1) * q.limit,
  search: q.search || undefined,
});

function sellerRow(r: repo.SellerRow): AdminSellerRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    pfp: r.pfp,
    productsCount: Number(r.productsCount),
    status: r.status,
    createdAt: iso(r.createdAt),
  };
}

function orderItemRow(r: repo.JsonOrderItem & { status: VisibleOrderItemStatus }): AdminOrderItemRow {
  return {
    id: r.id,
    orderId: r.orderId,
    productId: r.productId,
    product: r.product && {
      id: r.product.id,
      name: r.product.name,
      price: rupees(r.product.pricePaise),
      offerPercentage: r.product.offerPercentage,
      images: r.product.images,
    },
    productName: r.productName,
    quantity: r.quantity,
    total: rupees(r.totalPaise),
    status: r.status,
    customerName: r.customerName,
    createdAt: iso(r.createdAt),
  };
}

const visibleItems = (items: repo.JsonOrderItem[]) =>
  items.flatMap((i) =>
    isVisibleOrderItemStatus(i.status) ? [orderItemRow({ ...i, status: i.status })] : [],
  );

/** `GET /api/admin/sellers`: one page, newest first, optionally narrowed by name or e-mail. */
export async function listSellers(db: DbOrTx, q: AdminPeopleListQuery): Promise<Page<AdminSellerRow>> {
  const { rows, total } = await repo.listSellers(db, paging(q));
  return { rows: rows.map(sellerRow), total, page: q.page, limit: q.limit };
}

/** `GET /api/admin/sellers/topsellers`: the top-seller ranking (docs/product.md#admin-area), one page of it. */
export async function listTopSellers(db: DbOrTx, q: AdminPeopleListQuery): Promise<Page<AdminTopSellerRow>> {
  const { rows, total } = await repo.listTopSellers(db, { ...paging(q), days: TOP_SELLER_WINDOW_DAYS });
  return {
    rows: rows.map((r) => ({ ...sellerRow(r), unitsSold: Number(r.unitsSold), rank: Number(r.rank) })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** `GET /api/admin/sellers/{id}`: the seller with figures, products and order items; 404 NotFound if unknown. */
export async function getSeller(db: DbOrTx, id: number): Promise<AdminSellerDetail> {
  const row = await repo.findSellerDetail(db, id);
  if (!row) throw notFound(ADMIN_PEOPLE_MESSAGES.sellerNotFound);
  return {
    seller: sellerRow(row),
    // One decimal, as ratings are shown.
    averageRating: Math.round(Number(row.ratingAvg) * 10) / 10,
    ratingCount: Number(row.ratingCount),
    // A count of order items (issue 20: a client shows it as 'Order Completion'); the rupees are totalRevenue.
    totalSales: Number(row.soldItems),
    totalRevenue: rupees(row.salesPaise),
    unitsSold: Number(row.unitsSold),
    totalOrders: Number(row.soldItems),
    totalReturns: Number(row.returnedItems),
    sellerProducts: row.products.map((p) => ({
      id: p.id,
      name: p.name,
      categoryName: p.categoryName,
      price: rupees(p.pricePaise),
      offerPercentage: p.offerPercentage,
      stock: p.stock,
      status: p.status,
      images: p.images,
      unitsSold: Number(p.unitsSold),
      createdAt: iso(p.createdAt),
    })),
    orders: visibleItems(row.orders),
  };
}

/** `GET /api/admin/users`: one page of buyers, newest first, optionally narrowed by name or e-mail. */
export async function listBuyers(db: DbOrTx, q: AdminUsersQuery): Promise<Page<AdminBuyerRow>> {
  const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor, 'admin-users', createdKeys);
  const read = await repo.listBuyers(
    db,
    after ? { ...paging(q), limit: q.limit + 1, offset: 0, after } : paging(q),
  );
  const { total } = read;
  const { rows, ...keyset } = pageAfter(read.rows, {
    ...q,
    total,
    byCursor: Boolean(after),
    list: 'admin-users',
    keysOf: (r) => [r.createdKey, r.id],
  });
  return {
    ...keyset,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      address: r.address,
      gender: r.gender ?? 'Unknown',
      pfp: r.pfp,
      ordersCount: Number(r.ordersCount),
      totalSpend: rupees(r.spendPaise),
      createdAt: iso(r.createdAt),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/**
 * The buyer figures from their paid order items (pure): spend and units over sold items only, returns, and the
 * average over the orders that still hold at least one sold item.
 */
export function buyerFigures(
  items: readonly { orderId: number; quantity: number; total: number; status: string }[],
) {
  let spendPaise = 0;
  let units = 0;
  let returns = 0;
  const counted = new Set<number>();
  for (const i of items) {
    if (i.status === 'Returned') returns += 1;
    if (!isSold(i.status)) continue;
    spendPaise += Math.round(i.total * 100);
    units += i.quantity;
    counted.add(i.orderId);
  }
  return {
    totalSpend: toRupees(spendPaise),
    itemsPurchased: units,
    returns,
    avgOrderValue: counted.size ? Math.round(spendPaise / counted.size) / 100 : 0,
  };
}

/** `GET /api/admin/users/{id}`: profile, reviews, orders, items, transactions and figures; 404 if unknown. */
export async function getBuyer(db: DbOrTx, id: number): Promise<AdminBuyerDetail> {
  const row = await repo.findBuyerDetail(db, id);
  if (!row) throw notFound(ADMIN_PEOPLE_MESSAGES.buyerNotFound);
  const orderItems = visibleItems(row.orderItems);
  return {
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      gender: row.gender ?? 'Unknown',
      pfp: row.pfp,
      createdAt: iso(row.createdAt),
      // The reviewer is the buyer; every review of the API carries its author.
      reviews: row.reviews.map((r) => ({
        ...r,
        createdAt: iso(r.createdAt),
        user: { name: row.name, pfp: row.pfp },
      })),
      orders: row.orders.map((o) => ({
        id: o.id,
        createdAt: iso(o.createdAt),
        total: rupees(o.amountPaise),
        items: Number(o.items),
      })),
    },
    ...buyerFigures(orderItems),
    orderItems,
    transactions: row.transactions.map((t) => ({
      key: t.key,
      type: t.type,
      orderId: t.orderId,
      orderItemId: t.orderItemId,
      provider: t.provider,
      reference: t.reference,
      amount: rupees(t.amountPaise),
      status: t.status,
      createdAt: iso(t.createdAt),
    })),
  };
}

/** `GET /api/admin/admins`: one page of admins, oldest first (no hash leaves the repository). */
export async function listAdmins(db: DbOrTx, q: ListPageQuery): Promise<Page<AdminRow>> {
  const { rows, total } = await repo.listAdmins(db, { limit: q.limit, offset: (q.page - 1) * q.limit });
  return {
    rows: rows.map((a) => ({ id: a.id, name: a.name, email: a.email, createdAt: iso(a.createdAt) })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
