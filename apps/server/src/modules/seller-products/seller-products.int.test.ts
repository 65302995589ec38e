import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@electrohub/shared/products';
import {
  mailOutbox,
  orderItems,
  productImages,
  products,
  refunds,
  reviews,
  subscriptions,
} from '../../db/schema/index.ts';
import { allKeys, SECRET_KEYS } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { createBuyer, createCategory, createProduct, sessionCookie } from '../../../test/factories.ts';
import { createOrderFixture } from '../../../test/fixtures/orders.ts';
import { imageBytes, imageParts, productFields, type FilePart } from '../../../test/multipart.ts';

const t = useTestApp();
let sellerId: number;
let otherId: number;
let cookie: string;
let otherCookie: string;
let buyerId: number;

beforeAll(async () => {
  const db = t.app.db;
  await createCategory(db, { name: 'Smartphones' });
  await createCategory(db, { name: 'Laptops' });
  ({ id: sellerId, cookie } = await t.seller());
  ({ id: otherId, cookie: otherCookie } = await t.seller());
  buyerId = (await createBuyer(db)).id;
});

/** Answers carry absolute media URLs; the file lives under DATA_DIR at the URL's path. */
const mediaPath = (url: string) => new URL(url, 'http://relative.invalid').pathname;
const mediaFile = (url: string) => path.join(t.dataDir, mediaPath(url).replace(/^\//, ''));

/** Send the add-product form with these image files, as `who`, to the add route of seller `pathId`. */
const postProduct = (
  fields: Record<string, string | number>,
  files: FilePart[],
  who = cookie,
  pathId: number = sellerId,
) => t.sendForm('POST', `/api/seller/products/${pathId}`, who, fields, files);

async function addProduct(fields = productFields(), imageCount = 3, who = cookie, pathId: number = sellerId) {
  return postProduct(fields, await imageParts(imageCount), who, pathId);
}

async function editProduct(
  id: number,
  fields: Record<string, string | number>,
  imageCount = 0,
  who = cookie,
) {
  return t.sendForm('PATCH', `/api/seller/products/${id}`, who, fields, await imageParts(imageCount));
}

/** A product of the signed-in seller in Laptops, as stored behind the app's back. */
const laptop = (o: Omit<Parameters<typeof t.product>[0] & object, 'sellerId' | 'categoryName'> = {}) =>
  t.product({ sellerId, categoryName: 'Laptops', ...o });
const productRow = async (id: number) =>
  (await t.app.db.select().from(products).where(eq(products.id, id)))[0];

describe('POST /api/seller/products/{id} (add)', () => {
  it('creates the product for the signed-in seller with its images (201)', async () => {
    const res = await addProduct(productFields({ categoryName: 'smartphones' }));
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      name: 'Volt X1 Smartphone',
      price: 24999,
      offerPercentage: 10,
      sellingPrice: 22499.1,
      stock: 12,
      status: 'Active',
      categoryName: 'Smartphones',
      brand: 'Volt',
      productInfo: { brand: 'Volt', details: [{ key: 'RAM', value: '8 GB' }] },
    });
    expect(product.images).toHaveLength(3);
    for (const img of product.images) {
      expect(mediaPath(img.url)).toMatch(/^\/media\/products\/[\w-]+-800\.webp$/);
      expect(existsSync(mediaFile(img.url))).toBe(true);
    }
    const row = await productRow(product.id);
    expect(row!.sellerId).toBe(sellerId);
    expect(row!.pricePaise).toBe(2_499_900);
  });

  it('takes an offer with two decimals (the looser reading; the form asks whole numbers)', async () => {
    // Issue 20: 12.5 % off ₹1,000 sells at ₹875, in every answer that shows the product.
    const res = await addProduct(productFields({ name: 'Half Offer', price: 1000, offerPercentage: '12.5' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ offerPercentage: 12.5, sellingPrice: 875 });
    const row = await productRow(res.json().id);
    expect([row!.offerPercentage, row!.sellingPricePaise]).toEqual([12.5, 87_500]);
    const listed = await t.get(`/api/user/products/${res.json().id}`);
    expect(listed.json()).toMatchObject({ offerPercentage: 12.5 });
    const edited = await editProduct(res.json().id, { offerPercentage: '33.33' });
    expect(edited.json()).toMatchObject({ offerPercentage: 33.33, sellingPrice: 666.7 });
    expect((await editProduct(res.json().id, { offerPercentage: '12.345' })).statusCode).toBe(400);
  });

  it("ignores the path id: another seller's id still creates for the signed-in seller", async () => {
    const res = await addProduct(productFields({ name: 'Path Test' }), 3, cookie, otherId);
    expect(res.statusCode).toBe(201);
    expect((await productRow(res.json().id))!.sellerId).toBe(sellerId);
  });

  it('needs a signed-in seller (401 NoTokenProvided), not a buyer', async () => {
    const anon = await t.sendForm(
      'POST',
      `/api/seller/products/${sellerId}`,
      undefined,
      productFields(),
      await imageParts(3),
    );
    expect(anon.statusCode).toBe(401);
    expect(anon.json().flag).toBe('NoTokenProvided');
    const buyer = await addProduct(productFields(), 3, await sessionCookie(t.app.db, 'user', buyerId));
    expect(buyer.statusCode).toBe(401);
  });

  it.each([
    [{ name: '' }, PRODUCT_MESSAGES.name],
    [{ description: '   ' }, PRODUCT_MESSAGES.description],
    [{ price: 0 }, PRODUCT_MESSAGES.price],
    [{ price: -5 }, PRODUCT_MESSAGES.price],
    [{ price: 'abc' }, PRODUCT_MESSAGES.price],
    [{ offerPercentage: 101 }, PRODUCT_MESSAGES.offer],
    [{ offerPercentage: -1 }, PRODUCT_MESSAGES.offer],
    [{ stock: 0 }, PRODUCT_MESSAGES.stockAdd],
    [{ stock: 2.5 }, PRODUCT_MESSAGES.stockAdd],
    [{ categoryName: '' }, PRODUCT_MESSAGES.category],
    [{ status: 'Discontinued' }, PRODUCT_MESSAGES.status],
    [{ brand: 'V' }, PRODUCT_MESSAGES.brand],
    [{ details: JSON.stringify([{ key: '', value: '8 GB' }]) }, PRODUCT_MESSAGES.key],
    [{ details: JSON.stringify([{ key: 'RAM', value: '' }]) }, PRODUCT_MESSAGES.value],
  ])('refuses %o with its message', async (override, message) => {
    const before = (await t.app.db.select({ id: products.id }).from(products)).length;
    const res = await addProduct(productFields(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().flag).toBe('ValidationError');
    expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
    expect((await t.app.db.select({ id: products.id }).from(products)).length).toBe(before);
  });

  it('refuses unknown fields and unknown categories', async () => {
    expect((await addProduct(productFields({ sellerId: otherId }))).statusCode).toBe(400);
    const res = await addProduct(productFields({ categoryName: 'Toasters' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Category not found');
  });

  it('refuses 6 images with 400 ImageQuantityError (not a 413 about file size) and creates nothing', async () => {
    const before = await t.app.db.select().from(productImages);
    const res = await addProduct(productFields({ name: 'Six images' }), 6);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ flag: 'ImageQuantityError', error: PRODUCT_MESSAGES.imagesMax });
    expect(await t.app.db.select().from(productImages)).toHaveLength(before.length);
  });

  it('needs at least 3 images (400 ImageQuantityError)', async () => {
    const res = await addProduct(productFields(), 2);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ flag: 'ImageQuantityError', error: PRODUCT_MESSAGES.imagesMin });
  });

  it('refuses more than 5 images', async () => {
    const res = await addProduct(productFields({ name: 'Six images' }), 6);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.app.db.select().from(products).where(eq(products.name, 'Six images'))).toHaveLength(0);
  });

  it('checks the type by content: an SVG named .png is refused (415), nothing stored', async () => {
    const files = await imageParts(2);
    files.push({
      field: 'images',
      name: 'fake.png',
      type: 'image/png',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    const res = await postProduct(productFields({ name: 'Fake type' }), files);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ flag: 'UnsupportedFileType', error: PRODUCT_MESSAGES.fileType });
    expect(await t.app.db.select().from(products).where(eq(products.name, 'Fake type'))).toHaveLength(0);
  });

  it('accepts JPEG, GIF and WEBP too', async () => {
    const files = await Promise.all(
      (['jpeg', 'gif', 'webp'] as const).map(async (f) => ({
        field: 'images',
        name: `a.${f}`,
        type: `image/${f}`,
        data: await imageBytes(f),
      })),
    );
    const res = await postProduct(productFields({ name: 'Formats' }), files);
    expect(res.statusCode).toBe(201);
  });

  it('refuses a file over 5 MB (413)', async () => {
    const big = Buffer.concat([await imageBytes('png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const files = await imageParts(2);
    files.push({ field: 'images', name: 'big.png', type: 'image/png', data: big });
    const res = await postProduct(productFields({ name: 'Too big' }), files);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ flag: 'FileTooLarge', error: PRODUCT_MESSAGES.fileSize });
  });

  it('mails confirmed "Notify Me" subscribers of the seller', async () => {
    await t.app.db.insert(subscriptions).values({
      kind: 'seller_products',
      email: 'fan@example.in',
      sellerId,
      tokenHash: `h-${Date.now()}`,
      confirmedAt: new Date(),
    });
    const res = await addProduct(productFields({ name: 'Notify Phone' }));
    const id = res.json().id as number;
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'fan@example.in'));
    expect(mails.some((m) => m.dedupeKey?.startsWith(`seller-new-product:${id}:`))).toBe(true);
  });
});

describe('PATCH /api/seller/products/{id} (edit)', () => {
  let id: number;
  beforeAll(async () => {
    id = (await addProduct(productFields({ name: 'Editable', stock: 4 }))).json().id;
  });

  it('changes the price (200, the product)', async () => {
    const res = await editProduct(id, { price: 19999.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, price: 19999.5, name: 'Editable' });
    expect((await productRow(id))!.pricePaise).toBe(1_999_950);
  });

  it('stock 0 makes it OutOfStock; raising stock makes it Active again', async () => {
    let res = await editProduct(id, { stock: 0, status: 'Active' });
    expect(res.json()).toMatchObject({ stock: 0, status: 'OutOfStock' });
    res = await editProduct(id, { stock: 7, status: 'OutOfStock' });
    expect(res.json()).toMatchObject({ stock: 7, status: 'Active' });
    res = await editProduct(id, { status: 'Inactive' });
    expect(res.json().status).toBe('Inactive');
    res = await editProduct(id, { status: 'Active' });
    expect(res.json().status).toBe('Active');
  });

  it.each([
    [{ stock: -1 }, PRODUCT_MESSAGES.stockEdit],
    [{ price: 0 }, PRODUCT_MESSAGES.price],
    [{ brand: 'X' }, PRODUCT_MESSAGES.brand],
    [{ offerPercentage: 150 }, PRODUCT_MESSAGES.offer],
    [{ name: '' }, PRODUCT_MESSAGES.name],
  ])('refuses %o with its message', async (override, message) => {
    const res = await editProduct(id, override);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('appends new images up to 5 in all', async () => {
    let res = await editProduct(id, {}, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().images).toHaveLength(5);
    res = await editProduct(id, {}, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ flag: 'ImageQuantityError', error: PRODUCT_MESSAGES.imagesMax });
    expect(await t.app.db.select().from(productImages).where(eq(productImages.productId, id))).toHaveLength(
      5,
    );
  });

  it("another seller's product: 403 and nothing changes", async () => {
    const res = await editProduct(id, { price: 1 }, 0, otherCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().flag).toBe('Forbidden');
    expect((await productRow(id))!.pricePaise).toBe(1_999_950);
  });

  it('404 for a missing product', async () => {
    expect((await editProduct(999_999, { price: 5 })).statusCode).toBe(404);
  });
});

describe('GET /api/seller/products/{sellerId} and single-product/{id}', () => {
  it("lists only the signed-in seller's products, any status, newest first", async () => {
    const mine = await laptop({ status: 'Inactive', name: 'Hidden Laptop' });
    await createProduct(t.app.db, { sellerId: otherId, categoryName: 'Laptops', name: 'Not Mine' });
    const res = await t.get(`/api/seller/products/${sellerId}`, cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: number; name: string; status: string }[]>();
    expect(list.map((p) => p.name)).toContain('Hidden Laptop');
    expect(list.map((p) => p.name)).not.toContain('Not Mine');
    expect(list[0]!.id).toBe(mine.id);
    expect([...allKeys(res.json())].filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
  });

  it('each listed product carries its own images, in slot order', async () => {
    const a = await laptop({ images: 3 });
    const b = await laptop({ images: 4 });
    const res = await t.get(`/api/seller/products/${sellerId}`, cookie);
    const list = res.json<{ id: number; images: { url: string }[] }[]>();
    const byId = new Map(list.map((p) => [p.id, p.images.map((i) => mediaPath(i.url))]));
    expect(byId.get(a.id)).toEqual([0, 1, 2].map((i) => `/media/products/${a.id}-${i}-800.webp`));
    expect(byId.get(b.id)).toEqual([0, 1, 2, 3].map((i) => `/media/products/${b.id}-${i}-800.webp`));
  });

  it('pages the bare list with ?page=&limit=, the total in X-Total-Count', async () => {
    const all = await t.get(`/api/seller/products/${sellerId}`, cookie);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(all.json<unknown[]>().length);
    expect(total).toBeGreaterThan(2);
    const res = await t.get(`/api/seller/products/${sellerId}?page=2&limit=2`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(String(res.headers.link)).toContain('rel="prev"');
    const ids = res.json<{ id: number }[]>().map((p) => p.id);
    expect(ids).toEqual(
      all
        .json<{ id: number }[]>()
        .slice(2, 4)
        .map((p) => p.id),
    );
  });

  it("another seller's id in the path is 403", async () => {
    const res = await t.get(`/api/seller/products/${otherId}`, cookie);
    expect(res.statusCode).toBe(403);
    expect((await t.get(`/api/seller/products/${sellerId}`)).statusCode).toBe(401);
  });

  it('shows an own product with reviews and real sales (Cancelled, Returned and unpaid excluded)', async () => {
    const p = await createProduct(t.app.db, {
      sellerId,
      categoryName: 'Smartphones',
      price: 1000,
      offerPercentage: 10,
    });
    await t.app.db
      .insert(reviews)
      .values({ productId: p.id, userId: buyerId, rating: 4, content: 'Solid phone' });
    const fixtureProduct = { id: p.id, sellerId, name: p.name, pricePaise: 100_000, offerPercentage: 10 };
    await createOrderFixture(t.app.db, {
      userId: buyerId,
      items: [
        { product: fixtureProduct, quantity: 2, status: 'Delivered' },
        { product: fixtureProduct, quantity: 1, status: 'Shipped' },
        { product: fixtureProduct, quantity: 5, status: 'Cancelled' },
        { product: fixtureProduct, quantity: 4, status: 'Returned' },
      ],
    });
    await createOrderFixture(t.app.db, {
      userId: buyerId,
      items: [{ product: fixtureProduct, quantity: 9, status: 'PaymentPending' }],
    });
    // A later price change does not change what was paid.
    await t.app.db.update(products).set({ pricePaise: 500_000 }).where(eq(products.id, p.id));
    const res = await t.get(`/api/seller/products/single-product/${p.id}`, cookie);
    expect(res.statusCode).toBe(200);
    const product = res.json();
    expect(product).toMatchObject({
      id: p.id,
      unitsSold: 3,
      totalSales: 2700,
      reviewCount: 0,
      seller: { id: sellerId },
    });
    expect(product.reviews).toEqual([
      {
        id: expect.any(Number),
        rating: 4,
        content: 'Solid phone',
        createdAt: expect.any(String),
        user: { name: 'Asha Verma', pfp: null },
      },
    ]);
    expect(product.images).toHaveLength(3);
  });

  it("another seller's product is 403; a missing one 404", async () => {
    const theirs = await createProduct(t.app.db, { sellerId: otherId, categoryName: 'Laptops' });
    expect((await t.get(`/api/seller/products/single-product/${theirs.id}`, cookie)).statusCode).toBe(403);
    expect((await t.get('/api/seller/products/single-product/987654', cookie)).statusCode).toBe(404);
  });
});

describe('deleting products', () => {
  it('a product without orders is removed with its image files', async () => {
    const res0 = await addProduct(productFields({ name: 'Short lived' }));
    const { id, images } = res0.json<{ id: number; images: { url: string }[] }>();
    const res = await t.send('DELETE', `/api/seller/products/${id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PRODUCT_MESSAGES.deleted, id, outcome: 'deleted' });
    expect(await productRow(id)).toBeUndefined();
    for (const img of images) expect(existsSync(mediaFile(img.url))).toBe(false);
  });

  it('a product with orders becomes Discontinued (kept for order history)', async () => {
    const p = await createProduct(t.app.db, { sellerId, categoryName: 'Laptops' });
    await createOrderFixture(t.app.db, {
      userId: buyerId,
      items: [
        {
          product: { id: p.id, sellerId, name: p.name, pricePaise: p.pricePaise, offerPercentage: 0 },
          status: 'Delivered',
        },
      ],
    });
    const res = await t.send('DELETE', `/api/seller/products/${p.id}`, cookie);
    expect(res.json()).toMatchObject({ outcome: 'discontinued' });
    expect((await productRow(p.id))!.status).toBe('Discontinued');
  });

  it('permanent delete removes it; order items keep their snapshot; open items are cancelled and refunded', async () => {
    const p = await laptop({ name: 'Gone Laptop', status: 'Discontinued' });
    const fp = { id: p.id, sellerId, name: p.name, pricePaise: p.pricePaise, offerPercentage: 0 };
    const { items } = await createOrderFixture(t.app.db, {
      userId: buyerId,
      items: [
        { product: fp, status: 'Delivered' },
        { product: fp, status: 'Shipped' },
      ],
    });
    const res = await t.send('DELETE', `/api/seller/products/del-permanent/${p.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: PRODUCT_MESSAGES.deletedPermanently,
      id: p.id,
      outcome: 'deleted',
    });
    expect(await productRow(p.id)).toBeUndefined();
    const rows = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, items[0]!.orderId));
    expect(rows.map((r) => [r.productId, r.productName, r.status])).toEqual(
      expect.arrayContaining([
        [null, 'Gone Laptop', 'Delivered'],
        [null, 'Gone Laptop', 'Cancelled'],
      ]),
    );
    const shipped = items[1]!.id;
    expect(await t.app.db.select().from(refunds).where(eq(refunds.orderItemId, shipped))).toHaveLength(1);
    expect(
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-item:${shipped}:Cancelled`)),
    ).toHaveLength(1);
    const list = await t.get('/api/seller/orders', cookie);
    const item = list
      .json<{ orders: { orderItems: { id: number }[] }[] }>()
      .orders.flatMap((o) => o.orderItems)
      .find((i) => i.id === items[0]!.id);
    expect(item).toMatchObject({ product: null, productId: null, productName: 'Gone Laptop' });
  });

  it("another seller's product: 403 for both deletes and nothing changes", async () => {
    const theirs = await createProduct(t.app.db, { sellerId: otherId, categoryName: 'Laptops' });
    for (const url of [
      `/api/seller/products/${theirs.id}`,
      `/api/seller/products/del-permanent/${theirs.id}`,
    ]) {
      const res = await t.send('DELETE', url, cookie);
      expect(res.statusCode).toBe(403);
    }
    expect((await productRow(theirs.id))!.status).toBe('Active');
    expect((await t.send('DELETE', '/api/seller/products/424242', cookie)).statusCode).toBe(404);
  });
});

describe('product images', () => {
  it('removing one is refused when fewer than 3 would remain (400 ImageQuantityError)', async () => {
    const p = (await addProduct(productFields({ name: 'Three images' }))).json<{
      id: number;
      images: { id: number }[];
    }>();
    const res = await t.send('DELETE', `/api/seller/products/image/${p.images[0]!.id}`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ flag: 'ImageQuantityError', error: PRODUCT_MESSAGES.imagesMin });
    expect(await t.app.db.select().from(productImages).where(eq(productImages.productId, p.id))).toHaveLength(
      3,
    );
  });

  it('removes one of four (200) and its files', async () => {
    const p = (await addProduct(productFields({ name: 'Four images' }), 4)).json<{
      id: number;
      images: { id: number; url: string }[];
    }>();
    const victim = p.images[3]!;
    const res = await t.send('DELETE', `/api/seller/products/image/${victim.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toEqual({ id: victim.id, url: victim.url });
    expect(existsSync(mediaFile(victim.url))).toBe(false);
    expect(await t.app.db.select().from(productImages).where(eq(productImages.productId, p.id))).toHaveLength(
      3,
    );
  });

  it("another seller's image is 403; a missing one 404", async () => {
    const p = (await addProduct(productFields({ name: 'Guarded' }), 4)).json<{
      id: number;
      images: { id: number }[];
    }>();
    const res = await t.send('DELETE', `/api/seller/products/image/${p.images[0]!.id}`, otherCookie);
    expect(res.statusCode).toBe(403);
    expect(await t.app.db.select().from(productImages).where(eq(productImages.productId, p.id))).toHaveLength(
      4,
    );
    expect((await t.send('DELETE', '/api/seller/products/image/777777', cookie)).statusCode).toBe(404);
  });

  it('PUT replaces the picture of an image in place (image editor)', async () => {
    const p = (await addProduct(productFields({ name: 'Edited image' }))).json<{
      id: number;
      images: { id: number; url: string }[];
    }>();
    const target = p.images[1]!;
    const putImage = (who: string, files: FilePart[], fields: Record<string, string> = {}) =>
      t.sendForm('PUT', `/api/seller/products/image/${target.id}`, who, fields, files);
    const edited = [
      { field: 'image', name: 'edited.png', type: 'image/png', data: await imageBytes('png', '#ffffff') },
    ];
    const res = await putImage(cookie, edited);
    expect(res.statusCode).toBe(200);
    const { image } = res.json();
    expect(image.id).toBe(target.id);
    expect(image.url).not.toBe(target.url);
    expect(existsSync(mediaFile(image.url))).toBe(true);
    expect(existsSync(mediaFile(target.url))).toBe(false);
    const [row] = await t.app.db
      .select()
      .from(productImages)
      .where(and(eq(productImages.id, target.id), eq(productImages.productId, p.id)));
    expect(row!.url).toBe(mediaPath(image.url));

    const other = await putImage(otherCookie, edited);
    expect(other.statusCode).toBe(403);
    const badRes = await putImage(cookie, [
      { field: 'image', name: 'x.png', type: 'image/png', data: Buffer.from('not an image') },
    ]);
    expect(badRes.statusCode).toBe(415);
    expect((await putImage(cookie, [], { note: 'x' })).statusCode).toBe(400);
  });
});
