import { useMutation } from '@tanstack/react-query';
import type { PublicUser, UserSignUpBody } from '@electrohub/shared/auth';
import { api } from '@/lib/api';
import { startAccountSession } from '@/lib/auth/session-cache';

/** POST /api/user/auth/signup → 201 `{ user }`, signed in. */
export const userSignUp = (body: UserSignUpBody) =>
  api<{ user: PublicUser }>('/api/user/auth/signup', { method: 'POST', body });

export function useUserSignUp() {
  return useMutation({ mutationFn: userSignUp, onSuccess: (data) => startAccountSession(data) });
}
