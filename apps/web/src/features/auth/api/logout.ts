import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { api, ApiError, errorMessage } from '@/lib/api';
import { queryClient, sessionKeys } from '@/lib/query-client';
import { SIGNED_OUT } from './get-session';

/** A 401 on sign-out means the session had already ended: the goal is reached. */
async function endOnServer(path: string): Promise<void> {
  try {
    await api(path, { method: 'POST' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** POST /api/auth/logout: ends the buyer or seller session (DECISIONS.md keeps GET and accepts POST). */
export const logout = (): Promise<void> => endOnServer('/api/auth/logout');

/** POST /api/admin/auth/logout: ends the admin session. */
export const adminLogout = (): Promise<void> => endOnServer('/api/admin/auth/logout');

function forget(scope: 'account' | 'admin'): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.scope === scope });
  if (scope === 'account') queryClient.setQueryData(sessionKeys.account, SIGNED_OUT);
  else queryClient.setQueryData(sessionKeys.admin, null);
}

/** Sign the buyer or seller out, then go home. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forget('account');
      toast.success('Signed out');
      void navigate(paths.home.href());
    },
    // spec 3 §8: a failed logout shows the error message.
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/** Sign the admin out; spec 3 §4: admin logout goes to /admin/auth/signin. */
export function useAdminLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: () => {
      forget('admin');
      void navigate(paths.admin.signIn.href());
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
