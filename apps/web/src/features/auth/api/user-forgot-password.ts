import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@electrohub/shared/auth';
import { call } from '@/lib/api';
import { startAccountSession } from '@/lib/auth/session-cache';

/** POST /api/user/auth/forgot-password `{ email, answer, password }`; the buyer is signed in again. */
export const userForgotPassword = (body: ForgotPasswordBody) =>
  call('POST /api/user/auth/forgot-password', { body });

export function useUserForgotPassword() {
  return useMutation({
    mutationFn: userForgotPassword,
    onSuccess: (data) => {
      if (data.user) startAccountSession({ user: data.user });
    },
  });
}
