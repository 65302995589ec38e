import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { variantWidths } from '@electrohub/shared/media';
import { assertImage, toWebpVariants, type ImagePurpose, type VariantSet } from './image-pipeline.ts';

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
 * variants `<folder>/<id>-<width>.webp`, and the public URL is `/media/<folder>/<id>-<width>.webp` naming the largest,
 * whose width says which files there are (`variantWidths`: 800 the standard set, anything else a wide set).
 */
export interface MediaStore {
  /**
   * Validate, re-encode and store an uploaded image (`set`: its widths, standard unless said); returns the public URL
   * of the largest variant.
   */
  saveImage(buf: Buffer, purpose: ImagePurpose, folder: string, set?: VariantSet): Promise<string>;
  /**
   * Store already-encoded variants (the seeder's generated images, the pipeline's output); returns the URL of the
   * largest. The widths must be the set that URL names (`variantWidths`), or it throws before storing anything.
   */
  putVariants(folder: string, variants: Map<number, Buffer>, id?: string): Promise<string>;
  /** Remove all variants behind a URL this store returned (the widths its name implies); unknown URLs are ignored. */
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
/** A public media URL this app hands out: folder, id and the largest file's width (which names the set). */
export const MEDIA_URL = /^\/media\/([a-z0-9-]+)\/([A-Za-z0-9-]+)-(\d+)\.webp$/;
/** The only paths below `/media/` that are ever read (no dots, no slashes beyond the folder: no traversal). */
export const MEDIA_PATH = /^[a-z0-9-]+\/[A-Za-z0-9-]+-\d+\.webp$/;

/** Validate, re-encode to WebP variants and hand them to the store's `putVariants`. */
export async function encodeAndStore(
  store: MediaStore,
  buf: Buffer,
  purpose: ImagePurpose,
  folder: string,
  set: VariantSet = 'standard',
) {
  assertImage(buf, purpose);
  const variants = await toWebpVariants(buf, set);
  return store.putVariants(folder, variants);
}

export const variantName = (id: string, width: number) => `${id}-${width}.webp`;

/**
 * The width a set about to be stored is named by (its largest). Throws when a URL naming it would imply other files
 * than these (`variantWidths`), so a srcset derived from the URL never names a missing file.
 */
export function largestOf(variants: Map<number, Buffer>): number {
  const widths = [...variants.keys()].sort((a, b) => a - b);
  const largest = widths[widths.length - 1];
  if (largest === undefined || variantWidths(largest).join() !== widths.join())
    throw new Error(`media: widths ${widths.join('/')} are not a set a URL can name`);
  return largest;
}
export const urlOf = (folder: string, id: string, width: number) =>
  `/media/${folder}/${variantName(id, width)}`;

/** The folder, id and stored widths behind a public media URL, or null when it is not one of ours. */
export function variantsOf(url: string): { folder: string; id: string; widths: number[] } | null {
  const m = MEDIA_URL.exec(url);
  return m ? { folder: m[1]!, id: m[2]!, widths: variantWidths(Number(m[3])) } : null;
}

export function localMediaStore(dataDir: string): MediaStore {
  const root = path.join(dataDir, 'media');
  const store: MediaStore = {
    root,
    saveImage: (buf, purpose, folder, set) => encodeAndStore(store, buf, purpose, folder, set),
    async putVariants(folder, variants, id = randomUUID()) {
      if (!SAFE_FOLDER.test(folder)) throw new Error(`bad media folder ${folder}`);
      const largest = largestOf(variants);
      const dir = path.join(root, folder);
      await mkdir(dir, { recursive: true });
      await Promise.all([...variants].map(([w, b]) => writeFile(path.join(dir, variantName(id, w)), b)));
      return urlOf(folder, id, largest);
    },
    async remove(url) {
      const v = variantsOf(url);
      if (!v) return;
      await Promise.all(
        v.widths.map((w) => rm(path.join(root, v.folder, variantName(v.id, w)), { force: true })),
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
