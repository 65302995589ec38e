import { sql } from 'drizzle-orm';
import { sessions } from './schema/index.ts';

/**
 * A session as a write checks it in its own statement (decision 061): the hash of the cookie's token and the time it
 * must be unexpired at. The statement finds the account with `liveBuyerSql` (the rule of auth's `findSession`) and the
 * service answers 401 when it found none, so the write costs one round trip, not a lookup and then the write.
 */
export type SessionKey = { tokenHash: string; now: Date };

/**
 * The buyer an unexpired session with this token hash stands for (role `user`: auth's `findLiveSession` rule, as
 * `findSession` reads it), as the body of a CTE, `me as (${liveBuyerSql})`, with the values of `liveBuyerValues`:
 * no row when there is none. A write that names its buyer this way checks the session in its own statement (the
 * cart's, decision 061).
 */
export const liveBuyerSql = sql`select s.user_id from ${sessions} s
  where s.token_hash = ${sql.placeholder('tokenHash')} and s.expires_at > ${sql.placeholder('sessionNow')}::timestamptz
    and s.role = 'user'`;

export const liveBuyerValues = (key: SessionKey) => ({
  tokenHash: key.tokenHash,
  sessionNow: key.now.toISOString(),
});
