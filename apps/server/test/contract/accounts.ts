import type { Walk } from './walk.ts';

/** The accounts calls of the contract walk (contract.int.test.ts). */
export const accountsWalk: Walk = {
  steps: [],
};
