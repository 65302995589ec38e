import { beforeAll, expect, it } from 'vitest';
import { withCatalogCache } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { createCategory, createProduct } from '../../../test/factories.ts';

// With the public answer cache on: a suspension must not leave the seller's products in a remembered answer.
withCatalogCache(600);
const t = useTestApp();

let sellerId: number;
let productId: number;
beforeAll(async () => {
  await createCategory(t.app.db, { name: 'Cameras' });
  const seller = await t.seller({ name: 'Cached Optics' });
  sellerId = seller.id;
  productId = (
    await createProduct(t.app.db, { sellerId, categoryName: 'Cameras', price: 5000, name: 'Quuxlens Camera' })
  ).id;
});

it("forgets every remembered answer holding a suspended seller's products, and shows them again on reinstatement", async () => {
  const admin = await t.admin();
  const urls = [
    `/api/user/products/${productId}`,
    '/api/user/products?limit=48&sort=newest',
    '/api/user/products?category=Cameras',
    '/api/user/products/search?query=Quuxlens',
    `/api/user/sellers/${sellerId}`,
  ];
  const seen = async () =>
    Promise.all(
      urls.map(async (u) => {
        const res = await t.get(u);
        return res.statusCode === 200 && res.body.includes('Quuxlens');
      }),
    );
  expect(await seen()).toEqual([true, true, true, true, true]);
  // Twice: the second answers come from the cache.
  expect(await seen()).toEqual([true, true, true, true, true]);
  await t.send('PATCH', `/api/admin/sellers/${sellerId}/status`, admin.cookie, { status: 'suspended' });
  expect(await seen()).toEqual([false, false, false, false, false]);
  await t.send('PATCH', `/api/admin/sellers/${sellerId}/status`, admin.cookie, { status: 'approved' });
  expect(await seen()).toEqual([true, true, true, true, true]);
});
