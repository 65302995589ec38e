import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { SALE_STATUSES } from '@electrohub/shared/orders-status';
import type { PaymentState, ReportGroup } from '@electrohub/shared/admin-finance';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { orderItems, orders, payments, products, refunds, sellers, users } from '../../db/schema/index.ts';

// ---- payments ---------------------------------------------------------------------------------

/**
 * Paise refunded (or being refunded) against a payment: refunds of its order's items that name this payment,
 * or name none (recorded before a payment row existed). Failed refunds gave nothing back.
 */
const refundedPaise = sql<number>`coalesce((
  select sum(r.amount_paise) from ${refunds} r
  join ${orderItems} ri on ri.id = r.order_item_id
  where ri.order_id = ${payments.orderId} and r.status <> 'failed'
    and (r.payment_id = ${payments.id} or r.payment_id is null)), 0)::float8`;

const stateOf = sql<PaymentState>`case
  when ${refundedPaise} <= 0 then 'captured'
  when ${refundedPaise} >= ${payments.amountPaise} then 'refunded'
  else 'partially_refunded' end`;

const buyerName = sql<string | null>`coalesce(${orders.shippingName}, ${users.name})`;
const buyerEmail = sql<string | null>`coalesce(${orders.shippingEmail}, ${users.email})`;

function paymentFilter(filter: { state?: PaymentState; search?: string }): SQL | undefined {
  const where: SQL[] = [];
  if (filter.state) where.push(sql`${stateOf} = ${filter.state}`);
  if (filter.search) {
    const like = containsPattern(filter.search);
    where.push(
      or(
        sql`${buyerName} ilike ${like}`,
        sql`${buyerEmail} ilike ${like}`,
        sql`${payments.providerPaymentId} ilike ${like}`,
        sql`${orders.providerOrderId} ilike ${like}`,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  createdAt: payments.createdAt,
  amountPaise: payments.amountPaise,
  paymentStatus: payments.status,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  providerOrderId: orders.providerOrderId,
  currency: orders.currency,
  userId: orders.userId,
  buyerName,
  buyerEmail,
  refundedPaise,
  state: stateOf,
};

/** One page of payments, newest first (index payments_created_idx), and how many match in all. */
export async function listPayments(
  db: DbOrTx,
  filter: { state?: PaymentState; search?: string; limit: number; offset: number },
) {
  const where = paymentFilter(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(paymentColumns)
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { rows: rows.map(numbers), total: Number(count?.n ?? 0) };
}

const numbers = <R extends { refundedPaise: number }>(r: R): R => ({
  ...r,
  refundedPaise: Number(r.refundedPaise),
});

export type PaymentRow = Awaited<ReturnType<typeof listPayments>>['rows'][number];

/** One payment with its order's details, or null. */
export async function findPayment(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...paymentColumns,
      buyerPhone: sql<string | null>`coalesce(${orders.shippingPhone}, ${users.phone})`,
      shippingAddress: orders.shippingAddress,
      orderStatus: orders.status,
      orderAmountPaise: orders.amountPaise,
      paidAt: orders.paidAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(payments.id, id))
    .limit(1);
  return row ? numbers(row) : null;
}

/** The order's lines with the seller's current name. */
export function itemsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      sellerId: orderItems.sellerId,
      sellerName: sellers.name,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      offerPercentage: orderItems.offerPercentage,
      totalPaise: orderItems.totalPaise,
      status: orderItems.status,
    })
    .from(orderItems)
    .leftJoin(sellers, eq(sellers.id, orderItems.sellerId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** Refunds of the order's items recorded against this payment (or against none), oldest first. */
export function refundsOfPayment(db: DbOrTx, paymentId: number, orderId: number) {
  return db
    .select({
      id: refunds.id,
      orderItemId: refunds.orderItemId,
      productName: orderItems.productName,
      amountPaise: refunds.amountPaise,
      status: refunds.status,
      providerRefundId: refunds.providerRefundId,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        or(eq(refunds.paymentId, paymentId), sql`${refunds.paymentId} is null`),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

// ---- sales report -------------------------------------------------------------------------------

const sale = sql.join(
  SALE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Sales of items created in [from, to), grouped. `key`/`label`: the local day in `timeZone`, the product's
 * category, or the seller (id and current name); items whose product or seller is gone group under null.
 * Sums are float8 so large totals never overflow int4 and both drivers return numbers.
 */
export async function salesBy(db: DbOrTx, group: ReportGroup, timeZone: string, from: Date, to: Date) {
  const key =
    group === 'day'
      ? sql<string | null>`to_char((${orderItems.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`
      : group === 'category'
        ? sql<string | null>`${products.categoryName}`
        : sql<string | null>`${orderItems.sellerId}::text`;
  const label =
    group === 'seller' ? sql<string | null>`min(${sellers.name})` : sql<string | null>`null::text`;
  const rows = await db
    .select({
      key,
      label,
      orders: sql<number>`count(distinct ${orderItems.orderId})::int`,
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      paise: sql<number>`coalesce(sum(${orderItems.totalPaise}), 0)::float8`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(sellers, eq(sellers.id, orderItems.sellerId))
    .where(
      and(
        sql`${orderItems.status} in (${sale})`,
        gte(orderItems.createdAt, from),
        lt(orderItems.createdAt, to),
      ),
    )
    // By position: the zone is a bound parameter, so a repeated expression would not match the select's.
    .groupBy(sql`1`);
  return rows.map((r) => ({
    key: r.key,
    label: r.label,
    orders: Number(r.orders),
    units: Number(r.units),
    paise: Number(r.paise),
  }));
}

/** The whole period's figures (an order counts once however many groups its items fall in). */
export async function salesTotals(db: DbOrTx, from: Date, to: Date) {
  const [row] = await db
    .select({
      orders: sql<number>`count(distinct ${orderItems.orderId})::int`,
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      paise: sql<number>`coalesce(sum(${orderItems.totalPaise}), 0)::float8`,
    })
    .from(orderItems)
    .where(
      and(
        sql`${orderItems.status} in (${sale})`,
        gte(orderItems.createdAt, from),
        lt(orderItems.createdAt, to),
      ),
    );
  return { orders: Number(row?.orders ?? 0), units: Number(row?.units ?? 0), paise: Number(row?.paise ?? 0) };
}
