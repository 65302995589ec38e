import { setTimeout as sleep } from 'node:timers/promises';
import {
  AUTH_ACCOUNT_DELAY_MAX_MS,
  AUTH_ACCOUNT_DELAY_STEP_MS,
  AUTH_FAILURE_WINDOW_MINUTES,
  AUTH_MAX_FAILURES,
} from '@electrohub/shared/auth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countFailures, deleteFailures, insertFailures, purgeFailuresBefore } from './repository.ts';

/**
 * Failed sign-ins and reset attempts (10 per 15 minutes, and a lockout
 * never keeps the owner out). Three counters, kept in the database so every process sees the same numbers:
 * - (account, address): 10 failures → that address gets 429 for that account;
 * - address: 10 failures → that address gets 429 for every account (one address guessing many accounts);
 * - account: never refuses (anyone can fail for any e-mail); past 10 failures every attempt on it is slowed
 *   by a growing, bounded delay, so guessing from many addresses is slow while the owner still gets in.
 */
export const MAX_FAILURES = AUTH_MAX_FAILURES;
export const FAILURE_WINDOW_MS = AUTH_FAILURE_WINDOW_MINUTES * 60 * 1000;

export interface AttemptKeys {
  /** `user:asha@example.in`, `seller:…`, `admin:…`: only slows down. */
  account: string;
  /** `user:asha@example.in|ip:203.0.113.9`: refuses this address for this account. */
  pair: string;
  /** `ip:203.0.113.9`: refuses this address for every account. */
  address: string;
}

export const attemptKeys = (role: 'user' | 'seller' | 'admin', email: string, ip: string): AttemptKeys => {
  const account = `${role}:${email.toLowerCase()}`;
  const address = `ip:${ip}`;
  return { account, pair: `${account}|${address}`, address };
};

export const tooManyAttempts = () =>
  new AppError('TooManyRequests', 'Too many failed attempts. Please try again in 15 minutes.', 429, {
    retryAfter: FAILURE_WINDOW_MS / 1000,
  });

/** The wait before an attempt on an account that has had `failures` failures in the window (0 below the limit). */
export function accountDelayMs(failures: number): number {
  if (failures < MAX_FAILURES) return 0;
  return Math.min(AUTH_ACCOUNT_DELAY_MAX_MS, (failures - MAX_FAILURES + 1) * AUTH_ACCOUNT_DELAY_STEP_MS);
}

/**
 * Throws 429 once this address has had 10 failures in the window, for this account or in all (so its 11th
 * attempt is refused unchecked); otherwise waits as long as the account's failures ask for.
 */
export async function assertNotThrottled(db: DbOrTx, keys: AttemptKeys): Promise<void> {
  const counts = await countFailures(
    db,
    [keys.account, keys.pair, keys.address],
    new Date(Date.now() - FAILURE_WINDOW_MS),
  );
  if ((counts.get(keys.pair) ?? 0) >= MAX_FAILURES || (counts.get(keys.address) ?? 0) >= MAX_FAILURES)
    throw tooManyAttempts();
  const delay = accountDelayMs(counts.get(keys.account) ?? 0);
  if (delay > 0) await sleep(delay);
}

export async function recordFailure(db: DbOrTx, keys: AttemptKeys): Promise<void> {
  await insertFailures(db, [keys.account, keys.pair, keys.address]);
}

/**
 * A success forgets the account's failures and this address's failures for it (not the address's own count:
 * one right password must not unlock guessing others; nor another address's count for this account).
 */
export async function clearFailures(db: DbOrTx, keys: AttemptKeys): Promise<void> {
  await deleteFailures(db, [keys.account, keys.pair]);
}

export async function purgeOldFailures(db: DbOrTx): Promise<void> {
  await purgeFailuresBefore(db, new Date(Date.now() - FAILURE_WINDOW_MS));
}
