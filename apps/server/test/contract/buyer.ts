import type { Walk } from './walk.ts';

/** The buyer calls of the contract walk (contract.int.test.ts). */
export const buyerWalk: Walk = {
  steps: [],
};
