// Lists the import cycles of the apps' and packages' source with the lint's own no-cycle block (eslint.config.js),
// without the type-checked rules: `node scripts/import-cycles.mjs [root]`. Prints each file in a cycle, then a count.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(process.argv[2] ?? '.');
const { importCycles } = await import(pathToFileURL(path.join(root, 'eslint.config.js')).href);
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { ignores: ['**/dist/**', '**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/lint-fixtures/**'] },
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    importCycles,
  ],
});
const results = await eslint.lintFiles(['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts']);
const inCycles = results.filter((r) => r.messages.some((m) => m.ruleId === 'import-x/no-cycle'));
for (const r of inCycles) console.log(path.relative(root, r.filePath));
console.log(`${inCycles.length} files in import cycles`);
