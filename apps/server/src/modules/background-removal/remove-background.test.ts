import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maskIoU, productPhotoFixtures } from '../../../test/fixtures/product-photos.ts';
import { computeMask } from './mask.ts';
import { cutOut, removeBackground } from './remove-background.ts';

describe('background removal quality', () => {
  it('finds the product on plain and gradient backgrounds with soft shadows (mean mask IoU ≥ 0.95)', async () => {
    const fixtures = await productPhotoFixtures();
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
    const scores: Record<string, number> = {};
    for (const f of fixtures) {
      const c = await cutOut(f.photo);
      expect([c.width, c.height]).toEqual([f.width, f.height]);
      scores[f.name] = maskIoU(c.alpha, f.truth);
    }
    const values = Object.values(scores);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    console.info('background removal IoU', scores, 'mean', mean.toFixed(4));
    expect(mean).toBeGreaterThanOrEqual(0.95);
    // No scene may fail badly either (a leak into the product or a shadow left behind).
    for (const [name, iou] of Object.entries(scores)) expect(iou, name).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});

describe('computeMask', () => {
  it('keeps a block and drops a plain background', () => {
    const w = 60;
    const h = 40;
    const rgb = new Uint8Array(w * h * 3).fill(235);
    for (let y = 10; y < 30; y++) for (let x = 15; x < 45; x++) rgb.set([200, 30, 30], (y * w + x) * 3);
    const { mask, alpha } = computeMask(rgb, w, h);
    expect(mask[20 * w + 30]).toBe(1);
    expect(mask[2 * w + 2]).toBe(0);
    expect(mask[20 * w + 5]).toBe(0);
    // Feathered: the edge is between the two.
    expect(alpha[20 * w + 30]).toBe(255);
    expect(alpha[0]).toBe(0);
    expect(alpha[20 * w + 15]).toBeGreaterThan(0);
    expect(alpha[20 * w + 15]).toBeLessThan(255);
  });

  it('removes a large enclosed hole that shows the background (a ring)', () => {
    const w = 100;
    const h = 100;
    const rgb = new Uint8Array(w * h * 3).fill(240);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const r = Math.hypot(x - 50, y - 50);
        if (r >= 20 && r <= 35) rgb.set([30, 30, 40], (y * w + x) * 3);
      }
    const { mask } = computeMask(rgb, w, h);
    expect(mask[50 * w + 50]).toBe(0);
    expect(mask[50 * w + 22]).toBe(1);
  });

  it('a blank picture has no foreground', () => {
    const rgb = new Uint8Array(30 * 30 * 3).fill(128);
    expect(computeMask(rgb, 30, 30).mask.every((v) => v === 0)).toBe(true);
  });
});

describe('removeBackground', () => {
  it('answers a PNG with an alpha channel, transparent in the corners', async () => {
    const [f] = await productPhotoFixtures();
    const png = await removeBackground(f!.photo);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.hasAlpha).toBe(true);
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4;
    expect(data[centre + 3]).toBe(255);
  }, 60_000);
});
