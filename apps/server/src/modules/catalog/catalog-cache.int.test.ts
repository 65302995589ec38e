import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { createCategory, createProduct, createSeller, signedInAccounts } from '../../../test/factories.ts';
import { products } from '../../db/schema/index.ts';

// The public answer cache as served (CATALOG_CACHE_SECONDS=10): a change made behind the app's back waits for the
// answer to expire, a change made through the app is read by the very next request.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ CATALOG_CACHE_SECONDS: '10' });
});
afterAll(async () => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

/** A product whose page has been read (so it is remembered), then renamed in the database behind the app's back. */
async function readThenRenameBehindTheBack(categoryName: string, name: string) {
  const db = t.app.db;
  const accounts = await signedInAccounts(db);
  const category = await createCategory(db, { name: categoryName });
  const product = await createProduct(db, { sellerId: accounts.sellerId, categoryName: category.name, name });
  const detail = `/api/user/products/${product.id}`;
  expect((await get(detail)).body.name).toBe(name);
  await db.update(products).set({ name: `${name} II` }).where(eq(products.id, product.id));
  return { accounts, product, detail };
}

describe('the public answer cache', () => {
  it('reuses a product, a list page, a search and a seller page; a write through the app is read at once', async () => {
    const db = t.app.db;
    const accounts = await signedInAccounts(db);
    const category = await createCategory(db, { name: 'Cache Test Gadgets' });
    const seller = await createSeller(db, { name: 'Memo Electronics' });
    const product = await createProduct(db, { sellerId: seller.id, categoryName: category.name, name: 'Quokkaphone Max' });
    const detail = `/api/user/products/${product.id}`;
    const list = `/api/user/products?page=1&limit=12&category=${encodeURIComponent(category.name)}`;
    const search = `/api/user/products/search?query=quokkaphone`;
    const sellerPage = `/api/user/sellers/${seller.id}`;

    expect((await get(detail)).status).toBe(200);
    expect((await get(list)).body.products).toHaveLength(1);
    expect((await get(search)).body).toHaveLength(1);
    expect((await get(sellerPage)).body.seller.products).toHaveLength(1);

    // Behind the app's back: every answer is still the remembered one.
    await db.update(products).set({ status: 'Inactive' }).where(eq(products.id, product.id));
    expect((await get(detail)).status).toBe(200);
    expect((await get(list)).body.products).toHaveLength(1);
    expect((await get(search)).body).toHaveLength(1);
    expect((await get(sellerPage)).body.seller.products).toHaveLength(1);

    // Through the app (the admin makes it Active again, then Inactive): the next reads see it.
    for (const status of ['Active', 'Inactive'] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/updateStatus/${product.id}`,
        headers: { cookie: accounts.admin },
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await get(detail)).status).toBe(404);
    expect((await get(list)).body.products).toHaveLength(0);
    expect((await get(search)).body).toHaveLength(0);
    expect((await get(sellerPage)).body.seller.products).toHaveLength(0);
  });

  it('a refused write (bad input) does not forget anything', async () => {
    const { accounts, product, detail } = await readThenRenameBehindTheBack('Cache Test Audio', 'Wombat Buds');

    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/updateStatus/${product.id}`,
      headers: { cookie: accounts.admin },
      payload: { status: 'Sideways' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await get(detail)).body.name).toBe('Wombat Buds');
  });

  it('the cart, the wishlist and signing out keep them (they change nothing public)', async () => {
    const { accounts, product, detail } = await readThenRenameBehindTheBack('Cache Test Cameras', 'Numbat Cam');

    const writes = [
      { method: 'POST' as const, url: `/api/user/cart/add/${product.id}`, payload: { quantity: 1 } },
      { method: 'POST' as const, url: `/api/user/wishlist/${product.id}` },
      { method: 'POST' as const, url: '/api/auth/logout' },
    ];
    for (const w of writes) {
      const res = await t.app.inject({ ...w, headers: { cookie: accounts.buyer } });
      expect(res.statusCode, w.url).toBe(200);
    }
    expect((await get(detail)).body.name).toBe('Numbat Cam');
  });
});
