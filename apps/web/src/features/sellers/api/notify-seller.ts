import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/user/sellers/{id}/notify { email }: 'Notify Me When Products Are Added' (double opt-in). */
export function notifySeller(sellerId: number, email: string): Promise<{ message: string }> {
  return api<{ message: string }>(`/api/user/sellers/${sellerId}/notify`, {
    method: 'POST',
    body: { email },
  });
}

export function useNotifySeller(sellerId: number) {
  return useMutation({ mutationFn: (email: string) => notifySeller(sellerId, email) });
}
