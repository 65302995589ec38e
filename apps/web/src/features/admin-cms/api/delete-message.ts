import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsKeys } from './keys';

/** DELETE /api/admin/messages/{id}. */
export function deleteMessage(id: number): Promise<{ message: string; id: number }> {
  return api(`/api/admin/messages/${id}`, { method: 'DELETE' });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.messagesAll }),
  });
}
