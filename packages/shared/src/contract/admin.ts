import { defineCalls } from './types.ts';

/** The admin calls (see index.ts). */
export const adminCalls = defineCalls({});
