// A type-only import back into a cycle-free pair is not a cycle at run time: the lint lets it through.
import type { Leaf } from './type-leaf.ts';

export const root = (leaf: Leaf) => leaf.name;
