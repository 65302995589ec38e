import { useMutation } from '@tanstack/react-query';
import type { UserSignUpBody } from '@electrohub/shared/auth';
import { call } from '@/lib/api';
import { startAccountSession } from '@/lib/auth/session-cache';

/** POST /api/user/auth/signup → 201 `{ user }`, signed in. */
export const userSignUp = (body: UserSignUpBody) => call('POST /api/user/auth/signup', { body });

export function useUserSignUp() {
  return useMutation({ mutationFn: userSignUp, onSuccess: (data) => startAccountSession(data) });
}
