import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, removeDir } from './server.ts';

/**
 * `npm start` (scripts/start.mjs) with NODE_ENV=production never builds. The script finds the build from its own
 * place, so a copy of it in an empty checkout is a machine where `npm run build` was never run.
 */
describe('npm start with NODE_ENV=production and no build', () => {
  let checkout: string;
  beforeAll(async () => {
    checkout = await mkdtemp(path.join(os.tmpdir(), 'electrohub-nobuild-'));
    await mkdir(path.join(checkout, 'scripts'));
    for (const f of ['start.mjs', 'build-state.mjs'])
      await copyFile(path.join(ROOT, 'scripts', f), path.join(checkout, 'scripts', f));
  });
  afterAll(async () => removeDir(checkout));

  it('refuses with one line saying to run npm run build, and builds nothing', async () => {
    const dataDir = path.join(checkout, 'data');
    const res = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn(process.execPath, [path.join(checkout, 'scripts/start.mjs')], {
          cwd: checkout,
          env: {
            PATH: process.env.PATH ?? '',
            NODE_ENV: 'production',
            DATA_DIR: dataDir,
            PORT: '0',
            HOST: '127.0.0.1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        // Bounded: a start that builds or serves instead of refusing is killed and fails below.
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.on('error', reject);
        child.on('exit', (code) => {
          clearTimeout(timer);
          resolve({ code, stdout, stderr });
        });
      },
    );

    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    const lines = res.stderr.trim().split('\n');
    expect(lines, res.stderr).toHaveLength(1);
    expect(lines[0]).toContain('run `npm run build`');
    expect(lines[0]).toContain('apps/server/dist/server.js');
    // Nothing was built or started: the checkout holds only the copied scripts.
    expect((await readdir(checkout)).sort()).toEqual(['scripts']);
  });
});
