import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet } from '@electrohub/shared/media';
import { toWebpVariants } from './image-pipeline.ts';
import { localMediaStore, type MediaStore } from './storage.ts';

/** A flat picture `width`×`height`; `orientation` sets an EXIF orientation tag (6: shown rotated a quarter turn). */
const picture = (width: number, height: number, orientation?: number) => {
  const img = sharp({ create: { width, height, channels: 3, background: '#4f46e5' } });
  return (orientation ? img.withMetadata({ orientation }) : img).jpeg().toBuffer();
};

/** Width × height of every variant, by the name it is stored under. */
async function sizes(variants: Map<number, Buffer>) {
  const out: Record<number, [number, number]> = {};
  for (const [w, buf] of variants) {
    const m = await sharp(buf).metadata();
    expect(m.format).toBe('webp');
    out[w] = [m.width, m.height];
  }
  return out;
}

describe('the image pipeline', () => {
  it('keeps a wide upload at 400, 800 and 1600 px, each under its own width', async () => {
    expect(await sizes(await toWebpVariants(await picture(2400, 900), 'wide'))).toEqual({
      400: [400, 150],
      800: [800, 300],
      1600: [1600, 600],
    });
  });

  it('never upscales a narrower wide upload, and names its largest file by its real width', async () => {
    expect(await sizes(await toWebpVariants(await picture(1000, 375), 'wide'))).toEqual({
      400: [400, 150],
      800: [800, 300],
      1000: [1000, 375],
    });
    expect(await sizes(await toWebpVariants(await picture(600, 300), 'wide'))).toEqual({
      400: [400, 200],
      600: [600, 300],
    });
  });

  it('measures a wide upload as shown, after its EXIF orientation', async () => {
    // Stored 900 × 2400, shown 2400 × 900.
    expect(await sizes(await toWebpVariants(await picture(900, 2400, 6), 'wide'))).toEqual({
      400: [400, 150],
      800: [800, 300],
      1600: [1600, 600],
    });
  });

  it('keeps every other image at the standard 200, 400 and 800 px', async () => {
    expect(await sizes(await toWebpVariants(await picture(2400, 900)))).toEqual({
      200: [200, 75],
      400: [400, 150],
      800: [800, 300],
    });
  });
});

describe('the local media store', () => {
  let dir: string;
  let store: MediaStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-media-'));
    store = localMediaStore(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const files = async (folder: string) => (await readdir(path.join(dir, 'media', folder))).sort();

  it('stores a wide set under a URL naming its largest file, whose srcset lists exactly the files stored', async () => {
    const url = await store.saveImage(await picture(2000, 750), 'banner', 'banners', 'wide');
    expect(url).toMatch(/^\/media\/banners\/[\w-]+-1600\.webp$/);
    const id = /([\w-]+)-1600\.webp$/.exec(url)![1]!;
    expect(await files('banners')).toEqual([`${id}-1600.webp`, `${id}-400.webp`, `${id}-800.webp`]);
    const listed = imageSrcSet(url)!
      .split(', ')
      .map((e) => e.split(' ')[0]!.replace('/media/banners/', ''))
      .sort();
    expect(listed).toEqual(await files('banners'));

    const narrow = await store.saveImage(await picture(1000, 375), 'banner', 'banners', 'wide');
    expect(narrow).toMatch(/-1000\.webp$/);
    // Deleting removes every file of each set, whichever set it is.
    await store.remove(url);
    await store.remove(narrow);
    expect(await files('banners')).toEqual([]);
  });

  it('deletes every file of a standard set too (pictures stored before wide sets)', async () => {
    const url = await store.saveImage(await picture(900, 900), 'product', 'products');
    expect(url).toMatch(/-800\.webp$/);
    expect(await files('products')).toHaveLength(3);
    await store.remove(url);
    expect(await files('products')).toEqual([]);
  });

  it('refuses a set whose URL would name files it does not have', async () => {
    const b = Buffer.from('x');
    await expect(
      store.putVariants(
        'banners',
        new Map([
          [200, b],
          [800, b],
        ]),
      ),
    ).rejects.toThrow(/not a set a URL can name/);
    await expect(store.putVariants('banners', new Map())).rejects.toThrow(/not a set a URL can name/);
  });
});
