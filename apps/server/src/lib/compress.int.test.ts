import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api.ts';
import { compressionCount } from './compress.ts';

/**
 * What leaves the server compressed (decision 043), on the real app with the answer cache on and a stand-in web
 * build: a built script with its .br and .gz, and a server entry that renders a page of a few kilobytes.
 */
const FAKE_ENTRY = `
export async function render(url, fetcher) {
  const u = new URL(url);
  if (u.pathname !== '/about') return null;
  return {
    stream: { pipe(sink) { sink.end('<main>' + '<p>ElectroHub sells phones, laptops and audio.</p>'.repeat(80) + '</main>'); } },
    state: '{"queries":[]}',
  };
}
`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'eh-compress-'));
  await mkdir(path.join(root, 'dist', 'assets'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>ElectroHub</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'dist', 'assets', 'app.js'), SCRIPT);
  await writeFile(path.join(root, 'dist', 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(root, 'dist', 'assets', 'app.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(root, 'dist-ssr', 'ssr.js'), FAKE_ENTRY);
});
afterAll(async () => rm(root, { recursive: true, force: true }));

const t = useTestApp({
  env: { CATALOG_CACHE_SECONDS: '60' },
  app: () => ({ webDist: path.join(root, 'dist') }),
});

const BROWSER = 'gzip, deflate, br, zstd';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const enc = res.headers['content-encoding'];
  const raw = res.rawPayload;
  return (enc === 'br' ? brotliDecompressSync(raw) : enc === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
};

// A listing of several products is a few kilobytes of JSON: worth compressing.
let listing: string;
beforeAll(async () => {
  const { categoryName } = await t.shop();
  for (let i = 0; i < 6; i++)
    await t.product({ name: `Compressible Phone ${i}`, description: 'A phone. '.repeat(40) });
  listing = `/api/user/products?page=1&limit=12&category=${encodeURIComponent(categoryName)}`;
});

describe('JSON answers', () => {
  it('go out as brotli when the client accepts it, with Vary and the compressed length', async () => {
    const plain = await get(listing);
    const res = await get(listing, { 'accept-encoding': BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
    expect(res.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength);
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
  });

  it('go out as gzip when brotli is not accepted, and as they are without Accept-Encoding', async () => {
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
      const res = await get(listing, { 'accept-encoding': header });
      expect(res.headers['content-encoding'], header).toBe('gzip');
      expect(JSON.parse(decoded(res)).products).toHaveLength(6);
    }
    const choices: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of choices) {
      const res = await get(listing, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.json().products).toHaveLength(6);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
    }
  });

  it('of the answer cache are compressed once per encoding, not on every send', async () => {
    const url = `${listing}&sort=newest`;
    await get(url); // remembered, written once
    const before = { ...compressionCount };
    const bodies = [];
    for (let i = 0; i < 3; i++) bodies.push((await get(url, { 'accept-encoding': BROWSER })).rawPayload);
    expect(compressionCount.stored - before.stored).toBe(1);
    expect(compressionCount.fresh - before.fresh).toBe(0);
    expect(bodies[1]!.equals(bodies[0]!)).toBe(true);
    for (let i = 0; i < 2; i++) await get(url, { 'accept-encoding': 'gzip' });
    expect(compressionCount.stored - before.stored).toBe(2);
  });

  it('asked for the first time are compressed too', async () => {
    const before = { ...compressionCount };
    const res = await get(listing.replace('limit=12', 'limit=11'), { 'accept-encoding': BROWSER });
    expect(res.headers['content-encoding']).toBe('br');
    expect(compressionCount.stored + compressionCount.fresh).toBeGreaterThan(before.stored + before.fresh);
  });

  it('under a kilobyte go out as they are', async () => {
    const res = await get('/api/health', { 'accept-encoding': BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    const missing = await get('/api/user/products/999999', { 'accept-encoding': BROWSER });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json().flag).toBe('NotFound');
  });

  it('answer HEAD with the headers and length of the GET, and no body', async () => {
    const got = await get(listing, { 'accept-encoding': BROWSER });
    const head = await t.app.inject({
      method: 'HEAD',
      url: listing,
      headers: { 'accept-encoding': BROWSER },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.byteLength).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(got.headers['content-length']);
    const plainHead = await t.app.inject({ method: 'HEAD', url: listing });
    expect(plainHead.headers['content-encoding']).toBeUndefined();
    expect(Number(plainHead.headers['content-length'])).toBe((await get(listing)).rawPayload.byteLength);
  });
});

describe('server-rendered pages', () => {
  it('are compressed once when remembered, and decode to the page sent as it is', async () => {
    const plain = await get('/about', { accept: 'text/html' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('<main><p>ElectroHub');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const before = { ...compressionCount };
    const first = await get('/about', { accept: 'text/html', 'accept-encoding': BROWSER });
    const second = await get('/about', { accept: 'text/html', 'accept-encoding': BROWSER });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(decoded(first)).toBe(plain.body);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(compressionCount.stored - before.stored).toBe(1);
    expect(compressionCount.fresh - before.fresh).toBe(0);
  });

  it('left to the browser are compressed for each request when large enough', async () => {
    // The client-rendered shell here is small: it goes out as it is.
    const res = await get('/user/profile', { accept: 'text/html', 'accept-encoding': BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('static files', () => {
  it('are served from their .br and .gz beside them, and answer 304 to their ETag', async () => {
    const br = await get('/assets/app.js', { 'accept-encoding': BROWSER });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(SCRIPT);
    const gz = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const etag = br.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/assets/app.js', { 'accept-encoding': BROWSER, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
  });
});
