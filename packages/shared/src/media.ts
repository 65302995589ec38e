/**
 * Every stored image is re-encoded as WebP at these widths (docs/product.md#uploads-and-images).
 * The `url` the API returns is the largest variant; smaller ones share its name with another width.
 */
export const IMAGE_WIDTHS = [200, 400, 800] as const;
export const IMAGE_DEFAULT_WIDTH = 800;

/** `/media/x/abc-800.webp` → `/media/x/abc-200.webp 200w, …` for `<img srcset>`; other URLs get none. */
export function imageSrcSet(url: string): string | undefined {
  const m = /^(.*)-(\d+)\.webp$/.exec(url);
  if (!m) return undefined;
  return IMAGE_WIDTHS.map((w) => `${m[1]}-${w}.webp ${w}w`).join(', ');
}

/** The variant of `url` at `width`, or `url` itself when it is not one of ours. */
export function imageAt(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return url.replace(/-(\d+)\.webp$/, `-${width}.webp`);
}
