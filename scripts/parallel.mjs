// Runs shell commands at the same time and fails when any of them fails: `node scripts/parallel.mjs 'cmd a' 'cmd b'`.
// `npm test` runs the lint beside the other checks and the build (each mostly one core; the machine has two).
// Each command's output is held and printed whole when it ends, so the log reads as if they had run one by one.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs <command> [<command> …]');
  process.exit(2);
}

const started = Date.now();
const runs = commands.map(
  (command) =>
    new Promise((resolve) => {
      const t0 = Date.now();
      const child = spawn(command, {
        shell: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
      });
      const chunks = [];
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
      child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (code, signal) => {
        const seconds = ((Date.now() - t0) / 1000).toFixed(1);
        process.stdout.write(`\n── ${command}\n`);
        process.stdout.write(Buffer.concat(chunks));
        const how = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`;
        process.stdout.write(`── ${how} in ${seconds} s: ${command}\n`);
        resolve(code === 0);
      });
    }),
);

const results = await Promise.all(runs);
const total = ((Date.now() - started) / 1000).toFixed(1);
const failed = commands.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${commands.length} failed (${total} s): ${failed.join('; ')}`);
  process.exit(1);
}
console.log(`\nall ${commands.length} passed in ${total} s`);
