import { useMutation } from '@tanstack/react-query';
import type { AdminSignInBody } from '@electrohub/shared/auth';
import { call } from '@/lib/api';
import { startAdminSession } from '@/lib/auth/session-cache';

/** POST /api/admin/auth/signin `{ email, password, secretKey? }` → `{ admin }`. */
export const adminSignIn = (body: AdminSignInBody) => call('POST /api/admin/auth/signin', { body });

export function useAdminSignIn() {
  return useMutation({ mutationFn: adminSignIn, onSuccess: (data) => startAdminSession(data.admin) });
}
