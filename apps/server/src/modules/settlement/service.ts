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
import type { Page } from '../../lib/contract.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { answersChanged } from '../../lib/memo.ts';
import { audit } from '../audit/service.ts';
import { hmacHex, signatureMatches } from '../payments/signature.ts';
import { maskAccountNumber, openAccountNumber, sealAccountNumber } from './bank-crypto.ts';
import { payoutResult, type PayoutProvider, type PayoutResult, type RazorpayXPayout } from './provider.ts';
import * as repo from './repository.ts';
import type { EntryRow, PayoutRow, SellerRef } from './repository.ts';

/** Marketplace money (decision 049): commission settings, balances, payouts, bank details, seller standing. */

const iso = (d: Date | string) => new Date(d).toISOString();
const rupees = (paise: number | string | null | undefined) => toRupees(Number(paise ?? 0));
const bps = (percent: number) => Math.round(percent * 100);
const percent = (rateBps: number) => rateBps / 100;

type Actor = { id: number; ip: string | null };

/**
 * Write this process's settlement hold and seller approval into the settings row: the ledger's writes (inside the
 * order lifecycle's transactions) and the sign-up trigger read them there.
 */
export const applySettings = (db: DbOrTx, s: { holdDays: number; sellerApproval: 'auto' | 'manual' }) =>
  repo.writeSettings(db, s);

// ---------- commission settings ----------

export async function getCommission(db: DbOrTx): Promise<CommissionSettings> {
  const c = await repo.readCommission(db);
  return {
    defaultRate: percent(c.defaultRateBps),
    categories: c.categories.map((r) => ({ name: r.categoryName, rate: percent(r.rateBps) })),
  };
}

/** `PUT /api/admin/commission`: the default and the whole list of category rates, in one transaction. */
export async function setCommission(db: Db, admin: Actor, body: CommissionSettings) {
  const names = body.categories.map((c) => c.name);
  if (new Set(names).size !== names.length) throw badRequest('A category is listed twice');
  await db.transaction(async (tx) => {
    const known = new Set(await repo.knownCategories(tx, names));
    const missing = names.filter((n) => !known.has(n));
    if (missing.length > 0) throw badRequest(`Unknown category: ${missing.join(', ')}`);
    await repo.replaceCommission(
      tx,
      bps(body.defaultRate),
      body.categories.map((c) => ({ categoryName: c.name, rateBps: bps(c.rate) })),
    );
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

export const balancePaise = (db: DbOrTx, sellerId: number, now: Date) => repo.balancePaise(db, sellerId, now);

const toBalance = (b: { pending: number; available: number; paidOut: number }): SellerBalance => ({
  pending: rupees(b.pending),
  available: rupees(b.available),
  paidOut: rupees(b.paidOut),
});

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

const toAdminPayout = (payout: PayoutRow, seller: SellerRef): AdminPayout => ({
  ...toPayout(payout),
  seller: { id: seller.id, name: seller.name, email: seller.email },
});

/** `GET /api/seller/payouts`. */
export async function sellerPayouts(
  db: DbOrTx,
  sellerId: number,
  q: { page: number; limit: number },
  now: Date,
  ctx: { holdDays: number; mode: 'test' | 'razorpayx' },
): Promise<SellerPayoutsAnswer> {
  const [balance, entries, total, recent] = await Promise.all([
    repo.balancePaise(db, sellerId, now),
    repo.entriesOf(db, sellerId, q.limit, (q.page - 1) * q.limit),
    repo.countEntries(db, sellerId),
    repo.recentPayouts(db, sellerId, SELLER_PAYOUTS_RECENT),
  ]);
  return {
    balance: toBalance(balance),
    entries: entries.map(toEntry),
    entriesTotal: total,
    page: q.page,
    limit: q.limit,
    payouts: recent.map(toPayout),
    holdDays: ctx.holdDays,
    mode: ctx.mode,
  };
}

const csvCell = (v: string | number | null) => {
  const s = v == null ? '' : String(v);
  // Keep a spreadsheet from reading a product name that starts with =, +, - or @ as a formula.
  const safe = typeof v === 'string' && /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** `GET /api/seller/payouts/statement.csv`: every entry (at most STATEMENT_CSV_MAX_ROWS), newest first. */
export async function statementCsv(db: DbOrTx, sellerId: number, now: Date) {
  const rows = await repo.entriesOf(db, sellerId, STATEMENT_CSV_MAX_ROWS, 0);
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

/** `GET /api/admin/payouts`. */
export async function listPayouts(
  db: DbOrTx,
  q: { page: number; limit: number; sellerId?: number; status?: Payout['status'] },
): Promise<Page<AdminPayout>> {
  const { rows, total } = await repo.pagePayouts(db, { ...q, offset: (q.page - 1) * q.limit });
  return { rows: rows.map((r) => toAdminPayout(r.payout, r.seller)), total, page: q.page, limit: q.limit };
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
    if (!(await repo.lockSeller(tx, sellerId))) return 'Seller not found';
    const { available } = await repo.balancePaise(tx, sellerId, now);
    if (available <= 0) return 'Nothing available';
    return repo.insertPayout(tx, { sellerId, amountPaise: available, mode, now });
  });
}

/** Send a taken payout (no transaction open) and record the answer; a refusal puts the money back. */
async function sendPayout(
  db: Db,
  provider: PayoutProvider,
  secret: string,
  payout: PayoutRow,
  seller: SellerRef,
  now: Date,
): Promise<PayoutRow> {
  const bank = await repo.bankOf(db, seller.id);
  let result: PayoutResult;
  try {
    result = await provider.send({
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
  } catch (err) {
    // The outcome is unknown: the payout stays `processing` and the next run sends it again with the same key.
    const reason = err instanceof Error ? err.message : String(err);
    return (await repo.notePayoutError(db, payout.id, `Provider did not answer: ${reason}`, now)) ?? payout;
  }
  if (bank && (result.contactId || result.fundAccountId))
    await repo.setProviderIds(db, seller.id, {
      providerContactId: result.contactId ?? bank.providerContactId,
      providerFundAccountId: result.fundAccountId ?? bank.providerFundAccountId,
    });
  return (await db.transaction((tx) => repo.settlePayout(tx, payout, result, now))) ?? payout;
}

/**
 * `POST /api/admin/payouts`: for each chosen seller (every seller with a positive available balance when none are
 * chosen): first resend its payouts whose outcome is unknown, then take what is available and send it.
 */
export async function runPayouts(
  db: Db,
  admin: Actor,
  provider: PayoutProvider,
  secret: string,
  body: { sellerIds?: number[] },
  now: Date,
): Promise<PayoutRunAnswer> {
  const chosen = body.sellerIds ? [...new Set(body.sellerIds)] : await repo.sellersToPay(db, now);
  const [people, banks] = await Promise.all([repo.sellerRefs(db, chosen), repo.sellersWithBank(db, chosen)]);
  const made: AdminPayout[] = [];
  const skipped: PayoutRunAnswer['skipped'] = [];
  for (const sellerId of chosen) {
    const seller = people.find((p) => p.id === sellerId);
    if (!seller) {
      skipped.push({ sellerId, reason: 'Seller not found' });
      continue;
    }
    if (provider.needsBankDetails && !banks.has(sellerId)) {
      skipped.push({ sellerId, reason: 'No bank details' });
      continue;
    }
    const unsent = await repo.unsentPayouts(db, sellerId);
    for (const p of unsent)
      made.push(toAdminPayout(await sendPayout(db, provider, secret, p, seller, now), seller));
    const taken = await takeAvailable(db, sellerId, provider.mode, now);
    if (typeof taken === 'string') {
      if (unsent.length === 0) skipped.push({ sellerId, reason: taken });
      continue;
    }
    made.push(toAdminPayout(await sendPayout(db, provider, secret, taken, seller, now), seller));
  }
  await audit(db, {
    category: 'system',
    action: 'admin.payouts',
    actorType: 'admin',
    actorId: admin.id,
    ip: admin.ip,
    detail: `${provider.mode}: ${made.map((p) => `#${p.id} seller #${p.seller.id} Rs. ${p.amount} ${p.status}`).join('; ') || 'nothing to pay'}`,
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

/**
 * The `payout-poll` job: asks the provider about at most `batch` payouts it accepted that are still `processing`
 * and were last asked about more than `waitMinutes` ago (the longest waiting first), and records each one that is
 * settled: paid, or failed with its money back as available (once: `settlePayout`). A payout still processing, or
 * one the provider did not answer about, goes to the back of the queue.
 */
export async function pollPayouts(
  db: Db,
  provider: PayoutProvider,
  o: { waitMinutes: number; batch: number },
  now: Date,
): Promise<{ asked: number; settled: number }> {
  if (!provider.status) return { asked: 0, settled: 0 };
  const due = await repo.payoutsToAsk(
    db,
    provider.mode,
    new Date(now.getTime() - o.waitMinutes * 60_000),
    o.batch,
  );
  let settled = 0;
  for (const payout of due) {
    let result: PayoutResult;
    try {
      result = await provider.status(payout.providerRef!);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await repo.notePayoutError(db, payout.id, `Provider did not answer: ${reason}`, now);
      continue;
    }
    if (result.status === 'processing') await repo.touchPayout(db, payout.id, now);
    else if (await db.transaction((tx) => repo.settlePayout(tx, payout, result, now))) settled++;
  }
  return { asked: due.length, settled };
}

/**
 * A provider's event about one of our payouts (the RazorpayX webhook, its signature already checked): `paid`
 * settles a processing payout; `failed` a processing one, or a paid one the provider reversed afterwards, and gives
 * the money back. False when the event is about no payout of ours or changes nothing (a repeated event).
 */
export async function payoutEvent(
  db: Db,
  mode: PayoutProvider['mode'],
  payoutId: number,
  result: PayoutResult & { providerRef: string },
  now: Date,
): Promise<boolean> {
  if (result.status === 'processing') return false;
  const payout = await repo.payoutOfEvent(db, payoutId, mode, result.providerRef);
  if (!payout) return false;
  const from = result.status === 'failed' ? (['processing', 'paid'] as const) : (['processing'] as const);
  return (await db.transaction((tx) => repo.settlePayout(tx, payout, result, now, from))) !== null;
}

/** What RazorpayX posts to the payout webhook (the part we read). */
interface RazorpayXEvent {
  event?: unknown;
  payload?: { payout?: { entity?: Partial<RazorpayXPayout> & { reference_id?: unknown } } };
}

/**
 * `POST /api/webhooks/razorpayx`: RazorpayX tells where a payout stands (`payout.processed`, `payout.failed`,
 * `payout.reversed`…). The signature (hex HMAC-SHA256 of the raw body with RAZORPAYX_WEBHOOK_SECRET) is checked
 * first; the payout is found by the `reference_id` we sent (`payout-{id}`) and its status recorded as the poll
 * would. `ignored`: an event about no payout of ours, or one already recorded (RazorpayX sends again on any error).
 */
export async function handlePayoutWebhook(
  db: Db,
  secret: string,
  raw: Buffer,
  signature: string | undefined,
  now: Date,
): Promise<{ status: 'ok' | 'ignored' }> {
  if (!signature || !signatureMatches(hmacHex(secret, raw), signature))
    throw new AppError('InvalidSignature', 'Invalid webhook signature', 400);
  let event: RazorpayXEvent;
  try {
    event = JSON.parse(raw.toString('utf8')) as RazorpayXEvent;
  } catch {
    throw badRequest('The webhook body is not JSON');
  }
  const entity = event?.payload?.payout?.entity;
  const ref =
    typeof entity?.reference_id === 'string' ? /^payout-(\d{1,15})$/.exec(entity.reference_id) : null;
  if (
    typeof event?.event !== 'string' ||
    !event.event.startsWith('payout.') ||
    !ref ||
    typeof entity?.id !== 'string' ||
    typeof entity.status !== 'string'
  )
    return { status: 'ignored' };
  const result = payoutResult({
    id: entity.id,
    status: entity.status,
    failure_reason: typeof entity.failure_reason === 'string' ? entity.failure_reason.slice(0, 500) : null,
  });
  const changed = await payoutEvent(
    db,
    'razorpayx',
    Number(ref[1]),
    { ...result, providerRef: entity.id },
    now,
  );
  return { status: changed ? 'ok' : 'ignored' };
}

/** `GET /api/admin/payouts/sellers`: every seller's figures from the ledger, most owed first. */
export async function sellerMoney(
  db: DbOrTx,
  q: { page: number; limit: number; search?: string; sellerId?: number },
  now: Date,
): Promise<Page<AdminSellerMoneyRow>> {
  const { rows, total } = await repo.sellerFigures(
    db,
    { limit: q.limit, offset: (q.page - 1) * q.limit, search: q.search || undefined, sellerId: q.sellerId },
    now,
  );
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
    total,
    page: q.page,
    limit: q.limit,
  };
}

// ---------- bank details ----------

export async function getBankDetails(
  db: DbOrTx,
  sellerId: number,
): Promise<{ bankDetails: BankDetails | null }> {
  const row = await repo.bankOf(db, sellerId);
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
    await repo.upsertBank(tx, seller.id, values);
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
  const row = await repo.standingOf(db, sellerId);
  if (!row) throw notFound('Seller not found');
  return {
    status: row.status,
    reason: row.status === 'approved' ? null : row.reason,
    message: row.status === 'approved' ? null : SELLER_STANDING_MESSAGES[row.status],
  };
}

/** A pending or suspended seller may not add or edit products: 403 with the reason why. */
export async function assertMayEditProducts(db: DbOrTx, sellerId: number): Promise<void> {
  const row = await repo.standingOf(db, sellerId);
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
    const before = await repo.lockStanding(tx, id);
    if (!before) throw notFound('Seller not found');
    const reason = body.status === 'approved' ? null : (body.reason ?? null);
    const row = await repo.setStanding(tx, id, body.status, reason);
    await audit(tx, {
      category: 'system',
      action: body.status === 'suspended' ? 'admin.seller-suspend' : 'admin.seller-approve',
      actorType: 'admin',
      actorId: admin.id,
      ip: admin.ip,
      detail: `seller #${id}: ${before.status} → ${body.status}${body.reason ? ` (${body.reason})` : ''}`,
    });
    return row;
  });
  // A seller's products may be in any list, page, carousel, count or rendered page: everything is forgotten.
  answersChanged(db);
  return { seller, message: body.status === 'suspended' ? 'Seller suspended' : 'Seller approved' };
}
