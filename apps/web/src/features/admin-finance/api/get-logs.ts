import type { LogListQuery } from '@electrohub/shared/admin-finance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '@/lib/api';
import { adminFinanceKeys } from './keys';

/** GET /api/admin/logs?range&type&page&limit: the audit log, newest first (a bare list; total in `X-Total-Count`). */
export function getLogs(q: LogListQuery, signal?: AbortSignal) {
  return callList('GET /api/admin/logs', { query: q, signal });
}

export const logsQueryOptions = (q: LogListQuery) =>
  queryOptions({
    queryKey: adminFinanceKeys.logs(q),
    queryFn: ({ signal }) => getLogs(q, signal),
    placeholderData: keepPreviousData,
    // A log is read to see what just happened: always ask again when the page opens.
    staleTime: 0,
    meta: { scope: 'admin' },
  });

export function useLogs(q: LogListQuery) {
  return useQuery(logsQueryOptions(q));
}
