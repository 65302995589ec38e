/** Query keys of the admin insights calls; every one is admin-scoped (dropped when the admin signs out). */
export const adminInsightsKeys = {
  all: ['admin', 'insights'] as const,
  sales: () => [...adminInsightsKeys.all, 'sales'] as const,
  categoryCounts: () => [...adminInsightsKeys.all, 'category-counts'] as const,
  topSelling: (count: number) => [...adminInsightsKeys.all, 'top-selling', count] as const,
  products: () => [...adminInsightsKeys.all, 'products'] as const,
  productList: (q: object) => [...adminInsightsKeys.products(), 'list', q] as const,
  productStats: () => [...adminInsightsKeys.products(), 'stats'] as const,
  product: (id: number) => [...adminInsightsKeys.products(), 'detail', id] as const,
  orders: () => [...adminInsightsKeys.all, 'orders'] as const,
  orderList: (q: object) => [...adminInsightsKeys.orders(), 'list', q] as const,
  order: (id: number) => [...adminInsightsKeys.orders(), 'detail', id] as const,
};
