import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import type { ChatTranscript } from './get-chat';
import { cmsKeys } from './keys';

/** POST /api/admin/chats/{id}/messages: the admin's reply, delivered to the person's open chat at once. */
export async function sendChatMessage(id: number, content: string) {
  const { message } = await call('POST /api/admin/chats/:id/messages', { params: { id }, body: { content } });
  return message;
}

export function useSendChatMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendChatMessage(id, content),
    meta: { scope: 'admin' },
    onSuccess: (message) => {
      queryClient.setQueryData<ChatTranscript>(cmsKeys.chat(id), (old) =>
        old && !old.messages.some((m) => m.id === message.id)
          ? { ...old, status: 'admin', messages: [...old.messages, message] }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: cmsKeys.chats });
    },
  });
}
