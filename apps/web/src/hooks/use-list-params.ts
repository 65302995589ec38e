import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZES } from '@electrohub/shared/admin-paging';

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
};

/**
 * Paging kept in the address: `?page=` (1 when absent) and `?limit=` (only when not the default).
 * An incoming `?returnPage=` (coming back from a detail page) restores that page and is then removed from the
 * address, replacing the history entry so Back does not bounce.
 */
export function useListParams({
  defaultLimit,
  sizes = ADMIN_PAGE_SIZES,
}: {
  defaultLimit: number;
  sizes?: readonly number[];
}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const returnPage = positiveInt(params.get('returnPage'));
  const page = returnPage ?? positiveInt(params.get('page')) ?? 1;
  const askedLimit = positiveInt(params.get('limit'));
  const limit = askedLimit !== null && sizes.includes(askedLimit) ? askedLimit : defaultLimit;

  useEffect(() => {
    if (returnPage === null) return;
    setParams(
      (p) => {
        p.delete('returnPage');
        if (returnPage > 1) p.set('page', String(returnPage));
        else p.delete('page');
        return p;
      },
      { replace: true },
    );
  }, [returnPage, setParams]);

  /** Change other parameters (search, tab) in the same step; page 1 unless `page` is given. */
  const update = useCallback(
    (
      changes: { page?: number; limit?: number; [key: string]: string | number | undefined },
      replace = false,
    ) => {
      setParams(
        (p) => {
          p.delete('returnPage');
          const nextPage = changes.page ?? 1;
          if (nextPage > 1) p.set('page', String(nextPage));
          else p.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (key === 'page') continue;
            if (key === 'limit') {
              if (value === undefined || value === defaultLimit) p.delete('limit');
              else p.set('limit', String(value));
            } else if (value === undefined || value === '') p.delete(key);
            else p.set(key, String(value));
          }
          return p;
        },
        { replace },
      );
    },
    [setParams, defaultLimit],
  );

  const here = `${location.pathname}${location.search}`;
  return {
    page,
    limit,
    params,
    /** A parameter's value, '' when absent. */
    get: (key: string) => params.get(key) ?? '',
    /** Where a detail page should send the admin back to (this list, as it is now). */
    here,
    /** Navigation state for a row's detail page (read back by `useBackTarget`). */
    backState: { from: here } satisfies BackState,
    setPage: (next: number) => update({ page: next, limit }),
    setLimit: (next: number) => update({ limit: next }),
    /** `TablePager`'s props for a list of `total` rows whose page changes replace the history entry. */
    replacingPager: (total: number) => ({
      page,
      pageSize: limit,
      total,
      sizes,
      onPageChange: (next: number) => update({ page: next }, true),
      onPageSizeChange: (next: number) => update({ limit: next }, true),
    }),
    update,
  };
}

/** What a detail page receives from its list: the list's address, filters included, for its back link. */
export type BackState = { from?: string };

/**
 * Back to the list a detail page was opened from: the exact list address when it came through navigation
 * state (tab, page size, filters and search kept), else `{list}?page={returnPage}`, else the list itself.
 */
export function useBackTarget(listPath: string): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as BackState | null)?.from;
  if (typeof from === 'string' && (from === listPath || from.startsWith(`${listPath}?`))) return from;
  const returnPage = positiveInt(params.get('returnPage'));
  return returnPage !== null ? `${listPath}?page=${returnPage}` : listPath;
}
