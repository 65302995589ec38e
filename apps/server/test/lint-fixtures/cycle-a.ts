// Imports cycle-b.ts, which imports this file: the lint must refuse it (test/lint-rules.test.ts).
import { b } from './cycle-b.ts';

export const a = () => b() + 1;
