import type { root } from './type-only.ts';

export interface Leaf {
  name: string;
  of?: typeof root;
}
