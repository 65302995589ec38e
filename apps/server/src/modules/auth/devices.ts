import { randomBytes } from 'node:crypto';
import { AUTH_DEVICE_DAYS } from '@electrohub/shared/auth';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './repository.ts';
import { hashToken, type Role } from './sessions.ts';

/**
 * Known devices (OWASP's device cookie; docs/decisions/032-parallel-guesses.md): every sign-in leaves a random
 * token in the browser's `eh_device` cookie and its hash with the account. A later attempt on that account from
 * that browser passes the limits that bind strangers (failures per address, per account), so one person's typos
 * behind a shared address, or a stranger's guesses, never lock out a device the owner already used.
 */
export const DEVICE_COOKIE = 'eh_device';
export const DEVICE_TTL_MS = AUTH_DEVICE_DAYS * 24 * 60 * 60 * 1000;
/** Tokens one browser keeps (one per account it signed in to, newest first). */
const TOKENS_MAX = 5;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The well-formed tokens of an `eh_device` cookie value. */
export function deviceTokens(cookie: string | undefined): string[] {
  return (cookie ?? '')
    .split('.')
    .filter((t) => TOKEN.test(t))
    .slice(0, TOKENS_MAX);
}

/** Remember this browser for the account; returns the new cookie value (this token first). */
export async function rememberDevice(
  db: DbOrTx,
  role: Role,
  accountId: number,
  cookie: string | undefined,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertKnownDevice(db, {
    tokenHash: hashToken(token),
    role,
    accountId,
    expiresAt: new Date(Date.now() + DEVICE_TTL_MS),
  });
  return [token, ...deviceTokens(cookie)].slice(0, TOKENS_MAX).join('.');
}

/** The hash of the first token that marks this browser as a known device of the account, or null. */
export function knownDevice(
  db: DbOrTx,
  role: Role,
  accountId: number,
  tokens: string[],
): Promise<string | null> {
  if (tokens.length === 0) return Promise.resolve(null);
  return repo.findKnownDevice(db, role, accountId, tokens.map(hashToken), new Date());
}

export const purgeExpiredDevices = (db: DbOrTx) => repo.purgeDevicesBefore(db, new Date());
