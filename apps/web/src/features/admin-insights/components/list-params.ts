import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZES } from '@electrohub/shared/admin-insights';

/** What a detail page receives from its list: the list's URL, filters included, for its back button. */
export type BackState = { back?: string };

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/**
 * The state of an admin list lives in its URL (`page`, `limit` and the filters), so the browser's back button,
 * a reload and the detail page's back link all return to the same page of the same list.
 */
export function useListParams(defaultLimit: number) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const page = positiveInt(params.get('page'), 1);
  const rawLimit = positiveInt(params.get('limit'), defaultLimit);
  const limit = (ADMIN_PAGE_SIZES as readonly number[]).includes(rawLimit) ? rawLimit : defaultLimit;

  /** Change some parameters (null removes one); any change but the page itself goes back to page 1. */
  const update = useCallback(
    (patch: Record<string, string | number | null>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          if (!('page' in patch)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    page,
    limit,
    get: (key: string) => params.get(key) ?? '',
    update,
    /** Navigation state for a row's detail page. */
    backState: { back: `${location.pathname}${location.search}` } satisfies BackState,
  };
}

/** The list URL a detail page's back button goes to: the list as it was, else its `returnPage`. */
export function backHref(listPath: string, state: unknown, returnPage: string | null): string {
  const back = (state as BackState | null)?.back;
  if (back && back.startsWith(listPath)) return back;
  const page = positiveInt(returnPage, 1);
  return page > 1 ? `${listPath}?page=${page}` : listPath;
}
