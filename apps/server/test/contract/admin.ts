import type { Walk } from './walk.ts';

/** The admin calls of the contract walk (contract.int.test.ts). */
export const adminWalk: Walk = {
  steps: [],
};
