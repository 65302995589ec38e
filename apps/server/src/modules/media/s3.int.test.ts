import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/api.ts';
import { createCategory } from '../../../test/factories.ts';
import { imageBytes, imageParts, productFields } from '../../../test/multipart.ts';
import { AwsV4Signer } from 'aws4fetch';
import { EMPTY_SHA256, IMMUTABLE_CACHE_CONTROL, amzDate, s3MediaStore } from './s3.ts';
import {
  loopbackTransport,
  startS3TestServer,
  verifySigV4,
  type S3TestServer,
} from '../../../test/servers/s3.ts';

const WEBP_MAGIC = (b: Buffer) =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

let s3: S3TestServer;
let cookie: string;
let sellerId: number;
let goodSecret: string;
/** The app signs with temporary credentials: the bucket wants this session token on every request. */
const SESSION_TOKEN = 'IQoJb3JpZ2luX2VjEXAMPLE//session+token=';

beforeAll(async () => {
  s3 = await startS3TestServer();
  goodSecret = s3.secretAccessKey;
  s3.sessionToken = SESSION_TOKEN;
});
afterAll(async () => s3?.close());
const t = useTestApp({
  env: () => ({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_SESSION_TOKEN: SESSION_TOKEN,
  }),
});
beforeAll(async () => {
  await createCategory(t.app.db, { name: 'Smartphones' });
  ({ id: sellerId, cookie } = await t.seller());
});
beforeEach(() => {
  s3.secretAccessKey = goodSecret;
  s3.clockSkewMs = 0;
  s3.faults = [];
  s3.sessionToken = SESSION_TOKEN;
});

async function addProduct(name: string) {
  return t.sendForm(
    'POST',
    `/api/seller/products/${sellerId}`,
    cookie,
    productFields({ name }),
    await imageParts(3),
  );
}

const idOf = (url: string) => /^\/media\/products\/([\w-]+)-800\.webp$/.exec(url)![1]!;
const keysOf = (url: string) => [200, 400, 800].map((w) => `media/products/${idOf(url)}-${w}.webp`);
const productsNamed = (name: string) => t.app.db.select().from(products).where(eq(products.name, name));

describe('media in an S3 bucket (through the app)', () => {
  let urls: string[];
  let productId: number;

  it('is chosen by S3_BUCKET: nothing is served from or written to DATA_DIR/media', () => {
    expect(t.app.media.root).toBeNull();
  });

  it('stores every WebP variant of an uploaded product image in the bucket, under the same /media URL', async () => {
    const res = await addProduct('Bucket Phone');
    expect(res.statusCode).toBe(201);
    productId = res.json().id;
    // Answers carry absolute URLs (PUBLIC_URL); the app serves their paths.
    urls = res.json().images.map((i: { url: string }) => new URL(i.url).pathname);
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/products\/[\w-]+-800\.webp$/);
      for (const key of keysOf(url)) {
        const obj = s3.objects.get(key);
        expect(obj, key).toBeDefined();
        expect(obj!.contentType).toBe('image/webp');
        expect(obj!.cacheControl).toBe('public, max-age=31536000, immutable');
        expect(WEBP_MAGIC(obj!.body)).toBe(true);
      }
    }
    expect(s3.requests.filter((r) => r.method === 'PUT' && r.status === 200)).toHaveLength(9);
    expect(
      existsSync(path.join(t.dataDir, 'media')) && readdirSync(path.join(t.dataDir, 'media')).length,
    ).toBeFalsy();
  });

  it('serves /media/... from the bucket with the long immutable cache headers', async () => {
    for (const url of [urls[0]!, urls[1]!.replace('-800.webp', '-200.webp')]) {
      const res = await t.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stored = s3.objects.get(url.replace(/^\//, ''))!;
      expect(res.rawPayload.equals(stored.body)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(stored.body.length);
      expect(res.headers.etag).toBe(stored.etag);
    }
  });

  it('answers 404 JSON for an object the bucket does not have', async () => {
    const res = await t.get('/media/products/0b7a2c55-ffff-4aaa-8bbb-000000000000-800.webp');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ flag: 'NotFound' });
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', status: 404, code: 'NoSuchKey' });
  });

  it('refuses anything but <folder>/<id>-<width>.webp without asking the bucket (no traversal)', async () => {
    const before = s3.requests.length;
    for (const url of [
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/products/..%2F..%2Fsecret-800.webp',
      '/media/products/a/b-800.webp',
      '/media/products/x-800.webp.png',
      '/media/products/x.webp',
      '/media/Products/x-800.webp',
      '/media/',
    ]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().flag, url).toBe('NotFound');
    }
    // A NUL byte is refused at the edge, before any route (plugins/input.ts).
    const nul = await t.get('/media/products/x-800.webp%00');
    expect(nul.statusCode).toBe(400);
    // Dot segments are resolved before routing: these leave /media/ altogether (the web app's pages answer them).
    for (const url of ['/media/../config.ts', '/media/%2e%2e/products/x-800.webp']) {
      const res = await t.get(url);
      expect(res.headers['content-type'] ?? '', url).not.toContain('image/webp');
    }
    expect(s3.requests.length).toBe(before);
  });

  it('deleting the product deletes its variants from the bucket', async () => {
    const res = await t.send('DELETE', `/api/seller/products/${productId}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('deleted');
    for (const url of urls) for (const key of keysOf(url)) expect(s3.objects.has(key), key).toBe(false);
    expect((await t.get(urls[0]!)).statusCode).toBe(404);
  });

  it('a bucket that refuses the signature (wrong secret) fails the upload with a bare 500 and no product row', async () => {
    s3.secretAccessKey = 'a-different-secret-the-app-does-not-know';
    const objectsBefore = s3.objects.size;
    const res = await addProduct('Unsigned Phone');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ flag: 'InternalError', error: 'Something went wrong. Please try again.' });
    for (const leak of ['S3', 'Signature', s3.endpoint, s3.bucket, goodSecret, s3.accessKeyId])
      expect(res.body).not.toContain(leak);
    expect(await productsNamed('Unsigned Phone')).toHaveLength(0);
    expect(s3.objects.size).toBe(objectsBefore);
    expect(s3.requests.at(-1)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('a clock more than 15 minutes off is refused by the bucket (RequestTimeTooSkewed); 14 minutes is fine', async () => {
    s3.clockSkewMs = 20 * 60 * 1000;
    const skewed = await addProduct('Skewed Phone');
    expect(skewed.statusCode).toBe(500);
    expect(s3.requests.at(-1)).toMatchObject({ status: 403, code: 'RequestTimeTooSkewed' });
    expect(await productsNamed('Skewed Phone')).toHaveLength(0);
    s3.clockSkewMs = -14 * 60 * 1000;
    expect((await addProduct('Nearly Skewed Phone')).statusCode).toBe(201);
  });

  it('signs with the session token (S3_SESSION_TOKEN) and, on a custom endpoint, names the bucket in the path', async () => {
    const res = await addProduct('Token Phone');
    expect(res.statusCode).toBe(201);
    const last = s3.requests.at(-1)!;
    expect(last).toMatchObject({ method: 'PUT', status: 200, style: 'path' });
    expect(last.path.startsWith(`/${s3.bucket}/media/products/`)).toBe(true);
    // Without the token (or with another) the bucket refuses: the app sent it, signed.
    s3.sessionToken = 'another-token';
    expect((await addProduct('Wrong Token Phone')).statusCode).toBe(500);
    expect(s3.requests.at(-1)).toMatchObject({ status: 403, code: 'InvalidToken' });
  });
});

describe('s3MediaStore (against the test bucket)', () => {
  const store = (o: Partial<Parameters<typeof s3MediaStore>[0]> = {}) =>
    s3MediaStore({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: goodSecret,
      sessionToken: SESSION_TOKEN,
      pathStyle: true,
      retryBaseMs: 1,
      ...o,
    });

  it('speaks virtual-hosted style (the bucket in the host name) with a session token, as on AWS', async () => {
    // `<bucket>.s3.test:<port>` resolves nowhere: the loopback transport sends it to the test server with that Host.
    const port = new URL(s3.endpoint).port;
    const aws = store({
      endpoint: `http://s3.test:${port}`,
      pathStyle: false,
      transport: loopbackTransport(s3),
    });
    const from = s3.requests.length;
    const url = await aws.saveImage(await imageBytes('png'), 'product', 'products');
    // (Requests of an earlier test's upload may still land meanwhile: only this store's host name counts.)
    const puts = s3.requests.slice(from).filter((r) => r.host.startsWith(`${s3.bucket}.`));
    expect(puts).toHaveLength(3);
    for (const r of puts) {
      expect(r).toMatchObject({
        method: 'PUT',
        status: 200,
        style: 'virtual-hosted',
        host: `${s3.bucket}.s3.test:${port}`,
      });
      expect(r.path).toMatch(/^\/media\/products\/[\w-]+-\d+\.webp$/);
    }
    const opened = await aws.open(url.slice('/media/'.length));
    expect(opened).toMatchObject({ contentType: 'image/webp' });
    opened!.body.destroy();
    await aws.remove(url);
    for (const w of [200, 400, 800])
      expect(s3.objects.has(`media/products/${/products\/([\w-]+)-800/.exec(url)![1]}-${w}.webp`)).toBe(
        false,
      );
    // The same credentials without their token are refused.
    const tokenless = store({
      endpoint: `http://s3.test:${port}`,
      pathStyle: false,
      transport: loopbackTransport(s3),
      sessionToken: undefined,
    });
    await expect(tokenless.open('products/x-800.webp')).rejects.toThrow(/403 AccessDenied$/);
  });

  it('retries 5xx and 429 with back-off until one gets through, within the bound', async () => {
    s3.faults = [{ method: 'PUT', key: /-200\.webp$/, status: 503, code: 'SlowDown', times: 2 }];
    const from = s3.requests.length;
    await store().putVariants('products', new Map([[200, Buffer.from('x')]]));
    expect(s3.requests.slice(from).map((r) => r.status)).toEqual([503, 503, 200]);

    s3.faults = [{ method: 'GET', key: /./, status: 500, code: 'InternalError' }];
    const before = s3.requests.length;
    await expect(store({ retries: 2 }).open('products/x-800.webp')).rejects.toThrow(/500 InternalError$/);
    expect(s3.requests.length - before).toBe(3);
    // A refusal (4xx) is final at once.
    s3.faults = [{ method: 'GET', key: /./, status: 403, code: 'AccessDenied' }];
    const at = s3.requests.length;
    await expect(store().open('products/x-800.webp')).rejects.toThrow(/403 AccessDenied$/);
    expect(s3.requests.length - at).toBe(1);
  });

  it('keeps all variants or none: one failed PUT takes back the others and reports the key and S3 code', async () => {
    s3.faults = [{ method: 'PUT', key: /-800\.webp$/, status: 500, code: 'InternalError' }];
    const before = [...s3.objects.keys()];
    const err = await store()
      .saveImage(await imageBytes('png'), 'product', 'products')
      .catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(
      /^S3 PUT media\/products\/[\w-]+-800\.webp failed: 500 InternalError$/,
    );
    expect([...s3.objects.keys()]).toEqual(before);
  });

  it('errors name the call and the S3 code, never the secret', async () => {
    s3.secretAccessKey = 'rotated-secret';
    const err = (await store()
      .putVariants('products', new Map([[200, Buffer.from('x')]]))
      .catch((e: Error) => e)) as Error;
    expect(err.message).toMatch(
      /^S3 PUT media\/products\/[\w-]+-200\.webp failed: 403 SignatureDoesNotMatch$/,
    );
    expect(err.message).not.toContain(goodSecret);
    expect(JSON.stringify(err)).not.toContain(goodSecret);
  });

  it('removing an object the bucket no longer has is fine; a refused DELETE is reported, not thrown', async () => {
    await expect(
      store().remove('/media/products/0b7a2c55-ffff-4aaa-8bbb-000000000001-800.webp'),
    ).resolves.toBeUndefined();
    await expect(store().remove('/not/ours.png')).resolves.toBeUndefined();
    s3.faults = [{ method: 'DELETE', key: /./, status: 403, code: 'AccessDenied' }];
    const warnings: string[] = [];
    const warned = store({ warn: (m) => warnings.push(m) });
    await expect(warned.remove('/media/products/abc-800.webp')).resolves.toBeUndefined();
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toMatch(/DELETE .* 403 AccessDenied/);
    expect(warnings.join('\n')).not.toContain(goodSecret);
  });

  it("stores a banner's wide set at 400, 800 and 1600 px under those names, and removing it deletes all three", async () => {
    const from = s3.requests.length;
    const url = await store().saveImage(
      await imageBytes('png', '#4f46e5', 2000),
      'banner',
      'banners',
      'wide',
    );
    const id = /^\/media\/banners\/([\w-]+)-1600\.webp$/.exec(url)?.[1];
    expect(id, url).toBeDefined();
    const keys = [400, 800, 1600].map((w) => `media/banners/${id}-${w}.webp`);
    expect(
      s3.requests
        .slice(from)
        .filter((r) => r.method === 'PUT' && r.path.includes(id!))
        .map((r) => r.path.replace(`/${s3.bucket}/`, ''))
        .sort(),
    ).toEqual([...keys].sort());
    for (const [i, w] of [400, 800, 1600].entries())
      expect((await sharp(s3.objects.get(keys[i]!)!.body).metadata()).width, keys[i]).toBe(w);
    const at = s3.requests.length;
    await store().remove(url);
    for (const key of keys) expect(s3.objects.has(key), key).toBe(false);
    // Exactly its own files: no DELETE for a width the set does not have.
    expect(
      s3.requests
        .slice(at)
        .filter((r) => r.method === 'DELETE' && r.path.includes(id!))
        .map((r) => r.path.replace(`/${s3.bucket}/`, ''))
        .sort(),
    ).toEqual([...keys].sort());
  });

  it('open() answers null for a missing object or a path that is not ours', async () => {
    expect(await store().open('products/nope-800.webp')).toBeNull();
    expect(await store().open('../products/x-800.webp')).toBeNull();
  });

  it('an unreachable or silent endpoint is a clear error within the timeout', async () => {
    const closed = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
    });
    const down = s3MediaStore({
      endpoint: `http://127.0.0.1:${closed}`,
      bucket: 'b-1',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 's',
      pathStyle: true,
      retryBaseMs: 1,
    });
    await expect(down.open('products/x-800.webp')).rejects.toThrow(
      /^S3 GET media\/products\/x-800\.webp: request failed \(ECONNREFUSED\)$/,
    );

    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => sockets.push(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const slow = s3MediaStore({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'b-1',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 's',
      pathStyle: true,
      timeoutMs: 200,
    });
    await expect(slow.open('products/x-800.webp')).rejects.toThrow(/no answer within 200 ms/);
    sockets.forEach((s) => s.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('the test bucket checks signatures for real', () => {
  const objectUrl = () => new URL(`${s3.endpoint}/${s3.bucket}/media/products/raw-800.webp`);
  const errorCode = async (res: Response) => /<Code>([^<]+)<\/Code>/.exec(await res.text())?.[1];
  /** Headers of a request signed by aws4fetch as s3.ts signs (the body's hash given). */
  const sign = async (method: string, url: URL, payloadHash = EMPTY_SHA256) => {
    const signed = await new AwsV4Signer({
      method,
      url: url.href,
      headers: { 'x-amz-content-sha256': payloadHash },
      accessKeyId: s3.accessKeyId,
      secretAccessKey: goodSecret,
      sessionToken: SESSION_TOKEN,
      service: 's3',
      region: s3.region,
    }).sign();
    return Object.fromEntries(signed.headers) as Record<string, string>;
  };

  it('refuses unsigned requests and requests missing x-amz-date with 403 XML', async () => {
    const anon = await fetch(objectUrl());
    expect(anon.status).toBe(403);
    expect(anon.headers.get('content-type')).toBe('application/xml');
    expect(await errorCode(anon)).toBe('AccessDenied');

    const { 'x-amz-date': _dropped, ...noDate } = await sign('GET', objectUrl());
    const res = await fetch(objectUrl(), { headers: noDate });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('AccessDenied');
    // The session token is part of the signature: another one after signing is refused.
    const swapped = await fetch(objectUrl(), {
      headers: { ...(await sign('GET', objectUrl())), 'x-amz-security-token': 'other' },
    });
    expect(swapped.status).toBe(403);
  });

  it('refuses a signature made for another path, and a body that differs from the signed hash', async () => {
    const other = new URL(`${s3.endpoint}/${s3.bucket}/media/products/other-800.webp`);
    const res = await fetch(objectUrl(), { headers: await sign('GET', other) });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('SignatureDoesNotMatch');

    const tampered = await fetch(objectUrl(), {
      method: 'PUT',
      headers: await sign('PUT', objectUrl()),
      body: 'not empty',
    });
    expect(tampered.status).toBe(400);
    expect(await errorCode(tampered)).toBe('XAmzContentSHA256Mismatch');
  });
});

describe('SigV4 against the AWS S3 documentation example (GET /test.txt, examplebucket, 2013-05-24)', () => {
  // "Example: GET Object" of the S3 API reference, header-based authentication (AKIAIOSFODNN7EXAMPLE).
  const secretAccessKey = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
  const when = new Date(Date.UTC(2013, 4, 24, 0, 0, 0));
  const url = new URL('https://examplebucket.s3.amazonaws.com/test.txt');

  it('aws4fetch (as s3.ts calls it) produces the published canonical request, string to sign and signature', async () => {
    // aws4fetch leaves Range out of the signature unless told to sign every header; the example signs it.
    const signer = new AwsV4Signer({
      method: 'GET',
      url: url.href,
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey,
      service: 's3',
      region: 'us-east-1',
      datetime: amzDate(when),
      allHeaders: true,
    });
    expect(await signer.canonicalString()).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect((await signer.stringToSign()).split('\n').at(-1)).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(await signer.signature()).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(await signer.authHeader()).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("the test bucket's own verifier accepts that published request and refuses it with another secret", () => {
    const request = {
      method: 'GET',
      rawPath: '/test.txt',
      rawQuery: '',
      body: Buffer.alloc(0),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_SHA256,
        'x-amz-date': '20130524T000000Z',
        authorization:
          'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
      },
    };
    const check = (secret: string, now = when) =>
      verifySigV4(request, { region: 'us-east-1', secretFor: () => secret, now });
    expect(check(secretAccessKey)).toEqual({ ok: true, accessKeyId: 'AKIAIOSFODNN7EXAMPLE' });
    expect(check('wrong')).toMatchObject({ ok: false, status: 403, code: 'SignatureDoesNotMatch' });
    expect(check(secretAccessKey, new Date(when.getTime() + 16 * 60 * 1000))).toMatchObject({
      code: 'RequestTimeTooSkewed',
    });
  });
});

describe('media on local disk (the default) keeps the same URLs and cache headers', () => {
  const local = useTestApp();

  it('serves a stored variant with the same immutable caching, and open() reads it', async () => {
    expect(local.app.media.root).toBe(path.join(local.dataDir, 'media'));
    const url = await local.app.media.saveImage(await imageBytes('png'), 'product', 'products');
    expect(url).toMatch(/^\/media\/products\/[\w-]+-800\.webp$/);
    const res = await local.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    const opened = await local.app.media.open(url.slice('/media/'.length));
    expect(opened).toMatchObject({ contentType: 'image/webp', length: res.rawPayload.length });
    opened!.body.destroy();
    expect(await local.app.media.open('../media/products/x-800.webp')).toBeNull();
    const missing = await local.get('/media/products/nope-800.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().flag).toBe('NotFound');
  });
});
