/**
 * Rasterising the generated SVGs into the WebP variants the media store keeps (IMAGE_WIDTHS).
 * The SVG is rendered once, at full size, to raw pixels; each smaller width is resized from the next
 * larger one (cheaper than from the full frame) and every width is encoded from raw pixels.
 */
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@electrohub/shared/media';

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
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

async function shrink(src: Raw, width: number): Promise<Raw> {
  const height = Math.round((src.info.height * width) / src.info.width);
  const { data, info } = await sharp(src.data, { raw: src.info })
    .resize(width, height, { kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

const encode = (src: Raw): Promise<Buffer> => sharp(src.data, { raw: src.info }).webp(WEBP).toBuffer();

/**
 * Encodes `full` under the largest key and halves it for each smaller key (keys are IMAGE_WIDTHS,
 * descending by a factor of two).
 */
async function variants(full: Raw): Promise<Map<number, Buffer>> {
  const keys = [...IMAGE_WIDTHS].sort((a, b) => b - a);
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
  return variants(await rasterise(svg));
}

/**
 * A wide banner (1600×600). The store names variants by IMAGE_WIDTHS; the main (800) variant holds
 * the full 1600 px picture so it stays sharp across a desktop screen, 400 holds 800 px and 200 holds 400 px.
 */
export async function renderBanner(svg: string): Promise<Map<number, Buffer>> {
  return variants(await rasterise(svg));
}

/** Runs `fn` over `items` with at most `limit` in flight; results keep the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
