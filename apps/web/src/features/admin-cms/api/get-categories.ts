import type { AdminCategoryList } from '@electrohub/shared/admin-cms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsKeys } from './keys';

/** GET /api/admin/cms/categories?page&limit: categories with product counts. */
export function getCategories(page: number, limit: number, signal?: AbortSignal): Promise<AdminCategoryList> {
  return api<AdminCategoryList>(`/api/admin/cms/categories?page=${page}&limit=${limit}`, { signal });
}

export const categoriesQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: cmsKeys.categories(page, limit),
    queryFn: ({ signal }) => getCategories(page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });

export const useCategories = (page: number, limit: number) => useQuery(categoriesQueryOptions(page, limit));
