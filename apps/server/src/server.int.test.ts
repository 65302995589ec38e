import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../test/helpers.ts';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');

function run(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-start-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

describe('start with the database unreachable', () => {
  it('exits non-zero with one clear line, no stack trace, no password', async () => {
    const port = await closedPort();
    const res = await run({
      DATABASE_URL: `postgres://shop:do-not-print-me@127.0.0.1:${port}/electrohub`,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    });
    expect(res.code).not.toBe(0);
    expect(res.code).not.toBeNull();
    const lines = res.stderr.trim().split('\n');
    expect(lines, res.stderr).toHaveLength(1);
    expect(lines[0]).toBe(
      `Cannot open the database at 127.0.0.1:${port}/electrohub: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
    expect(res.stderr + res.stdout).not.toContain('do-not-print-me');
  });
});
