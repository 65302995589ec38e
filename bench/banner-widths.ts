/**
 * Which of the home banner's files Chromium takes, per screen (decision 058): starts the built server on a temp
 * DATA_DIR (demo seed), then for each screen width and device pixel ratio sets the first banner's wide picture on an
 * `<img>` with the storefront's `sizes` and reads `currentSrc`, once with the srcset written now (each file's real
 * width) and once with the srcset the seed's old names implied (the 400/800/1600 px files as 200w/400w/800w).
 * Then loads the home page itself at 1366 and 390 px and lists every banner file fetched, decoded.
 * Usage: npm run build && node --import tsx bench/banner-widths.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { imageSrcSet } from '@electrohub/shared/media';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { startServer } from '../e2e/server.ts';

/** BANNER_SIZES in apps/web/src/features/catalog/components/banner-parts.tsx. */
const SIZES = '(min-width: 1280px) 1248px, calc(100vw - 2rem)';
const SCREENS: [number, number][] = [
  [390, 2],
  [390, 3],
  [640, 1],
  [768, 1],
  [1024, 1],
  [1366, 1],
  [1366, 2],
];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-banners-'));
const server = await startServer({ dataDir, timeoutMs: 240_000 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const banners = (await (await fetch(`${server.url}/api/banner-carousels`)).json()) as {
    imageUrl: string;
  }[];
  const wide = new URL(banners[0]!.imageUrl).pathname;
  const stem = wide.replace(/-1600\.webp$/, '');
  if (stem === wide) throw new Error(`the demo's first banner is not a 1600 px wide set: ${wide}`);
  const kib = new Map<string, string>();
  for (const w of [400, 800, 1600]) {
    const res = await fetch(`${server.url}${stem}-${w}.webp`);
    kib.set(String(w), `${((await res.arrayBuffer()).byteLength / 1024).toFixed(1)} KiB`);
  }
  const sets = {
    now: imageSrcSet(wide)!,
    'old names': `${stem}-400.webp 200w, ${stem}-800.webp 400w, ${stem}-1600.webp 800w`,
  };
  console.log(`files: ${[...kib].map(([w, k]) => `${w} px ${k}`).join(', ')}`);
  console.log(`| screen | ${Object.keys(sets).join(' | ')} |`);
  for (const [width, dpr] of SCREENS) {
    const cells: string[] = [];
    for (const srcset of Object.values(sets)) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: dpr });
      const page = await context.newPage();
      await page.goto(`${server.url}/robots.txt`);
      // A string, as in home-js.ts: this project's root tsconfig has no DOM types.
      const taken = await page.evaluate<string>(`(async () => {
        const img = new Image();
        img.sizes = ${JSON.stringify(SIZES)};
        img.srcset = ${JSON.stringify(srcset)};
        document.body.append(img);
        await img.decode();
        return /-(\\d+)\\.webp$/.exec(img.currentSrc)?.[1] ?? img.currentSrc;
      })()`);
      cells.push(`${taken} px file, ${kib.get(taken)}`);
      await context.close();
    }
    console.log(`| ${width} @ ${dpr} | ${cells.join(' | ')} |`);
  }

  for (const [width, dpr] of [
    [1366, 1],
    [390, 3],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: dpr });
    const page = await context.newPage();
    const fetched: Promise<string>[] = [];
    page.on('response', (r) => {
      const p = new URL(r.url()).pathname;
      if (p.startsWith('/media/banners/'))
        fetched.push(
          r.body().then(async (b) => `${path.basename(p)} ${(await sharp(b).metadata()).width} px`),
        );
    });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    console.log(`home at ${width} @ ${dpr}: ${(await Promise.all(fetched)).join(', ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
