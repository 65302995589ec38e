import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@electrohub/shared/auth';
import { call } from '@/lib/api';
import { startAccountSession } from '@/lib/auth/session-cache';

/** POST /api/seller/auth/signin `{ email, password }` → `{ seller }`. */
export const sellerSignIn = (body: SignInBody) => call('POST /api/seller/auth/signin', { body });

export function useSellerSignIn() {
  return useMutation({ mutationFn: sellerSignIn, onSuccess: (data) => startAccountSession(data) });
}
