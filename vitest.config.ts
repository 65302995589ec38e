import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS) || 1);

// Test tiers by file name: unit (*.test.ts), API integration (*.int.test.ts,
// each file on its own fresh database), e2e (e2e/*.spec.ts in Chromium against the built server).
export default defineConfig({
  test: {
    projects: [
      {
        // The web app's `@/` imports, for its tests (which run in happy-dom: `// @vitest-environment happy-dom`
        // at the top of each file; the setup adds Testing Library's matchers and cleanup there).
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Vitest's default is one worker fewer than the cores: one, on CI's two-core machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'int',
          sequence: { groupOrder: 1 },
          include: ['apps/server/**/*.int.test.ts', 'bench/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // One file at a time unless E2E_WORKERS says more. Each file has its own server (port block, DATA_DIR copy)
          // and Chromium, so two at once are possible (`E2E_WORKERS=2`), but not yet the default: CI's figures and
          // three clean runs of it are still to be taken.
          maxWorkers: e2eWorkers,
          fileParallelism: e2eWorkers > 1,
        },
      },
    ],
  },
});
