import { defineCalls } from './types.ts';

/** The buyer calls (see index.ts). */
export const buyerCalls = defineCalls({});
