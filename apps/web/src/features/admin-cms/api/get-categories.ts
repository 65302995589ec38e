import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '@/lib/api';
import { cmsKeys } from './keys';

/**
 * GET /api/admin/cms/categories?page&limit: categories with product counts.
 * The bare list of the page; the table's total comes from `X-Total-Count`.
 */
export function getCategories(page: number, limit: number, signal?: AbortSignal) {
  return callList('GET /api/admin/cms/categories', { query: { page, limit }, signal });
}

export const categoriesQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: cmsKeys.categories(page, limit),
    queryFn: ({ signal }) => getCategories(page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });

export const useCategories = (page: number, limit: number) => useQuery(categoriesQueryOptions(page, limit));
