import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_DEFAULT_WIDTH, IMAGE_WIDTHS } from '@electrohub/shared/media';
import { assertImage, toWebpVariants, type ImagePurpose } from './image-pipeline.ts';

/**
 * Where media lives. Files under DATA_DIR/media served at /media (the embedded default);
 * every stored image is a set of WebP variants named `<id>-<width>.webp`.
 */
export interface MediaStore {
  /** Validate, re-encode and store an uploaded image; returns the public URL of the largest variant. */
  saveImage(buf: Buffer, purpose: ImagePurpose, folder: string): Promise<string>;
  /** Store already-encoded variants (the seeder's generated images). */
  putVariants(folder: string, variants: Map<number, Buffer>, id?: string): Promise<string>;
  /** Remove all variants behind a URL this store returned; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** Absolute root on disk (for @fastify/static). */
  root: string;
}

const SAFE_FOLDER = /^[a-z0-9-]+$/;

export function localMediaStore(dataDir: string): MediaStore {
  const root = path.join(dataDir, 'media');
  const store: MediaStore = {
    root,
    async saveImage(buf, purpose, folder) {
      assertImage(buf, purpose);
      const variants = await toWebpVariants(buf);
      return store.putVariants(folder, variants);
    },
    async putVariants(folder, variants, id = randomUUID()) {
      if (!SAFE_FOLDER.test(folder)) throw new Error(`bad media folder ${folder}`);
      const dir = path.join(root, folder);
      await mkdir(dir, { recursive: true });
      await Promise.all([...variants].map(([w, b]) => writeFile(path.join(dir, `${id}-${w}.webp`), b)));
      return `/media/${folder}/${id}-${IMAGE_DEFAULT_WIDTH}.webp`;
    },
    async remove(url) {
      const m = /^\/media\/([a-z0-9-]+)\/([A-Za-z0-9-]+)-\d+\.webp$/.exec(url);
      if (!m) return;
      await Promise.all(
        IMAGE_WIDTHS.map((w) => rm(path.join(root, m[1]!, `${m[2]}-${w}.webp`), { force: true })),
      );
    },
  };
  return store;
}
