import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { IMAGE_DEFAULT_WIDTH, IMAGE_WIDTHS } from '@electrohub/shared/media';
import { assertImage, toWebpVariants, type ImagePurpose } from './image-pipeline.ts';

/** One stored variant, ready to be sent (`open`). */
export interface MediaObject {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows them. */
  length?: number;
  etag?: string;
  lastModified?: string;
}

/**
 * Where media lives: files under DATA_DIR/media (the embedded default, `localMediaStore`) or an S3-compatible
 * bucket (`s3MediaStore`, docs/decisions/013-media-in-s3.md). Either way every stored image is a set of WebP
 * variants `<folder>/<id>-<width>.webp`, and the public URL is `/media/<folder>/<id>-<width>.webp`.
 */
export interface MediaStore {
  /** Validate, re-encode and store an uploaded image; returns the public URL of the largest variant. */
  saveImage(buf: Buffer, purpose: ImagePurpose, folder: string): Promise<string>;
  /** Store already-encoded variants (the seeder's generated images). */
  putVariants(folder: string, variants: Map<number, Buffer>, id?: string): Promise<string>;
  /** Remove all variants behind a URL this store returned; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /**
   * Read one variant by its path under `/media/` (`products/<id>-800.webp`); null when there is no such object
   * or the path is not one of ours (MEDIA_PATH).
   */
  open(relativePath: string): Promise<MediaObject | null>;
  /** Absolute root on disk (served by @fastify/static), or null when the app serves `/media/*` through `open`. */
  root: string | null;
}

export const SAFE_FOLDER = /^[a-z0-9-]+$/;
/** A public media URL this app hands out: folder and id. */
export const MEDIA_URL = /^\/media\/([a-z0-9-]+)\/([A-Za-z0-9-]+)-\d+\.webp$/;
/** The only paths below `/media/` that are ever read (no dots, no slashes beyond the folder: no traversal). */
export const MEDIA_PATH = /^[a-z0-9-]+\/[A-Za-z0-9-]+-\d+\.webp$/;

/** Validate, re-encode to WebP variants and hand them to the store's `putVariants`. */
export async function encodeAndStore(store: MediaStore, buf: Buffer, purpose: ImagePurpose, folder: string) {
  assertImage(buf, purpose);
  const variants = await toWebpVariants(buf);
  return store.putVariants(folder, variants);
}

export const variantName = (id: string, width: number) => `${id}-${width}.webp`;
export const defaultUrl = (folder: string, id: string) =>
  `/media/${folder}/${variantName(id, IMAGE_DEFAULT_WIDTH)}`;

export function localMediaStore(dataDir: string): MediaStore {
  const root = path.join(dataDir, 'media');
  const store: MediaStore = {
    root,
    saveImage: (buf, purpose, folder) => encodeAndStore(store, buf, purpose, folder),
    async putVariants(folder, variants, id = randomUUID()) {
      if (!SAFE_FOLDER.test(folder)) throw new Error(`bad media folder ${folder}`);
      const dir = path.join(root, folder);
      await mkdir(dir, { recursive: true });
      await Promise.all([...variants].map(([w, b]) => writeFile(path.join(dir, variantName(id, w)), b)));
      return defaultUrl(folder, id);
    },
    async remove(url) {
      const m = MEDIA_URL.exec(url);
      if (!m) return;
      await Promise.all(
        IMAGE_WIDTHS.map((w) => rm(path.join(root, m[1]!, variantName(m[2]!, w)), { force: true })),
      );
    },
    async open(relativePath) {
      if (!MEDIA_PATH.test(relativePath)) return null;
      const file = path.join(root, relativePath);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(file),
        contentType: 'image/webp',
        length: info.size,
        lastModified: info.mtime.toUTCString(),
      };
    },
  };
  return store;
}
