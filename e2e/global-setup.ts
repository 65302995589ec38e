import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server.ts';

let template: string | undefined;

/** Seed the demo data once into a template DATA_DIR; each e2e file starts its server on a copy of it. */
export async function setup() {
  template = await mkdtemp(path.join(os.tmpdir(), 'electrohub-e2e-template-'));
  const server = await startServer({ dataDir: template, timeoutMs: 180_000 });
  await server.stop();
  process.env.E2E_TEMPLATE_DATA_DIR = template;
}

export async function teardown() {
  if (template) await rm(template, { recursive: true, force: true });
}
