import { useMutation } from '@tanstack/react-query';
import type { AdminSignUpBody } from '@electrohub/shared/auth';
import { call } from '@/lib/api';
import { startAdminSession } from '@/lib/auth/session-cache';

/** POST /api/admin/auth/signup `{ name, email, password, secretKey }` → 201 `{ admin }`. */
export const adminSignUp = (body: AdminSignUpBody) => call('POST /api/admin/auth/signup', { body });

export function useAdminSignUp() {
  return useMutation({ mutationFn: adminSignUp, onSuccess: (data) => startAdminSession(data.admin) });
}
