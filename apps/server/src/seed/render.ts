/**
 * Rasterising the generated SVGs into the WebP variants the media store keeps (IMAGE_WIDTHS; a banner's wide
 * picture WIDE_IMAGE_WIDTHS), every file as wide as its name says.
 * The SVG is rendered once, at full size, to raw pixels; each smaller width is resized from the next
 * larger one (cheaper than from the full frame) and every width is encoded from raw pixels.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS, WIDE_IMAGE_WIDTHS } from '@electrohub/shared/media';
import { loadSharp } from '../lib/sharp.ts';

/**
 * WebP at quality 75 with the fastest method (effort 0): encoding is half of the CPU time of a
 * generated image, and the whole demo seed must finish in well under half a minute on two cores.
 * Flat generated art compresses well anyway.
 */
const WEBP = { quality: 75, effort: 0 } as const;

interface Raw {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function rasterise(svg: string): Promise<Raw> {
  // Opaque backgrounds everywhere: dropping alpha makes every later step cheaper and the files smaller.
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

async function shrink(src: Raw, width: number): Promise<Raw> {
  const height = Math.round((src.info.height * width) / src.info.width);
  const sharp = await loadSharp();
  const { data, info } = await sharp(src.data, { raw: src.info })
    .resize(width, height, { kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

const encode = async (src: Raw): Promise<Buffer> =>
  (await loadSharp())(src.data, { raw: src.info }).webp(WEBP).toBuffer();

/**
 * Encodes `full` under the largest key and scales it for each smaller key (keys halve from one to the next, the
 * largest being `full`'s own width, so every file is as wide as its key).
 */
async function variants(full: Raw, widths: readonly number[]): Promise<Map<number, Buffer>> {
  const keys = [...widths].sort((a, b) => b - a);
  const out = new Map<number, Buffer>();
  const jobs: Promise<void>[] = [];
  let current = full;
  for (const [i, key] of keys.entries()) {
    if (i > 0) current = await shrink(current, Math.round(full.info.width * (key / keys[0]!)));
    const img = current;
    jobs.push(encode(img).then((buf) => void out.set(key, buf)));
  }
  await Promise.all(jobs);
  return out;
}

/** A square SVG (800×800) as WebP at 800, 400 and 200 px. */
export async function renderSquare(svg: string): Promise<Map<number, Buffer>> {
  return variants(await rasterise(svg), IMAGE_WIDTHS);
}

/**
 * A wide banner (1600×600) as a wide set: WebP at 1600, 800 and 400 px, each under its own width, so the URL
 * (`…-1600.webp`) and the srcset derived from it tell the browser the truth (decision 058).
 */
export async function renderBanner(svg: string): Promise<Map<number, Buffer>> {
  return variants(await rasterise(svg), WIDE_IMAGE_WIDTHS);
}

export type Shape = 'square' | 'banner';
const widthsOf = (shape: Shape): readonly number[] => (shape === 'banner' ? WIDE_IMAGE_WIDTHS : IMAGE_WIDTHS);
export type Renderer = (svg: string, shape: Shape) => Promise<Map<number, Buffer>>;

/** Bump when anything that changes the bytes for the same SVG changes (WebP settings, resizing, which width is kept under which name). */
const RENDER_VERSION = 'webp-q75-e0-linear-2-true-widths';

/**
 * Where rendered variants are kept between seeds: the art is deterministic, so a second seed on the
 * same machine (a fresh DATA_DIR, an e2e run, a CI retry) reuses the pixels instead of spending
 * ~30 s of CPU re-rendering them. Keyed by the SVG's content, so changed art simply misses.
 */
export const DEFAULT_IMAGE_CACHE = path.join(os.tmpdir(), 'electrohub-seed-images');

/** The cache directory, created private to this user; null when it cannot be trusted or made. */
async function usableCacheDir(dir: string): Promise<string | null> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const st = await stat(dir);
    // A shared temp directory: never read images someone else could have planted.
    if (process.getuid && st.uid !== process.getuid()) return null;
    return dir;
  } catch {
    return null;
  }
}

/** Renders SVGs, reusing earlier results from `cacheDir` (null: always render). */
export function createRenderer(cacheDir: string | null): Renderer {
  const dirReady = cacheDir ? usableCacheDir(cacheDir) : Promise.resolve(null);
  return async (svg, shape) => {
    const dir = await dirReady;
    const key = createHash('sha256')
      .update(RENDER_VERSION)
      .update(shape)
      .update(svg)
      .digest('hex')
      .slice(0, 40);
    const fileOf = (w: number) => path.join(dir ?? '', `${key}-${w}.webp`);
    if (dir) {
      try {
        const widths = widthsOf(shape);
        const bufs = await Promise.all(widths.map((w) => readFile(fileOf(w))));
        return new Map(widths.map((w, i) => [w, bufs[i]!]));
      } catch {
        // Not cached yet (or partly): render below.
      }
    }
    const out = shape === 'banner' ? await renderBanner(svg) : await renderSquare(svg);
    if (dir) {
      // Best effort; write-then-rename so a concurrent seed never reads half a file.
      await Promise.all(
        [...out].map(async ([w, buf]) => {
          const tmp = `${fileOf(w)}.${process.pid}.tmp`;
          await writeFile(tmp, buf);
          await rename(tmp, fileOf(w));
        }),
      ).catch(() => {});
    }
    return out;
  };
}
