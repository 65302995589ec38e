import { useMutation } from '@tanstack/react-query';
import type { AdminForgotPasswordBody } from '@electrohub/shared/auth';
import { call } from '@/lib/api';

/** POST /api/admin/auth/forgot-password `{ email, password, secretKey }`. */
export const adminForgotPassword = (body: AdminForgotPasswordBody) =>
  call('POST /api/admin/auth/forgot-password', { body });

export function useAdminForgotPassword() {
  return useMutation({ mutationFn: adminForgotPassword });
}
