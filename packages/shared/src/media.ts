/**
 * Every stored image is re-encoded as WebP at these widths (docs/product.md#uploads-and-images).
 * The `url` the API returns is the largest variant; smaller ones share its name with another width.
 */
export const IMAGE_WIDTHS = [200, 400, 800] as const;
export const IMAGE_DEFAULT_WIDTH = 800;

/**
 * A wide picture (a banner's main image, which spans a desktop page) is kept at these widths instead, each file
 * named by its real width (docs/decisions/058-wide-pictures-true-to-their-names.md). One narrower than the largest
 * keeps the steps below its own width plus a file at its own width (a 1000 px upload: 400, 800 and 1000).
 */
export const WIDE_IMAGE_WIDTHS = [400, 800, 1600] as const;
export const WIDE_IMAGE_MAX_WIDTH = 1600;

const VARIANT_URL = /^(.*)-(\d+)\.webp$/;

/**
 * The widths stored for a picture whose largest file is `largest` px wide, ascending. The URL names the largest,
 * so this is all it takes to know a picture's files: `800` is the standard set (200/400/800, every picture stored
 * before wide sets existed and every kind but a banner's main image); any other width is a wide set.
 */
export function variantWidths(largest: number): number[] {
  if (largest === IMAGE_DEFAULT_WIDTH) return [...IMAGE_WIDTHS];
  return [...WIDE_IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** The wide set for a source `sourceWidth` px wide: never wider than the source (no upscaling), at most 1600. */
export function wideWidthsFor(sourceWidth: number): number[] {
  return variantWidths(Math.max(1, Math.min(Math.round(sourceWidth), WIDE_IMAGE_MAX_WIDTH)));
}

/** The widths of the files behind one of our media URLs (`…-<width>.webp`), or null for any other URL. */
export function imageWidths(url: string): number[] | null {
  const m = VARIANT_URL.exec(url);
  return m ? variantWidths(Number(m[2])) : null;
}

/**
 * `/media/x/abc-800.webp` → `/media/x/abc-200.webp 200w, …` for `<img srcset>`; `…-1600.webp` →
 * `…-400.webp 400w, …-800.webp 800w, …-1600.webp 1600w`. Each entry states its file's real width. Other URLs get none.
 */
export function imageSrcSet(url: string): string | undefined {
  const m = VARIANT_URL.exec(url);
  if (!m) return undefined;
  return variantWidths(Number(m[2]))
    .map((w) => `${m[1]}-${w}.webp ${w}w`)
    .join(', ');
}

/**
 * The file of `url` at least `width` px wide (the smallest such variant it has; its largest when none is), or `url`
 * itself when it is not one of ours. On the standard set `imageAt(url, 200)` is the 200 file; a wide set has no
 * 200 file, so it answers the 400 one.
 */
export function imageAt(url: string, width: number): string {
  const m = VARIANT_URL.exec(url);
  if (!m) return url;
  const widths = variantWidths(Number(m[2]));
  const pick = widths.find((w) => w >= width) ?? widths[widths.length - 1]!;
  return `${m[1]}-${pick}.webp`;
}
