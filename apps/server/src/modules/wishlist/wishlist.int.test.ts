import { describe, expect, it } from 'vitest';
import { allKeys, SECRET_KEYS } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { preparedNames } from '../../../test/prepared.ts';

const t = useTestApp();
const { get, send, buyer, product } = t;

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
      ...(await t.shop()),
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

describe('wishlist reads on the wire (decision 048)', () => {
  // An app of its own: a prepared read is made once per database handle, at its first use.
  const w = useTestApp();
  it('reads the products and the ids as named prepared statements, so PostgreSQL plans each once per connection', async () => {
    const b = await w.buyer();
    const p = await w.product();
    expect((await w.send('POST', `/api/user/wishlist/${p.id}`, b.cookie)).statusCode).toBe(200);
    const names = await preparedNames(w.app.db, async () => {
      expect((await w.get('/api/user/wishlist', b.cookie)).json().products).toHaveLength(1);
      expect((await w.get('/api/user/wishlist/wishlistproducts', b.cookie)).json().wishlist).toEqual([p.id]);
    });
    const read = names.filter((n) => typeof n === 'string' && n.startsWith('wishlist_'));
    expect(read).toEqual(['wishlist_products', 'wishlist_ids']);
  });
});
