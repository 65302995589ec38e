import type { Answer } from '@electrohub/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminJobKeys } from './keys';

/** POST /api/admin/jobs/{id}/retry: one more attempt of a failed job, now. */
export function retryJob(id: string) {
  return call('POST /api/admin/jobs/:id/retry', { params: { id } });
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
