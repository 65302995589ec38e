// What `npm run build` produces and whether it is missing or older than its sources; shared by `npm start`,
// `npm run migrate` and the e2e global setup.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each workspace `npm run build` builds: its workspace, the file that stands for the build, and its sources. */
export const BUILDS = [
  {
    name: 'web app',
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src'],
  },
];

export const SERVER_JS = path.join(ROOT, 'apps/server/dist/server.js');
export const MIGRATE_JS = path.join(ROOT, 'apps/server/dist/migrate.js');

/** Newest modification time under `p`, ignoring tests (they are not part of any build). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : st.mtimeMs;
  let max = 0;
  for (const e of readdirSync(p))
    if (e !== 'node_modules' && e !== 'dist') max = Math.max(max, newest(path.join(p, e)));
  return max;
}

export const isMissing = (build) => !existsSync(path.join(ROOT, build.output));

export function isStale(build) {
  if (isMissing(build)) return true;
  const built = statSync(path.join(ROOT, build.output)).mtimeMs;
  return build.sources.some((s) => newest(path.join(ROOT, s)) > built);
}

/** The one line a production start prints when a build is missing. */
export function missingBuildLine(missing) {
  return `ElectroHub is not built (${missing.map((b) => b.output).join(', ')} missing): run \`npm run build\` first; with NODE_ENV=production nothing is built at start.`;
}
