import type { Answer } from '@electrohub/shared/contract';
import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { callList, type ListPage } from '@/lib/api';

/** Every admin-people query key starts here; all are dropped when the admin session ends (scope 'admin'). */
export const adminPeopleKeys = {
  all: ['admin', 'people'] as const,
  sellers: (kind: 'all' | 'top', page: number, limit: number) =>
    ['admin', 'people', 'sellers', kind, page, limit] as const,
  seller: (id: number) => ['admin', 'people', 'seller', id] as const,
  buyers: (page: number, limit: number, search: string) =>
    ['admin', 'people', 'buyers', page, limit, search] as const,
  buyer: (id: number) => ['admin', 'people', 'buyer', id] as const,
  admins: ['admin', 'people', 'admins'] as const,
};

/**
 * The query of one page of an admin people list: the page on screen stays while the next one loads, and the
 * data is dropped when the admin session ends.
 */
export const adminPageQueryOptions = <Row, Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (signal: AbortSignal) => Promise<ListPage<Row>>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });

export type SellersTab = 'top' | 'all';

export type AdminSellerListRow =
  Answer<'GET /api/admin/sellers'>[number] | Answer<'GET /api/admin/sellers/topsellers'>[number];

/**
 * `GET /api/admin/sellers` (All Sellers, newest first) or `GET /api/admin/sellers/topsellers` (Top Sellers,
 * ranked by units sold in 90 days): one page and the total.
 */
export function getAdminSellers(
  kind: SellersTab,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ListPage<AdminSellerListRow>> {
  const key = kind === 'top' ? 'GET /api/admin/sellers/topsellers' : 'GET /api/admin/sellers';
  return callList(key, { query: { page, limit }, signal });
}

export const adminSellersQueryOptions = (kind: SellersTab, page: number, limit: number) =>
  adminPageQueryOptions(adminPeopleKeys.sellers(kind, page, limit), (signal) =>
    getAdminSellers(kind, page, limit, signal),
  );

export function useAdminSellers(kind: SellersTab, page: number, limit: number) {
  return useQuery(adminSellersQueryOptions(kind, page, limit));
}
