import { describe, expect, it } from 'vitest';
import { imageAt, imageSrcSet, imageWidths, variantWidths, wideWidthsFor } from './media.ts';

describe('media URLs name their widths', () => {
  it('a URL ending -800 keeps the standard set: what every picture stored so far has', () => {
    expect(imageSrcSet('/media/products/a-800.webp')).toBe(
      '/media/products/a-200.webp 200w, /media/products/a-400.webp 400w, /media/products/a-800.webp 800w',
    );
    expect(imageWidths('/media/banners/old-800.webp')).toEqual([200, 400, 800]);
    expect(imageAt('/media/products/a-800.webp', 200)).toBe('/media/products/a-200.webp');
    expect(imageAt('/media/products/a-800.webp', 400)).toBe('/media/products/a-400.webp');
    expect(imageAt('/media/products/a-800.webp', 800)).toBe('/media/products/a-800.webp');
  });

  it('a URL ending -1600 is the wide set, each file stated at its real width', () => {
    expect(imageSrcSet('/media/banners/b-1600.webp')).toBe(
      '/media/banners/b-400.webp 400w, /media/banners/b-800.webp 800w, /media/banners/b-1600.webp 1600w',
    );
    expect(imageWidths('https://cdn.example/media/banners/b-1600.webp')).toEqual([400, 800, 1600]);
    // A wide set has no 200 file: the smallest file at least that wide.
    expect(imageAt('/media/banners/b-1600.webp', 200)).toBe('/media/banners/b-400.webp');
    expect(imageAt('/media/banners/b-1600.webp', 400)).toBe('/media/banners/b-400.webp');
    expect(imageAt('/media/banners/b-1600.webp', 800)).toBe('/media/banners/b-800.webp');
    expect(imageAt('/media/banners/b-1600.webp', 1200)).toBe('/media/banners/b-1600.webp');
    expect(imageAt('/media/banners/b-1600.webp', 4000)).toBe('/media/banners/b-1600.webp');
  });

  it('a wide set narrower than 1600 px ends at its own width, never claiming more', () => {
    expect(wideWidthsFor(1000)).toEqual([400, 800, 1000]);
    expect(imageSrcSet('/media/banners/c-1000.webp')).toBe(
      '/media/banners/c-400.webp 400w, /media/banners/c-800.webp 800w, /media/banners/c-1000.webp 1000w',
    );
    expect(wideWidthsFor(3000)).toEqual([400, 800, 1600]);
    expect(wideWidthsFor(1600)).toEqual([400, 800, 1600]);
    expect(wideWidthsFor(600)).toEqual([400, 600]);
    expect(wideWidthsFor(64)).toEqual([64]);
    // Exactly 800 px is the standard set's name, so it gets the standard set's files.
    expect(wideWidthsFor(800)).toEqual([200, 400, 800]);
    for (const w of [64, 399, 400, 600, 800, 801, 1000, 1599, 1600, 5000]) {
      const widths = wideWidthsFor(w);
      expect(variantWidths(widths[widths.length - 1]!)).toEqual(widths);
      expect(Math.max(...widths)).toBeLessThanOrEqual(Math.min(w, 1600));
    }
  });

  it('leaves other URLs alone', () => {
    expect(imageSrcSet('https://example.com/pic.jpg')).toBeUndefined();
    expect(imageWidths('/media/banners/x.webp')).toBeNull();
    expect(imageAt('https://example.com/pic.jpg', 200)).toBe('https://example.com/pic.jpg');
  });
});
