import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { cmsKeys } from './keys';

/** POST /api/admin/chats/{id}/close: end the conversation (it leaves the list of live chats). */
export function closeChat(id: number) {
  return call('POST /api/admin/chats/:id/close', { params: { id } });
}

export function useCloseChat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeChat(id),
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.chats }),
  });
}
