import type { AdminChatSummary } from '@electrohub/shared/admin-cms';
import { useQuery } from '@tanstack/react-query';
import { apiList, type ListPage } from '@/lib/api';
import { cmsKeys } from './keys';

/** How often the list of live chats refreshes while the page is visible. */
const CHATS_POLL_MS = 5000;

/** GET /api/admin/chats: open support conversations (a bare list), waiting ones first, then most recent. */
export function getChats(signal?: AbortSignal): Promise<ListPage<AdminChatSummary>> {
  return apiList<AdminChatSummary>(`/api/admin/chats`, { signal });
}

export function useChats() {
  return useQuery({
    queryKey: cmsKeys.chats,
    queryFn: ({ signal }) => getChats(signal),
    // The admin chat API is request/response: poll, but only while the tab is visible (TanStack's default).
    refetchInterval: CHATS_POLL_MS,
    staleTime: 0,
    meta: { scope: 'admin' },
  });
}
