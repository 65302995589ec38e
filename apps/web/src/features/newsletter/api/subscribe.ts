import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** POST /api/newsletter { email }: starts a double opt-in subscription. */
export function subscribeToNewsletter(email: string) {
  return call('POST /api/newsletter', { body: { email } });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
