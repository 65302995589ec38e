import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, UNITS_PER_PRODUCT_MAX } from '@electrohub/shared/cart';
import { useTestApp } from '../../../test/api.ts';
import { setStock } from '../../../test/factories.ts';
import { preparedNames } from '../../../test/prepared.ts';
import { statementsOf } from '../../../test/statements.ts';

const t = useTestApp();
const { get, send, buyer, product } = t;

describe('cart', () => {
  it('needs a signed-in buyer', async () => {
    for (const res of [
      await get('/api/user/cart'),
      await send('POST', '/api/user/cart/add/1', undefined, { quantity: '1' }),
      await send('PUT', '/api/user/cart/update/1', undefined, { quantity: 2 }),
      await send('DELETE', '/api/user/cart/remove/1'),
    ])
      expect(res.statusCode).toBe(401);
  });

  it('adds with the text quantity the client sends, adds again to the same line, and lists the lines', async () => {
    const b = await buyer();
    const p = await product({ price: 1000, offerPercentage: 10, stock: 5 });
    const first = await send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: '1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Product added to cart',
      cartItem: { productId: p.id, quantity: 1 },
    });
    const second = await send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 2 });
    expect(second.json().cartItem).toMatchObject({ id: first.json().cartItem.id, quantity: 3 });
    // No body adds one.
    const third = await send('POST', `/api/user/cart/add/${p.id}`, b.cookie);
    expect(third.json().cartItem.quantity).toBe(4);

    const cart = await get('/api/user/cart', b.cookie);
    expect(cart.statusCode).toBe(200);
    expect(cart.json().products).toEqual([
      expect.objectContaining({
        id: p.id,
        price: 1000,
        sellingPrice: 900,
        quantity: 4,
        cartItemId: first.json().cartItem.id,
        available: true,
      }),
    ]);
  });

  it('refuses quantities below 1 and unknown fields with 400', async () => {
    const b = await buyer();
    const p = await product();
    for (const quantity of ['0', 0, -1, '1.5', 'abc', 1.5]) {
      const res = await send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().flag).toBe('ValidationError');
    }
    expect(
      (await send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 1, price: 1 })).statusCode,
    ).toBe(400);
    const res = await send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 0 });
    expect(res.json().error).toBe('Quantity must be at least 1');
  });

  it('never lets a line exceed the stock (409 OutOfStock), and refuses out-of-stock or hidden products', async () => {
    const b = await buyer();
    const p = await product({ stock: 2, name: 'Scarce Phone' });
    expect((await send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 2 })).statusCode).toBe(
      200,
    );
    const over = await send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      flag: 'OutOfStock',
      products: [{ id: p.id, name: 'Scarce Phone', available: 2 }],
    });

    const gone = await product({ stock: 0, status: 'OutOfStock' });
    expect((await send('POST', `/api/user/cart/add/${gone.id}`, b.cookie, { quantity: 1 })).json().flag).toBe(
      'OutOfStock',
    );
    const hidden = await product({ status: 'Discontinued' });
    expect(
      (await send('POST', `/api/user/cart/add/${hidden.id}`, b.cookie, { quantity: 1 })).statusCode,
    ).toBe(404);
    expect((await send('POST', '/api/user/cart/add/987654', b.cookie, { quantity: 1 })).statusCode).toBe(404);
  });

  it(`keeps one line per product and at most ${UNITS_PER_PRODUCT_MAX} units in it (409 QuantityLimit), whatever the stock`, async () => {
    const b = await buyer();
    const p = await product({ stock: 1000 });
    for (let i = 0; i < 2; i++)
      expect((await send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 5 })).statusCode).toBe(
        200,
      );
    const over = await send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      flag: 'QuantityLimit',
      error: CART_MESSAGES.perProductMax,
      max: UNITS_PER_PRODUCT_MAX,
    });
    const lines = (await get('/api/user/cart', b.cookie)).json().products as {
      cartItemId: number;
      quantity: number;
    }[];
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(UNITS_PER_PRODUCT_MAX);
    const raise = await send('PUT', `/api/user/cart/update/${lines[0]!.cartItemId}`, b.cookie, {
      quantity: 100,
    });
    expect(raise.statusCode).toBe(409);
    expect(raise.json().flag).toBe('QuantityLimit');
    expect(
      (await send('PUT', `/api/user/cart/update/${lines[0]!.cartItemId}`, b.cookie, { quantity: 3 }))
        .statusCode,
    ).toBe(200);
  });

  it('updates a quantity (≥ 1, ≤ stock) and removes a line', async () => {
    const b = await buyer();
    const p = await product({ stock: 3 });
    const id = (await send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: '1' })).json().cartItem
      .id as number;
    const up = await send('PUT', `/api/user/cart/update/${id}`, b.cookie, { quantity: 3 });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ message: 'Cart updated', cartItem: { id, productId: p.id, quantity: 3 } });
    const over = await send('PUT', `/api/user/cart/update/${id}`, b.cookie, { quantity: 4 });
    expect(over.statusCode).toBe(409);
    expect(over.json().flag).toBe('OutOfStock');
    const zero = await send('PUT', `/api/user/cart/update/${id}`, b.cookie, { quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toBe('Quantity must be at least 1');
    expect((await send('PUT', `/api/user/cart/update/${id}`, b.cookie, {})).statusCode).toBe(400);
    // Lowering is always allowed, even after the stock fell below the line.
    await setStock(t.app.db, p.id, 1);
    expect((await send('PUT', `/api/user/cart/update/${id}`, b.cookie, { quantity: 2 })).statusCode).toBe(
      200,
    );
    const listed = (await get('/api/user/cart', b.cookie)).json().products[0];
    expect(listed).toMatchObject({ quantity: 2, stock: 1, available: false });

    const del = await send('DELETE', `/api/user/cart/remove/${id}`, b.cookie);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Product removed from cart' });
    expect((await get('/api/user/cart', b.cookie)).json()).toEqual({ products: [] });
    expect((await send('DELETE', `/api/user/cart/remove/${id}`, b.cookie)).statusCode).toBe(404);
  });

  it('touches only the buyer’s own cart lines (403 for someone else’s)', async () => {
    const owner = await buyer();
    const other = await buyer();
    const p = await product();
    const id = (await send('POST', `/api/user/cart/add/${p.id}`, owner.cookie, { quantity: '1' })).json()
      .cartItem.id as number;
    const up = await send('PUT', `/api/user/cart/update/${id}`, other.cookie, { quantity: 2 });
    expect(up.statusCode).toBe(403);
    const del = await send('DELETE', `/api/user/cart/remove/${id}`, other.cookie);
    expect(del.statusCode).toBe(403);
    expect((await get('/api/user/cart', other.cookie)).json()).toEqual({ products: [] });
    expect((await get('/api/user/cart', owner.cookie)).json().products[0].quantity).toBe(1);
  });

  it('quick clicks at once never take a line past the stock', async () => {
    const b = await buyer();
    const p = await product({ stock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 1 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    expect((await get('/api/user/cart', b.cookie)).json().products[0].quantity).toBe(5);
  });

  it('does not let a seller session use the buyer cart', async () => {
    const { cookie } = await t.seller();
    expect((await get('/api/user/cart', cookie)).statusCode).toBe(401);
  });

  // A cart write (decision 061) and the cart read (decision 068) find their buyer in their own statement: the
  // statement's session rule is the lookup's.
  it('refuses the cart and every cart write with 401 for a seller’s, an expired or a signed-out session, and writes nothing', async () => {
    const b = await buyer();
    const p = await product({ stock: 5 });
    const line = (await send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 1 })).json().cartItem
      .id as number;
    const notBuyers = await t.notBuyerCookies();
    for (const cookie of notBuyers) {
      for (const res of [
        await get('/api/user/cart', cookie),
        await send('POST', `/api/user/cart/add/${p.id}`, cookie, { quantity: 1 }),
        await send('PUT', `/api/user/cart/update/${line}`, cookie, { quantity: 2 }),
        await send('DELETE', `/api/user/cart/remove/${line}`, cookie),
      ]) {
        expect(res.statusCode, cookie).toBe(401);
        expect(res.json().flag).toBe('NoTokenProvided');
      }
    }
    const rows = await t.app.db.execute<{ quantity: number }>(
      sql`select quantity from cart_items where product_id = ${p.id}`,
    );
    expect(rows.rows).toEqual([{ quantity: 1 }]);
  });
});

describe('cart statements on the wire (decision 048)', () => {
  // An app of its own: a prepared read is made once per database handle, at its first use, so no earlier test may
  // have read a cart on it.
  const w = useTestApp();
  it('sends each write and the cart read as a named prepared statement, so PostgreSQL plans each once per connection', async () => {
    const b = await w.buyer();
    const p = await w.product({ stock: 5 });
    const names = await preparedNames(w.app.db, async () => {
      const added = await w.send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: '1' });
      expect(added.statusCode).toBe(200);
      const line = added.json().cartItem.id;
      expect(
        (await w.send('PUT', `/api/user/cart/update/${line}`, b.cookie, { quantity: 2 })).statusCode,
      ).toBe(200);
      expect((await w.get('/api/user/cart', b.cookie)).json().products).toHaveLength(1);
      expect((await w.send('DELETE', `/api/user/cart/remove/${line}`, b.cookie)).statusCode).toBe(200);
    });
    const written = names.filter((n) => typeof n === 'string' && n.startsWith('cart_'));
    expect(written).toEqual(['cart_add', 'cart_set_quantity', 'cart_lines', 'cart_remove']);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'a cart write is one statement, its session checked in it (PGlite counts them; decision 061)',
    async () => {
      const b = await w.buyer();
      const p = await w.product({ stock: 5 });
      const added = await statementsOf(w.database, () =>
        w.send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 1 }),
      );
      expect(added.value.statusCode).toBe(200);
      const line = added.value.json().cartItem.id as number;
      const changed = await statementsOf(w.database, () =>
        w.send('PUT', `/api/user/cart/update/${line}`, b.cookie, { quantity: 2 }),
      );
      expect(changed.value.statusCode).toBe(200);
      const removed = await statementsOf(w.database, () =>
        w.send('DELETE', `/api/user/cart/remove/${line}`, b.cookie),
      );
      expect(removed.value.statusCode).toBe(200);
      expect([added.statements, changed.statements, removed.statements]).toEqual([1, 1, 1]);
    },
  );

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'the cart page is one statement, its session checked in it, empty or not (PGlite counts them; decision 068)',
    async () => {
      const b = await w.buyer();
      const p = await w.product({ stock: 5 });
      const empty = await statementsOf(w.database, () => w.get('/api/user/cart', b.cookie));
      expect(empty.value.statusCode).toBe(200);
      expect(empty.value.json()).toEqual({ products: [] });
      expect((await w.send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 2 })).statusCode).toBe(
        200,
      );
      const full = await statementsOf(w.database, () => w.get('/api/user/cart', b.cookie));
      expect(full.value.statusCode).toBe(200);
      expect(full.value.json().products).toMatchObject([{ id: p.id, quantity: 2 }]);
      expect([empty.statements, full.statements]).toEqual([1, 1]);
    },
  );
});
