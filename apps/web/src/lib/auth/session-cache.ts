import type { PublicAdmin, PublicSeller, PublicUser } from '@electrohub/shared/auth';
import { queryClient, sessionKeys } from '@/lib/query-client';
import { SIGNED_OUT, type Session } from './get-session';
import type { SessionAdmin } from './get-admin-session';

/**
 * A sign-in, sign-up or reset has just set the session cookie: cache the account it answered with
 * (so guards and headers update at once) and drop anything cached for the previous account.
 */
export function startAccountSession(account: { user: PublicUser } | { seller: PublicSeller }): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.scope === 'account' });
  const next: Session =
    'user' in account ? { user: account.user, seller: null } : { user: null, seller: account.seller };
  queryClient.setQueryData(sessionKeys.account, next);
}

/** The buyer's or seller's account changed (profile edit): keep the cached session in step. */
export function updateAccountSession(account: { user: PublicUser } | { seller: PublicSeller }): void {
  queryClient.setQueryData(sessionKeys.account, (prev: Session | undefined): Session => ({
    ...(prev ?? SIGNED_OUT),
    ...('user' in account ? { user: account.user } : { seller: account.seller }),
  }));
}

/** The account is gone or signed out: forget it and everything cached for it. */
export function endAccountSession(): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.scope === 'account' });
  queryClient.setQueryData(sessionKeys.account, SIGNED_OUT);
}

export function startAdminSession(admin: PublicAdmin): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.scope === 'admin' });
  const cached: SessionAdmin = admin;
  queryClient.setQueryData(sessionKeys.admin, cached);
}
