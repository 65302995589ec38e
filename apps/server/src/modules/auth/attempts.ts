import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countFailures, deleteFailures, insertFailures, purgeFailuresBefore } from './repository.ts';

/**
 * Failed sign-ins and reset attempts are limited per account and per address: 10 per 15 minutes, then
 * 429 (DECISIONS.md 'Sessions and access'). Counted in the database so every process sees the same numbers.
 */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface AttemptKeys {
  /** `user:asha@example.in`, `seller:…`, `admin:…` */
  account: string;
  /** `ip:203.0.113.9` */
  address: string;
}

export const attemptKeys = (role: 'user' | 'seller' | 'admin', email: string, ip: string): AttemptKeys => ({
  account: `${role}:${email.toLowerCase()}`,
  address: `ip:${ip}`,
});

export const tooManyAttempts = () =>
  new AppError('TooManyRequests', 'Too many failed attempts. Please try again in 15 minutes.', 429, {
    retryAfter: FAILURE_WINDOW_MS / 1000,
  });

/** Throws 429 once either key has had 10 failures in the window (so the 11th attempt is refused unchecked). */
export async function assertNotThrottled(db: DbOrTx, keys: AttemptKeys): Promise<void> {
  const counts = await countFailures(
    db,
    [keys.account, keys.address],
    new Date(Date.now() - FAILURE_WINDOW_MS),
  );
  if ((counts.get(keys.account) ?? 0) >= MAX_FAILURES || (counts.get(keys.address) ?? 0) >= MAX_FAILURES)
    throw tooManyAttempts();
}

export async function recordFailure(db: DbOrTx, keys: AttemptKeys): Promise<void> {
  await insertFailures(db, [keys.account, keys.address]);
}

/** A success forgets the account's failures (not the address's: one right password must not unlock guessing others). */
export async function clearFailures(db: DbOrTx, keys: AttemptKeys): Promise<void> {
  await deleteFailures(db, keys.account);
}

export async function purgeOldFailures(db: DbOrTx): Promise<void> {
  await purgeFailuresBefore(db, new Date(Date.now() - FAILURE_WINDOW_MS));
}
