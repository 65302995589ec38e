import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type SubscribeResponse = { message?: string };

/** POST /api/newsletter { email }: starts a double opt-in subscription. */
export function subscribeToNewsletter(email: string): Promise<SubscribeResponse | undefined> {
  return api<SubscribeResponse | undefined>('/api/newsletter', { method: 'POST', body: { email } });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
