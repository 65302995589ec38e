import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ENTRY_TYPES } from '@electrohub/shared/money';
import { cascadeRef, createdAt, serialId, setNullRef, timestamptz, updatedAt } from './common.ts';
import { sellers } from './accounts.ts';
import { categories } from './catalog.ts';
import { orderItems } from './orders.ts';

/**
 * Marketplace money (docs/decisions/049-marketplace-money.md). Amounts are integer paise; rates are hundredths of a
 * percent (basis points: 1000 = 10 %).
 */

/** The one row (id = 1) of the marketplace's money settings: the default commission and the settlement hold. */
export const moneySettings = pgTable(
  'money_settings',
  {
    id: integer('id').primaryKey().default(1),
    defaultRateBps: integer('default_rate_bps').notNull().default(1000),
    /** Written from SETTLEMENT_HOLD_DAYS when the app starts: read by the ledger's writes inside any transaction. */
    holdDays: integer('hold_days').notNull().default(30),
    /** SELLER_APPROVAL, written when the app starts: `manual` makes every new seller row `pending` (a trigger). */
    sellerApproval: text('seller_approval', { enum: ['auto', 'manual'] })
      .notNull()
      .default('auto'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('money_settings_one_row', sql`${t.id} = 1`),
    check('money_settings_rate_range', sql`${t.defaultRateBps} between 0 and 5000`),
    check('money_settings_hold_nonneg', sql`${t.holdDays} >= 0`),
  ],
);

/** A category's own commission rate (a category without a row charges the default). */
export const categoryCommissions = pgTable(
  'category_commissions',
  {
    categoryName: text('category_name')
      .primaryKey()
      .references(() => categories.name, { onUpdate: 'cascade', onDelete: 'cascade' }),
    rateBps: integer('rate_bps').notNull(),
  },
  (t) => [check('category_commissions_rate_range', sql`${t.rateBps} between 0 and 5000`)],
);

/**
 * The seller ledger: every movement of what a seller is owed, signed. The balance is the sum of the rows (nothing
 * stored can disagree with it); `available_at` says from when a row counts as available rather than pending.
 * One row per order item and type: a delivery or return written twice is written once.
 */
export const sellerLedger = pgTable(
  'seller_ledger',
  {
    id: serialId(),
    sellerId: cascadeRef('seller_id', () => sellers.id),
    type: text('type', { enum: LEDGER_ENTRY_TYPES }).notNull(),
    orderItemId: setNullRef('order_item_id', () => orderItems.id),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    availableAt: timestamptz('available_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'seller_ledger_type',
      sql`${t.type} in ('sale', 'commission', 'refund', 'commission_reversal', 'payout', 'payout_reversal')`,
    ),
    uniqueIndex('seller_ledger_item_type_uq')
      .on(t.orderItemId, t.type)
      .where(sql`${t.orderItemId} is not null`),
    uniqueIndex('seller_ledger_payout_type_uq')
      .on(t.payoutId, t.type)
      .where(sql`${t.payoutId} is not null`),
    index('seller_ledger_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
  ],
);

/**
 * A payout: the available balance taken in one transaction (a `payout` ledger row of the same amount), then sent to
 * the provider with `idempotency_key`; `failed` puts the amount back (a `payout_reversal` row).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serialId(),
    sellerId: cascadeRef('seller_id', () => sellers.id),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['processing', 'paid', 'failed'] })
      .notNull()
      .default('processing'),
    mode: text('mode', { enum: ['test', 'razorpayx'] }).notNull(),
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payouts_amount_pos', sql`${t.amountPaise} > 0`),
    check('payouts_status', sql`${t.status} in ('processing', 'paid', 'failed')`),
    uniqueIndex('payouts_idempotency_uq').on(t.idempotencyKey),
    index('payouts_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('payouts_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Where a seller is paid. The account number is stored only encrypted (AES-256-GCM, `iv.tag.ciphertext` base64url)
 * with its last four digits beside it for the masked view; RazorpayX's contact and fund account ids are kept so a
 * payout does not create them again.
 */
export const sellerBankDetails = pgTable('seller_bank_details', {
  sellerId: integer('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  accountNumberEnc: text('account_number_enc').notNull(),
  accountLast4: text('account_last4').notNull(),
  ifsc: text('ifsc').notNull(),
  gstin: text('gstin'),
  providerContactId: text('provider_contact_id'),
  providerFundAccountId: text('provider_fund_account_id'),
  updatedAt: updatedAt(),
});
