import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import { setStock } from '../../../test/factories.ts';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { productChanged, stockMoved } from './changes.ts';
import { pageReads } from './page-reads.ts';

/**
 * Server rendering (decision 037) with a stand-in for the web app's server entry: it reads what a page needs
 * through the renderer's in-process reads and writes what it read, so these tests see what the server does around
 * a render (which reads it answers, how a page is remembered and forgotten) without the web build.
 */
const FAKE_ENTRY = `
globalThis.__renders ??= [];
export async function render(url, fetcher) {
  const u = new URL(url);
  if (u.pathname === '/boom') throw new Error('render failed');
  const m = /^\\/product\\/(\\d+)$/.exec(u.pathname);
  if (!m) return null;
  globalThis.__renders.push(u.pathname);
  const res = await fetcher('/api/user/products/' + m[1], { method: 'GET', headers: {} });
  const body = await res.json();
  const html = '<link rel="preload" as="image" href="/x.webp"/><h1>' + (res.ok ? body.name + ' ' + body.stock : body.flag) + '</h1>';
  return {
    stream: { pipe(sink) { sink.end(html); } },
    state: JSON.stringify({ queries: [{ queryKey: ['products', 'detail', m[1]], data: body }] }),
  };
}
`;

let root: string;
const renders = () => (globalThis as unknown as { __renders: string[] }).__renders ?? [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'eh-ssr-'));
  await mkdir(path.join(root, 'dist'));
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>ElectroHub</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'dist-ssr', 'ssr.js'), FAKE_ENTRY);
});
afterAll(async () => rm(root, { recursive: true, force: true }));

const t = useTestApp({
  env: { CATALOG_CACHE_SECONDS: '60' },
  app: () => ({ webDist: path.join(root, 'dist') }),
});
beforeEach(() => renders().splice(0));

const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1] ?? '';

describe('server-rendered pages', () => {
  it('arrive with the page in #root, its queries beside it and the hoisted preloads in <head>', async () => {
    const p = await t.product({ name: 'Volt <Buds>', stock: 7 });
    const res = await t.get(`/product/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<h1>Volt <Buds> 7</h1>');
    expect(res.body).toMatch(/<link rel="preload" as="image" href="\/x.webp"\/><\/head>/);
    const state =
      /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '';
    // The JSON cannot close its script: '<' is escaped, and it parses back to the same answer.
    expect(state).not.toContain('<');
    expect(JSON.parse(state).queries[0].data.name).toBe('Volt <Buds>');
  });

  it('are remembered, and rendered afresh when what they show changes (decision 029 tags)', async () => {
    const p = await t.product({ stock: 5 });
    const other = await t.product({ stock: 5 });
    expect(rootOf((await t.get(`/product/${p.id}`)).body)).toContain(' 5</h1>');
    expect(rootOf((await t.get(`/product/${p.id}`)).body)).toContain(' 5</h1>');
    expect(renders()).toEqual([`/product/${p.id}`]);

    // Another product's stock moving keeps the page.
    stockMoved(t.app.db, [{ productId: other.id, flipped: false }]);
    await t.get(`/product/${p.id}`);
    expect(renders()).toHaveLength(1);

    await setStock(t.app.db, p.id, 2);
    stockMoved(t.app.db, [{ productId: p.id, flipped: false }]);
    expect(rootOf((await t.get(`/product/${p.id}`)).body)).toContain(' 2</h1>');
    expect(renders()).toHaveLength(2);
  });

  it('are remembered whole, meta included, and written anew with it when the product changes', async () => {
    const p = await t.product({ name: 'Old Name Phone' });
    const first = await t.get(`/product/${p.id}`);
    expect(first.body).toContain('<title>Old Name Phone | ElectroHub</title>');
    await t.app.db.update(products).set({ name: 'New Name Phone' }).where(eq(products.id, p.id));
    // Not told yet: the remembered document, meta and all, is what was sent.
    expect((await t.get(`/product/${p.id}`)).body).toBe(first.body);
    productChanged(t.app.db, { id: p.id, sellerId: p.sellerId, categoryNames: [p.categoryName] });
    const after = await t.get(`/product/${p.id}`);
    expect(after.body).toContain('<title>New Name Phone | ElectroHub</title>');
    expect(rootOf(after.body)).toContain('New Name Phone');
  });

  it('are the same for a signed-in buyer: nobody’s session reaches a render', async () => {
    const p = await t.product();
    const buyer = await t.buyer();
    const anonymous = await t.get(`/product/${p.id}`);
    const signedIn = await t.get(`/product/${p.id}`, buyer.cookie);
    expect(rootOf(signedIn.body)).toBe(rootOf(anonymous.body));
    expect(renders()).toHaveLength(1);
  });

  it('leave a missing product, a page the entry does not render and a failed render to the browser', async () => {
    const missing = await t.get('/product/999999');
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toBe('');
    expect(renders()).toEqual([]);

    const account = await t.get('/user/profile');
    expect(account.statusCode).toBe(200);
    expect(account.body).not.toContain('ssr-state');

    const failed = await t.get('/boom');
    expect(failed.statusCode).toBe(200);
    expect(rootOf(failed.body)).toBe('');
  });
});

describe('the renderer’s in-process reads', () => {
  it('answer what the API answers, with the tags of what they show', async () => {
    const shop = await t.shop();
    const p = await t.product({ name: 'Tagged Phone' });
    await t.product();
    const seller = shop.sellerId;
    const cat = encodeURIComponent(shop.categoryName);
    const read = pageReads(t.app);
    for (const url of [
      '/api/categories/6',
      '/api/categories/all',
      '/api/banner-carousels',
      '/api/product-carousels',
      '/api/user/products?page=1&limit=12',
      `/api/user/products?page=1&limit=12&category=${cat}&sort=price-asc`,
      `/api/user/products/${p.id}`,
      `/api/user/products/relatedproducts/${cat}?exclude=${p.id}`,
      '/api/user/products/search?query=Tagged&limit=12',
      `/api/user/products/facets?category=${cat}&inStock=1`,
      '/api/user/products/facets?query=Tagged&minRating=1',
      '/api/user/products/facets?minPrice=x',
      `/api/user/sellers/${seller}`,
      '/api/user/products/999999',
      '/api/user/products/abc',
      '/api/user/products?page=0',
    ]) {
      const [answer, api] = await Promise.all([read(url), t.get(url)]);
      expect(answer.status, url).toBe(api.statusCode);
      if (api.statusCode === 200) expect(JSON.parse(answer.body), url).toEqual(api.json());
      else expect(JSON.parse(answer.body).flag, url).toBe(api.json().flag);
    }
    expect((await read(`/api/user/products/${p.id}`)).tags).toEqual([`page:${p.id}`]);
    expect((await read('/api/user/products/search?query=Tagged&limit=12')).tags).toEqual([
      'search',
      `item:${p.id}`,
    ]);
    // The filter sidebar's counts (decision 053): the page goes with its list, not with every stock move.
    expect((await read(`/api/user/products/facets?category=${cat}`)).tags).toEqual([
      `cat:${shop.categoryName}`,
    ]);
    expect((await read('/api/user/products/facets?query=Tagged')).tags).toEqual(['search', 'list:all']);
  });

  it('answer nothing private: a signed-in read is not one of them', async () => {
    const read = pageReads(t.app);
    for (const url of ['/api/user/cart', '/api/user/wishlist', '/api/auth/user-data'])
      expect((await read(url)).status, url).toBe(404);
  });
});
