import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { ROOT, removeDir, startServer } from '../e2e/server.ts';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-shots-'));
const server = await startServer({ dataDir, env: { SEED: 'demo', LOG_LEVEL: 'warn' }, timeoutMs: 600_000 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of [390, 1366])
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: width === 390 ? 2 : 1, reducedMotion: 'reduce' });
      await context.addInitScript(`localStorage.setItem('theme', '${theme}')`);
      const page = await context.newPage();
      await page.goto(server.url, { waitUntil: 'networkidle' });
      const shot = path.join(ROOT, `data/shots/home-${width}-${theme}.png`);
      await page.screenshot({ path: shot, clip: { x: 0, y: 0, width, height: width === 390 ? 520 : 700 } });
      const src = await page.evaluate(() => (document.querySelector('section[aria-label="Featured offers"] img') as HTMLImageElement | null)?.currentSrc);
      console.log(shot, src);
      await context.close();
    }
} finally {
  await browser.close();
  await server.stop();
  await removeDir(dataDir);
}
