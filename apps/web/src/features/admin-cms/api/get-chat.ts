import { ADMIN_CHAT_POLL_MS } from '@electrohub/shared/admin-cms';
import type { Answer } from '@electrohub/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { cmsKeys } from './keys';

export type ChatTranscript = Answer<'GET /api/admin/chats/:id'>;

/** GET /api/admin/chats/{id}: a conversation's status and messages. */
export function getChat(id: number, signal?: AbortSignal) {
  return call('GET /api/admin/chats/:id', { params: { id }, signal });
}

/** The conversation, refreshed every 2.5 s while the page is visible (no admin socket exists). */
export function useChat(id: number) {
  return useQuery({
    queryKey: cmsKeys.chat(id),
    queryFn: ({ signal }) => getChat(id, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'closed' || query.state.error ? false : ADMIN_CHAT_POLL_MS,
    staleTime: 0,
    meta: { scope: 'admin' },
  });
}
