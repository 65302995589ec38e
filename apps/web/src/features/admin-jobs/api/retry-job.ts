import type { Answer } from '@electrohub/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminJobKeys } from './keys';

/** POST /api/admin/jobs/{id}/retry: one more attempt of a failed job, now. */
export function retryJob(id: string): Promise<Answer<'POST /api/admin/jobs/:id/retry'>> {
  return api(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

type Retried = Answer<'POST /api/admin/jobs/:id/retry'>;

export function useRetryJob(
  on: { onSuccess?: (answer: Retried) => void; onError?: (err: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    meta: { scope: 'admin' },
    onSuccess: (answer) => {
      on.onSuccess?.(answer);
      return queryClient.invalidateQueries({ queryKey: adminJobKeys.all });
    },
    onError: (err) => on.onError?.(err),
  });
}
