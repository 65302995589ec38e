import { describe, expect, it } from 'vitest';

/**
 * The modules of packages/shared that the storefront's first JavaScript imports must not reach zod, directly or
 * through a relative import: zod alone is about 25 KB gzip, and the home route's JavaScript has a 150 KB gzip
 * budget (`npm run bench:home-js`). Schemas that a form needs load lazily with that form instead.
 */
const ZOD_FREE = [
  'cart-constants.ts',
  'chat-constants.ts',
  'checkout-constants.ts',
  'error-flags.ts',
  'format.ts',
  'media.ts',
  'orders-constants.ts',
  'orders-status.ts',
  'paging.ts',
  'pricing.ts',
  'storefront.ts',
];

/** The source of every module of packages/shared, by path from its `src` (`./cart.ts`, `./contract/index.ts`). */
const SOURCES = import.meta.glob<string>(['./*.ts', './*/*.ts'], {
  base: '../../../../packages/shared/src',
  query: '?raw',
  import: 'default',
  eager: true,
});
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm;

/** `spec` imported by the module at `from`, as a key of {@link SOURCES} (`./a/b.ts` + `../c.ts` → `./c.ts`). */
function resolve(from: string, spec: string): string {
  const parts = [...from.split('/').slice(0, -1), ...spec.split('/')];
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p !== '.' || out.length === 0) out.push(p);
  }
  return out.join('/');
}

/** Every module `file` imports at run time (type-only imports are erased), followed through relative imports. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  const source = SOURCES[file];
  if (source === undefined) throw new Error(`no module ${file}`);
  for (const [, spec] of source.matchAll(IMPORT)) {
    const target = spec!.startsWith('.') ? resolve(file, spec!) : spec!;
    if (seen.has(target)) continue;
    seen.add(target);
    if (spec!.startsWith('.')) runtimeImports(target, seen);
  }
  return seen;
}

describe('zod-free modules', () => {
  it.each(ZOD_FREE)('%s imports no zod', (name) => {
    const reached = [...runtimeImports(`./${name}`)].filter((m) => m === 'zod' || m.startsWith('zod/'));
    expect(reached).toEqual([]);
  });

  it('notices a zod import (the check itself works)', () => {
    expect(runtimeImports('./cart.ts').has('zod')).toBe(true);
  });
});
