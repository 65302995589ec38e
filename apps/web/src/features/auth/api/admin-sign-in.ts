import { useMutation } from '@tanstack/react-query';
import type { AdminSignInBody } from '@electrohub/shared/auth';
import type { Answer } from '@electrohub/shared/contract';
import { api } from '@/lib/api';
import { startAdminSession } from '@/lib/auth/session-cache';

/** POST /api/admin/auth/signin `{ email, password, secretKey? }` → `{ admin }`. */
export const adminSignIn = (body: AdminSignInBody) =>
  api<Answer<'POST /api/admin/auth/signin'>>('/api/admin/auth/signin', { method: 'POST', body });

export function useAdminSignIn() {
  return useMutation({ mutationFn: adminSignIn, onSuccess: (data) => startAdminSession(data.admin) });
}
