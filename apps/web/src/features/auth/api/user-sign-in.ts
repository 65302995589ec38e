import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@electrohub/shared/auth';
import { call } from '@/lib/api';
import { startAccountSession } from '@/lib/auth/session-cache';

/** POST /api/user/auth/signin `{ email, password }` → `{ user }`. */
export const userSignIn = (body: SignInBody) => call('POST /api/user/auth/signin', { body });

export function useUserSignIn() {
  return useMutation({ mutationFn: userSignIn, onSuccess: (data) => startAccountSession(data) });
}
