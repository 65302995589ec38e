import {
  MESSAGES_PAGE_SIZE,
  type AdminMessageList,
  type MessageFilter,
  type MessageSort,
} from '@electrohub/shared/admin-cms';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsKeys } from './keys';

/** GET /api/admin/messages: one page of the Message Center (search subject/text, sender filter, date sort). */
export function getMessages(
  q: { search: string; userType: MessageFilter; sort: MessageSort; page: number },
  signal?: AbortSignal,
): Promise<AdminMessageList> {
  const params = new URLSearchParams({
    page: String(q.page),
    limit: String(MESSAGES_PAGE_SIZE),
    userType: q.userType,
    sort: q.sort,
  });
  if (q.search) params.set('q', q.search);
  return api<AdminMessageList>(`/api/admin/messages?${params.toString()}`, { signal });
}

/** The list with 'load more' pages. */
export function useMessages(search: string, userType: MessageFilter, sort: MessageSort) {
  return useInfiniteQuery({
    queryKey: cmsKeys.messages(search, userType, sort),
    queryFn: ({ pageParam, signal }) => getMessages({ search, userType, sort, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.messages.length, 0) < last.total ? pages.length + 1 : undefined,
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });
}
