import { AUTH_FAILURE_WINDOW_MINUTES, AUTH_MAX_FAILURES } from '@electrohub/shared/auth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  countFailures,
  deleteFailureRows,
  deleteFailures,
  insertFailures,
  lockFailureKeys,
  purgeFailuresBefore,
} from './repository.ts';

/**
 * Failed sign-ins, resets and admin-key guesses (10 per 15 minutes; docs/decisions/032-parallel-guesses.md), kept
 * in the database so every process sees the same numbers:
 * - a device that never signed in to the account is counted under the account (`user:asha@example.in`) and its
 *   address (`ip:203.0.113.9`): 10 failures of either → 429 for such devices (at that account / at every account);
 * - a known device (devices.ts) is counted under its own key only (`device:<hash>`): 10 failures → it is treated
 *   as unknown again, so a stolen cookie buys no more than 10 guesses.
 * Each attempt is written before it is checked and decides on the counts that include it, one at a time per key,
 * so parallel attempts cannot all read the same old count; account-lock.ts lets one attempt per account be checked
 * at a time.
 */
export const MAX_FAILURES = AUTH_MAX_FAILURES;
export const FAILURE_WINDOW_MS = AUTH_FAILURE_WINDOW_MINUTES * 60 * 1000;

export interface AttemptKeys {
  /** `user:asha@example.in`, `seller:…`, `admin:…`: failures of unknown devices at this account. */
  account: string;
  /** `ip:203.0.113.9`: failures of unknown devices from this address, at any account. */
  address: string;
}

export const attemptKeys = (role: 'user' | 'seller' | 'admin', email: string, ip: string): AttemptKeys => ({
  account: `${role}:${email.toLowerCase()}`,
  address: `ip:${ip}`,
});

/** The failure key of a known device (the hash of its token). */
export const deviceKey = (tokenHash: string) => `device:${tokenHash}`;

export const tooManyAttempts = () =>
  new AppError('TooManyRequests', 'Too many failed attempts. Please try again in 15 minutes.', 429, {
    retryAfter: FAILURE_WINDOW_MS / 1000,
  });

/** An attempt counted before its check: its rows (a failure keeps them), or refused by a limit. */
export type CountedAttempt = { refused: false; ids: number[] } | { refused: true };

const REFUSED = Symbol('refused');

/**
 * Count the attempt under `keys`, then decide on the counts that include it: past `MAX_FAILURES` under any key it
 * is refused, and its rows go again (a refused attempt was not checked, so it is no failure). Insert and count run
 * in one short transaction holding each key's lock: the next attempt at a key counts only once this one's row is
 * committed or rolled back. (Without the lock, ids come from a sequence in one order and rows become visible in
 * another: on PostgreSQL, 14 of 40 parallel guesses were checked.)
 */
export async function countAttempt(db: DbOrTx, keys: string[]): Promise<CountedAttempt> {
  try {
    return await db.transaction(async (tx) => {
      await lockFailureKeys(tx, keys);
      const own = await insertFailures(tx, keys);
      const counts = await countFailures(tx, keys, new Date(Date.now() - FAILURE_WINDOW_MS));
      if (keys.some((key) => (counts.get(key) ?? 0) > MAX_FAILURES)) throw REFUSED;
      return { refused: false as const, ids: own.map((row) => row.id) };
    });
  } catch (error) {
    if (error === REFUSED) return { refused: true };
    throw error;
  }
}

/**
 * A success is no failure: its own rows go, and a known device's earlier failures with them. The counts of the
 * account and the address stay (the owner's success must not give a stranger ten more guesses).
 */
export async function forgetAttempt(db: DbOrTx, ids: number[], device: string | null): Promise<void> {
  await deleteFailureRows(db, ids);
  if (device) await deleteFailures(db, [deviceKey(device)]);
}

export async function purgeOldFailures(db: DbOrTx): Promise<void> {
  await purgeFailuresBefore(db, new Date(Date.now() - FAILURE_WINDOW_MS));
}
