import { defineCalls } from './types.ts';

/** The seller calls (see index.ts). */
export const sellerCalls = defineCalls({});
