import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3 look-alike for tests (used by tests only): PUT / GET / DELETE object on one in-memory bucket, on
 * loopback, path-style (`/<bucket>/key`) or virtual-hosted (the bucket as the first label of the Host header,
 * `<bucket>.s3.test:<port>`; `loopbackTransport` sends such requests here). With `sessionToken` set it wants that
 * token in a signed `x-amz-security-token`, as temporary credentials do. It checks AWS Signature Version 4 itself — written separately from s3.ts, so a signing mistake there
 * is refused here with 403 and an S3-style XML error, as a real bucket would.
 */

export interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl?: string;
  etag: string;
  lastModified: Date;
}

export interface RequestRecord {
  method: string;
  path: string;
  /** The Host header as received. */
  host: string;
  /** How the bucket was named: in the Host header or in the path. */
  style: 'virtual-hosted' | 'path';
  status: number;
  code?: string;
}

/** What the verifier needs of a request (raw path and query as sent). */
export interface IncomingSigned {
  method: string;
  rawPath: string;
  rawQuery: string;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

export type Verdict =
  { ok: true; accessKeyId: string } | { ok: false; status: number; code: string; message: string };

const MAX_SKEW_MS = 15 * 60 * 1000;
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encode byte by byte (UTF-8), keeping only RFC 3986 unreserved characters. */
function awsEscape(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function unescapeLoose(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const hex = (b: Buffer) => b.toString('hex');
const mac = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(Buffer.from(text, 'utf8')).digest();

function parseAmzDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const t = Date.UTC(y!, mo! - 1, d, h, mi, s);
  return Number.isNaN(t) ? null : new Date(t);
}

/**
 * Verify a header-signed SigV4 request. `secretFor` answers the secret of an access key (or undefined);
 * `now` is the server's clock.
 */
export function verifySigV4(
  req: IncomingSigned,
  opts: {
    region: string;
    service?: string;
    secretFor: (accessKeyId: string) => string | undefined;
    now: Date;
  },
): Verdict {
  const service = opts.service ?? 's3';
  const deny = (code: string, message: string, status = 403): Verdict => ({
    ok: false,
    status,
    code,
    message,
  });
  const auth = req.headers['authorization'];
  if (!auth) return deny('AccessDenied', 'Anonymous access is not allowed');
  const parsed =
    /^AWS4-HMAC-SHA256 Credential=([^/\s,]+)\/(\d{8})\/([^/\s,]+)\/([^/\s,]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!parsed) return deny('AuthorizationHeaderMalformed', 'The authorization header is malformed', 400);
  const [, accessKeyId, scopeDay, scopeRegion, scopeService, signedList, givenSignature] =
    parsed as unknown as string[];
  const secret = opts.secretFor(accessKeyId!);
  if (secret === undefined)
    return deny('InvalidAccessKeyId', 'The access key id does not exist in our records');
  if (scopeRegion !== opts.region || scopeService !== service)
    return deny(
      'AuthorizationHeaderMalformed',
      `The region or service in the credential scope is wrong; expecting ${opts.region}`,
      400,
    );

  const dateHeader = req.headers['x-amz-date'];
  if (!dateHeader) return deny('AccessDenied', 'x-amz-date is missing');
  const signedAt = parseAmzDate(dateHeader);
  if (!signedAt) return deny('AccessDenied', 'x-amz-date is not a valid ISO 8601 basic date');
  if (dateHeader.slice(0, 8) !== scopeDay)
    return deny('SignatureDoesNotMatch', 'The credential date differs from x-amz-date');
  if (Math.abs(opts.now.getTime() - signedAt.getTime()) > MAX_SKEW_MS)
    return deny(
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large',
    );

  const contentHash = req.headers['x-amz-content-sha256'];
  if (!contentHash) return deny('AccessDenied', 'x-amz-content-sha256 is missing');
  if (
    contentHash !== 'UNSIGNED-PAYLOAD' &&
    contentHash !== hex(createHash('sha256').update(req.body).digest())
  )
    return deny(
      'XAmzContentSHA256Mismatch',
      'The provided x-amz-content-sha256 does not match the body',
      400,
    );

  const signed = signedList!.split(';');
  for (const must of ['host', 'x-amz-date', 'x-amz-content-sha256'])
    if (!signed.includes(must)) return deny('AccessDenied', `${must} must be signed`);
  const sortedCopy = [...signed].sort();
  if (sortedCopy.join(';') !== signedList)
    return deny('SignatureDoesNotMatch', 'SignedHeaders are not sorted');
  const headerLines: string[] = [];
  for (const name of signed) {
    const value = req.headers[name];
    if (value === undefined) return deny('AccessDenied', `Signed header ${name} is missing`);
    headerLines.push(
      `${name}:${value
        .replace(/^\s+|\s+$/g, '')
        .split(/\s+/)
        .join(' ')}`,
    );
  }

  const uri = req.rawPath
    .split('/')
    .map((part) => awsEscape(unescapeLoose(part)))
    .join('/');
  const query = req.rawQuery
    ? req.rawQuery
        .split('&')
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          const k = at < 0 ? pair : pair.slice(0, at);
          const v = at < 0 ? '' : pair.slice(at + 1);
          return `${awsEscape(unescapeLoose(k))}=${awsEscape(unescapeLoose(v))}`;
        })
        .sort()
        .join('&')
    : '';
  const canonical = `${req.method}\n${uri}\n${query}\n${headerLines.join('\n')}\n\n${signedList}\n${contentHash}`;
  const toSign = `AWS4-HMAC-SHA256\n${dateHeader}\n${scopeDay}/${scopeRegion}/${scopeService}/aws4_request\n${hex(
    createHash('sha256').update(canonical, 'utf8').digest(),
  )}`;
  let key = Buffer.from(`AWS4${secret}`, 'utf8');
  for (const part of [scopeDay, scopeRegion, scopeService, 'aws4_request']) key = mac(key, part);
  const expected = mac(key, toSign);
  const given = Buffer.from(givenSignature!, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return deny(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided',
    );
  return { ok: true, accessKeyId: accessKeyId! };
}

export interface S3TestServer {
  /** `http://127.0.0.1:<port>` — use as S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  /** The secret the server accepts (change it to play a client with the wrong secret). */
  secretAccessKey: string;
  /** Added to the server's clock (to play a skewed client). */
  clockSkewMs: number;
  /** Object key (without the bucket) → object. */
  objects: Map<string, StoredObject>;
  requests: RequestRecord[];
  /** Answer these with an error instead (e.g. one variant's PUT fails); `times`: only so many times (a passing fault). */
  faults: { method: string; key: RegExp; status: number; code: string; times?: number }[];
  /** When set, every request must carry this session token, signed (temporary credentials). */
  sessionToken?: string;
  close(): Promise<void>;
}

function xmlEscape(s: string) {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

export async function startS3TestServer(
  o: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3TestServer> {
  const state: S3TestServer = {
    endpoint: '',
    bucket: o.bucket ?? 'eh-media-test',
    region: o.region ?? 'us-east-1',
    accessKeyId: o.accessKeyId ?? 'AKIDTESTSERVER',
    secretAccessKey: o.secretAccessKey ?? randomBytes(20).toString('base64'),
    clockSkewMs: 0,
    objects: new Map(),
    requests: [],
    faults: [],
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const rawUrl = req.url ?? '/';
      const q = rawUrl.indexOf('?');
      const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q);
      const rawQuery = q < 0 ? '' : rawUrl.slice(q + 1);
      const method = req.method ?? 'GET';
      const host = req.headers.host ?? '';
      const hostName = host.replace(/:\d+$/, '');
      const virtual = hostName.startsWith(`${state.bucket}.`);
      const record: RequestRecord = {
        method,
        path: rawPath,
        host,
        style: virtual ? 'virtual-hosted' : 'path',
        status: 0,
      };
      state.requests.push(record);

      const fail = (status: number, code: string, message: string) => {
        record.status = status;
        record.code = code;
        const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><Resource>${xmlEscape(rawPath)}</Resource><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`;
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(method === 'HEAD' ? undefined : xml);
      };

      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(',') : v;
      const verdict = verifySigV4(
        { method, rawPath, rawQuery, headers, body },
        {
          region: state.region,
          secretFor: (id) => (id === state.accessKeyId ? state.secretAccessKey : undefined),
          now: new Date(Date.now() + state.clockSkewMs),
        },
      );
      if (!verdict.ok) return fail(verdict.status, verdict.code, verdict.message);
      const token = headers['x-amz-security-token'];
      if (token !== state.sessionToken) {
        if (token === undefined)
          return fail(403, 'AccessDenied', 'Temporary credentials need their session token');
        return fail(403, 'InvalidToken', 'The provided token is malformed or otherwise invalid.');
      }
      if (
        token !== undefined &&
        !/SignedHeaders=[^,]*\bx-amz-security-token\b/.test(headers['authorization'] ?? '')
      )
        return fail(403, 'AccessDenied', 'x-amz-security-token must be signed');

      const segments = rawPath.split('/').slice(1).map(unescapeLoose);
      const [bucket, ...rest] = virtual ? [state.bucket, ...segments] : segments;
      const key = rest.join('/');
      if (bucket !== state.bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) return fail(400, 'InvalidRequest', 'This test server only knows object calls');
      const fault = state.faults.find(
        (f) => f.method === method && f.key.test(key) && (f.times === undefined || f.times > 0),
      );
      if (fault) {
        if (fault.times !== undefined) fault.times--;
        return fail(fault.status, fault.code, 'Injected fault');
      }

      if (method === 'PUT') {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        state.objects.set(key, {
          body,
          contentType: headers['content-type'] ?? 'application/octet-stream',
          cacheControl: headers['cache-control'],
          etag,
          lastModified: new Date(),
        });
        record.status = 200;
        res.writeHead(200, { etag });
        return res.end();
      }
      if (method === 'GET' || method === 'HEAD') {
        const obj = state.objects.get(key);
        if (!obj) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        record.status = 200;
        res.writeHead(200, {
          'content-type': obj.contentType,
          'content-length': obj.body.length,
          etag: obj.etag,
          'last-modified': obj.lastModified.toUTCString(),
          ...(obj.cacheControl ? { 'cache-control': obj.cacheControl } : {}),
        });
        return res.end(method === 'HEAD' ? undefined : obj.body);
      }
      if (method === 'DELETE') {
        state.objects.delete(key);
        record.status = 204;
        res.writeHead(204);
        return res.end();
      }
      return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.endpoint = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    });
  return state;
}

/**
 * A `transport` for `s3MediaStore` that sends every request to the test server's loopback port whatever host name
 * the URL has, with that name in the Host header: virtual-hosted names (`<bucket>.s3.test`) need no DNS.
 */
export function loopbackTransport(server: S3TestServer) {
  const port = Number(new URL(server.endpoint).port);
  return (url: URL, init: RequestInit): Promise<Response> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { host: url.host };
      new Headers(init.headers).forEach((v, k) => (headers[k] = v));
      const body = init.body as Uint8Array | undefined;
      if (body) headers['content-length'] = String(body.byteLength);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: init.method ?? 'GET',
          path: `${url.pathname}${url.search}`,
          headers,
          signal: init.signal ?? undefined,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const out = new Headers();
            for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out.set(k, v);
            const status = res.statusCode ?? 500;
            resolve(
              new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), {
                status,
                headers: out,
              }),
            );
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body ? Buffer.from(body) : undefined);
    });
}
