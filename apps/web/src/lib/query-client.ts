import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * Which signed-in session a cached query belongs to. Queries marked `meta: { scope: 'account' }`
 * (buyer or seller data: cart, wishlist, orders…) are dropped when that session ends, `'admin'` ones when
 * the admin session ends, so nothing private outlives a sign-out.
 */
export type QueryScope = 'account' | 'admin';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { scope?: QueryScope };
    mutationMeta: { scope?: QueryScope };
  }
}

/** The browser's one client, and (app/ssr.tsx) one per server-rendered page. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network blips and 5xx get two more tries.
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });

export const queryClient = createQueryClient();

/** The session queries; `features/auth/api` owns their data, `lib/api` resets them on a session flag. */
export const sessionKeys = {
  account: ['session', 'account'] as const,
  admin: ['session', 'admin'] as const,
};

/** Forget a session and everything cached under its scope; the session query refetches if mounted. */
export function endSession(scope: QueryScope): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.scope === scope });
  void queryClient.invalidateQueries({
    queryKey: scope === 'admin' ? sessionKeys.admin : sessionKeys.account,
  });
}
