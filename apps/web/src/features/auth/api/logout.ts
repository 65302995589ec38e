import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { call, ApiError, errorMessage } from '@/lib/api';
import { queryClient, sessionKeys } from '@/lib/query-client';
import { SIGNED_OUT } from '@/lib/auth/get-session';

/** A 401 on sign-out means the session had already ended: the goal is reached. */
async function endOnServer(key: 'POST /api/auth/logout' | 'POST /api/admin/auth/logout'): Promise<void> {
  try {
    await call(key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** POST /api/auth/logout: ends the buyer or seller session (the server still accepts GET too). */
export const logout = (): Promise<void> => endOnServer('POST /api/auth/logout');

/** POST /api/admin/auth/logout: ends the admin session. */
export const adminLogout = (): Promise<void> => endOnServer('POST /api/admin/auth/logout');

function forget(scope: 'account' | 'admin'): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.scope === scope });
  if (scope === 'account') queryClient.setQueryData(sessionKeys.account, SIGNED_OUT);
  else queryClient.setQueryData(sessionKeys.admin, null);
}

/**
 * Sign the buyer or seller out, then go home. The order matters because the guards react to the session:
 * a buyer leaves the account area first (its guard would send a signed-out visitor to sign-in), a seller is
 * forgotten first (the storefront would send a signed-in seller back to the dashboard).
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      const wasBuyer = Boolean(queryClient.getQueryData<{ user: unknown }>(sessionKeys.account)?.user);
      if (wasBuyer) {
        // flushSync commits the route change before the session update can re-render the account guard.
        await navigate(paths.home.href(), { flushSync: true });
        forget('account');
      } else {
        forget('account');
        await navigate(paths.home.href());
      }
      toast.success('Signed out');
    },
    // A failed logout shows the error message.
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/**
 * Sign the admin out and go to /admin/auth/signin. A full page load: the admin
 * area's guard would send a signed-out admin home before a client-side navigation lands, the sign-in page's
 * would send a signed-in one back; and nothing of the admin session stays in memory.
 */
export function useAdminLogout() {
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: () => {
      window.location.assign(paths.admin.signIn.href());
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
