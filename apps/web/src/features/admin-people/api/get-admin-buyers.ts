import type { Answer } from '@electrohub/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { callList } from '@/lib/api';
import { adminPageQueryOptions, adminPeopleKeys } from './get-admin-sellers';

export type AdminBuyerRow = Answer<'GET /api/admin/users'>[number];

/** `GET /api/admin/users?page=&limit=&search=`: one page of buyers, newest first, and the total. */
export function getAdminBuyers(page: number, limit: number, search: string, signal?: AbortSignal) {
  return callList('GET /api/admin/users', { query: { page, limit, search }, signal });
}

export const adminBuyersQueryOptions = (page: number, limit: number, search: string) =>
  adminPageQueryOptions(adminPeopleKeys.buyers(page, limit, search), (signal) =>
    getAdminBuyers(page, limit, search, signal),
  );

export function useAdminBuyers(page: number, limit: number, search: string) {
  return useQuery(adminBuyersQueryOptions(page, limit, search));
}
