import type { LogListQuery, PaymentListQuery, SalesReportQuery } from '@electrohub/shared/admin-finance';

/** Every admin query key starts with 'admin'; these belong to payments, reports, logs and settings. */
export const adminFinanceKeys = {
  payments: (q: PaymentListQuery) => ['admin', 'finance', 'payments', q] as const,
  payment: (id: number) => ['admin', 'finance', 'payment', id] as const,
  sales: (q: SalesReportQuery) => ['admin', 'finance', 'sales', q] as const,
  logs: (q: LogListQuery) => ['admin', 'finance', 'logs', q] as const,
  settings: ['admin', 'finance', 'settings'] as const,
};
