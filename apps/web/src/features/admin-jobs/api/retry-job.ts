import type { Answer } from '@electrohub/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminJobKeys } from './keys';

/** POST /api/admin/jobs/{id}/retry: one more attempt of a failed job, now. */
export function retryJob(id: string): Promise<Answer<'POST /api/admin/jobs/:id/retry'>> {
  return api(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminJobKeys.all }),
  });
}
