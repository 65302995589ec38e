import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { createCategory, createSeller, sessionCookie } from '../../../test/factories.ts';
import { imageBytes, imageParts, multipart, productFields } from '../../../test/multipart.ts';
import { EMPTY_SHA256, IMMUTABLE_CACHE_CONTROL, s3MediaStore, signV4 } from './s3.ts';
import { startS3TestServer, verifySigV4, type S3TestServer } from '../../../test/servers/s3.ts';

const WEBP_MAGIC = (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

let s3: S3TestServer;
let t: TestContext;
let cookie: string;
let sellerId: number;
let goodSecret: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  goodSecret = s3.secretAccessKey;
  t = await buildTestApp({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  await createCategory(t.app.db, { name: 'Smartphones' });
  sellerId = (await createSeller(t.app.db)).id;
  cookie = await sessionCookie(t.app.db, 'seller', sellerId);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});
beforeEach(() => {
  s3.secretAccessKey = goodSecret;
  s3.clockSkewMs = 0;
  s3.faults = [];
});

async function addProduct(name: string) {
  const body = await multipart(productFields({ name }), await imageParts(3));
  return t.app.inject({
    method: 'POST',
    url: `/api/seller/products/${sellerId}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
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
    expect(existsSync(path.join(t.dataDir, 'media')) && readdirSync(path.join(t.dataDir, 'media')).length).toBeFalsy();
  });

  it('serves /media/... from the bucket with the long immutable cache headers', async () => {
    for (const url of [urls[0]!, urls[1]!.replace('-800.webp', '-200.webp')]) {
      const res = await t.app.inject({ method: 'GET', url });
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
    const res = await t.app.inject({ method: 'GET', url: '/media/products/0b7a2c55-ffff-4aaa-8bbb-000000000000-800.webp' });
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
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().flag, url).toBe('NotFound');
    }
    // A NUL byte is refused at the edge, before any route (plugins/input.ts).
    const nul = await t.app.inject({ method: 'GET', url: '/media/products/x-800.webp%00' });
    expect(nul.statusCode).toBe(400);
    // Dot segments are resolved before routing: these leave /media/ altogether (the web app's pages answer them).
    for (const url of ['/media/../config.ts', '/media/%2e%2e/products/x-800.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'] ?? '', url).not.toContain('image/webp');
    }
    expect(s3.requests.length).toBe(before);
  });

  it('deleting the product deletes its variants from the bucket', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/seller/products/${productId}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('deleted');
    for (const url of urls) for (const key of keysOf(url)) expect(s3.objects.has(key), key).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: urls[0]! })).statusCode).toBe(404);
  });

  it('a bucket that refuses the signature (wrong secret) fails the upload with a bare 500 and no product row', async () => {
    s3.secretAccessKey = 'a-different-secret-the-app-does-not-know';
    const objectsBefore = s3.objects.size;
    const res = await addProduct('Unsigned Phone');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ flag: 'InternalError', error: 'Something went wrong. Please try again.' });
    for (const leak of ['S3', 'Signature', s3.endpoint, s3.bucket, goodSecret, s3.accessKeyId]) expect(res.body).not.toContain(leak);
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
});

describe('s3MediaStore (against the test bucket)', () => {
  const store = () =>
    s3MediaStore({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: goodSecret,
    });

  it('keeps all variants or none: one failed PUT takes back the others and reports the key and S3 code', async () => {
    s3.faults = [{ method: 'PUT', key: /-800\.webp$/, status: 500, code: 'InternalError' }];
    const before = [...s3.objects.keys()];
    const err = await store()
      .saveImage(await imageBytes('png'), 'product', 'products')
      .catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^S3 PUT media\/products\/[\w-]+-800\.webp failed: 500 InternalError$/);
    expect([...s3.objects.keys()]).toEqual(before);
  });

  it('errors name the call and the S3 code, never the secret', async () => {
    s3.secretAccessKey = 'rotated-secret';
    const err = (await store()
      .putVariants('products', new Map([[200, Buffer.from('x')]]))
      .catch((e: Error) => e)) as Error;
    expect(err.message).toMatch(/^S3 PUT media\/products\/[\w-]+-200\.webp failed: 403 SignatureDoesNotMatch$/);
    expect(err.message).not.toContain(goodSecret);
    expect(JSON.stringify(err)).not.toContain(goodSecret);
  });

  it('removing an object the bucket no longer has is fine; a refused DELETE is reported, not thrown', async () => {
    await expect(store().remove('/media/products/0b7a2c55-ffff-4aaa-8bbb-000000000001-800.webp')).resolves.toBeUndefined();
    await expect(store().remove('/not/ours.png')).resolves.toBeUndefined();
    s3.faults = [{ method: 'DELETE', key: /./, status: 403, code: 'AccessDenied' }];
    const warnings: string[] = [];
    const warned = s3MediaStore({ endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: goodSecret, warn: (m) => warnings.push(m) });
    await expect(warned.remove('/media/products/abc-800.webp')).resolves.toBeUndefined();
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toMatch(/DELETE .* 403 AccessDenied/);
    expect(warnings.join('\n')).not.toContain(goodSecret);
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
    const down = s3MediaStore({ endpoint: `http://127.0.0.1:${closed}`, bucket: 'b-1', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 's' });
    await expect(down.open('products/x-800.webp')).rejects.toThrow(/^S3 GET media\/products\/x-800\.webp: request failed \(ECONNREFUSED\)$/);

    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => sockets.push(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const slow = s3MediaStore({ endpoint: `http://127.0.0.1:${port}`, bucket: 'b-1', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 's', timeoutMs: 200 });
    await expect(slow.open('products/x-800.webp')).rejects.toThrow(/no answer within 200 ms/);
    sockets.forEach((s) => s.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('the test bucket checks signatures for real', () => {
  const objectUrl = () => new URL(`${s3.endpoint}/${s3.bucket}/media/products/raw-800.webp`);
  const creds = () => ({ accessKeyId: s3.accessKeyId, secretAccessKey: goodSecret, region: s3.region });
  const errorCode = async (res: Response) => /<Code>([^<]+)<\/Code>/.exec(await res.text())?.[1];

  it('refuses unsigned requests and requests missing x-amz-date with 403 XML', async () => {
    const anon = await fetch(objectUrl());
    expect(anon.status).toBe(403);
    expect(anon.headers.get('content-type')).toBe('application/xml');
    expect(await errorCode(anon)).toBe('AccessDenied');

    const signed = signV4({ method: 'GET', url: objectUrl(), payloadHash: EMPTY_SHA256 }, creds(), new Date());
    const { 'x-amz-date': _dropped, ...noDate } = signed.headers;
    const res = await fetch(objectUrl(), { headers: noDate });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('AccessDenied');
  });

  it('refuses a signature made for another path, and a body that differs from the signed hash', async () => {
    const other = new URL(`${s3.endpoint}/${s3.bucket}/media/products/other-800.webp`);
    const signed = signV4({ method: 'GET', url: other, payloadHash: EMPTY_SHA256 }, creds(), new Date());
    const res = await fetch(objectUrl(), { headers: signed.headers });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('SignatureDoesNotMatch');

    const put = signV4({ method: 'PUT', url: objectUrl(), payloadHash: EMPTY_SHA256 }, creds(), new Date());
    const tampered = await fetch(objectUrl(), { method: 'PUT', headers: put.headers, body: 'not empty' });
    expect(tampered.status).toBe(400);
    expect(await errorCode(tampered)).toBe('XAmzContentSHA256Mismatch');
  });
});

describe('SigV4 against the AWS S3 documentation example (GET /test.txt, examplebucket, 2013-05-24)', () => {
  // "Example: GET Object" of the S3 API reference, header-based authentication (AKIAIOSFODNN7EXAMPLE).
  const secretAccessKey = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
  const when = new Date(Date.UTC(2013, 4, 24, 0, 0, 0));
  const url = new URL('https://examplebucket.s3.amazonaws.com/test.txt');

  it('s3.ts produces the published canonical request, string to sign and signature', () => {
    const signed = signV4(
      { method: 'GET', url, headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY_SHA256 },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey, region: 'us-east-1' },
      when,
    );
    expect(signed.canonicalRequest).toBe(
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
    expect(signed.stringToSign.split('\n').at(-1)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
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
    expect(check(secretAccessKey, new Date(when.getTime() + 16 * 60 * 1000))).toMatchObject({ code: 'RequestTimeTooSkewed' });
  });
});

describe('media on local disk (the default) keeps the same URLs and cache headers', () => {
  let local: TestContext;
  beforeAll(async () => {
    local = await buildTestApp();
  });
  afterAll(async () => local?.close());

  it('serves a stored variant with the same immutable caching, and open() reads it', async () => {
    expect(local.app.media.root).toBe(path.join(local.dataDir, 'media'));
    const url = await local.app.media.saveImage(await imageBytes('png'), 'product', 'products');
    expect(url).toMatch(/^\/media\/products\/[\w-]+-800\.webp$/);
    const res = await local.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    const opened = await local.app.media.open(url.slice('/media/'.length));
    expect(opened).toMatchObject({ contentType: 'image/webp', length: res.rawPayload.length });
    opened!.body.destroy();
    expect(await local.app.media.open('../media/products/x-800.webp')).toBeNull();
    const missing = await local.app.inject({ method: 'GET', url: '/media/products/nope-800.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().flag).toBe('NotFound');
  });
});
