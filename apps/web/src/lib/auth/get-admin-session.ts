import type { PublicAdmin } from '@electrohub/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { sessionKeys } from '@/lib/query-client';

export type SessionAdmin = PublicAdmin;

/**
 * The admin session has its own cookie. The original client's API has no endpoint for it; the server answers
 * GET /api/auth/admin-data like /api/auth/user-data: 200 with `{ authorized, admin? }` (adminDataAnswerSchema).
 */
export async function getAdminSession(signal: AbortSignal): Promise<SessionAdmin | null> {
  try {
    const data = await call('GET /api/auth/admin-data', { signal, sessionProbe: true });
    return data.authorized && data.admin ? data.admin : null;
  } catch {
    return null;
  }
}

export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.admin,
    queryFn: ({ signal }) => getAdminSession(signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

export function useAdminSession() {
  const query = useQuery(adminSessionQueryOptions());
  return {
    status: query.isPending
      ? ('pending' as const)
      : query.data
        ? ('admin' as const)
        : ('signed-out' as const),
    admin: query.data ?? null,
  };
}
