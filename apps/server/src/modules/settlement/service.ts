import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  SELLER_PAYOUTS_RECENT,
  SELLER_STANDING_MESSAGES,
  STATEMENT_CSV_MAX_ROWS,
  type AdminPayout,
  type AdminSellerMoneyRow,
  type BankDetails,
  type CommissionSettings,
  type LedgerEntry,
  type Payout,
  type PayoutRunAnswer,
  type SellerBalance,
  type SellerPayoutsAnswer,
  type SellerStanding,
} from '@electrohub/shared/money';
import { toRupees } from '@electrohub/shared/pricing';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  categories,
  categoryCommissions,
  moneySettings,
  payouts,
  sellerBankDetails,
  sellerLedger,
  sellers,
  orderItems,
  products,
} from '../../db/schema/index.ts';
import type { Page } from '../../lib/contract.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like.ts';
import { answersChanged } from '../../lib/memo.ts';
import { audit } from '../audit/service.ts';
import { maskAccountNumber, openAccountNumber, sealAccountNumber } from './bank-crypto.ts';
import type { PayoutProvider } from './provider.ts';

/** Marketplace money (decision 049): commission settings, balances, payouts, bank details, seller standing. */

const iso = (d: Date | string) => new Date(d).toISOString();
const rupees = (paise: number | string | null | undefined) => toRupees(Number(paise ?? 0));
const bps = (percent: number) => Math.round(percent * 100);
const percent = (rateBps: number) => rateBps / 100;

type Actor = { id: number; ip: string | null };

// ---------- commission settings ----------

export async function getCommission(db: DbOrTx): Promise<CommissionSettings> {
  const [settings] = await db.select().from(moneySettings).where(eq(moneySettings.id, 1));
  const rows = await db
    .select()
    .from(categoryCommissions)
    .orderBy(asc(categoryCommissions.categoryName))
    .limit(500);
  return {
    defaultRate: percent(settings?.defaultRateBps ?? 0),
    categories: rows.map((r) => ({ name: r.categoryName, rate: percent(r.rateBps) })),
  };
}

/** `PUT /api/admin/commission`: the default and the whole list of category rates, in one transaction. */
export async function setCommission(db: Db, admin: Actor, body: CommissionSettings) {
  const names = body.categories.map((c) => c.name);
  if (new Set(names).size !== names.length) throw badRequest('A category is listed twice');
  await db.transaction(async (tx) => {
    if (names.length > 0) {
      const known = await tx
        .select({ name: categories.name })
        .from(categories)
        .where(inArray(categories.name, names));
      const missing = names.filter((n) => !known.some((k) => k.name === n));
      if (missing.length > 0) throw badRequest(`Unknown category: ${missing.join(', ')}`);
    }
    await tx
      .update(moneySettings)
      .set({ defaultRateBps: bps(body.defaultRate), updatedAt: new Date() })
      .where(eq(moneySettings.id, 1));
    await tx.delete(categoryCommissions);
    if (body.categories.length > 0)
      await tx
        .insert(categoryCommissions)
        .values(body.categories.map((c) => ({ categoryName: c.name, rateBps: bps(c.rate) })));
    await audit(tx, {
      category: 'system',
      action: 'admin.commission',
      actorType: 'admin',
      actorId: admin.id,
      ip: admin.ip,
      detail: `default ${body.defaultRate} %; ${body.categories.map((c) => `${c.name} ${c.rate} %`).join(', ') || 'no category rates'}`,
    });
  });
  return { ...(await getCommission(db)), message: 'Commission rates saved' };
}

// ---------- the ledger and balances ----------

/** Pending, available and paid-out paise of one seller, summed from the ledger at `now`. */
const balanceColumns = (now: Date) => {
  const at = now.toISOString();
  return {
    pending: sql<string>`coalesce(sum(${sellerLedger.amountPaise}) filter (where ${sellerLedger.type} not in ('payout', 'payout_reversal') and ${sellerLedger.availableAt} > ${at}::timestamptz), 0)`,
    available: sql<string>`coalesce(sum(${sellerLedger.amountPaise}) filter (where ${sellerLedger.type} in ('payout', 'payout_reversal') or ${sellerLedger.availableAt} <= ${at}::timestamptz), 0)`,
    paidOut: sql<string>`coalesce(-sum(${sellerLedger.amountPaise}) filter (where ${sellerLedger.type} in ('payout', 'payout_reversal')), 0)`,
  };
};

export async function balancePaise(db: DbOrTx, sellerId: number, now: Date) {
  const [row] = await db
    .select(balanceColumns(now))
    .from(sellerLedger)
    .where(eq(sellerLedger.sellerId, sellerId));
  return {
    pending: Number(row?.pending ?? 0),
    available: Number(row?.available ?? 0),
    paidOut: Number(row?.paidOut ?? 0),
  };
}

const toBalance = (b: { pending: number; available: number; paidOut: number }): SellerBalance => ({
  pending: rupees(b.pending),
  available: rupees(b.available),
  paidOut: rupees(b.paidOut),
});

const entryColumns = {
  id: sellerLedger.id,
  type: sellerLedger.type,
  orderItemId: sellerLedger.orderItemId,
  payoutId: sellerLedger.payoutId,
  productName: orderItems.productName,
  amountPaise: sellerLedger.amountPaise,
  availableAt: sellerLedger.availableAt,
  createdAt: sellerLedger.createdAt,
};
type EntryRow = {
  id: number;
  type: LedgerEntry['type'];
  orderItemId: number | null;
  payoutId: number | null;
  productName: string | null;
  amountPaise: number;
  availableAt: Date;
  createdAt: Date;
};
const toEntry = (r: EntryRow): LedgerEntry => ({
  id: r.id,
  type: r.type,
  orderItemId: r.orderItemId,
  payoutId: r.payoutId,
  productName: r.productName,
  amount: rupees(r.amountPaise),
  availableAt: iso(r.availableAt),
  createdAt: iso(r.createdAt),
});

function entriesOf(db: DbOrTx, sellerId: number, limit: number, offset: number) {
  return db
    .select(entryColumns)
    .from(sellerLedger)
    .leftJoin(orderItems, eq(orderItems.id, sellerLedger.orderItemId))
    .where(eq(sellerLedger.sellerId, sellerId))
    .orderBy(desc(sellerLedger.createdAt), desc(sellerLedger.id))
    .limit(limit)
    .offset(offset) as Promise<EntryRow[]>;
}

type PayoutRow = typeof payouts.$inferSelect;
const toPayout = (p: PayoutRow): Payout => ({
  id: p.id,
  amount: rupees(p.amountPaise),
  status: p.status,
  mode: p.mode,
  providerRef: p.providerRef,
  failureReason: p.failureReason,
  createdAt: iso(p.createdAt),
  updatedAt: iso(p.updatedAt),
});

/** `GET /api/seller/payouts`. */
export async function sellerPayouts(
  db: DbOrTx,
  sellerId: number,
  q: { page: number; limit: number },
  now: Date,
  ctx: { holdDays: number; mode: 'test' | 'razorpayx' },
): Promise<SellerPayoutsAnswer> {
  const [balance, entries, [total], recent] = await Promise.all([
    balancePaise(db, sellerId, now),
    entriesOf(db, sellerId, q.limit, (q.page - 1) * q.limit),
    db.select({ n: count() }).from(sellerLedger).where(eq(sellerLedger.sellerId, sellerId)),
    db
      .select()
      .from(payouts)
      .where(eq(payouts.sellerId, sellerId))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(SELLER_PAYOUTS_RECENT),
  ]);
  return {
    balance: toBalance(balance),
    entries: entries.map(toEntry),
    entriesTotal: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
    payouts: recent.map(toPayout),
    holdDays: ctx.holdDays,
    mode: ctx.mode,
  };
}

const csvCell = (v: string | number | null) => {
  const s = v == null ? '' : String(v);
  // Quote what needs it, and keep a spreadsheet from reading a leading =, +, - or @ as a formula.
  const safe = /^[=+\-@]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** `GET /api/seller/payouts/statement.csv`: every entry (at most STATEMENT_CSV_MAX_ROWS), newest first. */
export async function statementCsv(db: DbOrTx, sellerId: number, now: Date) {
  const rows = await entriesOf(db, sellerId, STATEMENT_CSV_MAX_ROWS, 0);
  const lines = [
    ['Date', 'Type', 'Order item', 'Product', 'Payout', 'Amount (INR)', 'Available from', 'State'].join(','),
    ...rows.map((r) =>
      [
        iso(r.createdAt),
        r.type,
        r.orderItemId,
        r.productName,
        r.payoutId,
        (r.amountPaise / 100).toFixed(2),
        iso(r.availableAt),
        r.type === 'payout' || r.type === 'payout_reversal' || r.availableAt <= now ? 'available' : 'pending',
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
  return { filename: `statement-${now.toISOString().slice(0, 10)}.csv`, body: `${lines.join('\r\n')}\r\n` };
}

// ---------- payouts ----------

const adminPayoutColumns = {
  payout: payouts,
  seller: { id: sellers.id, name: sellers.name, email: sellers.email },
};
const toAdminPayout = (r: { payout: PayoutRow; seller: AdminPayout['seller'] }): AdminPayout => ({
  ...toPayout(r.payout),
  seller: r.seller,
});

/** `GET /api/admin/payouts`. */
export async function listPayouts(
  db: DbOrTx,
  q: { page: number; limit: number; sellerId?: number; status?: Payout['status'] },
): Promise<Page<AdminPayout>> {
  const where = and(
    q.sellerId ? eq(payouts.sellerId, q.sellerId) : undefined,
    q.status ? eq(payouts.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(adminPayoutColumns)
      .from(payouts)
      .innerJoin(sellers, eq(sellers.id, payouts.sellerId))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return { rows: rows.map(toAdminPayout), total: Number(total?.n ?? 0), page: q.page, limit: q.limit };
}

/**
 * Take a seller's available balance for a payout, in one transaction holding the seller's row lock: two runs
 * (two admins, two processes) for the same seller queue on the lock, and the second sees the first's payout entry
 * and finds nothing available. Resolves with the payout row, or why there is none.
 */
async function takeAvailable(
  db: Db,
  sellerId: number,
  mode: PayoutProvider['mode'],
  now: Date,
): Promise<PayoutRow | string> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select id from sellers where id = ${sellerId} for update`);
    if (locked.rows.length === 0) return 'Seller not found';
    const { available } = await balancePaise(tx, sellerId, now);
    if (available <= 0) return 'Nothing available';
    const [payout] = await tx
      .insert(payouts)
      .values({ sellerId, amountPaise: available, mode, createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(sellerLedger).values({
      sellerId,
      type: 'payout',
      payoutId: payout!.id,
      amountPaise: -available,
      availableAt: now,
      createdAt: now,
    });
    return payout!;
  });
}

/** Record the provider's answer; a failure puts the amount back (a `payout_reversal` entry) in the same transaction. */
async function settle(
  db: Db,
  payout: PayoutRow,
  result: { status: 'paid' | 'processing' | 'failed'; providerRef: string | null; failureReason: string | null },
  now: Date,
): Promise<PayoutRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payouts)
      .set({
        status: result.status,
        providerRef: result.providerRef,
        failureReason: result.failureReason,
        updatedAt: now,
      })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'processing')))
      .returning();
    if (row && result.status === 'failed')
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
    return row ?? payout;
  });
}

async function sendPayout(
  db: Db,
  provider: PayoutProvider,
  secret: string,
  payout: PayoutRow,
  seller: { id: number; name: string; email: string },
  now: Date,
): Promise<PayoutRow> {
  const [bank] = await db.select().from(sellerBankDetails).where(eq(sellerBankDetails.sellerId, seller.id));
  try {
    const result = await provider.send({
      payoutId: payout.id,
      amountPaise: payout.amountPaise,
      idempotencyKey: payout.idempotencyKey,
      seller,
      bank: bank
        ? {
            accountHolder: bank.accountHolder,
            accountNumber: openAccountNumber(secret, bank.accountNumberEnc),
            ifsc: bank.ifsc,
            contactId: bank.providerContactId,
            fundAccountId: bank.providerFundAccountId,
          }
        : null,
    });
    if (bank && (result.contactId || result.fundAccountId))
      await db
        .update(sellerBankDetails)
        .set({
          providerContactId: result.contactId ?? bank.providerContactId,
          providerFundAccountId: result.fundAccountId ?? bank.providerFundAccountId,
        })
        .where(eq(sellerBankDetails.sellerId, seller.id));
    return await settle(db, payout, result, now);
  } catch (err) {
    // The outcome is unknown: the payout stays `processing` and the next run sends it again with the same key.
    const reason = err instanceof Error ? err.message : String(err);
    const [row] = await db
      .update(payouts)
      .set({ failureReason: `Provider did not answer: ${reason}`.slice(0, 500), updatedAt: now })
      .where(eq(payouts.id, payout.id))
      .returning();
    return row ?? payout;
  }
}

/**
 * `POST /api/admin/payouts`: for each chosen seller (every seller with a positive available balance when none are
 * chosen): first resend its payouts whose outcome is unknown, then take what is available and send it. The provider
 * is called with no transaction open.
 */
export async function runPayouts(
  db: Db,
  admin: Actor,
  provider: PayoutProvider,
  secret: string,
  body: { sellerIds?: number[] },
  now: Date,
): Promise<PayoutRunAnswer> {
  const at = now.toISOString();
  const chosen = body.sellerIds
    ? [...new Set(body.sellerIds)]
    : (
        await db.execute<{ seller_id: number }>(sql`
          select seller_id from seller_ledger
           group by seller_id
          having coalesce(sum(amount_paise) filter (where type in ('payout', 'payout_reversal') or available_at <= ${at}::timestamptz), 0) > 0
             or exists (select 1 from payouts p where p.seller_id = seller_ledger.seller_id and p.status = 'processing' and p.provider_ref is null)
           order by seller_id
           limit 1000`)
      ).rows.map((r) => Number(r.seller_id));
  const people = chosen.length
    ? await db
        .select({ id: sellers.id, name: sellers.name, email: sellers.email })
        .from(sellers)
        .where(inArray(sellers.id, chosen))
    : [];
  const banks = chosen.length
    ? await db
        .select({ sellerId: sellerBankDetails.sellerId })
        .from(sellerBankDetails)
        .where(inArray(sellerBankDetails.sellerId, chosen))
    : [];
  const made: AdminPayout[] = [];
  const skipped: PayoutRunAnswer['skipped'] = [];
  for (const sellerId of chosen) {
    const seller = people.find((p) => p.id === sellerId);
    if (!seller) {
      skipped.push({ sellerId, reason: 'Seller not found' });
      continue;
    }
    if (provider.needsBankDetails && !banks.some((b) => b.sellerId === sellerId)) {
      skipped.push({ sellerId, reason: 'No bank details' });
      continue;
    }
    const unsent = await db
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
    for (const p of unsent)
      made.push(toAdminPayout({ payout: await sendPayout(db, provider, secret, p, seller, now), seller }));
    const taken = await takeAvailable(db, sellerId, provider.mode, now);
    if (typeof taken === 'string') {
      if (unsent.length === 0) skipped.push({ sellerId, reason: taken });
      continue;
    }
    const sent = await sendPayout(db, provider, secret, taken, seller, now);
    made.push(toAdminPayout({ payout: sent, seller }));
  }
  await audit(db, {
    category: 'system',
    action: 'admin.payouts',
    actorType: 'admin',
    actorId: admin.id,
    ip: admin.ip,
    detail: `${provider.mode}: ${made.map((p) => `#${p.id} seller #${p.seller.id} ₹${p.amount} ${p.status}`).join('; ') || 'nothing to pay'}`,
  });
  return {
    payouts: made,
    skipped,
    mode: provider.mode,
    message:
      made.length === 0
        ? 'Nothing to pay out'
        : `${made.length} payout${made.length === 1 ? '' : 's'} made${provider.mode === 'test' ? ' (test mode: no money moved)' : ''}`,
  };
}

/** `GET /api/admin/payouts/sellers`: every seller's figures from the ledger, most owed first. */
export async function sellerMoney(
  db: DbOrTx,
  q: { page: number; limit: number; search?: string },
  now: Date,
): Promise<Page<AdminSellerMoneyRow>> {
  const at = now.toISOString();
  const where = q.search
    ? or(ilike(sellers.name, containsPattern(q.search)), ilike(sellers.email, containsPattern(q.search)))
    : undefined;
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
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(sellers).where(where),
  ]);
  return {
    rows: rows.map((r) => {
      const pending = Number(r.pending ?? 0);
      const available = Number(r.available ?? 0);
      return {
        sellerId: r.sellerId,
        name: r.name,
        email: r.email,
        status: r.status,
        hasBankDetails: Boolean(r.hasBankDetails),
        sold: rupees(r.sold),
        commission: rupees(r.commission),
        refunds: rupees(r.refunds),
        paidOut: rupees(r.paidOut),
        pending: rupees(pending),
        available: rupees(available),
        owed: rupees(pending + available),
      };
    }),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}

// ---------- bank details ----------

export async function getBankDetails(db: DbOrTx, sellerId: number): Promise<{ bankDetails: BankDetails | null }> {
  const [row] = await db.select().from(sellerBankDetails).where(eq(sellerBankDetails.sellerId, sellerId));
  return {
    bankDetails: row
      ? {
          accountHolder: row.accountHolder,
          accountNumberMasked: maskAccountNumber(row.accountLast4),
          ifsc: row.ifsc,
          gstin: row.gstin,
          updatedAt: iso(row.updatedAt),
        }
      : null,
  };
}

export async function setBankDetails(
  db: Db,
  seller: Actor,
  secret: string,
  body: { accountHolder: string; accountNumber: string; ifsc: string; gstin?: string | null },
) {
  const values = {
    accountHolder: body.accountHolder,
    accountNumberEnc: sealAccountNumber(secret, body.accountNumber),
    accountLast4: body.accountNumber.slice(-4),
    ifsc: body.ifsc,
    gstin: body.gstin ?? null,
    // New details: RazorpayX's contact and fund account are made again on the next payout.
    providerContactId: null,
    providerFundAccountId: null,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(sellerBankDetails)
      .values({ sellerId: seller.id, ...values })
      .onConflictDoUpdate({ target: sellerBankDetails.sellerId, set: values });
    await audit(tx, {
      category: 'system',
      action: 'seller.bank-details',
      actorType: 'seller',
      actorId: seller.id,
      ip: seller.ip,
      detail: `account ending ${values.accountLast4}, ${body.ifsc}${body.gstin ? `, GSTIN ${body.gstin}` : ''}`,
    });
  });
  return getBankDetails(db, seller.id);
}

// ---------- seller standing ----------

export async function sellerStanding(db: DbOrTx, sellerId: number): Promise<SellerStanding> {
  const [row] = await db
    .select({ status: sellers.status, reason: sellers.statusReason })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!row) throw notFound('Seller not found');
  return {
    status: row.status,
    reason: row.status === 'approved' ? null : row.reason,
    message: row.status === 'approved' ? null : SELLER_STANDING_MESSAGES[row.status],
  };
}

/** A pending or suspended seller may not add or edit products: 403 with the reason why. */
export async function assertMayEditProducts(db: DbOrTx, sellerId: number): Promise<void> {
  const [row] = await db.select({ status: sellers.status }).from(sellers).where(eq(sellers.id, sellerId));
  if (row && row.status !== 'approved')
    throw new AppError(
      row.status === 'pending' ? 'SellerPending' : 'SellerSuspended',
      SELLER_STANDING_MESSAGES[row.status],
      403,
    );
}

/**
 * `PATCH /api/admin/sellers/{id}/status`: the seller's standing and, in the same transaction, whether their products
 * are public. Every remembered public answer is forgotten once committed, here and in the other processes.
 */
export async function setSellerStatus(
  db: Db,
  admin: Actor,
  id: number,
  body: { status: 'approved' | 'suspended'; reason?: string },
) {
  const seller = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: sellers.status })
      .from(sellers)
      .where(eq(sellers.id, id))
      .for('update');
    if (!before) throw notFound('Seller not found');
    const [row] = await tx
      .update(sellers)
      .set({ status: body.status, statusReason: body.status === 'approved' ? null : (body.reason ?? null) })
      .where(eq(sellers.id, id))
      .returning({ id: sellers.id, name: sellers.name, status: sellers.status, statusReason: sellers.statusReason });
    await tx
      .update(products)
      .set({ sellerVisible: body.status === 'approved' })
      .where(eq(products.sellerId, id));
    await audit(tx, {
      category: 'system',
      action: body.status === 'suspended' ? 'admin.seller-suspend' : 'admin.seller-approve',
      actorType: 'admin',
      actorId: admin.id,
      ip: admin.ip,
      detail: `seller #${id}: ${before.status} → ${body.status}${body.reason ? ` (${body.reason})` : ''}`,
    });
    return row!;
  });
  // A seller's products may be in any list, page, carousel or count: everything is forgotten.
  answersChanged(db);
  return {
    seller,
    message: body.status === 'suspended' ? 'Seller suspended' : 'Seller approved',
  };
}


/**
 * Write this process's settlement hold and seller approval into the settings row: the ledger's writes (inside the
 * order lifecycle's transactions) and the sign-up trigger read them there.
 */
export async function applySettings(
  db: DbOrTx,
  s: { holdDays: number; sellerApproval: 'auto' | 'manual' },
): Promise<void> {
  await db
    .update(moneySettings)
    .set({ holdDays: s.holdDays, sellerApproval: s.sellerApproval })
    .where(eq(moneySettings.id, 1));
}
