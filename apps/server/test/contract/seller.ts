import type { Walk } from './walk.ts';

/** The seller calls of the contract walk (contract.int.test.ts). */
export const sellerWalk: Walk = {
  steps: [],
};
