import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allKeys, buildTestApp, SECRET_KEYS, type TestContext } from '../../../test/helpers.ts';
import {
  createBuyer,
  createCategory,
  createProduct,
  createSeller,
  sessionCookie,
} from '../../../test/factories.ts';

let t: TestContext;
let sellerId: number;
let categoryName: string;

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = (await createSeller(t.app.db)).id;
  categoryName = (await createCategory(t.app.db)).name;
});
afterAll(async () => t.close());

async function buyer() {
  const b = await createBuyer(t.app.db);
  return { ...b, cookie: await sessionCookie(t.app.db, 'user', b.id) };
}
const product = (o: Parameters<typeof createProduct>[1] extends infer P ? Partial<P> : never = {}) =>
  createProduct(t.app.db, { sellerId, categoryName, ...o });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('wishlist', () => {
  it('needs a signed-in buyer', async () => {
    for (const res of [
      await get('/api/user/wishlist'),
      await get('/api/user/wishlist/wishlistproducts'),
      await send('POST', '/api/user/wishlist/1'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().flag).toBe('NoTokenProvided');
    }
  });

  it('toggles a product on and off, and lists the products and the ids', async () => {
    const b = await buyer();
    const p = await product({ price: 2000, offerPercentage: 25, name: 'Wish Phone' });
    const on = await send('POST', `/api/user/wishlist/${p.id}`, b.cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ message: 'Product added to wishlist', wishlisted: true });

    const ids = await get('/api/user/wishlist/wishlistproducts', b.cookie);
    expect(ids.json()).toEqual({ wishlist: [p.id] });

    const list = await get('/api/user/wishlist', b.cookie);
    expect(list.statusCode).toBe(200);
    const [item] = list.json().products;
    expect(item).toMatchObject({
      id: p.id,
      name: 'Wish Phone',
      price: 2000,
      offerPercentage: 25,
      sellingPrice: 1500,
      status: 'Active',
      available: true,
      sellerId,
      categoryName,
    });
    expect(item.images).toHaveLength(3);
    expect(item.images[0]).toEqual({ url: expect.stringMatching(/^https?:\/\/[^/]+\/media\//) });
    for (const k of SECRET_KEYS) expect(allKeys(list.json()).has(k)).toBe(false);

    const off = await send('POST', `/api/user/wishlist/${p.id}`, b.cookie);
    expect(off.json()).toEqual({ message: 'Product removed from wishlist', wishlisted: false });
    expect((await get('/api/user/wishlist', b.cookie)).json()).toEqual({ products: [] });
  });

  it('keeps each buyer’s wishlist apart', async () => {
    const a = await buyer();
    const b = await buyer();
    const p = await product();
    await send('POST', `/api/user/wishlist/${p.id}`, a.cookie);
    expect((await get('/api/user/wishlist/wishlistproducts', b.cookie)).json()).toEqual({ wishlist: [] });
  });

  it('answers 404 for a product that does not exist or is not public, 400 for a bad id', async () => {
    const b = await buyer();
    const hidden = await product({ status: 'Inactive' });
    expect((await send('POST', '/api/user/wishlist/999999', b.cookie)).statusCode).toBe(404);
    expect((await send('POST', `/api/user/wishlist/${hidden.id}`, b.cookie)).statusCode).toBe(404);
    expect((await send('POST', '/api/user/wishlist/abc', b.cookie)).statusCode).toBe(400);
  });

  it('shows out-of-stock products as not available', async () => {
    const b = await buyer();
    const p = await product({ stock: 0, status: 'OutOfStock' });
    await send('POST', `/api/user/wishlist/${p.id}`, b.cookie);
    const [item] = (await get('/api/user/wishlist', b.cookie)).json().products;
    expect(item).toMatchObject({ id: p.id, status: 'OutOfStock', available: false });
  });
});
