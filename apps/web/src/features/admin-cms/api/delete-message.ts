import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { cmsKeys } from './keys';

/** DELETE /api/admin/messages/{id}. */
export function deleteMessage(id: number) {
  return call('DELETE /api/admin/messages/:id', { params: { id } });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.messagesAll }),
  });
}
