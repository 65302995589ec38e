import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AwsV4Signer } from 'aws4fetch';
import {
  encodeAndStore,
  largestOf,
  MEDIA_PATH,
  SAFE_FOLDER,
  urlOf,
  variantName,
  variantsOf,
  type MediaStore,
} from './storage.ts';

/**
 * Media in an S3-compatible bucket (docs/decisions/013-media-in-s3.md, 028): requests signed with AWS Signature
 * Version 4 by `aws4fetch` (the payload's SHA-256 in `x-amz-content-sha256`, the session token of temporary
 * credentials in `x-amz-security-token`), sent with `fetch`, virtual-hosted (`https://<bucket>.<endpoint host>/key`)
 * or path-style (`<endpoint>/<bucket>/key`), and retried with back-off on 5xx, 429 and network errors.
 */

export interface S3Options {
  /** `https://s3.us-east-1.amazonaws.com`, `http://127.0.0.1:9000` (MinIO), `https://<account>.r2.cloudflarestorage.com`… */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The session token of temporary credentials (an IAM role's, STS); sent and signed as `x-amz-security-token`. */
  sessionToken?: string;
  /** `<endpoint>/<bucket>/key` instead of `<bucket>.<endpoint host>/key` (config: custom endpoints, S3_FORCE_PATH_STYLE). */
  pathStyle?: boolean;
  /** Per attempt, headers and body together (default 15 s). An attempt that times out is not repeated. */
  timeoutMs?: number;
  /** Further attempts after a 5xx, a 429 or a failed connection (default 3). */
  retries?: number;
  /** The first back-off; each next one doubles, with jitter (default 100 ms). */
  retryBaseMs?: number;
  /** How requests are sent (default: global `fetch`); tests route virtual-hosted names to loopback with it. */
  transport?: (url: URL, init: RequestInit) => Promise<Response>;
  /** Clock for signing (tests). */
  now?: () => Date;
  /** Where a failed clean-up is reported (default: stderr). */
  warn?: (message: string) => void;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 percent-encoding of one path segment (everything but A-Z a-z 0-9 - . _ ~). */
export function uriEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `20130524T000000Z`, the form aws4fetch signs with. */
export function amzDate(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A bucket call that did not work. The message names method, key, status and S3 error code; never a secret. */
export class S3Error extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

const isTimeout = (err: unknown) =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

function networkReason(err: unknown, timeoutMs: number): string {
  if (isTimeout(err)) return `no answer within ${timeoutMs} ms`;
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  const code = cause && typeof cause.code === 'string' ? ` (${cause.code})` : '';
  return `request failed${code}`;
}

/** Answers worth asking again: the bucket's own trouble (5xx) and "slow down" (429, 503). */
const retryable = (status: number) => status >= 500 || status === 429;

export function s3MediaStore(opts: S3Options): MediaStore {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const retries = Math.max(0, Math.min(opts.retries ?? 3, 10));
  const retryBaseMs = opts.retryBaseMs ?? 100;
  const now = opts.now ?? (() => new Date());
  const transport = opts.transport ?? ((url: URL, init: RequestInit) => fetch(url, init));
  const base = new URL(opts.endpoint);
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new Error('S3 endpoint must be an http(s) URL');
  const prefix = base.pathname.replace(/\/+$/, '');
  const encodedKey = (key: string) => key.split('/').map(uriEncode).join('/');
  const objectUrl = (key: string) =>
    opts.pathStyle
      ? new URL(`${base.origin}${prefix}/${uriEncode(opts.bucket)}/${encodedKey(key)}`)
      : new URL(`${base.protocol}//${opts.bucket}.${base.host}${prefix}/${encodedKey(key)}`);

  /** Signs afresh for each attempt (x-amz-date moves on) and sends. */
  async function attempt(
    method: string,
    url: URL,
    body: Uint8Array | undefined,
    headers: Record<string, string>,
  ) {
    const signer = new AwsV4Signer({
      method,
      url: url.href,
      headers: { ...headers, 'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_SHA256 },
      body,
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      sessionToken: opts.sessionToken,
      service: 's3',
      region: opts.region,
      datetime: amzDate(now()),
    });
    const signed = await signer.sign();
    return transport(url, { method, headers: signed.headers, body, signal: AbortSignal.timeout(timeoutMs) });
  }

  async function send(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ) {
    const url = objectUrl(key);
    const bytes = body ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength) : undefined;
    for (let i = 0; ; i++) {
      let res: Response | undefined;
      try {
        res = await attempt(method, url, bytes, headers);
      } catch (err) {
        // A timeout has used its whole budget already: report it rather than make the caller wait again.
        if (isTimeout(err) || i >= retries)
          throw new S3Error(`S3 ${method} ${key}: ${networkReason(err, timeoutMs)}`);
      }
      if (res && (!retryable(res.status) || i >= retries)) return res;
      await res?.body?.cancel();
      // Exponential back-off with jitter (half to all of base·2^i), so retrying processes do not move in step.
      const wait = retryBaseMs * 2 ** i;
      await new Promise((resolve) => setTimeout(resolve, wait / 2 + Math.random() * (wait / 2)));
    }
  }

  async function failure(method: string, key: string, res: Response): Promise<S3Error> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
    return new S3Error(
      `S3 ${method} ${key} failed: ${res.status}${code ? ` ${code}` : ''}`,
      res.status,
      code,
    );
  }

  async function put(key: string, body: Buffer) {
    const res = await send('PUT', key, body, {
      'content-type': 'image/webp',
      'cache-control': IMMUTABLE_CACHE_CONTROL,
    });
    if (!res.ok) throw await failure('PUT', key, res);
    await res.body?.cancel();
  }

  async function del(key: string) {
    const res = await send('DELETE', key);
    // 204 as S3 answers; 404 (already gone) is fine too.
    if (!res.ok && res.status !== 404) throw await failure('DELETE', key, res);
    await res.body?.cancel();
  }

  const keyOf = (folder: string, name: string) => `media/${folder}/${name}`;

  const store: MediaStore = {
    root: null,
    saveImage: (buf, purpose, folder, set) => encodeAndStore(store, buf, purpose, folder, set),
    async putVariants(folder, variants, id = randomUUID()) {
      if (!SAFE_FOLDER.test(folder)) throw new Error(`bad media folder ${folder}`);
      const largest = largestOf(variants);
      const items = [...variants].map(([w, b]) => ({ key: keyOf(folder, variantName(id, w)), body: b }));
      const results = await Promise.allSettled(items.map((i) => put(i.key, i.body)));
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) {
        // All variants or none: take back the ones that made it (best effort; the first error is what counts).
        await Promise.allSettled(
          items.filter((_, n) => results[n]!.status === 'fulfilled').map((i) => del(i.key)),
        );
        throw failed.reason;
      }
      return urlOf(folder, id, largest);
    },
    async remove(url) {
      const v = variantsOf(url);
      if (!v) return;
      // Removal follows a change already committed (a product deleted, a picture replaced): a bucket that refuses
      // is reported and leaves an orphan object, never a failed request for something that did happen.
      const results = await Promise.allSettled(
        v.widths.map((w) => del(keyOf(v.folder, variantName(v.id, w)))),
      );
      for (const r of results)
        if (r.status === 'rejected')
          (opts.warn ?? ((msg: string) => console.warn(msg)))(`media: ${(r.reason as Error).message}`);
    },
    async open(relativePath) {
      if (!MEDIA_PATH.test(relativePath)) return null;
      const key = `media/${relativePath}`;
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw await failure('GET', key, res);
      const cl = res.headers.get('content-length');
      const length = cl === null ? NaN : Number(cl);
      return {
        body: Readable.fromWeb(res.body),
        contentType: 'image/webp',
        length: Number.isFinite(length) && length >= 0 ? length : undefined,
        etag: res.headers.get('etag') ?? undefined,
        lastModified: res.headers.get('last-modified') ?? undefined,
      };
    },
  };
  return store;
}
