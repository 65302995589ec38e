import { useMutation } from '@tanstack/react-query';
import type { PublicUser, SignInBody } from '@electrohub/shared/auth';
import { api } from '@/lib/api';
import { startAccountSession } from '@/lib/auth/session-cache';

/** POST /api/user/auth/signin `{ email, password }` → `{ user }`. */
export const userSignIn = (body: SignInBody) =>
  api<{ user: PublicUser }>('/api/user/auth/signin', { method: 'POST', body });

export function useUserSignIn() {
  return useMutation({ mutationFn: userSignIn, onSuccess: (data) => startAccountSession(data) });
}
