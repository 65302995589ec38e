import type { z } from 'zod';
import type { paymentListQuerySchema, salesReportQuerySchema } from '@electrohub/shared/admin-finance';
import {
  FINANCE_MESSAGES,
  REPORT_DEFAULT_DAYS,
  REPORT_GROUP_LABELS,
  daysInRange,
  reportRangeError,
  type PaymentDetail,
  type PaymentSummary,
  type SalesReport,
  type SalesRow,
} from '@electrohub/shared/admin-finance';
import { toRupees } from '@electrohub/shared/pricing';
import type { DbOrTx } from '../../db/client.ts';
import type { Page } from '../../lib/contract.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { addDays, localDay, zonedMidnight } from '../../lib/time-zone.ts';
import * as repo from './repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

// ---- payments ---------------------------------------------------------------------------------

function toSummary(r: repo.PaymentRow): PaymentSummary {
  return {
    id: r.id,
    orderId: r.orderId,
    createdAt: iso(r.createdAt),
    buyer: { id: r.userId, name: r.buyerName, email: r.buyerEmail },
    amount: toRupees(r.amountPaise),
    refunded: toRupees(r.refundedPaise),
    currency: r.currency,
    provider: r.provider,
    providerPaymentId: r.providerPaymentId,
    providerOrderId: r.providerOrderId,
    state: r.state,
  };
}

/**
 * `GET /api/admin/payments`: captured payments, newest first, filtered by state and search, paged in SQL
 * (the route answers the bare list and the paging headers).
 */
export async function listPayments(
  db: DbOrTx,
  query: z.output<typeof paymentListQuerySchema>,
): Promise<Page<PaymentSummary>> {
  const { rows, total } = await repo.listPayments(db, {
    state: query.status,
    search: query.search || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { rows: rows.map(toSummary), total, page: query.page, limit: query.limit };
}

/** `GET /api/admin/payments/{id}`: 404 NotFound for an unknown id. */
export async function getPayment(db: DbOrTx, id: number): Promise<PaymentDetail> {
  const row = await repo.findPayment(db, id);
  if (!row) throw notFound(FINANCE_MESSAGES.paymentNotFound);
  const [items, refunds] = await Promise.all([
    repo.itemsOfOrder(db, row.orderId),
    repo.refundsOfPayment(db, row.id, row.orderId),
  ]);
  const summary = toSummary(row);
  return {
    ...summary,
    buyer: { ...summary.buyer, phone: row.buyerPhone },
    paymentStatus: row.paymentStatus,
    orderStatus: row.orderStatus,
    orderAmount: toRupees(row.orderAmountPaise),
    paidAt: row.paidAt ? iso(row.paidAt) : null,
    shippingAddress: row.shippingAddress,
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      sellerId: i.sellerId,
      sellerName: i.sellerName,
      quantity: i.quantity,
      unitPrice: toRupees(Math.round(i.totalPaise / i.quantity)),
      listPrice: toRupees(i.unitPricePaise),
      offerPercentage: i.offerPercentage,
      total: toRupees(i.totalPaise),
      status: i.status,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      orderItemId: r.orderItemId,
      productName: r.productName,
      amount: toRupees(r.amountPaise),
      status: r.status,
      providerRefundId: r.providerRefundId,
      createdAt: iso(r.createdAt),
    })),
  };
}

// ---- sales report -------------------------------------------------------------------------------

const UNKNOWN = 'Unknown';

/** The period asked for, defaulted (the last 30 local days) and checked: 400 with the reason otherwise. */
export function resolveRange(
  query: { from?: string; to?: string },
  timeZone: string,
  now: Date,
): { from: string; to: string } {
  const to = query.to ?? localDay(now, timeZone);
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  const problem = reportRangeError(from, to);
  if (problem)
    throw new AppError('ValidationError', problem, 400, {
      issues: [{ path: query.from !== undefined ? 'from' : 'to', message: problem }],
    });
  return { from, to };
}

/**
 * `GET /api/admin/reports/sales`: orders, units and sales per local day, category or seller for items ordered
 * in the period (OrderConfirmed, Shipped, Delivered; valued at the price paid).
 */
export async function salesReport(
  db: DbOrTx,
  query: z.output<typeof salesReportQuerySchema>,
  timeZone: string,
  now: Date = new Date(),
): Promise<SalesReport> {
  const { from, to } = resolveRange(query, timeZone, now);
  const start = zonedMidnight(from, timeZone);
  const end = zonedMidnight(addDays(to, 1), timeZone);
  const [grouped, totals] = await Promise.all([
    repo.salesBy(db, query.groupBy, timeZone, start, end),
    repo.salesTotals(db, start, end),
  ]);
  let rows: SalesRow[];
  if (query.groupBy === 'day') {
    const byDay = new Map(grouped.map((g) => [g.key, g]));
    rows = [];
    // Counted, not compared: the walk ends after the checked number of days whatever the strings look like.
    const days = daysInRange(from, to);
    for (let i = 0; i < days; i++) {
      const day = addDays(from, i);
      const g = byDay.get(day);
      rows.push({
        key: day,
        label: day,
        orders: g?.orders ?? 0,
        units: g?.units ?? 0,
        sales: toRupees(g?.paise ?? 0),
      });
    }
  } else {
    rows = grouped
      .map((g) => ({
        key: g.key ?? 'unknown',
        label: (query.groupBy === 'seller' ? g.label : g.key) ?? UNKNOWN,
        orders: g.orders,
        units: g.units,
        sales: toRupees(g.paise),
      }))
      .sort((a, b) => b.sales - a.sales || a.label.localeCompare(b.label));
  }
  return {
    from,
    to,
    groupBy: query.groupBy,
    timeZone,
    rows,
    totals: { orders: totals.orders, units: totals.units, sales: toRupees(totals.paise) },
  };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text starting
 * with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so spreadsheets never run it as a formula
 * (OWASP 'CSV injection'). Numbers are written as they are.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: (string | number)[][]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** `GET /api/admin/reports/sales.csv`: the same report as a file (header row, one row per group, a total). */
export async function salesCsv(
  db: DbOrTx,
  query: z.output<typeof salesReportQuerySchema>,
  timeZone: string,
  now: Date = new Date(),
): Promise<{ filename: string; body: string }> {
  const report = await salesReport(db, query, timeZone, now);
  const money = (r: number) => r.toFixed(2);
  const body = toCsv([
    [REPORT_GROUP_LABELS[report.groupBy], 'Orders', 'Units', 'Sales (INR)'],
    ...report.rows.map((r) => [r.label, r.orders, r.units, money(r.sales)]),
    ['Total', report.totals.orders, report.totals.units, money(report.totals.sales)],
  ]);
  return { filename: `electrohub-sales-by-${report.groupBy}-${report.from}-to-${report.to}.csv`, body };
}
