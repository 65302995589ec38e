import { ADMIN_CHAT_POLL_MS, type ChatStatus } from '@electrohub/shared/admin-cms';
import type { ChatMessage } from '@electrohub/shared/chat';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsKeys } from './keys';

export type ChatTranscript = { id: number; status: ChatStatus; messages: ChatMessage[] };

/** GET /api/admin/chats/{id}: a conversation's status and messages. */
export function getChat(id: number, signal?: AbortSignal): Promise<ChatTranscript> {
  return api<ChatTranscript>(`/api/admin/chats/${id}`, { signal });
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
