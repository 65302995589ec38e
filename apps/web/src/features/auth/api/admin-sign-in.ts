import { useMutation } from '@tanstack/react-query';
import type { AdminSignInBody, PublicAdmin } from '@electrohub/shared/auth';
import { api } from '@/lib/api';
import { startAdminSession } from './session-cache';

/** POST /api/admin/auth/signin `{ email, password, secretKey }` → `{ admin }` (spec 3 §7). */
export const adminSignIn = (body: AdminSignInBody) =>
  api<{ admin: PublicAdmin }>('/api/admin/auth/signin', { method: 'POST', body });

export function useAdminSignIn() {
  return useMutation({ mutationFn: adminSignIn, onSuccess: (data) => startAdminSession(data.admin) });
}
