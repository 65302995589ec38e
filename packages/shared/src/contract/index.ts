import type { z } from 'zod';
import { accountsCalls } from './accounts.ts';
import { adminCalls } from './admin.ts';
import { adminContentCalls } from './admin-content.ts';
import { buyerCalls } from './buyer.ts';
import { moneyCalls } from './money.ts';
import { sellerCalls } from './seller.ts';
import { storefrontCalls } from './storefront.ts';
import type { Call } from './types.ts';

export type { Call, CallAuth } from './types.ts';

/**
 * The API contract, written once: every call the original client made (docs/decisions/024-api-contract.md),
 * and every other call the app makes, with its request and answer schemas. The server registers each route's
 * schema from its row (apps/server/src/lib/contract.ts); the contract test walks every row on a seeded
 * database; the web app's fetchers type their answers with `Answer<key>`.
 */
export const CALLS = {
  ...storefrontCalls,
  ...accountsCalls,
  ...buyerCalls,
  ...sellerCalls,
  ...adminCalls,
  ...adminContentCalls,
  ...moneyCalls,
} satisfies Record<string, Call>;

export type CallKey = keyof typeof CALLS;
/** The success answer of a call, e.g. `Answer<'GET /api/user/orders'>`. */
export type Answer<K extends CallKey> = z.output<(typeof CALLS)[K]['answer']>;
/** The JSON body a call takes. */
export type Body<K extends CallKey> = (typeof CALLS)[K] extends { body: z.ZodType }
  ? z.input<(typeof CALLS)[K]['body']>
  : never;
/** The query a call takes. */
export type Query<K extends CallKey> = (typeof CALLS)[K] extends { query: z.ZodType }
  ? z.input<(typeof CALLS)[K]['query']>
  : never;
