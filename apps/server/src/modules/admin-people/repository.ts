import { and, asc, desc, eq, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import {
  SALE_STATUSES,
  VISIBLE_ORDER_ITEM_STATUSES,
  type OrderItemStatus,
} from '@electrohub/shared/orders-status';
import type { DbOrTx } from '../../db/client.ts';
import { rowAfter, timestampText } from '../../db/keyset.ts';
import { containsPattern } from '../../lib/like.ts';
import {
  admins,
  orderItems,
  orders,
  payments,
  products,
  productStock,
  refunds,
  reviews,
  sellers,
  users,
} from '../../db/schema/index.ts';

/**
 * Admin user management queries. Each screen is one statement: lists page in SQL with their figures as
 * correlated subqueries (one index lookup per row of the page), details gather their lists with json_agg.
 * Only the columns the contract needs are selected: hashes never leave the database.
 */

// Drizzle writes columns unqualified in single-table selects; correlated subqueries need the qualified name.
const S_ID = sql.raw('"sellers"."id"');
const U_ID = sql.raw('"users"."id"');

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const SOLD = list(SALE_STATUSES);
const VISIBLE = list(VISIBLE_ORDER_ITEM_STATUSES);

const nameOrEmail = (name: Column, email: Column, search?: string) =>
  search ? or(ilike(name, containsPattern(search)), ilike(email, containsPattern(search))) : undefined;

// ---------- sellers ----------

/** The seller's catalogue: every product but the Discontinued ones (deleted, kept for order history). */
const productsCount = sql<number>`(select count(*) from ${products} p where p.seller_id = ${S_ID} and p.status <> 'Discontinued')::int`;
/** Units sold in the ranking window, sold statuses only (Cancelled and Returned excluded). */
const unitsSoldSince = (days: number) =>
  sql<number>`coalesce((select sum(oi.quantity) from ${orderItems} oi where oi.seller_id = ${S_ID} and oi.status in (${SOLD}) and oi.created_at >= now() - make_interval(days => ${days})), 0)::int`;

const sellerColumns = {
  id: sellers.id,
  name: sellers.name,
  email: sellers.email,
  phone: sellers.phone,
  address: sellers.address,
  pfp: sellers.pfp,
  status: sellers.status,
  createdAt: sellers.createdAt,
  productsCount,
};

export type SellerRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  pfp: string | null;
  status: 'pending' | 'approved' | 'suspended';
  createdAt: Date;
  productsCount: number;
};

/** One page of sellers, newest first, with the number of matches. */
export async function listSellers(db: DbOrTx, o: { limit: number; offset: number; search?: string }) {
  const where = nameOrEmail(sellers.name, sellers.email, o.search);
  const [rows, [count]] = await Promise.all([
    db
      .select(sellerColumns)
      .from(sellers)
      .where(where)
      .orderBy(desc(sellers.createdAt), desc(sellers.id))
      .limit(o.limit)
      .offset(o.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellers)
      .where(where),
  ]);
  return { rows: rows as SellerRow[], total: Number(count?.n ?? 0) };
}

/**
 * One page of the seller ranking: units sold in the last `days` days, then catalogue size, then id. The rank is
 * computed over every seller before the search narrows the list, so a seller keeps their place when searched.
 */
export async function listTopSellers(
  db: DbOrTx,
  o: { limit: number; offset: number; search?: string; days: number },
) {
  const units = unitsSoldSince(o.days);
  const ranked = db
    .select({
      ...sellerColumns,
      // Named: the outer query reads these columns of the ranked subquery by name.
      productsCount: productsCount.as('products_count'),
      unitsSold: units.as('units_sold'),
      rank: sql<number>`(row_number() over (order by ${units} desc, ${productsCount} desc, ${S_ID} asc))::int`.as(
        'rank',
      ),
    })
    .from(sellers)
    .as('ranked');
  const where = nameOrEmail(ranked.name, ranked.email, o.search);
  const [rows, [count]] = await Promise.all([
    db.select().from(ranked).where(where).orderBy(asc(ranked.rank)).limit(o.limit).offset(o.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ranked)
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })) as (SellerRow & {
      unitsSold: number;
      rank: number;
    })[],
    total: Number(count?.n ?? 0),
  };
}

type JsonImage = { id: number; url: string };

type JsonProduct = {
  id: number;
  name: string;
  categoryName: string;
  pricePaise: number;
  offerPercentage: number;
  stock: number;
  status: 'Active' | 'Inactive' | 'OutOfStock' | 'Discontinued';
  images: JsonImage[];
  unitsSold: number;
  createdAt: string;
};

export type JsonOrderItem = {
  id: number;
  orderId: number;
  productId: number | null;
  /** The live product (null once deleted). */
  product: {
    id: number;
    name: string;
    pricePaise: number;
    offerPercentage: number;
    images: JsonImage[];
  } | null;
  productName: string;
  quantity: number;
  totalPaise: number;
  status: OrderItemStatus;
  customerName: string | null;
  createdAt: string;
};

/** The images `[{ id, url }]` of the product whose id is `productId`, in order; `[]` when none. */
const imagesJson = (productId: SQL) => sql`coalesce((
  select json_agg(json_build_object('id', pi.id, 'url', pi.url) order by pi.position, pi.id)
  from product_images pi where pi.product_id = ${productId}), '[]'::json)`;

/**
 * An order item as JSON; `oi` is order_items, `o` its order, `u` the buyer and `lp` the live product (both
 * left-joined: ORDER_ITEM_JOINS).
 */
const orderItemJson = sql`json_build_object(
  'id', oi.id, 'orderId', oi.order_id, 'productId', oi.product_id, 'productName', oi.product_name,
  'product', case when lp.id is null then null else json_build_object('id', lp.id, 'name', lp.name,
    'pricePaise', lp.price_paise, 'offerPercentage', lp.offer_percentage, 'images', ${imagesJson(sql`lp.id`)}) end,
  'quantity', oi.quantity, 'totalPaise', oi.total_paise, 'status', oi.status,
  'customerName', coalesce(o.shipping_name, u.name), 'createdAt', oi.created_at)`;
const ORDER_ITEM_JOINS = sql`${orderItems} oi join ${orders} o on o.id = oi.order_id
  left join ${users} u on u.id = o.user_id left join ${products} lp on lp.id = oi.product_id`;

/**
 * A seller with figures, every product and every paid order item, in one statement. Figures count the
 * seller's items (order_items_seller_status_created_idx); the rating is the mean over every review.
 */
export async function findSellerDetail(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...sellerColumns,
      ratingAvg: sql<number>`coalesce((select avg(r.rating) from ${reviews} r join ${products} p on p.id = r.product_id where p.seller_id = ${S_ID}), 0)::float8`,
      ratingCount: sql<number>`(select count(*) from ${reviews} r join ${products} p on p.id = r.product_id where p.seller_id = ${S_ID})::int`,
      salesPaise: sql<number>`coalesce((select sum(oi.total_paise) from ${orderItems} oi where oi.seller_id = ${S_ID} and oi.status in (${SOLD})), 0)::float8`,
      unitsSold: sql<number>`coalesce((select sum(oi.quantity) from ${orderItems} oi where oi.seller_id = ${S_ID} and oi.status in (${SOLD})), 0)::int`,
      soldItems: sql<number>`(select count(*) from ${orderItems} oi where oi.seller_id = ${S_ID} and oi.status in (${SOLD}))::int`,
      returnedItems: sql<number>`(select count(*) from ${orderItems} oi where oi.seller_id = ${S_ID} and oi.status = 'Returned')::int`,
      products: sql<JsonProduct[]>`coalesce((
        select json_agg(json_build_object(
          'id', p.id, 'name', p.name, 'categoryName', p.category_name, 'pricePaise', p.price_paise,
          'offerPercentage', p.offer_percentage, 'stock', coalesce((select ps.stock from ${productStock} ps where ps.product_id = p.id), 0), 'status', p.status,
          'images', ${imagesJson(sql`p.id`)},
          'unitsSold', coalesce((select sum(oi.quantity) from ${orderItems} oi where oi.product_id = p.id and oi.status in (${SOLD})), 0),
          'createdAt', p.created_at) order by p.created_at desc, p.id desc)
        from ${products} p where p.seller_id = ${S_ID}), '[]'::json)`,
      orders: sql<JsonOrderItem[]>`coalesce((
        select json_agg(${orderItemJson} order by oi.created_at desc, oi.id desc)
        from ${ORDER_ITEM_JOINS}
        where oi.seller_id = ${S_ID} and oi.status in (${VISIBLE})), '[]'::json)`,
    })
    .from(sellers)
    .where(eq(sellers.id, id))
    .limit(1);
  return row ?? null;
}

// ---------- buyers ----------

/** Paid orders of the outer buyer. */
const ordersCount = sql<number>`(select count(*) from ${orders} o where o.user_id = ${U_ID} and o.status = 'Paid')::int`;
/** Paise paid for the outer buyer's sold items. */
const spendPaise = sql<number>`coalesce((select sum(oi.total_paise) from ${orderItems} oi join ${orders} o on o.id = oi.order_id where o.user_id = ${U_ID} and oi.status in (${SOLD})), 0)::float8`;

const buyerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  address: users.address,
  gender: users.gender,
  pfp: users.pfp,
  createdAt: users.createdAt,
};

/** One page of buyers, newest first, with their order count and spend, and the number of matches. */
export async function listBuyers(
  db: DbOrTx,
  o: { limit: number; offset: number; search?: string; after?: readonly [string, number] },
) {
  const where = nameOrEmail(users.name, users.email, o.search);
  // By cursor: the buyers after its (createdAt, id), one range of users_created_id_idx.
  const after = o.after
    ? rowAfter([users.createdAt, users.id], '<', [sql`${o.after[0]}::timestamptz`, o.after[1]])
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...buyerColumns, ordersCount, spendPaise, createdKey: timestampText(users.createdAt) })
      .from(users)
      .where(and(where, after))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(o.limit)
      .offset(o.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

type JsonReview = {
  id: number;
  productId: number;
  product: { id: number; name: string };
  rating: number;
  content: string;
  createdAt: string;
};
type JsonOrder = { id: number; createdAt: string; amountPaise: number; items: number };
type JsonTransaction = {
  key: string;
  type: 'Payment' | 'Refund';
  orderId: number;
  orderItemId: number | null;
  provider: 'test' | 'razorpay';
  reference: string | null;
  amountPaise: number;
  status: string;
  createdAt: string;
};

/** A buyer with reviews, paid orders, paid order items, payments and refunds, in one statement. */
export async function findBuyerDetail(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...buyerColumns,
      reviews: sql<JsonReview[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'productId', r.product_id,
          'product', json_build_object('id', p.id, 'name', p.name), 'rating', r.rating,
          'content', r.content, 'createdAt', r.created_at) order by r.created_at desc, r.id desc)
        from ${reviews} r join ${products} p on p.id = r.product_id where r.user_id = ${U_ID}), '[]'::json)`,
      orders: sql<JsonOrder[]>`coalesce((
        select json_agg(json_build_object('id', o.id, 'createdAt', o.created_at, 'amountPaise', o.amount_paise,
          'items', (select count(*) from ${orderItems} oi where oi.order_id = o.id)) order by o.created_at desc, o.id desc)
        from ${orders} o where o.user_id = ${U_ID} and o.status = 'Paid'), '[]'::json)`,
      orderItems: sql<JsonOrderItem[]>`coalesce((
        select json_agg(${orderItemJson} order by oi.created_at desc, oi.id desc)
        from ${ORDER_ITEM_JOINS}
        where o.user_id = ${U_ID} and oi.status in (${VISIBLE})), '[]'::json)`,
      transactions: sql<JsonTransaction[]>`coalesce((
        select json_agg(t order by t."createdAt" desc, t.key desc) from (
          select 'payment-' || pay.id as key, 'Payment' as type, pay.order_id as "orderId", null::int as "orderItemId",
            pay.provider as provider, pay.provider_payment_id as reference, pay.amount_paise as "amountPaise",
            pay.status as status, pay.created_at as "createdAt"
          from ${payments} pay join ${orders} o on o.id = pay.order_id where o.user_id = ${U_ID}
          union all
          select 'refund-' || rf.id, 'Refund', oi.order_id, oi.id, o.provider, rf.provider_refund_id, rf.amount_paise,
            rf.status, rf.created_at
          from ${refunds} rf join ${orderItems} oi on oi.id = rf.order_item_id join ${orders} o on o.id = oi.order_id
          where o.user_id = ${U_ID}
        ) t), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

// ---------- admins ----------

/** One page of admins, oldest first, with the number of admins. */
export async function listAdmins(db: DbOrTx, o: { limit: number; offset: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: admins.id, name: admins.name, email: admins.email, createdAt: admins.createdAt })
      .from(admins)
      .orderBy(asc(admins.createdAt), asc(admins.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(admins),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
