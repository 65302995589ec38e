import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import type { SessionKey } from '../../db/live-buyer.ts';

export type { SessionKey };
import * as repo from './repository.ts';

export type Role = 'user' | 'seller' | 'admin';

/** A session lives seven days (docs/product.md#accounts-and-sessions). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Buyer and seller share one cookie (a browser is one or the other); admin has its own. */
export const SESSION_COOKIE = 'eh_session';
export const ADMIN_COOKIE = 'eh_admin';
export const cookieFor = (role: Role) => (role === 'admin' ? ADMIN_COOKIE : SESSION_COOKIE);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session key for a write that checks its buyer in its own statement (db/live-buyer.ts, decision 061). */
export const sessionKey = (token: string): SessionKey => ({ tokenHash: hashToken(token), now: new Date() });

export interface SessionInfo {
  role: Role;
  accountId: number;
  /** When this session signed in. */
  signedInAt: Date;
}

/** Create a session; returns the opaque token (256 bits), of which only the hash is stored. */
export async function createSession(
  db: DbOrTx,
  role: Role,
  accountId: number,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    role,
    userId: role === 'user' ? accountId : null,
    sellerId: role === 'seller' ? accountId : null,
    adminId: role === 'admin' ? accountId : null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return token;
}

export async function findSession(db: DbOrTx, token: string): Promise<SessionInfo | null> {
  return findSessionByKey(db, sessionKey(token));
}

/** The live session of a session key, or null. */
export async function findSessionByKey(db: DbOrTx, key: SessionKey): Promise<SessionInfo | null> {
  const row = await repo.findLiveSession(db, key.tokenHash, key.now);
  if (!row) return null;
  const accountId = row.role === 'user' ? row.userId : row.role === 'seller' ? row.sellerId : row.adminId;
  return accountId == null ? null : { role: row.role, accountId, signedInAt: new Date(row.createdAt) };
}

/** The buyer a session key stands for, or null when it is not a live buyer's session. */
export async function findBuyerByKey(db: DbOrTx, key: SessionKey): Promise<number | null> {
  const session = await findSessionByKey(db, key);
  return session?.role === 'user' ? session.accountId : null;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await repo.deleteSessionByHash(db, hashToken(token));
}

/** End every session of an account (sign-out everywhere, reset, deletion). */
export async function deleteSessionsOf(db: DbOrTx, role: Role, accountId: number): Promise<void> {
  await repo.deleteSessionsOfAccount(db, role, accountId);
}

/** End every session of an account but the one with `keepToken` (a password change signs out other devices). */
export async function deleteOtherSessionsOf(
  db: DbOrTx,
  role: Role,
  accountId: number,
  keepToken: string | undefined,
): Promise<void> {
  await repo.deleteSessionsOfAccount(db, role, accountId, keepToken ? hashToken(keepToken) : undefined);
}

export async function purgeExpiredSessions(db: DbOrTx): Promise<void> {
  await repo.purgeSessionsBefore(db, new Date());
}
