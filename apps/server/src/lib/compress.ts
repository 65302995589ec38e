import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compression of the answers and pages the server writes itself (decision 043). Static files are compressed at
 * build time and served by @fastify/static (`preCompressed`); this is for JSON answers and HTML documents.
 *
 * - brotli when the client accepts it, else gzip, else the body as it is (no Accept-Encoding: identity).
 * - Only bodies worth it: at least `MIN_BYTES`, of a textual type.
 * - A body the server keeps (a remembered answer's text, a remembered page) is a `StoredBody`: each encoding of it is
 *   made once, the first time a client asks for it, and kept beside the text for as long as the body is kept.
 * - A body written for one request is compressed at a cheap level (its cost is paid on every such request).
 */
export type Encoding = 'br' | 'gzip';

/** Below this, the headers and the framing cost more than compression saves (one TCP segment holds it anyway). */
export const MIN_BYTES = 1024;

/**
 * Levels chosen by measurement (decision 043, CPU on this machine): a 13.6 kB listing answer takes 0.11 ms with
 * gzip 6 (4.0 kB) and 0.21 ms with brotli 4 (4.0 kB), so a body written for one request goes out as gzip 6 when
 * the client takes gzip. A kept body is compressed once per encoding: brotli 5 (an 87 kB home page: 11.1 kB in
 * 1.0 ms, gzip 6 12.5 kB) is worth its cost there.
 */
const FRESH_BROTLI_QUALITY = 4;
const STORED_BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** How many bodies were compressed, per kind (tests count them: a kept body is compressed once per encoding). */
export const compressionCount = { fresh: 0, stored: 0 };

function compress(body: string | Buffer, encoding: Encoding, quality: number): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: typeof body === 'string' ? body.length : body.byteLength,
      },
    });
  return gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * `b` in memory of its own size (decision 050). zlib's sync calls hand out a slice of their 16 KB output chunk, and
 * `Buffer.from` a slice of the shared 8 KB pool: kept for as long as a cache keeps the body, a 0.6 KB compressed
 * product answer held 16 KB and its 1.2 KB of UTF-8 another 8 KB slab.
 */
export function ownBytes(b: Buffer): Buffer {
  if (b.byteOffset === 0 && b.buffer.byteLength === b.byteLength) return b;
  const own = Buffer.allocUnsafeSlow(b.byteLength);
  b.copy(own);
  return own;
}

/** A body written once and sent many times (a remembered answer or page), with its encodings made on demand. */
export class StoredBody {
  private br?: Buffer;
  private gzip?: Buffer;
  private raw?: Buffer;
  private utf8Length?: number;
  /** Told how many bytes more this body holds each time it keeps an encoding (the cache that keeps it counts them). */
  grew?: (bytes: number) => void;

  constructor(readonly text: string) {}

  /** The bytes to send for `encoding`; `null` when compressing would not make it smaller. */
  encoded(encoding: Encoding): Buffer | null {
    let out = encoding === 'br' ? this.br : this.gzip;
    if (out === undefined) {
      compressionCount.stored++;
      out = ownBytes(compress(this.text, encoding, STORED_BROTLI_QUALITY));
      if (encoding === 'br') this.br = out;
      else this.gzip = out;
      this.grew?.(out.byteLength);
    }
    // Measured, not encoded: a client that takes brotli never needs the identity bytes kept too.
    this.utf8Length ??= this.raw?.byteLength ?? Buffer.byteLength(this.text, 'utf8');
    return out.byteLength < this.utf8Length ? out : null;
  }

  /** The text as bytes, encoded once (a string is otherwise encoded to UTF-8 on every send). */
  bytes(): Buffer {
    if (this.raw === undefined) {
      this.raw = ownBytes(Buffer.from(this.text, 'utf8'));
      this.grew?.(this.raw.byteLength);
    }
    return this.raw;
  }

  /**
   * Bytes held: what the cache that keeps this body pays for it (the text counted at one byte a character, as V8
   * keeps an ASCII string; the identity bytes only once something asked for them).
   */
  get size(): number {
    return (
      this.text.length +
      (this.raw?.byteLength ?? 0) +
      (this.br?.byteLength ?? 0) +
      (this.gzip?.byteLength ?? 0)
    );
  }
}

/**
 * Compresses a body written for this request only (`accepted`: what the client takes): gzip 6 when it is taken (as
 * small as brotli 4 for half its CPU), brotli 4 otherwise. `null` when it would not get smaller.
 */
export function compressFresh(
  body: string | Buffer,
  accepted: Encoding,
  gzipAccepted: boolean,
): { encoding: Encoding; bytes: Buffer } | null {
  compressionCount.fresh++;
  const encoding: Encoding = gzipAccepted ? 'gzip' : accepted;
  const out = compress(body, encoding, FRESH_BROTLI_QUALITY);
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  return out.byteLength < size ? { encoding, bytes: out } : null;
}

/** What a client's Accept-Encoding allows: the best encoding (`br`, else `gzip`, else none) and whether gzip is taken. */
export type Accepted = { best: Encoding | null; gzip: boolean };
const NONE: Accepted = { best: null, gzip: false };

// Clients send one of a handful of Accept-Encoding values (each browser its own): each is parsed once.
const parsed = new Map<string, Accepted>();
const MAX_PARSED = 64;

/**
 * The encodings an Accept-Encoding header allows. An encoding is acceptable when listed (or covered by `*`) with a
 * q-value above 0; `identity` is always acceptable, so a client that accepts neither gets the body as it is.
 */
export function acceptedEncodings(header: string | undefined): Accepted {
  if (!header) return NONE;
  let choice = parsed.get(header);
  if (choice !== undefined) return choice;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    let value = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) value = Number(m[1]);
    }
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  const gzip = accepts('gzip') || (q.get('x-gzip') ?? 0) > 0;
  choice = { best: accepts('br') ? 'br' : gzip ? 'gzip' : null, gzip };
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(header, choice);
  return choice;
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

/** Whether a body of this Content-Type gains from compression (text does; images, archives and fonts do not). */
export function isCompressible(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

/** A Vary header value with `Accept-Encoding` added once. */
export function varyWithEncoding(current: unknown): string {
  if (typeof current !== 'string' || current === '') return 'Accept-Encoding';
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}
