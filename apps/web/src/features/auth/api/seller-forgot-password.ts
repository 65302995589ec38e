import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@electrohub/shared/auth';
import { call } from '@/lib/api';

/** POST /api/seller/auth/forgot-password `{ email, answer, password }`; the seller signs in afterwards. */
export const sellerForgotPassword = (body: ForgotPasswordBody) =>
  call('POST /api/seller/auth/forgot-password', { body });

export function useSellerForgotPassword() {
  return useMutation({ mutationFn: sellerForgotPassword });
}
