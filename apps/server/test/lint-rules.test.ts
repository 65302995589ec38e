import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint blocks (eslint.config.js), run on files that break them on purpose.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const config = (await import(pathToFileURL(path.join(ROOT, 'eslint.config.js')).href)) as {
  importCycles: Linter.Config;
  serverLayers: Linter.Config[];
};

const typescript: Linter.Config = { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } };

async function lint(blocks: Linter.Config[], file: string, text?: string) {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [typescript, ...blocks],
    ignore: false,
  });
  const [result] =
    text === undefined ? await eslint.lintFiles([file]) : await eslint.lintText(text, { filePath: file });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('no import cycle', () => {
  const cycles = { ...config.importCycles, files: ['apps/server/test/lint-fixtures/*.ts'] };

  it('fails on two files that import each other', async () => {
    const messages = await lint([cycles], 'apps/server/test/lint-fixtures/cycle-a.ts');
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/)]);
  });

  it('lets a type-only import back through (it is gone at run time)', async () => {
    expect(await lint([cycles], 'apps/server/test/lint-fixtures/type-only.ts')).toEqual([]);
  });

  it('covers the source of the apps and the packages', () => {
    expect(config.importCycles.files).toEqual(['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts']);
  });
});

describe("a module reaches no other module's repository", () => {
  const service = 'apps/server/src/modules/orders/service.ts';

  it.each([
    '../catalog/repository.ts',
    '../catalog/repository/listing.ts',
    '../catalog/listing-repository.ts',
    '../../modules/catalog/repository.ts',
  ])('refuses %s from a service', async (from) => {
    const messages = await lint(
      config.serverLayers,
      service,
      `import { x } from '${from}';\nexport const y = x;\n`,
    );
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Another module's repository/),
    ]);
  });

  it('lets a module use its own repository', async () => {
    expect(
      await lint(
        config.serverLayers,
        service,
        `import * as repo from './repository.ts';\nexport const y = repo;\n`,
      ),
    ).toEqual([]);
  });
});
