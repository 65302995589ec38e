import { MESSAGES_PAGE_SIZE, type MessageFilter, type MessageSort } from '@electrohub/shared/admin-cms';
import type { Answer } from '@electrohub/shared/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, callList } from '@/lib/api';
import { cmsKeys } from './keys';

export type MessageCounts = Answer<'GET /api/admin/messages/counts'>;

/**
 * GET /api/admin/messages: one page of the Message Center (search subject/text, sender filter, date sort), a bare
 * list; how many match comes from `X-Total-Count`.
 */
export function getMessages(
  q: { search: string; userType: MessageFilter; sort: MessageSort; page: number },
  signal?: AbortSignal,
) {
  return callList('GET /api/admin/messages', {
    query: { page: q.page, limit: MESSAGES_PAGE_SIZE, userType: q.userType, sort: q.sort, q: q.search },
    signal,
  });
}

/** The list with 'load more' pages. */
export function useMessages(search: string, userType: MessageFilter, sort: MessageSort) {
  return useInfiniteQuery({
    queryKey: cmsKeys.messages(search, userType, sort),
    queryFn: ({ pageParam, signal }) => getMessages({ search, userType, sort, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.items.length, 0) < last.total ? pages.length + 1 : undefined,
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });
}

/** GET /api/admin/messages/counts: the three counters, of every message whatever the search or filter. */
export function getMessageCounts(signal?: AbortSignal) {
  return call('GET /api/admin/messages/counts', { signal });
}

export function useMessageCounts() {
  return useQuery({
    queryKey: cmsKeys.messageCounts,
    queryFn: ({ signal }) => getMessageCounts(signal),
    meta: { scope: 'admin' },
  });
}
