import { IMAGE_WIDTHS, wideWidthsFor } from '@electrohub/shared/media';
import { AppError } from '../../lib/errors.ts';
import { loadSharp } from '../../lib/sharp.ts';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** Image type from magic bytes, never from the client's MIME type (docs/product.md#uploads-and-images). */
export function sniffImageType(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    buf.length >= 6 &&
    (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a')
  )
    return 'gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export const MB = 1024 * 1024;
/** Product, category and banner images ≤ 5 MB; profile pictures ≤ 2 MB. */
export const IMAGE_LIMITS = {
  product: 5 * MB,
  category: 5 * MB,
  banner: 5 * MB,
  carousel: 5 * MB,
  profile: 2 * MB,
} as const;
export type ImagePurpose = keyof typeof IMAGE_LIMITS;

export const INVALID_TYPE_MESSAGE = 'Invalid file type. Only JPEG, PNG, JPG, GIF, and WEBP are allowed';

/** Check an upload's size and content; throws 413 FileTooLarge / 415 UnsupportedFileType. */
export function assertImage(buf: Buffer, purpose: ImagePurpose): ImageKind {
  const limit = IMAGE_LIMITS[purpose];
  if (buf.length > limit)
    throw new AppError(
      'FileTooLarge',
      purpose === 'profile' ? 'File size must be under 2MB' : 'File size must not exceed 5MB',
      413,
    );
  const kind = sniffImageType(buf);
  if (!kind) throw new AppError('UnsupportedFileType', INVALID_TYPE_MESSAGE, 415);
  return kind;
}

/**
 * Which widths an image is kept at: `standard` (200/400/800, IMAGE_WIDTHS) or `wide` (400/800/1600, a banner's main
 * picture, WIDE_IMAGE_WIDTHS; docs/decisions/058-wide-pictures-true-to-their-names.md).
 */
export type VariantSet = 'standard' | 'wide';

/**
 * Re-encode to WebP at each width (never upscaled), EXIF and other metadata stripped, auto-rotated.
 * Returns buffers keyed by width. A `wide` set is named truthfully: a source narrower than 1600 px gets the steps
 * below its width and one file at its own width (a 1000 px upload: 400, 800, 1000), so no name claims more pixels
 * than its file has. The `standard` set is as it always was (a small upload's "800" file holds fewer pixels).
 */
export async function toWebpVariants(
  input: Buffer,
  set: VariantSet = 'standard',
): Promise<Map<number, Buffer>> {
  const sharp = await loadSharp();
  const base = sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
  let meta;
  try {
    meta = await base.metadata();
  } catch {
    throw new AppError('UnsupportedFileType', INVALID_TYPE_MESSAGE, 415);
  }
  // The width as shown, after the EXIF orientation is applied (a portrait photo's sensor width is its height).
  const width = meta.autoOrient?.width ?? meta.width;
  const widths: readonly number[] = set === 'wide' ? wideWidthsFor(width) : IMAGE_WIDTHS;
  const out = new Map<number, Buffer>();
  await Promise.all(
    widths.map(async (w) => {
      const buf = await base
        .clone()
        .resize({ width: Math.min(w, width), withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      out.set(w, buf);
    }),
  );
  return out;
}
