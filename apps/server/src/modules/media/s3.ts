import { createHash, createHmac, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { IMAGE_WIDTHS } from '@electrohub/shared/media';
import {
  defaultUrl,
  encodeAndStore,
  MEDIA_PATH,
  MEDIA_URL,
  SAFE_FOLDER,
  variantName,
  type MediaStore,
} from './storage.ts';

/**
 * Media in an S3-compatible bucket (docs/decisions/013-media-in-s3.md), spoken by hand over `fetch`:
 * path-style URLs `${endpoint}/${bucket}/${key}`, AWS Signature Version 4 with the payload's SHA-256.
 */

export interface S3Options {
  /** `https://s3.us-east-1.amazonaws.com`, `http://127.0.0.1:9000` (MinIO), `https://<account>.r2.cloudflarestorage.com`… */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per request, headers and body together (default 15 s). */
  timeoutMs?: number;
  /** Clock for signing (tests). */
  now?: () => Date;
  /** Where a failed clean-up is reported (default: stderr). */
  warn?: (message: string) => void;
}

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign and send besides host, x-amz-date and x-amz-content-sha256 (added here). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (or 'UNSIGNED-PAYLOAD'). */
  payloadHash: string;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const ALGORITHM = 'AWS4-HMAC-SHA256';

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 percent-encoding as SigV4 wants it (everything but A-Z a-z 0-9 - . _ ~). */
export function uriEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `20130524T000000Z` */
export function amzDate(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** kSigning = HMAC(HMAC(HMAC(HMAC("AWS4" + secret, date), region), service), "aws4_request"). */
export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, day);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

/**
 * Sign one request (header-based SigV4). Returns the headers to send (without `host`, which fetch derives from
 * the URL — it is signed all the same) and the intermediate strings for tests.
 */
export function signV4(req: SigV4Request, creds: SigV4Credentials, when: Date) {
  const service = creds.service ?? 's3';
  const stamp = amzDate(when);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${creds.region}/${service}/aws4_request`;

  const all = new Map<string, string>();
  for (const [k, v] of Object.entries(req.headers ?? {})) all.set(k.toLowerCase(), v);
  all.set('host', req.url.host);
  all.set('x-amz-content-sha256', req.payloadHash);
  all.set('x-amz-date', stamp);
  const names = [...all.keys()].sort();
  const canonicalHeaders = names.map((n) => `${n}:${all.get(n)!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');

  const canonicalUri =
    req.url.pathname
      .split('/')
      .map((seg) => uriEncode(decodeURIComponent(seg)))
      .join('/') || '/';
  const canonicalQuery = [...req.url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

  const canonicalRequest = [
    req.method.toUpperCase(),
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    req.payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(creds.secretAccessKey, day, creds.region, service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  const authorization = `${ALGORITHM} Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;

  const headers: Record<string, string> = { authorization };
  for (const [k, v] of all) if (k !== 'host') headers[k] = v;
  return { headers, canonicalRequest, stringToSign, signature };
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

function networkReason(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return `no answer within ${timeoutMs} ms`;
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  const code = cause && typeof cause.code === 'string' ? ` (${cause.code})` : '';
  return `request failed${code}`;
}

export function s3MediaStore(opts: S3Options): MediaStore {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const now = opts.now ?? (() => new Date());
  const base = new URL(opts.endpoint);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error('S3 endpoint must be an http(s) URL');
  const prefix = base.pathname.replace(/\/+$/, '');
  const creds: SigV4Credentials = {
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    region: opts.region,
    service: 's3',
  };
  const objectUrl = (key: string) =>
    new URL(`${base.origin}${prefix}/${uriEncode(opts.bucket)}/${key.split('/').map(uriEncode).join('/')}`);

  async function send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, headers?: Record<string, string>) {
    const url = objectUrl(key);
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    const signed = signV4({ method, url, headers, payloadHash }, creds, now());
    try {
      return await fetch(url, {
        method,
        headers: signed.headers,
        body: body ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new S3Error(`S3 ${method} ${key}: ${networkReason(err, timeoutMs)}`);
    }
  }

  async function failure(method: string, key: string, res: Response): Promise<S3Error> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
    return new S3Error(`S3 ${method} ${key} failed: ${res.status}${code ? ` ${code}` : ''}`, res.status, code);
  }

  async function put(key: string, body: Buffer) {
    const res = await send('PUT', key, body, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE_CACHE_CONTROL });
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
    saveImage: (buf, purpose, folder) => encodeAndStore(store, buf, purpose, folder),
    async putVariants(folder, variants, id = randomUUID()) {
      if (!SAFE_FOLDER.test(folder)) throw new Error(`bad media folder ${folder}`);
      const items = [...variants].map(([w, b]) => ({ key: keyOf(folder, variantName(id, w)), body: b }));
      const results = await Promise.allSettled(items.map((i) => put(i.key, i.body)));
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) {
        // All variants or none: take back the ones that made it (best effort; the first error is what counts).
        await Promise.allSettled(items.filter((_, n) => results[n]!.status === 'fulfilled').map((i) => del(i.key)));
        throw failed.reason;
      }
      return defaultUrl(folder, id);
    },
    async remove(url) {
      const m = MEDIA_URL.exec(url);
      if (!m) return;
      // Removal follows a change already committed (a product deleted, a picture replaced): a bucket that refuses
      // is reported and leaves an orphan object, never a failed request for something that did happen.
      const results = await Promise.allSettled(IMAGE_WIDTHS.map((w) => del(keyOf(m[1]!, variantName(m[2]!, w)))));
      for (const r of results)
        if (r.status === 'rejected') (opts.warn ?? ((msg: string) => console.warn(msg)))(`media: ${(r.reason as Error).message}`);
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
