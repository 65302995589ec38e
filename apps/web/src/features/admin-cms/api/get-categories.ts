import type { Answer } from '@electrohub/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiList, type ListPage } from '@/lib/api';
import { cmsKeys } from './keys';

type Row = Answer<'GET /api/admin/cms/categories'>[number];

/**
 * GET /api/admin/cms/categories?page&limit: categories with product counts.
 * The bare list of the page; the table's total comes from `X-Total-Count`.
 */
export function getCategories(page: number, limit: number, signal?: AbortSignal): Promise<ListPage<Row>> {
  return apiList<Row>(`/api/admin/cms/categories?page=${page}&limit=${limit}`, { signal });
}

export const categoriesQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: cmsKeys.categories(page, limit),
    queryFn: ({ signal }) => getCategories(page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });

export const useCategories = (page: number, limit: number) => useQuery(categoriesQueryOptions(page, limit));
