import { useQuery } from '@tanstack/react-query';
import { callList } from '@/lib/api';
import { cmsKeys } from './keys';

/** How often the list of live chats refreshes while the page is visible. */
const CHATS_POLL_MS = 5000;

/** GET /api/admin/chats: open support conversations (a bare list), waiting ones first, then most recent. */
export function getChats(signal?: AbortSignal) {
  return callList('GET /api/admin/chats', { signal });
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
