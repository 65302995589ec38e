import { sql } from 'drizzle-orm';
import { sessions } from './schema/index.ts';

/**
 * A session as a write checks it in its own statement (decision 061): the hash of the cookie's token and the time it
 * must be unexpired at. The statement finds the account with `liveBuyerSql` (`liveSessionRule`, auth's too) and the
 * service answers 401 when it found none, so the write costs one round trip, not a lookup and then the write.
 */
export type SessionKey = { tokenHash: string; now: Date };

/**
 * What makes a session live, the one rule of auth's `findLiveSession` and of the writes below: the token's hash and
 * unexpired at the given time, as a condition on `sessions` with the values of `liveSessionValues`.
 */
export const liveSessionRule = sql`${sessions.tokenHash} = ${sql.placeholder('tokenHash')}
  and ${sessions.expiresAt} > ${sql.placeholder('sessionNow')}::timestamptz`;

/** `liveSessionRule` for a buyer's session (role `user`): a condition on `sessions`, for a read that joins from it. */
export const liveBuyerRule = sql`${liveSessionRule}
  and ${sessions.role} = 'user'`;

/**
 * The buyer a live session with this token hash stands for (role `user`), as the body of a CTE,
 * `me as (${liveBuyerSql})`, with the values of `liveSessionValues`: no row when there is none. A write that names
 * its buyer this way checks the session in its own statement (the cart's, decision 061).
 */
export const liveBuyerSql = sql`select ${sessions.userId} from ${sessions} where ${liveBuyerRule}`;

export const liveSessionValues = (key: SessionKey) => ({
  tokenHash: key.tokenHash,
  sessionNow: key.now.toISOString(),
});
