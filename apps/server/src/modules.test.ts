import { describe, expect, it } from 'vitest';
import { MODULES } from './modules.ts';

// What app.ts registers before the modules (the cross-cutting plugins' names).
const BEFORE_MODULES = [
  'db',
  'listener',
  'public-changes',
  'errors',
  'input',
  'security',
  'auth',
  'openapi',
  'contract',
];

describe('the module list', () => {
  it('names each module once', () => {
    const names = MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('registers every module after what it needs', () => {
    const late = MODULES.flatMap((m, i) => {
      const known = new Set([...BEFORE_MODULES, ...MODULES.slice(0, i).map((e) => e.name)]);
      return m.dependencies.filter((d) => !known.has(d)).map((d) => `${m.name} needs ${d}`);
    });
    expect(late).toEqual([]);
  });

  it('says which modules the buying ones need', () => {
    const needs = (name: string) => MODULES.find((m) => m.name === name)?.dependencies;
    expect(needs('checkout')).toEqual(expect.arrayContaining(['payments', 'jobs']));
    expect(needs('orders')).toEqual(expect.arrayContaining(['mail', 'payments']));
  });
});
