import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api.ts';
import { imageParts, productFields } from '../../test/multipart.ts';

/** Whether this process has sharp's native library (libvips) mapped (Linux). */
const imageLibraryLoaded = () => /libvips/.test(readFileSync('/proc/self/maps', 'utf8'));

// Decision 074: a process that only serves the storefront never holds libvips (~20 MB); the first upload loads it.
describe('the image library', () => {
  const t = useTestApp({ env: { CATALOG_CACHE_SECONDS: '0' } });

  it('is not loaded by serving the storefront, and is loaded by the first upload', async () => {
    const { categoryName } = await t.shop();
    const product = await t.product({ name: 'Lazy Library Phone' });
    for (const url of [
      '/api/user/products?page=1&limit=12',
      `/api/user/products/${product.id}`,
      `/api/user/products?page=1&limit=12&category=${encodeURIComponent(categoryName)}`,
      '/api/user/products/search?q=Lazy',
      `/product/${product.id}`,
      '/',
    ])
      expect((await t.get(url)).statusCode, url).toBe(200);
    expect(imageLibraryLoaded(), 'libvips mapped before any image was handled').toBe(false);

    const seller = await t.seller();
    const res = await t.sendForm(
      'POST',
      `/api/seller/products/${seller.id}`,
      seller.cookie,
      productFields({ name: 'First Upload Phone', categoryName }),
      await imageParts(3),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(imageLibraryLoaded()).toBe(true);
  });
});
