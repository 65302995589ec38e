import type { AdminBuyersAnswer } from '@electrohub/shared/admin-people';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '@/lib/api';
import { adminPeopleKeys } from './get-admin-sellers';

/** `GET /api/admin/users?page=&limit=&search=`: one page of buyers, newest first (spec 3 §7). */
export function getAdminBuyers(
  page: number,
  limit: number,
  search: string,
  signal?: AbortSignal,
): Promise<AdminBuyersAnswer> {
  return api<AdminBuyersAnswer>(`/api/admin/users${queryString({ page, limit, search })}`, { signal });
}

export const adminBuyersQueryOptions = (page: number, limit: number, search: string) =>
  queryOptions({
    queryKey: adminPeopleKeys.buyers(page, limit, search),
    queryFn: ({ signal }) => getAdminBuyers(page, limit, search, signal),
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });

export function useAdminBuyers(page: number, limit: number, search: string) {
  return useQuery(adminBuyersQueryOptions(page, limit, search));
}
