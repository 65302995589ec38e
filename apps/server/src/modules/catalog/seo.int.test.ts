import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import { createCategory, createProduct, createSeller } from '../../../test/factories.ts';
import { products } from '../../db/schema/index.ts';

let webDist: string;
let fixture: { productId: number; hiddenId: number; sellerId: number; category: string };

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'eh-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>ElectroHub</title><meta name="description" content="x"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => rm(webDist, { recursive: true, force: true }));
const t = useTestApp({ env: { PUBLIC_URL: 'https://shop.example.in' }, app: () => ({ webDist }) });
beforeAll(async () => {
  const db = t.app.db;
  const seller = await createSeller(db, { name: 'Volt & Co', address: 'Pune, India' });
  const cat = await createCategory(db, { name: 'Audio Gear', description: 'Headphones, speakers and more.' });
  const p = await createProduct(db, {
    sellerId: seller.id,
    categoryName: cat.name,
    name: 'Sonic <Pro> Headphones',
    brand: 'Sonic',
    price: 2000,
    offerPercentage: 25,
    description: 'Great sound. '.repeat(30),
  });
  await db.update(products).set({ ratingAvg: 425, ratingCount: 8 }).where(eq(products.id, p.id));
  const hidden = await createProduct(db, { sellerId: seller.id, categoryName: cat.name, status: 'Inactive' });
  fixture = { productId: p.id, hiddenId: hidden.id, sellerId: seller.id, category: cat.name };
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: res.statusCode, html: res.body };
};
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('page meta', () => {
  it('product page: title, description, canonical, Open Graph, Product and BreadcrumbList JSON-LD', async () => {
    const { status, html } = await page(`/product/${fixture.productId}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Sonic &lt;Pro&gt; Headphones | ElectroHub</title>');
    expect(html).toContain(
      `<link rel="canonical" href="https://shop.example.in/product/${fixture.productId}">`,
    );
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:image')).toBe(
      `https://shop.example.in/media/products/${fixture.productId}-0-800.webp`,
    );
    expect(meta(html, 'name', 'description')!.length).toBeLessThanOrEqual(160);
    const [product, crumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Sonic <Pro> Headphones',
      brand: { '@type': 'Brand', name: 'Sonic' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '1500.00',
        availability: 'https://schema.org/InStock',
        seller: { name: 'Volt & Co' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 8 },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example.in/' },
        { position: 2, name: 'Audio Gear', item: 'https://shop.example.in/categories/Audio%20Gear' },
        { position: 3, item: `https://shop.example.in/product/${fixture.productId}` },
      ],
    });
    // JSON-LD cannot close its script tag.
    expect(html).not.toContain('Sonic <Pro>');
  });

  it('answers 404 pages for hidden or unknown products, categories and sellers', async () => {
    for (const url of [
      `/product/${fixture.hiddenId}`,
      '/product/999999',
      '/product/abc',
      '/categories/Nope',
      '/topsellers/999999',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html).toContain('not found | ElectroHub</title>');
    }
  });

  it('category page: title, description, canonical and breadcrumbs', async () => {
    const { status, html } = await page('/categories/audio%20gear');
    expect(status).toBe(200);
    expect(html).toContain('<title>Audio Gear | ElectroHub</title>');
    expect(meta(html, 'name', 'description')).toBe('Headphones, speakers and more.');
    expect(html).toContain('<link rel="canonical" href="https://shop.example.in/categories/Audio%20Gear">');
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('seller page: title, profile type, Organization and breadcrumbs', async () => {
    const { status, html } = await page(`/topsellers/${fixture.sellerId}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Volt &amp; Co | ElectroHub</title>');
    expect(meta(html, 'property', 'og:type')).toBe('profile');
    expect(meta(html, 'name', 'description')).toContain('1 product from Volt &amp; Co');
    const [org, crumbs] = jsonLd(html);
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Volt & Co', address: 'Pune, India' });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('home page: WebSite with a search action', async () => {
    const { html } = await page('/');
    expect(html).toContain('<link rel="canonical" href="https://shop.example.in/">');
    expect(jsonLd(html)[0]).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { '@type': 'SearchAction' },
    });
  });

  it("information pages: section titles, 'Information' otherwise, description 'Powering Your Tech Life!'", async () => {
    const w = await page('/info/warranty-information');
    expect(w.html).toContain('<title>Warranty Information | ElectroHub</title>');
    expect(meta(w.html, 'name', 'description')).toBe('Powering Your Tech Life!');
    expect((await page('/info/shop-by-location')).html).toContain(
      '<title>Shop By Location | ElectroHub</title>',
    );
    expect((await page('/info/order-tracking')).html).toContain('<title>Information | ElectroHub</title>');
    expect((await page('/about')).html).toContain('<title>About Us | ElectroHub</title>');
  });

  it('answers a missing build asset with 404, never with the page (a stale tab gets an error, not HTML as script)', async () => {
    const res = await t.get('/assets/index-0ld0ld.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('is an index of files listing public products, categories, sellers and static pages with PUBLIC_URL', async () => {
    const res = await t.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toEqual([
      'https://shop.example.in/sitemaps/pages.xml',
      'https://shop.example.in/sitemaps/sellers-1.xml',
      'https://shop.example.in/sitemaps/products-1.xml',
    ]);
    let xml = '';
    for (const f of files) {
      const file = await t.get(new URL(f).pathname);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/application\/xml/);
      expect(file.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      xml += file.body;
    }
    expect(xml).toContain(`<loc>https://shop.example.in/product/${fixture.productId}</loc>`);
    expect(xml).not.toContain(`/product/${fixture.hiddenId}<`);
    expect(xml).toContain('<loc>https://shop.example.in/categories/Audio%20Gear</loc>');
    expect(xml).toContain(`<loc>https://shop.example.in/topsellers/${fixture.sellerId}</loc>`);
    expect(xml).toContain('<loc>https://shop.example.in/about</loc>');
    expect(xml).toContain('<loc>https://shop.example.in/info/warranty-information</loc>');
  });

  it("leaves out a suspended or pending seller's page, and lists it again once the seller is approved", async () => {
    const admin = await t.admin();
    const listed = async () => {
      const index = await t.get('/sitemap.xml');
      let xml = '';
      for (const m of index.body.matchAll(/<loc>([^<]+)<\/loc>/g))
        xml += (await t.get(new URL(m[1]!).pathname)).body;
      return xml;
    };
    const pending = await createSeller(t.app.db, { name: 'Waiting Wires', status: 'pending' });
    const sellerPage = `<loc>https://shop.example.in/topsellers/${fixture.sellerId}</loc>`;
    const pendingPage = `<loc>https://shop.example.in/topsellers/${pending.id}</loc>`;
    let xml = await listed();
    expect(xml).toContain(sellerPage);
    expect(xml).not.toContain(pendingPage);

    const status = async (id: number, to: 'approved' | 'suspended') =>
      (await t.send('PATCH', `/api/admin/sellers/${id}/status`, admin.cookie, { status: to })).statusCode;
    expect(await status(fixture.sellerId, 'suspended')).toBe(200);
    xml = await listed();
    expect(xml).not.toContain(sellerPage);
    expect(xml).not.toContain(`/product/${fixture.productId}<`);

    expect(await status(fixture.sellerId, 'approved')).toBe(200);
    expect(await status(pending.id, 'approved')).toBe(200);
    xml = await listed();
    expect(xml).toContain(sellerPage);
    expect(xml).toContain(pendingPage);
    expect(xml).toContain(`<loc>https://shop.example.in/product/${fixture.productId}</loc>`);
  });

  it('answers 404 for a file past the end or of an unknown kind', async () => {
    for (const url of [
      '/sitemaps/products-2.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/orders-1.xml',
      '/sitemaps/products-x.xml',
    ]) {
      expect((await t.get(url)).statusCode, url).toBe(404);
    }
  });

  it('robots.txt points at the sitemap and keeps crawlers out of private areas', async () => {
    const res = await t.get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    expect(res.body).toContain('Disallow: /admin/');
    expect(res.body).toContain('Disallow: /user/');
    // Search results are kept out of the index by their noindex, which a crawler must be allowed to read.
    expect(res.body).not.toContain('Disallow: /search');
  });
});

describe('search results page', () => {
  it('says noindex, follow, with the query in its title', async () => {
    const { status, html } = await page('/search?q=Sonic%20%3CPro%3E');
    expect(status).toBe(200);
    expect(meta(html, 'name', 'robots')).toBe('noindex, follow');
    expect(html).toContain('<title>Search results for &quot;Sonic &lt;Pro&gt;&quot; | ElectroHub</title>');
    expect(meta((await page(`/product/${fixture.productId}`)).html, 'name', 'robots')).toBeUndefined();
  });
});
