import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import { createCategory, createProduct, createSeller } from '../../../test/factories.ts';

/**
 * The sitemap split (decision 028) with files of 3 URLs instead of 50,000: the index names every file, each
 * file holds at most 3 URLs, and every public product and seller is in exactly one file.
 */
const t = useTestApp({ env: { PUBLIC_URL: 'https://shop.example.in', SITEMAP_URLS_PER_FILE: '3' } });
const made = { products: [] as number[], hidden: [] as number[], sellers: [] as number[] };
beforeAll(async () => {
  const db = t.app.db;
  const cat = await createCategory(db, { name: 'Split Cat' });
  for (let i = 0; i < 4; i++) made.sellers.push((await createSeller(db)).id);
  for (let i = 0; i < 11; i++) {
    const status = i % 4 === 3 ? 'Inactive' : i % 5 === 4 ? 'OutOfStock' : 'Active';
    const p = await createProduct(db, {
      sellerId: made.sellers[i % 4]!,
      categoryName: cat.name,
      status,
      images: 0,
    });
    (status === 'Inactive' ? made.hidden : made.products).push(p.id);
  }
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('/sitemap.xml split into files', () => {
  it('names files of at most SITEMAP_URLS_PER_FILE URLs that list each product and seller once', async () => {
    const index = await t.get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    const files = locs(index.body).map((u) => new URL(u).pathname);
    // 8 public products → 3 files; 4 sellers → 2 files.
    expect(files).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/sellers-1.xml',
      '/sitemaps/sellers-2.xml',
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
      '/sitemaps/products-3.xml',
    ]);
    const urls: string[] = [];
    for (const f of files) {
      const res = await t.get(f);
      expect(res.statusCode, f).toBe(200);
      const inFile = locs(res.body);
      expect(inFile.length, f).toBeGreaterThan(0);
      expect(inFile.length, f).toBeLessThanOrEqual(3);
      urls.push(...inFile);
    }
    const productIds = urls
      .filter((u) => u.includes('/product/'))
      .map((u) => Number(u.split('/product/')[1]));
    expect(productIds).toEqual([...made.products].sort((a, b) => a - b));
    const sellerIds = urls
      .filter((u) => u.includes('/topsellers/'))
      .map((u) => Number(u.split('/topsellers/')[1]));
    expect(sellerIds).toEqual(made.sellers);
    expect((await t.get('/sitemaps/products-4.xml')).statusCode).toBe(404);
    expect((await t.get('/sitemaps/sellers-3.xml')).statusCode).toBe(404);
  });

  it('keeps the pages file within the bound too', async () => {
    const res = await t.get('/sitemaps/pages.xml');
    expect(locs(res.body).length).toBe(3);
  });
});
