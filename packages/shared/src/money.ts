import { z } from 'zod';
import { idField, idParam } from './ids.ts';
import { listPageQuerySchema } from './contract/list-query.ts';

/**
 * Marketplace money (docs/decisions/049-marketplace-money.md): commission settings, the seller ledger and its
 * balance, payouts, seller standing, bank details and invoices. Every amount in an answer is rupees (a number with
 * at most two decimals); the server keeps integer paise. Dates are ISO 8601.
 */

/** Commission rates are percent, from 0 to 50, with at most two decimals (7.25 %). */
export const COMMISSION_RATE_MIN = 0;
export const COMMISSION_RATE_MAX = 50;
/** The rate a fresh installation charges until the admin sets one. */
export const COMMISSION_DEFAULT_RATE = 10;
/** Days a delivered sale stays pending before it can be paid out (the return window); `SETTLEMENT_HOLD_DAYS`. */
export const SETTLEMENT_HOLD_DAYS_DEFAULT = 30;

/**
 * GST included in the price, percent, by category name (lower case); every other category pays the default.
 * A constant, not a setting: the rates are the law's, not the operator's choice.
 */
export const GST_DEFAULT_RATE = 18;
export const GST_RATES_BY_CATEGORY: Readonly<Record<string, number>> = {
  books: 0,
  'health & personal care': 12,
};
/** The GST rate of a category (percent). */
export function gstRateOf(categoryName: string | null | undefined): number {
  return GST_RATES_BY_CATEGORY[(categoryName ?? '').trim().toLowerCase()] ?? GST_DEFAULT_RATE;
}

const money = z.number();
const isoDate = z.string();
const id = z.number().int();

/** A percent from 0 to 50 with at most two decimals. */
export const commissionRateSchema = z
  .number()
  .min(COMMISSION_RATE_MIN, `A commission rate is at least ${COMMISSION_RATE_MIN} %`)
  .max(COMMISSION_RATE_MAX, `A commission rate is at most ${COMMISSION_RATE_MAX} %`)
  .refine((r) => Math.abs(Math.round(r * 100) - r * 100) < 1e-6, 'At most two decimals');

/** `GET /api/admin/commission` and the body of its PUT: the default rate and every category's own rate. */
export const commissionSettingsSchema = z.object({
  defaultRate: commissionRateSchema,
  categories: z
    .array(z.object({ name: z.string().trim().min(1).max(100), rate: commissionRateSchema }).strict())
    .max(500),
});
export type CommissionSettings = z.infer<typeof commissionSettingsSchema>;
/**
 * The PUT's body: replaces the default and the whole list of category rates (a category left out charges the
 * default). An unknown category or the same one twice is a 400.
 */
export const commissionSettingsBody = commissionSettingsSchema.strict();
/** The PUT's answer: the settings now in force. */
export const commissionSavedSchema = commissionSettingsSchema.extend({ message: z.string() });

// ---------- seller standing ----------

export const SELLER_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];
export const sellerStatusSchema = z.enum(SELLER_STATUSES);

/** `PATCH /api/admin/sellers/{id}/status`: approve (or reinstate) or suspend, with an optional reason shown to the seller. */
export const sellerStatusBody = z
  .object({
    status: z.enum(['approved', 'suspended']),
    reason: z.string().trim().max(500).optional(),
  })
  .strict();
export const sellerStatusPathSchema = z.object({ id: idParam });
export const sellerStatusAnswerSchema = z.object({
  seller: z.object({ id, name: z.string(), status: sellerStatusSchema, statusReason: z.string().nullable() }),
  message: z.string(),
});

/**
 * `GET /api/seller/status`: the signed-in seller's standing, the admin's reason (when given) and a sentence for
 * the dashboard explaining what it means (null when approved).
 */
export const sellerStandingSchema = z.object({
  status: sellerStatusSchema,
  reason: z.string().nullable(),
  message: z.string().nullable(),
});
export type SellerStanding = z.infer<typeof sellerStandingSchema>;

/** Texts shown to a seller who is not approved (the server's 403 on product writes uses them too). */
export const SELLER_STANDING_MESSAGES = {
  pending:
    'Your seller account is waiting for approval. Your products are not shown to buyers and you cannot add or edit products until an administrator approves it.',
  suspended:
    'Your seller account is suspended. Your products are hidden from buyers and you cannot add or edit products; you can still ship and refund your open orders.',
} as const;

// ---------- the ledger and payouts ----------

/**
 * A ledger entry: `sale` (+ line total, when Delivered), `commission` (− the snapshotted commission),
 * `refund` (− line total, a return after delivery), `commission_reversal` (+ the commission given back on that
 * return), `payout` (− the amount taken by a payout), `payout_reversal` (+ a failed payout's amount, back to available).
 */
export const LEDGER_ENTRY_TYPES = [
  'sale',
  'commission',
  'refund',
  'commission_reversal',
  'payout',
  'payout_reversal',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const PAYOUT_STATUSES = ['processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** `test`: the built-in test mode, no money moves (the default); `razorpayx`: RazorpayX Payouts. */
export const PAYOUT_MODES = ['test', 'razorpayx'] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

/**
 * What a seller is owed: `pending` (delivered, still inside the hold), `available` (can be paid out now; may be
 * negative after a return of an already paid sale), `paidOut` (taken by payouts that did not fail).
 */
export const sellerBalanceSchema = z.object({ pending: money, available: money, paidOut: money });
export type SellerBalance = z.infer<typeof sellerBalanceSchema>;

export const ledgerEntrySchema = z.object({
  id,
  type: z.enum(LEDGER_ENTRY_TYPES),
  /** The order item of a sale, commission, refund or commission reversal (the seller opens /seller/dashboard/orders/{id}). */
  orderItemId: id.nullable(),
  /** The payout of a payout or payout reversal. */
  payoutId: id.nullable(),
  /** The product name at checkout, for order item entries. */
  productName: z.string().nullable(),
  /** Rupees, signed: what the entry adds to (or takes from) the balance. */
  amount: money,
  /** From when the entry counts as available. */
  availableAt: isoDate,
  createdAt: isoDate,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const payoutSchema = z.object({
  id,
  amount: money,
  status: z.enum(PAYOUT_STATUSES),
  mode: z.enum(PAYOUT_MODES),
  /** The provider's payout id (`test_…` in test mode); null until the provider answered. */
  providerRef: z.string().nullable(),
  /** Why a failed payout failed. */
  failureReason: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Payout = z.infer<typeof payoutSchema>;

/** The most recent payouts `GET /api/seller/payouts` carries (the statement lists every one as an entry). */
export const SELLER_PAYOUTS_RECENT = 20;
/** Statement entries per page by default. */
export const SELLER_STATEMENT_PAGE_SIZE = 50;

/** `GET /api/seller/payouts?page=&limit=`: `page` and `limit` page the statement's entries, newest first. */
export const sellerPayoutsQuerySchema = listPageQuerySchema
  .extend({ limit: z.coerce.number().int().min(1).max(200).default(SELLER_STATEMENT_PAGE_SIZE) })
  .strict();

/**
 * `GET /api/seller/payouts`: the balance (computed from the ledger at read time), one page of the statement
 * (`entriesTotal` counts every entry), the most recent payouts, the hold in days and the payout mode.
 */
export const sellerPayoutsAnswerSchema = z.object({
  balance: sellerBalanceSchema,
  entries: z.array(ledgerEntrySchema),
  entriesTotal: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  payouts: z.array(payoutSchema),
  holdDays: z.number().int(),
  mode: z.enum(PAYOUT_MODES),
});
export type SellerPayoutsAnswer = z.infer<typeof sellerPayoutsAnswerSchema>;

/** The statement CSV keeps at most this many entries (newest first). */
export const STATEMENT_CSV_MAX_ROWS = 10_000;

/** A payout as the admin sees it: with its seller. */
export const adminPayoutSchema = payoutSchema.extend({
  seller: z.object({ id, name: z.string(), email: z.string() }),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** `GET /api/admin/payouts`: newest first, filter by seller and status. */
export const adminPayoutsQuerySchema = listPageQuerySchema
  .extend({
    sellerId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    status: z.enum(PAYOUT_STATUSES).optional(),
  })
  .strict();
export const adminPayoutsAnswerSchema = z.array(adminPayoutSchema);

/** `POST /api/admin/payouts`: pay these sellers (every seller with money available when absent). */
export const payoutRunBody = z.object({ sellerIds: z.array(idField).min(1).max(500).optional() }).strict();
/** The payouts this run made (sellers with nothing available or no bank details are skipped, and listed). */
export const payoutRunAnswerSchema = z.object({
  payouts: z.array(adminPayoutSchema),
  skipped: z.array(z.object({ sellerId: id, reason: z.string() })),
  mode: z.enum(PAYOUT_MODES),
  message: z.string(),
});
export type PayoutRunAnswer = z.infer<typeof payoutRunAnswerSchema>;

/**
 * `GET /api/admin/payouts/sellers`: per seller, from the ledger: `sold` (delivered sales), `commission` (net of
 * reversals), `refunds`, `paidOut`, `pending`, `available` and `owed` (pending + available).
 */
export const adminSellerMoneyRowSchema = z.object({
  sellerId: id,
  name: z.string(),
  email: z.string(),
  status: sellerStatusSchema,
  hasBankDetails: z.boolean(),
  sold: money,
  commission: money,
  refunds: money,
  paidOut: money,
  pending: money,
  available: money,
  owed: money,
});
export type AdminSellerMoneyRow = z.infer<typeof adminSellerMoneyRowSchema>;
/** `search` matches the name or e-mail; `sellerId` picks one seller (the admin's seller page). */
export const adminSellerMoneyQuerySchema = listPageQuerySchema
  .extend({
    search: z.string().trim().max(100).optional(),
    sellerId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  })
  .strict();
export const adminSellerMoneyAnswerSchema = z.array(adminSellerMoneyRowSchema);

/**
 * `GET /api/admin/payouts/settings`: how payouts are sent (`test`: recorded, no money moves) and the hold before a
 * delivered sale's money is available, so the Payouts page can say so before the first run.
 */
export const payoutSettingsSchema = z.object({ mode: z.enum(PAYOUT_MODES), holdDays: z.number().int() });
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;

// ---------- bank details ----------

/** Indian Financial System Code: 4 letters, a zero, 6 letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** GST identification number: 2 digits (state), a PAN (5 letters, 4 digits, 1 letter), 1 entity code, Z, 1 check. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** `PUT /api/seller/bank-details`. */
export const bankDetailsBody = z
  .object({
    accountHolder: z.string().trim().min(2).max(100),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{9,18}$/, 'An account number is 9 to 18 digits'),
    ifsc: z.string().trim().toUpperCase().regex(IFSC_PATTERN, 'An IFSC is 11 characters, like HDFC0001234'),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .regex(GSTIN_PATTERN, 'A GSTIN is 15 characters, like 29ABCDE1234F1Z5')
      .nullable()
      .optional(),
  })
  .strict();
export type BankDetailsBody = z.input<typeof bankDetailsBody>;

/** Bank details as they are ever shown: the account number masked to its last 4 digits. */
export const bankDetailsSchema = z.object({
  accountHolder: z.string(),
  accountNumberMasked: z.string(),
  ifsc: z.string(),
  gstin: z.string().nullable(),
  updatedAt: isoDate,
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;
/** `GET/PUT /api/seller/bank-details`: null until the seller gave them. */
export const bankDetailsAnswerSchema = z.object({ bankDetails: bankDetailsSchema.nullable() });

// ---------- invoices ----------

export const invoicePathSchema = z.object({ id: idParam });
