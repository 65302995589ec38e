import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, startServer } from './server.ts';

let template: string | undefined;

interface Build {
  name: string;
  workspace: string;
}
interface BuildState {
  BUILDS: Build[];
  isStale(build: Build): boolean;
}

/**
 * The journeys run the compiled server, like `npm start`. `npm test` builds it first; a run of the e2e project
 * alone gets it built here when it is missing or older than its sources (esbuild, a second or two).
 */
function ensureServerBuilt(state: BuildState) {
  const server = state.BUILDS.find((b) => b.workspace === 'apps/server')!;
  if (!state.isStale(server)) return;
  const r = spawnSync('npm', ['run', 'build', '-w', server.workspace], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('building the server failed');
}

/** Seed the demo data once into a template DATA_DIR; each e2e file starts its server on a copy of it. */
export async function setup() {
  ensureServerBuilt(
    (await import(pathToFileURL(path.join(ROOT, 'scripts/build-state.mjs')).href)) as BuildState,
  );
  template = await mkdtemp(path.join(os.tmpdir(), 'electrohub-e2e-template-'));
  const server = await startServer({ dataDir: template, timeoutMs: 180_000 });
  await server.stop();
  process.env.E2E_TEMPLATE_DATA_DIR = template;
}

export async function teardown() {
  if (template) await rm(template, { recursive: true, force: true });
}
