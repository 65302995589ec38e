// `npm start`: run the compiled server (apps/server/dist/server.js).
// In development it first builds what is missing or older than its sources (the web app, the server), so
// `npm ci && npm start` works on a fresh machine. With NODE_ENV=production it never builds: a missing build is
// refused with one line saying to run `npm run build` (docs/deploy.md).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { BUILDS, ROOT, SERVER_JS, isMissing, isStale, missingBuildLine } from './build-state.mjs';

if (process.env.NODE_ENV === 'production') {
  const missing = BUILDS.filter(isMissing);
  if (missing.length > 0) {
    console.error(missingBuildLine(missing));
    process.exit(1);
  }
} else {
  for (const build of BUILDS.filter(isStale)) {
    console.log(`Building the ${build.name}…`);
    const r = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

// In this process: the server's own SIGTERM/SIGINT handlers shut it down gracefully.
await import(pathToFileURL(SERVER_JS).href);
