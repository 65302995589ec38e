import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import { buildTestApp, buildTestAppBeside, type TestContext } from '../../../test/helpers.ts';
import {
  createBuyer,
  createCategory,
  createProduct,
  createSeller,
  sessionCookie,
  signedInAccounts,
} from '../../../test/factories.ts';
import { products } from '../../db/schema/index.ts';
import { placeOrder } from '../../../test/checkout.ts';
import { imageParts, multipart } from '../../../test/multipart.ts';

// The public answer cache as served (CATALOG_CACHE_SECONDS=10): a change made behind the app's back waits for the
// answer to expire, a change made through the app is read by the very next request, and forgets only the answers
// showing what it changed (decision 029): tests change data behind the app's back and look at which answers still
// show the old value.
const t = useTestApp({ env: { CATALOG_CACHE_SECONDS: '10' } });

const get = async (url: string) => {
  const res = await t.get(url);
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
  await db
    .update(products)
    .set({ name: `${name} II` })
    .where(eq(products.id, product.id));
  return { accounts, product, detail };
}

describe('the public answer cache', () => {
  it('reuses a product, a list page, a search and a seller page; a write through the app is read at once', async () => {
    const db = t.app.db;
    const accounts = await signedInAccounts(db);
    const category = await createCategory(db, { name: 'Cache Test Gadgets' });
    const seller = await createSeller(db, { name: 'Memo Electronics' });
    const product = await createProduct(db, {
      sellerId: seller.id,
      categoryName: category.name,
      name: 'Quokkaphone Max',
    });
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
      const res = await t.send('PATCH', `/api/admin/products/updateStatus/${product.id}`, accounts.admin, {
        status,
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await get(detail)).status).toBe(404);
    expect((await get(list)).body.products).toHaveLength(0);
    expect((await get(search)).body).toHaveLength(0);
    expect((await get(sellerPage)).body.seller.products).toHaveLength(0);
  });

  it('a refused write (bad input) does not forget anything', async () => {
    const { accounts, product, detail } = await readThenRenameBehindTheBack(
      'Cache Test Audio',
      'Wombat Buds',
    );

    const refused = await t.send('PATCH', `/api/admin/products/updateStatus/${product.id}`, accounts.admin, {
      status: 'Sideways',
    });
    expect(refused.statusCode).toBe(400);
    expect((await get(detail)).body.name).toBe('Wombat Buds');
  });

  it('the cart, the wishlist and signing out keep them (they change nothing public)', async () => {
    const { accounts, product, detail } = await readThenRenameBehindTheBack(
      'Cache Test Cameras',
      'Numbat Cam',
    );

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

/** A signed-in buyer's cookie (with the phone and address checkout needs). */
async function buyerCookie() {
  return (await t.buyer()).cookie;
}

/** Rename behind the app's back: an answer still showing the old name was kept, one showing the new was reloaded. */
const renameBehindTheBack = (id: number, name: string) =>
  t.app.db.update(products).set({ name }).where(eq(products.id, id));

describe('forgetting by what changed', () => {
  it('a stock move forgets the product page only; selling out forgets the lists that show it', async () => {
    const db = t.app.db;
    const seller = await createSeller(db);
    const category = await createCategory(db, { name: 'Cache Test Tablets' });
    const product = await createProduct(db, {
      sellerId: seller.id,
      categoryName: category.name,
      name: 'Capybara Pad',
      price: 100,
      stock: 3,
    });
    const detail = `/api/user/products/${product.id}`;
    const list = `/api/user/products?page=1&limit=12&category=${encodeURIComponent(category.name)}`;
    const search = '/api/user/products/search?query=capybara';
    const sellerPage = `/api/user/sellers/${seller.id}`;
    expect((await get(detail)).body).toMatchObject({ stock: 3, status: 'Active' });
    for (const url of [list, search, sellerPage]) expect((await get(url)).status).toBe(200);

    await renameBehindTheBack(product.id, 'Capybara Pad II');
    const one = await placeOrder(t.app, await buyerCookie(), {
      total: 100,
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(one.statusCode).toBe(200);
    // The page shows the stock: read at once. A card shows no stock: the lists are kept.
    expect((await get(detail)).body).toMatchObject({ name: 'Capybara Pad II', stock: 2, status: 'Active' });
    expect((await get(list)).body.products[0]).toMatchObject({ name: 'Capybara Pad', status: 'Active' });
    expect((await get(search)).body[0]).toMatchObject({ name: 'Capybara Pad', status: 'Active' });
    expect((await get(sellerPage)).body.seller.products[0]).toMatchObject({ name: 'Capybara Pad' });

    // The last units: the status flips to OutOfStock, which every card shows.
    const rest = await placeOrder(t.app, await buyerCookie(), {
      total: 200,
      items: [{ productId: product.id, quantity: 2 }],
    });
    expect(rest.statusCode).toBe(200);
    expect((await get(detail)).body).toMatchObject({ stock: 0, status: 'OutOfStock' });
    expect((await get(list)).body.products[0]).toMatchObject({
      name: 'Capybara Pad II',
      status: 'OutOfStock',
    });
    expect((await get(search)).body[0]).toMatchObject({ name: 'Capybara Pad II', status: 'OutOfStock' });
    expect((await get(sellerPage)).body.seller.products[0]).toMatchObject({
      name: 'Capybara Pad II',
      status: 'OutOfStock',
    });
  });

  it("a seller's price edit forgets that product's page, lists and search, not another seller's product", async () => {
    const db = t.app.db;
    const accounts = await signedInAccounts(db);
    const category = await createCategory(db, { name: 'Cache Test Drones' });
    const otherCategory = await createCategory(db, { name: 'Cache Test Kettles' });
    const edited = await createProduct(db, {
      sellerId: accounts.sellerId,
      categoryName: category.name,
      name: 'Quoll Drone',
      price: 900,
    });
    const otherSeller = await createSeller(db);
    const other = await createProduct(db, {
      sellerId: otherSeller.id,
      categoryName: otherCategory.name,
      name: 'Dingo Kettle',
    });
    const urls = {
      page: `/api/user/products/${edited.id}`,
      list: `/api/user/products?page=1&limit=12&category=${encodeURIComponent(category.name)}`,
      all: '/api/user/products?page=1&limit=48',
      search: '/api/user/products/search?query=quoll',
      related: `/api/user/products/relatedproducts/${encodeURIComponent(category.name)}`,
      otherPage: `/api/user/products/${other.id}`,
      otherSellerPage: `/api/user/sellers/${otherSeller.id}`,
    };
    for (const url of Object.values(urls)) expect((await get(url)).status, url).toBe(200);
    await renameBehindTheBack(other.id, 'Dingo Kettle II');

    const res = await t.sendForm('PATCH', `/api/seller/products/${edited.id}`, accounts.seller, {
      price: 500,
    });
    expect(res.statusCode).toBe(200);

    const priceIn = (items: { id: number; price: number }[]) => items.find((p) => p.id === edited.id)?.price;
    expect((await get(urls.page)).body.price).toBe(500);
    expect(priceIn((await get(urls.list)).body.products)).toBe(500);
    expect(priceIn((await get(urls.all)).body.products)).toBe(500);
    expect(priceIn((await get(urls.search)).body)).toBe(500);
    expect(priceIn((await get(urls.related)).body.products)).toBe(500);
    // Another seller's product page and seller page are still the remembered ones.
    expect((await get(urls.otherPage)).body.name).toBe('Dingo Kettle');
    expect((await get(urls.otherSellerPage)).body.seller.products[0].name).toBe('Dingo Kettle');
  });

  it('a new product is listed and found at once (its category, the listing, search)', async () => {
    const db = t.app.db;
    const accounts = await signedInAccounts(db);
    const category = await createCategory(db, { name: 'Cache Test Routers' });
    const list = `/api/user/products?page=1&limit=12&category=${encodeURIComponent(category.name)}`;
    const search = '/api/user/products/search?query=zyxqvort';
    expect((await get(list)).body.products).toHaveLength(0);
    expect((await get(search)).body).toHaveLength(0);
    const res = await t.sendForm(
      'POST',
      `/api/seller/products/${accounts.sellerId}`,
      accounts.seller,
      {
        name: 'Zyxqvort Router',
        description: 'A fast router.',
        price: 2999,
        offerPercentage: 0,
        stock: 4,
        categoryName: category.name,
        status: 'Active',
        brand: 'Zyxq',
        details: JSON.stringify([{ key: 'Bands', value: '2' }]),
      },
      await imageParts(3),
    );
    expect(res.statusCode).toBe(201);
    expect((await get(list)).body.products).toHaveLength(1);
    expect((await get(search)).body).toHaveLength(1);
  });
});

/** Poll until `read` gives a value `done` accepts (state, not time: the test timeout bounds the wait). */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}

// Two app processes on one PostgreSQL database, answers remembered for an hour: what one writes, the other reads
// as soon as the notification arrives. On PGlite there is one process (the local path is all there is).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two processes on one database', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await buildTestApp({ CATALOG_CACHE_SECONDS: '3600' });
    b = await buildTestAppBeside(a, { CATALOG_CACHE_SECONDS: '3600' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it(
    'a write through one is read by the other within a bounded wait; what it did not touch stays remembered',
    { timeout: 15_000 },
    async () => {
      const db = a.app.db;
      const health = (await b.app.inject({ method: 'GET', url: '/api/health' })).json<{
        checks?: { cache?: string };
      }>();
      expect(health.checks?.cache).toBe('up');
      const accounts = await signedInAccounts(db);
      const category = await createCategory(db, { name: 'Cache Test Cross Process' });
      const product = await createProduct(db, {
        sellerId: accounts.sellerId,
        categoryName: category.name,
        price: 900,
        stock: 5,
      });
      const other = await createProduct(db, {
        sellerId: (await createSeller(db)).id,
        categoryName: category.name,
        name: 'Echidna Lamp',
      });
      const page = `/api/user/products/${product.id}`;
      const read = async (url: string) =>
        (await b.app.inject({ method: 'GET', url })).json<{ price: number; stock: number; name: string }>();
      expect(await read(page)).toMatchObject({ price: 900, stock: 5 });
      expect((await read(`/api/user/products/${other.id}`)).name).toBe('Echidna Lamp');
      await renameBehindTheBack(other.id, 'Echidna Lamp II');

      const body = await multipart({ price: 500 });
      const edit = await a.app.inject({
        method: 'PATCH',
        url: `/api/seller/products/${product.id}`,
        headers: { ...body.headers, cookie: accounts.seller },
        payload: body.payload,
      });
      expect(edit.statusCode).toBe(200);
      expect(
        (
          await until(
            () => read(page),
            (p) => p.price === 500,
          )
        ).price,
      ).toBe(500);

      const placed = await placeOrder(a.app, await sessionCookie(db, 'user', (await createBuyer(db)).id), {
        total: 500,
        items: [{ productId: product.id, quantity: 1 }],
      });
      expect(placed.statusCode).toBe(200);
      expect(
        (
          await until(
            () => read(page),
            (p) => p.stock === 4,
          )
        ).stock,
      ).toBe(4);
      // Nothing told b about the other product: its page is still the remembered one (an hour to live).
      expect((await read(`/api/user/products/${other.id}`)).name).toBe('Echidna Lamp');
    },
  );
});
