// One lint config for the whole workspace: typescript-eslint's type-checked rules everywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// The web app's rooms (docs/decisions/030-web-rooms.md): a feature imports only itself and the
// shared layers (components, hooks, lib, config); pages that compose several features live in app/routes. Shared
// layers never import features or the app. One block per feature folder, read from disk, so a new feature is covered
// the day it is created. Relative imports may climb one folder at most (inside a feature); anything further goes
// through `@/`, where the patterns can see which room it lands in.
const webSrc = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${webSrc}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const climbsOut = { regex: '^(\\.\\./){2,}', message: 'Import across folders with `@/…`, not `../../`.' };
const noAppImport = {
  group: ['@/app', '@/app/**'],
  message: 'Only the app imports the app (router, layouts, routes).',
};
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    files: [`${webSrc}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`],
              message: `Features never import each other: move what '${feature}' shares to components/, hooks/ or lib/, or compose the features in a page under app/routes/.`,
            },
            noAppImport,
            climbsOut,
          ],
        },
      ],
      // no-restricted-imports does not see `import('…')`: the same rooms for lazy loads.
      'no-restricted-syntax': [
        'error',
        {
          // (`\x2F` is '/': the selector's regex ends at a bare slash.)
          selector: `ImportExpression[source.value=/^(@\\x2Ffeatures\\x2F(?!${feature}\\x2F)|@\\x2Fapp\\x2F|(\\.\\.\\x2F){2})/]`,
          message: `Features never import each other or the app, lazily either: compose them in a page under app/routes/.`,
        },
      ],
    },
  })),
  {
    files: [`${webSrc}/{components,hooks,lib,config}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features', '@/features/**'], message: 'Shared layers never import features.' },
            noAppImport,
            climbsOut,
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^(@\\x2F(features|app)\\x2F|(\\.\\.\\x2F){2})/]',
          message: 'Shared layers never import features or the app, lazily either.',
        },
      ],
    },
  },
];

// ---- No circle of modules (docs/decisions/047-no-circle-one-writer.md): an import cycle anywhere in the source of
// the apps and packages fails the lint. Type-only imports are not followed (they vanish at run time). Resolution
// goes through the TypeScript resolver (the web's `@/` paths, the workspace packages); packages outside the repo
// are not walked. Exported so a unit test runs the same block on two fixture files that import each other.
export const importCycles = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    // Without these the rule reads no TypeScript file it lands in, and sees no cycle at all.
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['apps/server', 'apps/web', 'packages/shared'].map((dir) =>
          path.join(import.meta.dirname, dir, 'tsconfig.json'),
        ),
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

// ---- Server layers (apps/server): routes → service → repository; only repositories, db/, the seed and tests
// touch Drizzle; modules use each other through services; db/ and lib/ import no module. One block per folder
// because a later `no-restricted-imports` replaces an earlier one for the same file (options are not merged).
const SERVER_TESTS = ['apps/server/**/*.test.ts', 'apps/server/test/**'];
// A repository is `repository.ts`, `<what>-repository.ts` or anything in a `repository/` folder (a split one).
const repositoryPath = String.raw`(?:[a-z-]+-)?repository(?:\.ts|/[a-z-]+(?:\.ts)?)?$`;
const otherModulesRepository = {
  regex: String.raw`^(?:\.\./)+[a-z-]+/${repositoryPath}|/modules/[a-z-]+/${repositoryPath}`,
  message: "Another module's repository: call that module's service instead (routes → service → repository).",
};
const drizzle = [
  { regex: '^drizzle-orm(/.*)?$', message: 'Only repositories (and db/, the seed, tests) use Drizzle.' },
  {
    regex: String.raw`/db/schema(/.*)?$`,
    message: 'Only repositories (and db/, the seed, tests) read the schema tables.',
  },
];
const anyModule = {
  regex: String.raw`(^|/)modules/`,
  message: 'db/ and lib/ import no module (modules import them).',
};
const REPOSITORIES = [
  'apps/server/src/modules/*/repository.ts',
  'apps/server/src/modules/*/*-repository.ts',
  'apps/server/src/modules/*/repository/**',
];
export const serverLayers = [
  [REPOSITORIES, [otherModulesRepository], ['apps/server/src/modules/search/repository.ts']],
  // The one exception: search's queries select the catalog's product card (its columns and list orders) in SQL.
  // Those pieces are being reworked (stock off the product row, keyset pages); they move to a shared place after.
  [
    'apps/server/src/modules/search/repository.ts',
    [{ ...otherModulesRepository, regex: String.raw`^(?:\.\./)+(?!catalog/)[a-z-]+/${repositoryPath}` }],
  ],
  ['apps/server/src/modules/**', [otherModulesRepository, ...drizzle], REPOSITORIES],
  [
    ['apps/server/src/plugins/**', 'apps/server/src/*.ts'],
    [otherModulesRepository, ...drizzle],
  ],
  ['apps/server/src/seed/**', [otherModulesRepository]],
  ['apps/server/src/lib/**', [anyModule, ...drizzle]],
  ['apps/server/src/db/**', [anyModule]],
].map(([files, patterns, ignores = []]) => ({
  files: [files].flat(),
  ignores: [...SERVER_TESTS, ...ignores],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/*.mjs',
      '**/*.js',
      // Files that break the rules on purpose, for the tests of the rules.
      '**/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify handlers and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/immutability': 'off',
    },
  },
  ...webBoundaries,
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.int.test.ts', 'e2e/**', 'bench/**', 'apps/server/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...serverLayers,
  importCycles,
);
