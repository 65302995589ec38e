import { defineCalls } from './types.ts';

/** Sign-in, sign-up, reset, sessions and the buyer's and seller's own account, for every role (see index.ts). */
export const accountsCalls = defineCalls({});
