import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { eq } from 'drizzle-orm';
import { createCategory, createProduct, createSeller } from '../../../test/factories.ts';
import { products } from '../../db/schema/index.ts';
import * as service from './service.ts';

let t: TestContext;
const made: Record<string, number> = {};
const tag = randomBytes(2).toString('hex');

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const seller = await createSeller(db);
  const audio = await createCategory(db, { name: 'Audio' });
  const phones = await createCategory(db, { name: 'Smartphones' });
  const add = async (key: string, o: Parameters<typeof createProduct>[1]) => {
    made[key] = (await createProduct(db, { images: 1, ...o })).id;
  };
  await add('headphones', { sellerId: seller.id, categoryName: audio.name, name: 'Sonic Wireless Headphones', brand: 'Sonic', price: 3000, description: 'Over-ear with noise cancelling.' });
  await add('earbuds', { sellerId: seller.id, categoryName: audio.name, name: 'Sonic Wireless Earbuds', brand: 'Sonic', price: 2000, description: 'In-ear buds.' });
  await add('wiredHeadphones', { sellerId: seller.id, categoryName: audio.name, name: 'Studio Wired Headphones', brand: 'Studio', price: 1500, description: 'Reference sound.' });
  await add('iphone', { sellerId: seller.id, categoryName: phones.name, name: 'Apple iPhone 15', brand: 'Apple', price: 70000, description: 'A phone.' });
  await add('galaxy', { sellerId: seller.id, categoryName: phones.name, name: 'Samsung Galaxy S24', brand: 'Samsung', price: 65000, description: 'Android flagship with wireless charging.' });
  await add('hidden', { sellerId: seller.id, categoryName: audio.name, name: 'Hidden Wireless Headphones', status: 'Inactive' });
  await add('gone', { sellerId: seller.id, categoryName: audio.name, name: 'Gone Wireless Headphones', status: 'Discontinued' });
  await add('oos', { sellerId: seller.id, categoryName: audio.name, name: 'Sold Out Wireless Headphones', status: 'OutOfStock', stock: 0 });
  // Seven speakers sharing a rare word, for the limits.
  for (let i = 0; i < 7; i++) await add(`speaker${i}`, { sellerId: seller.id, categoryName: audio.name, name: `Zephyr${tag} Speaker ${i}`, price: 1000 + i * 100 });
});
afterAll(async () => t.close());

const search = async (qs: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/products/search?${qs}` });
  return { status: res.statusCode, body: res.json() };
};
const ids = (b: { products: { id: number }[] }) => b.products.map((p) => p.id);

describe('GET /api/user/products/search', () => {
  it('tolerates typos: "wireles hedphones" finds the wireless headphones first', async () => {
    const { status, body } = await search('query=wireles%20hedphones');
    expect(status).toBe(200);
    expect(body.products[0].id).toBe(made.headphones);
    expect(body.products[0]).toMatchObject({ name: 'Sonic Wireless Headphones', price: 3000, categoryName: 'Audio', images: [{ id: expect.any(Number), url: expect.any(String) }] });
  });

  it('ranks the better match first and matches words being typed', async () => {
    expect(ids((await search('query=wireless%20headphones')).body)[0]).toBe(made.headphones);
    expect(ids((await search('query=iph')).body)).toContain(made.iphone);
    expect(ids((await search('query=galax')).body)[0]).toBe(made.galaxy);
    expect(ids((await search('query=samsng%20galaxy')).body)[0]).toBe(made.galaxy);
  });

  it('matches brand and category', async () => {
    expect(ids((await search('query=apple')).body)).toContain(made.iphone);
    const phones = ids((await search('query=smartphones&limit=10')).body);
    expect(phones).toEqual(expect.arrayContaining([made.iphone, made.galaxy]));
  });

  it('never shows Inactive or Discontinued products; OutOfStock ones show', async () => {
    const found = ids((await search('query=wireless%20headphones&limit=48')).body);
    expect(found).not.toContain(made.hidden);
    expect(found).not.toContain(made.gone);
    expect(found).toContain(made.oos);
  });

  it('answers at most 5 by default, up to limit, and 400 above 48', async () => {
    expect((await search(`query=zephyr${tag}`)).body.products).toHaveLength(5);
    expect((await search(`query=zephyr${tag}&limit=6`)).body.products).toHaveLength(6);
    const page2 = await search(`query=zephyr${tag}&limit=5&page=2`);
    expect(page2.body.products).toHaveLength(2);
    expect(page2.body).toMatchObject({ page: 2, limit: 5 });
    expect((await search(`query=zephyr${tag}&limit=49`)).status).toBe(400);
  });

  it('sorts like the category page when asked', async () => {
    const asc = ids((await search(`query=zephyr${tag}&limit=48&sort=price_asc`)).body);
    expect(asc).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => made[`speaker${i}`]));
    const desc = ids((await search(`query=zephyr${tag}&limit=48&sort=price_desc`)).body);
    expect(desc).toEqual([...asc].reverse());
  });

  it('answers nothing for fewer than 2 characters, empty or symbol-only queries', async () => {
    for (const q of ['', 'a', '%20%20', '%25%26*', 'a%20%20']) {
      const { status, body } = await search(`query=${q}`);
      expect(status).toBe(200);
      expect(body.products).toEqual([]);
    }
    expect((await search('')).body.products).toEqual([]);
  });

  it('is safe with tsquery syntax in the input', async () => {
    const { status } = await search(`query=${encodeURIComponent("wireless & | ! :* ( ' \\ headphones")}`);
    expect(status).toBe(200);
  });

  it('matches description words and ranks name matches above them', async () => {
    const found = ids((await search('query=noise%20cancelling&limit=10')).body);
    expect(found[0]).toBe(made.headphones);
  });

  it('learns new and renamed product words for typo correction (dictionary trigger)', async () => {
    const db = t.app.db;
    const seller = await createSeller(db);
    const cat = await createCategory(db, { name: 'Projectors' });
    const p = await createProduct(db, { sellerId: seller.id, categoryName: cat.name, name: 'Quasarix Beamer 4K', images: 1 });
    expect(ids((await search('query=quasrix%20beamr')).body)).toContain(p.id);
    await db.update(products).set({ name: 'Lumivane Beamer 4K' }).where(eq(products.id, p.id));
    expect(ids((await search('query=lumivan')).body)).toContain(p.id);
    expect(ids((await search('query=lumvane')).body)).toContain(p.id);
  });

  it('reuses an answer for the same words, sort and page only within the cache time', async () => {
    const db = t.app.db;
    const seller = await createSeller(db);
    const cat = await createCategory(db, { name: 'Routers' });
    const p = await createProduct(db, { sellerId: seller.id, categoryName: cat.name, name: `Meshora${tag} Router`, images: 1 });
    const q = { query: `meshora${tag}`, page: 1, limit: 5, sort: 'default' as const };
    const first = await service.search(db, q, 10_000, 1_000);
    expect(first.map((c) => c.id)).toEqual([p.id]);
    await db.update(products).set({ status: 'Inactive' }).where(eq(products.id, p.id));
    expect(await service.search(db, q, 10_000, 5_000)).toBe(first);
    expect(await service.search(db, { ...q, limit: 6 }, 10_000, 5_000)).toEqual([]);
    expect(await service.search(db, q, 10_000, 11_001)).toEqual([]);
    expect(await service.search(db, q, 0, 5_000)).toEqual([]);
  });

  it('ranks all words in a title above all words only in a description', async () => {
    const db = t.app.db;
    const seller = await createSeller(db);
    const cat = await createCategory(db, { name: 'Monitors' });
    const inText = await createProduct(db, { sellerId: seller.id, categoryName: cat.name, name: `Vireo${tag} Display`, description: `A 27 inch panel, the quorbix${tag} of monitors.`, images: 1, ratingAvg: 500 });
    const inTitle = await createProduct(db, { sellerId: seller.id, categoryName: cat.name, name: `Quorbix${tag} 27 inch Monitor`, description: 'A panel.', images: 1, ratingAvg: 100 });
    const found = ids((await search(`query=quorbix${tag}%2027%20inch&limit=10`)).body);
    expect(found).toEqual([inTitle.id, inText.id]);
  });
});

