import { useMutation } from '@tanstack/react-query';
import type { PublicSeller, SignInBody } from '@electrohub/shared/auth';
import { api } from '@/lib/api';
import { startAccountSession } from '@/lib/auth/session-cache';

/** POST /api/seller/auth/signin `{ email, password }` → `{ seller }`. */
export const sellerSignIn = (body: SignInBody) =>
  api<{ seller: PublicSeller }>('/api/seller/auth/signin', { method: 'POST', body });

export function useSellerSignIn() {
  return useMutation({ mutationFn: sellerSignIn, onSuccess: (data) => startAccountSession(data) });
}
