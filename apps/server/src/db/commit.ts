import { sql } from 'drizzle-orm';

/**
 * Which writes may be lost in a crash (docs/decisions/035-relaxed-commits.md). PostgreSQL's
 * `synchronous_commit = off` lets a transaction's commit return before its WAL is flushed: a crash of the
 * database server (not of the app) in the next few hundred milliseconds may forget it, and never corrupts anything.
 * It is legitimate only for data whose loss a person shrugs off and that nothing else depends on:
 *
 * | Write                                   | Commit  | Why                                                       |
 * | --------------------------------------- | ------- | --------------------------------------------------------- |
 * | cart line added, quantity changed, gone | relaxed | a lost click: the buyer sees the cart and clicks again    |
 * | everything else (orders, stock, payments, refunds, accounts, sessions, reviews, messages, admin changes) | durable | money, promises to people, or a record someone relies on |
 *
 * `RELAXED_COMMIT` is a CTE body: `with relaxed as (${RELAXED_COMMIT}) …` and a reference to `relaxed` in the
 * statement (a CTE nobody reads is not run) turns it off for that statement's own transaction, in the same round
 * trip. int test: `apps/server/src/db/commit.int.test.ts` fails if a durable write commits with it off.
 */
export const RELAXED_COMMIT = sql`select set_config('synchronous_commit', 'off', true) as relaxed`;
