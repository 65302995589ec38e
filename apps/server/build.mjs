// `npm run build -w apps/server`: the server compiled to JavaScript for production (docs/deploy.md).
// esbuild bundles our TypeScript, including `@electrohub/shared` (consumed as TypeScript source), into ES modules
// in dist/; every npm package stays an import resolved from node_modules at run time, so native modules (sharp,
// argon2) and PGlite's wasm and contrib files load from their own packages as usual. The migrations folder
// (drizzle/) and the web build are read from beside the package (src/lib/paths.ts).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

/** Bare imports stay external (node_modules, node: builtins) except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@electrohub/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/db/migrate.ts',
    // Loaded by modules/background-removal/mask-pool.ts as a worker thread, beside the bundle.
    'mask-worker': 'src/modules/background-removal/mask-worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // Keeps class and function names in logs and stack traces.
  keepNames: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`server built to ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms`);
