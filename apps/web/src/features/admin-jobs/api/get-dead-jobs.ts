import type { DeadJobListQuery } from '@electrohub/shared/admin-jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '@/lib/api';
import { adminJobKeys } from './keys';

/** GET /api/admin/jobs?kind&page&limit: failed background jobs, newest failure first (total in `X-Total-Count`). */
export function getDeadJobs(q: DeadJobListQuery, signal?: AbortSignal) {
  return callList('GET /api/admin/jobs', { query: q, signal });
}

export const deadJobsQueryOptions = (q: DeadJobListQuery) =>
  queryOptions({
    queryKey: adminJobKeys.dead(q),
    queryFn: ({ signal }) => getDeadJobs(q, signal),
    placeholderData: keepPreviousData,
    // Failures are read to act on them now: always ask again when the page opens.
    staleTime: 0,
    meta: { scope: 'admin' },
  });

export function useDeadJobs(q: DeadJobListQuery) {
  return useQuery(deadJobsQueryOptions(q));
}
