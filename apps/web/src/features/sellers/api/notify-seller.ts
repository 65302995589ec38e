import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** POST /api/user/sellers/{id}/notify { email }: 'Notify Me When Products Are Added' (double opt-in). */
export function notifySeller(sellerId: number, email: string) {
  return call('POST /api/user/sellers/:id/notify', { params: { id: sellerId }, body: { email } });
}

export function useNotifySeller(sellerId: number) {
  return useMutation({ mutationFn: (email: string) => notifySeller(sellerId, email) });
}
