import type { OutputInfo } from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { INVALID_TYPE_MESSAGE } from '../media/image-pipeline.ts';
import { maskPool } from './mask-pool.ts';

/** The mask is found on a copy at most this many pixels on its longer side (time), then scaled up. */
export const WORK_MAX_SIDE = 640;
/** The cut-out is at most this many pixels on its longer side (stored images are 800 wide anyway). */
export const OUTPUT_MAX_SIDE = 2000;

export interface CutOut {
  width: number;
  height: number;
  /** sRGB, 3 bytes per pixel (transparency flattened onto white first). */
  rgb: Buffer;
  /** 0–255 per pixel. */
  alpha: Uint8Array;
}

/** Find the foreground of a photo; `input` is any image sharp reads (checked by the caller). */
export async function cutOut(input: Buffer): Promise<CutOut> {
  const sharp = await loadSharp();
  let full: { data: Buffer; info: OutputInfo };
  try {
    full = await sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: OUTPUT_MAX_SIDE, height: OUTPUT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UnsupportedFileType', INVALID_TYPE_MESSAGE, 415);
  }
  const { width, height } = full.info;
  const scale = Math.min(1, WORK_MAX_SIDE / Math.max(width, height));
  const ww = Math.max(1, Math.round(width * scale));
  const wh = Math.max(1, Math.round(height * scale));
  const work =
    scale < 1
      ? await sharp(full.data, { raw: { width, height, channels: 3 } })
          .resize(ww, wh, { fit: 'fill' })
          .raw()
          .toBuffer()
      : full.data;
  const alpha = await maskPool.mask(new Uint8Array(work.buffer, work.byteOffset, work.length), ww, wh);
  const alphaFull =
    scale < 1
      ? new Uint8Array(
          await sharp(Buffer.from(alpha.buffer, alpha.byteOffset, alpha.length), {
            raw: { width: ww, height: wh, channels: 1 },
          })
            .resize(width, height, { fit: 'fill', kernel: 'linear' })
            .extractChannel(0)
            .raw()
            .toBuffer(),
        )
      : alpha;
  return { width, height, rgb: full.data, alpha: alphaFull };
}

/** The photo with its background made transparent, as PNG. */
export async function removeBackground(input: Buffer): Promise<Buffer> {
  const c = await cutOut(input);
  const sharp = await loadSharp();
  return sharp(c.rgb, { raw: { width: c.width, height: c.height, channels: 3 } })
    .joinChannel(Buffer.from(c.alpha.buffer, c.alpha.byteOffset, c.alpha.length), {
      raw: { width: c.width, height: c.height, channels: 1 },
    })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
