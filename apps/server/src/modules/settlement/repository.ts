import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LedgerEntryType, PayoutStatus } from '@electrohub/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { toIntArray } from '../../db/prepared.ts';
import {
  categories,
  categoryCommissions,
  moneySettings,
  orderItems,
  orders,
  payouts,
  products,
  sellerBankDetails,
  sellerLedger,
  sellers,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like.ts';

/**
 * The three places the order lifecycle writes money (decision 049), each one statement inside the caller's
 * transaction. Amounts are integer paise; rates basis points (1000 = 10 %).
 */

/**
 * The commission rate in force for an order line whose product id is `productId` (a column of the caller's query):
 * the product's category's own rate, else the default, in basis points. A piece of SQL, so that a caller that
 * already updates the lines in a statement of its own (checkout's confirmation, decision 054) snapshots the
 * commission in that same update: one statement cannot update a row twice.
 */
export const commissionRateBpsSql = (productId: SQL) => sql`coalesce(
  (select cc.rate_bps from products p join category_commissions cc on cc.category_name = p.category_name
    where p.id = ${productId}),
  (select default_rate_bps from money_settings where id = 1), 0)`;

/**
 * The `set` assignments that snapshot the commission of the order line `line` (the alias of the updated
 * `order_items`) at the rate `bps` (from {@link commissionRateBpsSql}): round(total × rate / 100) in paise. A rate
 * already snapshotted is kept, with its amount.
 */
export const commissionSnapshotSetSql = (line: SQL, bps: SQL) => sql`
  commission_rate_bps = coalesce(${line}.commission_rate_bps, ${bps}),
  commission_paise = case when ${line}.commission_rate_bps is null
    then round(${line}.total_paise::numeric * ${bps} / 10000)::int else ${line}.commission_paise end`;

/**
 * The payment of these order items was confirmed: snapshot the commission rate in force (the product's category's
 * own, else the default) and round(total × rate / 100) in paise. A rate already snapshotted is kept.
 */
export async function snapshotCommission(tx: DbOrTx, orderItemIds: readonly number[]): Promise<void> {
  if (orderItemIds.length === 0) return;
  await tx.execute(sql`
    update order_items oi
       set ${commissionSnapshotSetSql(sql`oi`, sql`r.bps`)}
      from (select i.id, ${commissionRateBpsSql(sql`i.product_id`)} as bps
              from order_items i
             where i.id = any(${toIntArray(orderItemIds)}::int[])) r
     where oi.id = r.id and oi.commission_rate_bps is null`);
}

/**
 * The item was Delivered at `at`: the sale (+ line total) and its commission (− the snapshot) enter the seller's
 * ledger, pending until the hold has passed. Written once per item, whatever calls it twice.
 */
export async function recordDelivery(tx: DbOrTx, orderItemId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into seller_ledger (seller_id, type, order_item_id, amount_paise, available_at, created_at)
    select oi.seller_id, t.type, oi.id,
           case t.type when 'sale' then oi.total_paise else -coalesce(oi.commission_paise, 0) end,
           ${at.toISOString()}::timestamptz + make_interval(days => (select hold_days from money_settings where id = 1)),
           ${at.toISOString()}::timestamptz
      from order_items oi cross join (values ('sale'), ('commission')) as t(type)
     where oi.id = ${orderItemId} and oi.seller_id is not null
    on conflict do nothing`);
}

/**
 * The item's money went back to the buyer (a return, or any refund after delivery): the refund (− line total) and the
 * commission given back (+ commission), available when the sale itself is (a return inside the hold cancels a sale
 * that was never available). An item that never entered the ledger (cancelled before delivery) writes nothing.
 */
export async function recordRefund(tx: DbOrTx, orderItemId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into seller_ledger (seller_id, type, order_item_id, amount_paise, available_at, created_at)
    select s.seller_id, t.type, s.order_item_id,
           case t.type when 'refund' then -s.amount_paise else coalesce(-c.amount_paise, 0) end,
           greatest(s.available_at, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz
      from seller_ledger s
      left join seller_ledger c on c.order_item_id = s.order_item_id and c.type = 'commission'
      cross join (values ('refund'), ('commission_reversal')) as t(type)
     where s.order_item_id = ${orderItemId} and s.type = 'sale'
    on conflict do nothing`);
}

// ---------- settings ----------

export async function writeSettings(
  db: DbOrTx,
  s: { holdDays: number; sellerApproval: 'auto' | 'manual' },
): Promise<void> {
  await db
    .update(moneySettings)
    .set({ holdDays: s.holdDays, sellerApproval: s.sellerApproval })
    .where(eq(moneySettings.id, 1));
}

export async function readCommission(db: DbOrTx) {
  const [settings] = await db.select().from(moneySettings).where(eq(moneySettings.id, 1));
  const rows = await db
    .select()
    .from(categoryCommissions)
    .orderBy(asc(categoryCommissions.categoryName))
    .limit(500);
  return { defaultRateBps: settings?.defaultRateBps ?? 0, categories: rows };
}

export async function knownCategories(db: DbOrTx, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(inArray(categories.name, names));
  return rows.map((r) => r.name);
}

export async function replaceCommission(
  tx: DbOrTx,
  defaultRateBps: number,
  rates: { categoryName: string; rateBps: number }[],
): Promise<void> {
  await tx
    .update(moneySettings)
    .set({ defaultRateBps, updatedAt: new Date() })
    .where(eq(moneySettings.id, 1));
  await tx.delete(categoryCommissions);
  if (rates.length > 0) await tx.insert(categoryCommissions).values(rates);
}

// ---------- ledger reads ----------

const isPayout = sql`${sellerLedger.type} in ('payout', 'payout_reversal')`;

/** Pending, available and paid-out paise of one seller, summed from the ledger at `now`. */
export async function balancePaise(db: DbOrTx, sellerId: number, now: Date) {
  const at = now.toISOString();
  const [row] = await db
    .select({
      pending: sql<string>`coalesce(sum(${sellerLedger.amountPaise}) filter (where not (${isPayout}) and ${sellerLedger.availableAt} > ${at}::timestamptz), 0)`,
      available: sql<string>`coalesce(sum(${sellerLedger.amountPaise}) filter (where ${isPayout} or ${sellerLedger.availableAt} <= ${at}::timestamptz), 0)`,
      paidOut: sql<string>`coalesce(-sum(${sellerLedger.amountPaise}) filter (where ${isPayout}), 0)`,
    })
    .from(sellerLedger)
    .where(eq(sellerLedger.sellerId, sellerId));
  return {
    pending: Number(row?.pending ?? 0),
    available: Number(row?.available ?? 0),
    paidOut: Number(row?.paidOut ?? 0),
  };
}

export type EntryRow = {
  id: number;
  type: LedgerEntryType;
  orderItemId: number | null;
  payoutId: number | null;
  productName: string | null;
  amountPaise: number;
  availableAt: Date;
  createdAt: Date;
};

/** A seller's entries, newest first (seller_ledger_seller_created_idx). */
export function entriesOf(db: DbOrTx, sellerId: number, limit: number, offset: number): Promise<EntryRow[]> {
  return db
    .select({
      id: sellerLedger.id,
      type: sellerLedger.type,
      orderItemId: sellerLedger.orderItemId,
      payoutId: sellerLedger.payoutId,
      productName: orderItems.productName,
      amountPaise: sellerLedger.amountPaise,
      availableAt: sellerLedger.availableAt,
      createdAt: sellerLedger.createdAt,
    })
    .from(sellerLedger)
    .leftJoin(orderItems, eq(orderItems.id, sellerLedger.orderItemId))
    .where(eq(sellerLedger.sellerId, sellerId))
    .orderBy(desc(sellerLedger.createdAt), desc(sellerLedger.id))
    .limit(limit)
    .offset(offset);
}

export async function countEntries(db: DbOrTx, sellerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sellerLedger).where(eq(sellerLedger.sellerId, sellerId));
  return Number(row?.n ?? 0);
}

// ---------- payouts ----------

export type PayoutRow = typeof payouts.$inferSelect;
export type SellerRef = { id: number; name: string; email: string };

export function recentPayouts(db: DbOrTx, sellerId: number, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.sellerId, sellerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

export async function pagePayouts(
  db: DbOrTx,
  q: { limit: number; offset: number; sellerId?: number; status?: PayoutStatus },
) {
  const where = and(
    q.sellerId ? eq(payouts.sellerId, q.sellerId) : undefined,
    q.status ? eq(payouts.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ payout: payouts, seller: { id: sellers.id, name: sellers.name, email: sellers.email } })
      .from(payouts)
      .innerJoin(sellers, eq(sellers.id, payouts.sellerId))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Lock the seller's row (the payout lock: one payout take per seller at a time). False when there is none. */
export async function lockSeller(tx: DbOrTx, sellerId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for('update');
  return rows.length > 0;
}

/** A payout of `amountPaise` and its ledger entry taking the amount. */
export async function insertPayout(
  tx: DbOrTx,
  v: { sellerId: number; amountPaise: number; mode: 'test' | 'razorpayx'; now: Date },
): Promise<PayoutRow> {
  const [payout] = await tx
    .insert(payouts)
    .values({
      sellerId: v.sellerId,
      amountPaise: v.amountPaise,
      mode: v.mode,
      createdAt: v.now,
      updatedAt: v.now,
    })
    .returning();
  await tx.insert(sellerLedger).values({
    sellerId: v.sellerId,
    type: 'payout',
    payoutId: payout!.id,
    amountPaise: -v.amountPaise,
    availableAt: v.now,
    createdAt: v.now,
  });
  return payout!;
}

/**
 * Record a payout's outcome while it is in one of `from` (a processing one by default; a paid one the provider
 * reversed later): null when it is not, so each outcome is recorded once. `failed` writes its reversal (once: the
 * unique index on payout and type).
 */
export async function settlePayout(
  tx: DbOrTx,
  payout: PayoutRow,
  r: { status: PayoutStatus; providerRef: string | null; failureReason: string | null },
  now: Date,
  from: readonly PayoutStatus[] = ['processing'],
): Promise<PayoutRow | null> {
  const [row] = await tx
    .update(payouts)
    .set({ status: r.status, providerRef: r.providerRef, failureReason: r.failureReason, updatedAt: now })
    .where(and(eq(payouts.id, payout.id), inArray(payouts.status, [...from])))
    .returning();
  if (row && r.status === 'failed')
    await tx
      .insert(sellerLedger)
      .values({
        sellerId: payout.sellerId,
        type: 'payout_reversal',
        payoutId: payout.id,
        amountPaise: payout.amountPaise,
        availableAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
  return row ?? null;
}

export async function notePayoutError(db: DbOrTx, id: number, reason: string, now: Date) {
  const [row] = await db
    .update(payouts)
    .set({ failureReason: reason.slice(0, 500), updatedAt: now })
    .where(eq(payouts.id, id))
    .returning();
  return row ?? null;
}

/** A payout still `processing` was asked about at `now` and is not settled yet: it goes to the back of the poll. */
export async function touchPayout(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(payouts)
    .set({ updatedAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'processing')));
}

/**
 * The status poll's batch: payouts of `mode` the provider accepted (they have its reference) that are still
 * `processing` and were last touched before `before`, the longest waiting first.
 */
export function payoutsToAsk(
  db: DbOrTx,
  mode: 'test' | 'razorpayx',
  before: Date,
  limit: number,
): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'processing'),
        eq(payouts.mode, mode),
        sql`${payouts.providerRef} is not null`,
        lt(payouts.updatedAt, before),
      ),
    )
    .orderBy(asc(payouts.updatedAt), asc(payouts.id))
    .limit(limit);
}

/**
 * The payout a provider's event is about: ours by id (the `reference_id` we sent), sent in `mode`, and either known
 * to the provider as `providerRef` or not answered yet (the event can come before the answer is recorded).
 */
export async function payoutOfEvent(db: DbOrTx, id: number, mode: 'test' | 'razorpayx', providerRef: string) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.id, id),
        eq(payouts.mode, mode),
        or(isNull(payouts.providerRef), eq(payouts.providerRef, providerRef)),
      ),
    );
  return row ?? null;
}

/** Sellers with a positive available balance, or a payout whose outcome is unknown (at most 1,000). */
export async function sellersToPay(db: DbOrTx, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const result = await db.execute<{ seller_id: number }>(sql`
    select seller_id from seller_ledger
     group by seller_id
    having coalesce(sum(amount_paise) filter (where type in ('payout', 'payout_reversal') or available_at <= ${at}::timestamptz), 0) > 0
        or exists (select 1 from payouts p where p.seller_id = seller_ledger.seller_id and p.status = 'processing' and p.provider_ref is null)
     order by seller_id
     limit 1000`);
  return result.rows.map((r) => Number(r.seller_id));
}

export async function sellerRefs(db: DbOrTx, ids: number[]): Promise<SellerRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: sellers.id, name: sellers.name, email: sellers.email })
    .from(sellers)
    .where(inArray(sellers.id, ids));
}

export async function sellersWithBank(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ sellerId: sellerBankDetails.sellerId })
    .from(sellerBankDetails)
    .where(inArray(sellerBankDetails.sellerId, ids));
  return new Set(rows.map((r) => r.sellerId));
}

/** Payouts taken but never answered by the provider (sent again with their key). */
export function unsentPayouts(db: DbOrTx, sellerId: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.sellerId, sellerId),
        eq(payouts.status, 'processing'),
        sql`${payouts.providerRef} is null`,
      ),
    )
    .orderBy(asc(payouts.id))
    .limit(10);
}

/** Every seller's figures from the ledger, most owed first. */
export async function sellerFigures(
  db: DbOrTx,
  q: { limit: number; offset: number; search?: string; sellerId?: number },
  now: Date,
) {
  const at = now.toISOString();
  const where = and(
    q.search
      ? or(ilike(sellers.name, containsPattern(q.search)), ilike(sellers.email, containsPattern(q.search)))
      : undefined,
    q.sellerId ? eq(sellers.id, q.sellerId) : undefined,
  );
  const figures = db
    .select({
      sellerId: sellerLedger.sellerId,
      sold: sql<string>`coalesce(sum(amount_paise) filter (where type = 'sale'), 0)`.as('sold'),
      commission:
        sql<string>`coalesce(-sum(amount_paise) filter (where type in ('commission', 'commission_reversal')), 0)`.as(
          'commission',
        ),
      refunds: sql<string>`coalesce(-sum(amount_paise) filter (where type = 'refund'), 0)`.as('refunds'),
      paidOut:
        sql<string>`coalesce(-sum(amount_paise) filter (where type in ('payout', 'payout_reversal')), 0)`.as(
          'paid_out',
        ),
      pending:
        sql<string>`coalesce(sum(amount_paise) filter (where type not in ('payout', 'payout_reversal') and available_at > ${at}::timestamptz), 0)`.as(
          'pending',
        ),
      available:
        sql<string>`coalesce(sum(amount_paise) filter (where type in ('payout', 'payout_reversal') or available_at <= ${at}::timestamptz), 0)`.as(
          'available',
        ),
    })
    .from(sellerLedger)
    .groupBy(sellerLedger.sellerId)
    .as('figures');
  const owed = sql`coalesce(${figures.pending}, 0) + coalesce(${figures.available}, 0)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        sellerId: sellers.id,
        name: sellers.name,
        email: sellers.email,
        status: sellers.status,
        hasBankDetails: sql<boolean>`exists (select 1 from seller_bank_details b where b.seller_id = ${sellers.id})`,
        sold: figures.sold,
        commission: figures.commission,
        refunds: figures.refunds,
        paidOut: figures.paidOut,
        pending: figures.pending,
        available: figures.available,
      })
      .from(sellers)
      .leftJoin(figures, eq(figures.sellerId, sellers.id))
      .where(where)
      .orderBy(desc(owed), asc(sellers.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(sellers).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

// ---------- bank details ----------

export type BankRow = typeof sellerBankDetails.$inferSelect;

export async function bankOf(db: DbOrTx, sellerId: number): Promise<BankRow | null> {
  const [row] = await db.select().from(sellerBankDetails).where(eq(sellerBankDetails.sellerId, sellerId));
  return row ?? null;
}

export async function upsertBank(tx: DbOrTx, sellerId: number, values: Omit<BankRow, 'sellerId'>) {
  await tx
    .insert(sellerBankDetails)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: sellerBankDetails.sellerId, set: values });
}

export async function setProviderIds(
  db: DbOrTx,
  sellerId: number,
  ids: { providerContactId: string | null; providerFundAccountId: string | null },
) {
  await db.update(sellerBankDetails).set(ids).where(eq(sellerBankDetails.sellerId, sellerId));
}

// ---------- standing ----------

export async function standingOf(db: DbOrTx, sellerId: number) {
  const [row] = await db
    .select({ status: sellers.status, reason: sellers.statusReason })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row ?? null;
}

export async function lockStanding(tx: DbOrTx, sellerId: number) {
  const [row] = await tx
    .select({ status: sellers.status })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for('update');
  return row ?? null;
}

/** The seller's standing and, with it, whether their products are public. */
export async function setStanding(
  tx: DbOrTx,
  sellerId: number,
  status: 'approved' | 'suspended',
  reason: string | null,
) {
  const [row] = await tx
    .update(sellers)
    .set({ status, statusReason: reason })
    .where(eq(sellers.id, sellerId))
    .returning({
      id: sellers.id,
      name: sellers.name,
      status: sellers.status,
      statusReason: sellers.statusReason,
    });
  await tx
    .update(products)
    .set({ sellerVisible: status === 'approved' })
    .where(eq(products.sellerId, sellerId));
  return row!;
}

// ---------- invoice ----------

export async function orderOf(db: DbOrTx, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order ?? null;
}

export function invoiceItems(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      sellerId: orderItems.sellerId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      totalPaise: orderItems.totalPaise,
      status: orderItems.status,
      categoryName: products.categoryName,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.sellerId), asc(orderItems.id));
}

export async function invoiceSellers(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sellers.id, name: sellers.name, address: sellers.address, gstin: sellerBankDetails.gstin })
    .from(sellers)
    .leftJoin(sellerBankDetails, eq(sellerBankDetails.sellerId, sellers.id))
    .where(inArray(sellers.id, ids));
}

/**
 * The demo's history as the lifecycle would have written it: every paid item's commission at the default rate, and
 * the ledger entries of every item delivered (and returned) so far.
 */
export async function backfillLedger(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    update order_items oi
       set commission_rate_bps = s.default_rate_bps,
           commission_paise = round(oi.total_paise::numeric * s.default_rate_bps / 10000)::int
      from money_settings s
     where s.id = 1 and oi.commission_rate_bps is null and oi.status not in ('PaymentPending', 'Expired')`);
  await tx.execute(sql`
    insert into seller_ledger (seller_id, type, order_item_id, amount_paise, available_at, created_at)
    select oi.seller_id, t.type, oi.id,
           case t.type when 'sale' then oi.total_paise else -coalesce(oi.commission_paise, 0) end,
           oi.delivered_at + make_interval(days => (select hold_days from money_settings where id = 1)),
           oi.delivered_at
      from order_items oi cross join (values ('sale'), ('commission')) as t(type)
     where oi.status in ('Delivered', 'Returned') and oi.delivered_at is not null and oi.seller_id is not null
    on conflict do nothing`);
  await tx.execute(sql`
    insert into seller_ledger (seller_id, type, order_item_id, amount_paise, available_at, created_at)
    select s.seller_id, t.type, s.order_item_id,
           case t.type when 'refund' then -s.amount_paise else -c.amount_paise end,
           greatest(s.available_at, oi.updated_at), oi.updated_at
      from seller_ledger s
      join order_items oi on oi.id = s.order_item_id and oi.status = 'Returned'
      join seller_ledger c on c.order_item_id = s.order_item_id and c.type = 'commission'
      cross join (values ('refund'), ('commission_reversal')) as t(type)
     where s.type = 'sale'
    on conflict do nothing`);
}
