import { useMutation } from '@tanstack/react-query';
import type { SellerSignUpFields } from '@electrohub/shared/auth';
import { call } from '@/lib/api';
import { startAccountSession } from '@/lib/auth/session-cache';

export type SellerSignUpInput = SellerSignUpFields & { pfp: File };

/** POST /api/seller/auth/signup, multipart: pfp (required), name, email, password, phone, address, answer. */
export function sellerSignUp({ pfp, ...fields }: SellerSignUpInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('pfp', pfp);
  return call('POST /api/seller/auth/signup', { body: form });
}

export function useSellerSignUp() {
  return useMutation({ mutationFn: sellerSignUp, onSuccess: (data) => startAccountSession(data) });
}
