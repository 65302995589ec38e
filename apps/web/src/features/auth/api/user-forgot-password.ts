import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, PublicUser } from '@electrohub/shared/auth';
import { api } from '@/lib/api';
import { startAccountSession } from '@/lib/auth/session-cache';

type ResetAnswer = { success: true; message: string; user?: PublicUser };

/** POST /api/user/auth/forgot-password `{ email, answer, password }`; the buyer is signed in again. */
export const userForgotPassword = (body: ForgotPasswordBody) =>
  api<ResetAnswer>('/api/user/auth/forgot-password', { method: 'POST', body });

export function useUserForgotPassword() {
  return useMutation({
    mutationFn: userForgotPassword,
    onSuccess: (data) => {
      if (data.user) startAccountSession({ user: data.user });
    },
  });
}
