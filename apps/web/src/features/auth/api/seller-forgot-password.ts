import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@electrohub/shared/auth';
import { api } from '@/lib/api';

/** POST /api/seller/auth/forgot-password `{ email, answer, password }`; the seller signs in afterwards. */
export const sellerForgotPassword = (body: ForgotPasswordBody) =>
  api<{ success: true; message: string }>('/api/seller/auth/forgot-password', { method: 'POST', body });

export function useSellerForgotPassword() {
  return useMutation({ mutationFn: sellerForgotPassword });
}
