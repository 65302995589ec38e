import { useMutation } from '@tanstack/react-query';
import type { AdminForgotPasswordBody } from '@electrohub/shared/auth';
import { api } from '@/lib/api';

/** POST /api/admin/auth/forgot-password `{ email, password, secretKey }`. */
export const adminForgotPassword = (body: AdminForgotPasswordBody) =>
  api<{ success: true; message: string }>('/api/admin/auth/forgot-password', { method: 'POST', body });

export function useAdminForgotPassword() {
  return useMutation({ mutationFn: adminForgotPassword });
}
