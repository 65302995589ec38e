import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bannerSvg, categorySvg, logoSvg, productSvg, type ArtSpec } from './art.ts';
import { CATEGORIES } from './catalog-data.ts';
import { createRenderer, renderBanner, renderSquare } from './render.ts';

const spec = (kind: ArtSpec['kind']): ArtSpec => ({
  kind,
  colour: '#2563eb',
  accent: '#ec4899',
  brand: 'Sony & Co <Test>',
  model: 'WH-1000XM5',
  badges: ['30H Playback', 'ANC', '40mm Drivers'],
  seed: 3,
  round: true,
});

describe('generated art', () => {
  const kinds = [...new Set(CATEGORIES.flatMap((c) => c.families.map((f) => f.art)))];

  it('draws every kind of product as valid SVG, escaping text', async () => {
    expect(kinds.length).toBeGreaterThanOrEqual(20);
    for (const kind of kinds) {
      const svg = productSvg(spec(kind), 0);
      expect(svg).toContain('Sony &amp; Co &lt;Test&gt;');
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.width, meta.height]).toEqual([800, 800]);
    }
  });

  it('gives each of the five layouts a different picture', () => {
    const svgs = [0, 1, 2, 3, 4].map((i) => productSvg(spec('phone'), i));
    expect(new Set(svgs).size).toBe(5);
  });

  it('renders squares at 800/400/200 and banners at 1600/800/400 px', async () => {
    const square = await renderSquare(productSvg(spec('laptop'), 3));
    for (const [w, buf] of square) {
      const m = await sharp(buf).metadata();
      expect(m.format).toBe('webp');
      expect([m.width, m.height]).toEqual([w, w]);
    }
    const banner = await renderBanner(
      bannerSvg({
        eyebrow: 'Sale',
        title: 'Big sale',
        subtitle: 'Now',
        cta: 'Shop',
        from: '#000000',
        to: '#4f46e5',
        art: [spec('tv')],
      }),
    );
    // Each file as wide as its name: the srcset derived from the URL (…-1600.webp) states real widths.
    expect([...banner.keys()].sort((x, y) => x - y)).toEqual([400, 800, 1600]);
    for (const [w, buf] of banner) {
      const m = await sharp(buf).metadata();
      expect(m.format).toBe('webp');
      expect([m.width, m.height]).toEqual([w, (w * 600) / 1600]);
    }
  });

  it('reuses cached renders byte for byte', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-art-'));
    try {
      const render = createRenderer(dir);
      const svg = logoSvg('Arya Electronics', '#4f46e5', 2);
      const first = await render(svg, 'square');
      expect(await readdir(dir)).toHaveLength(3);
      const again = await createRenderer(dir)(svg, 'square');
      for (const [w, buf] of first) expect(again.get(w)!.equals(buf)).toBe(true);
      const other = await render(
        categorySvg(['phone', 'watch'], '#111827', '#22c55e', 'ElectroHub'),
        'square',
      );
      expect(other.get(800)!.equals(first.get(800)!)).toBe(false);
      // A banner is cached under its own widths and read back as the same wide set.
      const wide = bannerSvg({
        eyebrow: 'Sale',
        title: 'Cached',
        subtitle: 'Now',
        cta: 'Shop',
        from: '#000000',
        to: '#4f46e5',
        art: [spec('tv')],
      });
      const banner = await render(wide, 'banner');
      const cached = await createRenderer(dir)(wide, 'banner');
      expect([...cached.keys()].sort((x, y) => x - y)).toEqual([400, 800, 1600]);
      for (const [w, buf] of banner) expect(cached.get(w)!.equals(buf)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
