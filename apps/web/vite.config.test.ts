import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eagerFactories } from './vite.config';

// Decision 067: a CommonJS package's factory must come out of the production build as a parenthesised `function`
// expression (compiled by V8 while the chunk streams in), not as Rolldown's parenthesised arrow (compiled lazily,
// on the main thread, when the app's modules are evaluated). Built here with Vite itself, minified as in production,
// so a change of Rolldown's output that the plugin no longer recognises fails this test.
describe('eagerFactories', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eager-factories-'));
    await writeFile(path.join(dir, 'dep.cjs'), 'exports.answer = function () { return 42; };\n');
    await writeFile(
      path.join(dir, 'main.js'),
      "import dep from './dep.cjs';\nexport const answer = dep.answer();\n",
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function bundle(withPlugin: boolean): Promise<string> {
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: withPlugin ? [eagerFactories()] : [],
      build: {
        write: false,
        minify: true,
        rolldownOptions: { input: path.join(dir, 'main.js'), preserveEntrySignatures: 'exports-only' },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    return (Array.isArray(result) ? result : [result])
      .flatMap((r) => r.output)
      .map((c) => (c.type === 'chunk' ? c.code : ''))
      .join('\n');
  }

  it('writes the factory as a parenthesised function expression, and the bundle still works', async () => {
    const code = await bundle(true);
    expect(code).toMatch(/\(\(function\([\w$,]*\)\{/);
    expect(code).not.toMatch(/\(\(\(?[\w$,]*\)?=>\{/);
    const mod = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { answer: number };
    expect(mod.answer).toBe(42);
  });

  it('is needed: without it the factory is an arrow function', async () => {
    expect(await bundle(false)).toMatch(/\(\(\(?[\w$,]*\)?=>\{/);
  });
});
