// `npm run migrate`: apply the migrations to DATABASE_URL (or the embedded database in DATA_DIR) and exit
// (apps/server/src/db/migrate.ts). Runs the compiled migrator when the server is built and up to date; in
// development without a fresh build it runs the source through tsx. With NODE_ENV=production only the build.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILDS, MIGRATE_JS, ROOT, isMissing, isStale, missingBuildLine } from './build-state.mjs';

const server = BUILDS.find((b) => b.workspace === 'apps/server');
if (process.env.NODE_ENV === 'production' && isMissing(server)) {
  console.error(missingBuildLine([server]));
  process.exit(1);
}
if (process.env.NODE_ENV === 'production' || !isStale(server)) {
  await import(pathToFileURL(MIGRATE_JS).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(ROOT, 'apps/server/src/db/migrate.ts')).href);
}
