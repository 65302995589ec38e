/**
 * The storefront home route's JavaScript, as a visitor's browser loads it: starts the built server on a
 * copy-free temp DATA_DIR, opens `/` in Chromium at a phone's width (390 px) and at a desktop's (1366 px), scrolls
 * to the bottom (so lazily loaded blocks come in), and sums the gzip size of every script each fetched. Usage:
 * npm run build && node --import tsx bench/home-js.ts
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { ROOT, startServer } from '../e2e/server.ts';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-homejs-'));
const server = await startServer({ dataDir, timeoutMs: 240_000 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of [390, 1366]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const scripts: { url: string; phase: 'first' | 'later' }[] = [];
    let phase: 'first' | 'later' = 'first';
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push({ url: new URL(r.url()).pathname, phase });
    });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    phase = 'later';
    // Scroll to the bottom step by step, each step once the page has painted, until the page stops growing.
    for (let y = 0; y < 40; y++) {
      await page.mouse.wheel(0, 1200);
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      const atBottom = await page.evaluate<boolean>(
        'window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2',
      );
      if (atBottom) await page.waitForLoadState('networkidle');
      if (
        atBottom &&
        (await page.evaluate<boolean>(
          'window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2',
        ))
      )
        break;
    }
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(
      scripts.map(async (s) => ({
        ...s,
        gzip: gzipSync(await readFile(path.join(ROOT, 'apps/web/dist', s.url)), { level: 9 }).length,
      })),
    );
    const sum = (p?: string) =>
      sizes.filter((s) => !p || s.phase === p).reduce((n, s) => n + s.gzip, 0) / 1024;
    for (const s of sizes)
      console.log(
        `${width} px ` + `${s.phase.padEnd(6)} ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`,
      );
    console.log(
      `${width} px: home JS gzip: ${sum('first').toFixed(1)} KB at load, ${sum().toFixed(1)} KB after scrolling the whole page`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
