// `npm run dev`: the API server (reloading on change) and Vite (with its proxy to the API), side by side.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const procs = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch', '--watch-preserve-output', 'apps/server/src/server.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { CORS_ORIGINS: 'http://localhost:5173', ...process.env },
    },
  ),
  spawn('npx', ['vite', '--port', '5173'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', () => stop());
