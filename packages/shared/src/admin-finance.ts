import { z } from 'zod';
import { idParam } from './ids.ts';
import { PASSWORD_MAX, PASSWORD_MIN, nameField, newPasswordField, publicAdminSchema } from './auth.ts';
import { ORDER_ITEM_STATUSES } from './orders-status.ts';
import { ADMIN_PAGE_SIZES } from './admin-paging.ts';
import { listPageQuerySchema } from './contract/list-query.ts';

/**
 * Admin payments, sales reports, logs & security and settings (real pages where the
 * original showed placeholders). Money in answers is rupees; dates
 * are ISO 8601 instants, report days are `YYYY-MM-DD` calendar days in STORE_TIMEZONE.
 */

// ---------------------------------------------------------------------------------------------
// Paging (admin tables: page sizes 7/10/20/50)
// ---------------------------------------------------------------------------------------------

export { ADMIN_PAGE_SIZES };
/**
 * The payments and logs tables show 10 rows unless asked otherwise. The server pages them like every list
 * (`?page=&limit=`, default and at most 1,000 rows; the answer is the bare array and `X-Total-Count` the total).
 */
export const ADMIN_FINANCE_DEFAULT_PAGE_SIZE = 10;

export const FINANCE_MESSAGES = {
  // The original spelled it 'Trnasctions'; typos people would see are corrected.
  noTransactions: 'Transactions not available',
  paymentNotFound: 'Payment not found',
  noSales: 'No sales in this period',
  noLogs: 'No activity in this period',
  rangeOrder: 'The start date must be on or before the end date',
  rangeTooLong: 'The period can be at most 366 days',
  dateInvalid: 'Use a date like 2025-01-31',
  dateOutOfRange: 'Use a date between 2000-01-01 and 2100-12-31',
  nameSaved: 'Name updated successfully',
  passwordChanged: 'Password changed successfully. Other sessions were signed out.',
  passwordConfirm: 'Passwords do not match',
  passwordSame: 'The new password must differ from the current one',
  currentPasswordRequired: 'Current password is required',
} as const;

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

/**
 * A transaction's state, derived from its captured payment and the refunds recorded against it:
 * `captured` (nothing refunded), `partially_refunded`, `refunded` (refunds cover the whole amount).
 */
export const PAYMENT_STATES = ['captured', 'partially_refunded', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  captured: 'Captured',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};
export const PAYMENT_PROVIDER_LABELS: Readonly<Record<'test' | 'razorpay', string>> = {
  test: 'Test mode',
  razorpay: 'Razorpay',
};

/** `GET /api/admin/payments?page&limit&status&search`: search matches buyer name or e-mail and provider ids. */
export const paymentListQuerySchema = listPageQuerySchema
  .extend({
    status: z.enum(PAYMENT_STATES, 'Unknown payment status').optional(),
    search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  })
  .strict();
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

const id = z.number().int();
const providerSchema = z.enum(['test', 'razorpay']);

/** The buyer as checkout recorded them (shipping snapshot first, account second); `id` null once deleted. */
export const paymentBuyerSchema = z.object({
  id: id.nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const paymentSummarySchema = z.object({
  id,
  orderId: id,
  createdAt: z.string(),
  buyer: paymentBuyerSchema.omit({ phone: true }),
  /** Rupees captured. */
  amount: z.number(),
  /** Rupees refunded or being refunded (failed refunds excluded). */
  refunded: z.number(),
  currency: z.string(),
  provider: providerSchema,
  providerPaymentId: z.string(),
  providerOrderId: z.string(),
  state: z.enum(PAYMENT_STATES),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** `GET /api/admin/payments`: a bare array of the page, newest first. */
export const paymentListAnswerSchema = z.array(paymentSummarySchema);

export const paymentIdParamsSchema = z.object({ id: idParam });

/** One line of the paid order: the snapshot taken at checkout, and the seller's current name. */
export const paymentItemSchema = z.object({
  id,
  productId: id.nullable(),
  productName: z.string(),
  sellerId: id.nullable(),
  sellerName: z.string().nullable(),
  quantity: z.number().int(),
  /** Selling price paid per unit (rupees). */
  unitPrice: z.number(),
  /** List price per unit at checkout (rupees) and the offer then. */
  listPrice: z.number(),
  offerPercentage: z.number(),
  total: z.number(),
  status: z.enum(ORDER_ITEM_STATUSES),
});

export const paymentRefundSchema = z.object({
  id,
  orderItemId: id,
  productName: z.string(),
  amount: z.number(),
  /** `processed`, `pending` (Razorpay, not sent yet) or `failed`. */
  status: z.string(),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
});

/** `GET /api/admin/payments/{id}`: the payment, its order's items, refunds and buyer. No signatures or secrets. */
export const paymentDetailSchema = paymentSummarySchema.extend({
  buyer: paymentBuyerSchema,
  paymentStatus: z.string(),
  orderStatus: z.string(),
  orderAmount: z.number(),
  paidAt: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  items: z.array(paymentItemSchema),
  refunds: z.array(paymentRefundSchema),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Sales reports
// ---------------------------------------------------------------------------------------------

export const REPORT_GROUPS = ['day', 'category', 'seller'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_GROUP_LABELS: Readonly<Record<ReportGroup, string>> = {
  day: 'Day',
  category: 'Category',
  seller: 'Seller',
};
/** Without dates the report covers the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** A report covers at most this many calendar days (a leap year). */
export const REPORT_MAX_DAYS = 366;
/**
 * The earliest and latest day a report may name. Far years are refused rather than walked: past 9999 the
 * ISO day strings change shape and no longer sort, so a day-by-day walk would never reach its end.
 */
export const REPORT_FIRST_DAY = '2000-01-01';
export const REPORT_LAST_DAY = '2100-12-31';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Calendar days from `from` to `to`, both included (negative when `to` is earlier). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** What is wrong with a range, or null: the server answers 400 with this message; the page checks before asking. */
export function reportRangeError(from: string, to: string): string | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return FINANCE_MESSAGES.dateInvalid;
  for (const day of [from, to])
    if (day < REPORT_FIRST_DAY || day > REPORT_LAST_DAY) return FINANCE_MESSAGES.dateOutOfRange;
  const days = daysInRange(from, to);
  if (days < 1) return FINANCE_MESSAGES.rangeOrder;
  if (days > REPORT_MAX_DAYS) return FINANCE_MESSAGES.rangeTooLong;
  return null;
}

const dayField = z.string().refine(isCalendarDay, FINANCE_MESSAGES.dateInvalid);

/** `GET /api/admin/reports/sales` and `…/sales.csv`: `from`/`to` default to the last 30 days. */
export const salesReportQuerySchema = z
  .object({
    from: dayField.optional(),
    to: dayField.optional(),
    groupBy: z.enum(REPORT_GROUPS, 'Group by day, category or seller').default('day'),
  })
  .strict();
export type SalesReportQuery = z.input<typeof salesReportQuerySchema>;

/**
 * One row: `key` is the day (`YYYY-MM-DD`), the category name or the seller id (`unknown` when the product or
 * seller is gone); `label` is what people read. `orders` counts distinct orders, `units` Σ quantity, `sales`
 * Σ price paid × quantity in rupees — items OrderConfirmed, Shipped or Delivered only (Cancelled and Returned
 * excluded; docs/product.md#money-and-prices).
 */
export const salesRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.number().int(),
  units: z.number().int(),
  sales: z.number(),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

/** Day rows are every day of the range, oldest first; category and seller rows are by sales, highest first. */
export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REPORT_GROUPS),
  timeZone: z.string(),
  rows: z.array(salesRowSchema),
  totals: salesRowSchema.omit({ key: true, label: true }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

// ---------------------------------------------------------------------------------------------
// Logs & Security
// ---------------------------------------------------------------------------------------------

export const LOG_RANGES = ['24h', '7d', '30d'] as const;
export type LogRange = (typeof LOG_RANGES)[number];
export const LOG_RANGE_HOURS: Readonly<Record<LogRange, number>> = {
  '24h': 24,
  '7d': 24 * 7,
  '30d': 24 * 30,
};
export const LOG_RANGE_LABELS: Readonly<Record<LogRange, string>> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};
/** 'Errors' are the entries that record a failure (a refused sign-in, a failed payment check…). */
export const LOG_TYPES = ['all', 'authentication', 'system', 'errors'] as const;
export type LogType = (typeof LOG_TYPES)[number];
export const LOG_TYPE_LABELS: Readonly<Record<LogType, string>> = {
  all: 'All',
  authentication: 'Authentication',
  system: 'System',
  errors: 'Errors',
};

export const logListQuerySchema = listPageQuerySchema
  .extend({
    range: z.enum(LOG_RANGES, 'Range must be 24h, 7d or 30d').default('24h'),
    type: z.enum(LOG_TYPES, 'Type must be all, authentication, system or errors').default('all'),
  })
  .strict();
export type LogListQuery = z.input<typeof logListQuerySchema>;

export const logEntrySchema = z.object({
  id,
  at: z.string(),
  category: z.enum(['auth', 'system', 'error']),
  action: z.string(),
  actorType: z.string().nullable(),
  actorId: id.nullable(),
  /** The account's current name, when it still exists. */
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  success: z.boolean(),
  detail: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** `GET /api/admin/logs`: a bare array of the page, newest first. */
export const logListAnswerSchema = z.array(logEntrySchema);

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

/**
 * Facts of how sign-in works here (read-only; docs/product.md#accounts-and-sessions), shown so admins know them —
 * not settings: nothing here can be changed from the page.
 */
export const securityFactsSchema = z.object({
  sessionDays: z.number().int(),
  signInAttempts: z.number().int(),
  signInWindowMinutes: z.number().int(),
  passwordAlgorithm: z.string(),
  passwordMinLength: z.number().int(),
  /** Sessions of the signed-in admin that are open now (this browser included). */
  activeSessions: z.number().int(),
});
export type SecurityFacts = z.infer<typeof securityFactsSchema>;

/** `GET /api/admin/settings`. */
export const adminSettingsSchema = z.object({ admin: publicAdminSchema, security: securityFactsSchema });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** `PATCH /api/admin/settings/profile` `{ name }` → `{ admin, message }`. */
export const adminProfileBody = z.object({ name: nameField() }).strict();
export type AdminProfileBody = z.input<typeof adminProfileBody>;
export const adminProfileAnswerSchema = z.object({ admin: publicAdminSchema, message: z.string() });

/** `PATCH /api/admin/settings/password` `{ currentPassword, newPassword }`: other sessions of the admin end. */
export const adminPasswordBody = z
  .object({
    currentPassword: z
      .string(FINANCE_MESSAGES.currentPasswordRequired)
      .min(1, FINANCE_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX, FINANCE_MESSAGES.currentPasswordRequired),
    newPassword: newPasswordField,
  })
  .strict();
export type AdminPasswordBody = z.input<typeof adminPasswordBody>;

/** The form adds the confirmation, checked in the browser only. */
export const adminPasswordForm = adminPasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: FINANCE_MESSAGES.passwordConfirm,
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: FINANCE_MESSAGES.passwordSame,
    path: ['newPassword'],
  });
export type AdminPasswordForm = z.input<typeof adminPasswordForm>;
export const adminPasswordAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** Re-exported for the settings form's hint. */
export const ADMIN_PASSWORD_MIN = PASSWORD_MIN;
