import { useMutation } from '@tanstack/react-query';
import type { AdminSignUpBody, PublicAdmin } from '@electrohub/shared/auth';
import { api } from '@/lib/api';
import { startAdminSession } from '@/lib/auth/session-cache';

/** POST /api/admin/auth/signup `{ name, email, password, secretKey }` → 201 `{ admin }`. */
export const adminSignUp = (body: AdminSignUpBody) =>
  api<{ admin: PublicAdmin }>('/api/admin/auth/signup', { method: 'POST', body });

export function useAdminSignUp() {
  return useMutation({ mutationFn: adminSignUp, onSuccess: (data) => startAdminSession(data.admin) });
}
