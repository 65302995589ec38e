import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SECURITY_ANSWER_MASK } from '@electrohub/shared/auth';
import {
  auditLog,
  cartItems,
  orderItems,
  orders,
  products,
  refunds,
  reviews,
  sellers,
  sessions,
  users,
  wishlistItems,
} from '../../db/schema/index.ts';
import { allKeys, SECRET_KEYS } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { multipart } from '../../../test/multipart.ts';
import {
  createBuyer,
  createCategory,
  createProduct,
  createSeller,
  DEFAULT_ANSWER,
  DEFAULT_PASSWORD,
  sessionCookie,
} from '../../../test/factories.ts';

const t = useTestApp();
const answers: unknown[] = [];
let ipCounter = 1;
const newIp = () => `203.0.113.${ipCounter++}`;

async function call(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse> {
  const { cookie, ...rest } = opts;
  const headers: Record<string, string> = { ...(rest.headers as Record<string, string> | undefined) };
  if (cookie) headers.cookie = cookie;
  const res = await t.app.inject({ remoteAddress: newIp(), ...rest, headers });
  if ((res.headers['content-type'] ?? '').toString().includes('json')) answers.push(res.json());
  return res;
}

async function png(size = 64, color = { r: 200, g: 40, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** The file behind a media URL of an answer (absolute on PUBLIC_URL). */
const mediaFile = (url: string) =>
  path.join(t.dataDir, new URL(url, t.config.PUBLIC_URL).pathname.replace(/^\/media\//, 'media/'));

async function signIn(role: 'user' | 'seller', email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const res = await call({ method: 'POST', url: `/api/${role}/auth/signin`, payload: { email, password } });
  expect(res.statusCode).toBe(200);
  const c = res.cookies.find((x) => x.name === 'eh_session')!;
  return `${c.name}=${c.value}`;
}

async function order(
  userId: number | null,
  items: { sellerId: number; productId: number; status: (typeof orderItems.$inferInsert)['status'] }[],
) {
  const [o] = await t.app.db
    .insert(orders)
    .values({
      userId,
      status: 'Paid',
      amountPaise: 100_000,
      provider: 'test',
      providerOrderId: `order_${Math.random().toString(36).slice(2)}`,
      shippingName: 'Asha Verma',
      shippingEmail: 'asha@example.in',
      shippingPhone: '9876543210',
      shippingAddress: '12 MG Road',
      expiresAt: new Date(Date.now() + 60_000),
      paidAt: new Date(),
    })
    .returning();
  await t.app.db.insert(orderItems).values(
    items.map((i) => ({
      orderId: o!.id,
      productId: i.productId,
      sellerId: i.sellerId,
      quantity: 1,
      unitPricePaise: 100_000,
      totalPaise: 100_000,
      productName: 'Phone',
      status: i.status,
    })),
  );
  return o!;
}

describe('/api/user/{id} acts only on the signed-in buyer', () => {
  it('the buyer reads and changes their own account', async () => {
    const buyer = await createBuyer(t.app.db);
    const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
    const get = await call({ method: 'GET', url: `/api/user/${buyer.id}`, cookie });
    expect(get.json().user).toMatchObject({ id: buyer.id, email: buyer.email });
    const patch = await call({
      method: 'PATCH',
      url: `/api/user/${buyer.id}`,
      cookie,
      payload: { name: 'Asha V.' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().user).toMatchObject({ id: buyer.id, name: 'Asha V.' });
  });

  it("another buyer's session and a seller's session get 403 and change nothing (read, change, delete)", async () => {
    const victim = await createBuyer(t.app.db);
    const other = await createBuyer(t.app.db);
    const seller = await createSeller(t.app.db);
    for (const cookie of [
      await sessionCookie(t.app.db, 'user', other.id),
      await sessionCookie(t.app.db, 'seller', seller.id),
    ]) {
      const get = await call({ method: 'GET', url: `/api/user/${victim.id}`, cookie });
      expect(get.statusCode).toBe(403);
      expect(get.json().flag).toBe('Forbidden');
      const patch = await call({
        method: 'PATCH',
        url: `/api/user/${victim.id}`,
        cookie,
        payload: { name: 'Hacked' },
      });
      expect(patch.statusCode).toBe(403);
      const pfp = await multipart({}, [
        { field: 'pfp', name: 'a.png', type: 'image/png', data: await png() },
      ]);
      expect(
        (await call({ method: 'PATCH', url: `/api/user/${victim.id}`, cookie, ...pfp })).statusCode,
      ).toBe(403);
      const del = await call({ method: 'DELETE', url: `/api/user/${victim.id}`, cookie });
      expect(del.statusCode).toBe(403);
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({ name: victim.name, pfp: null, passwordHash: victim.passwordHash });
  });

  it('signed out: 401 NoTokenProvided', async () => {
    const buyer = await createBuyer(t.app.db);
    const res = await call({ method: 'PATCH', url: `/api/user/${buyer.id}`, payload: { name: 'X' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().flag).toBe('NoTokenProvided');
  });

  it('a request from a foreign Origin changes nothing, even with a valid session', async () => {
    const buyer = await createBuyer(t.app.db);
    const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
    const del = await call({
      method: 'DELETE',
      url: `/api/user/${buyer.id}`,
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(del.statusCode).toBe(403);
    const patch = await call({
      method: 'PATCH',
      url: `/api/user/${buyer.id}`,
      cookie,
      payload: { name: 'Evil' },
      headers: { origin: 'https://evil.example' },
    });
    expect(patch.statusCode).toBe(403);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row?.name).toBe(buyer.name);
  });
});

describe('buyer profile edits', () => {
  it.each([
    [{ phone: '8123456789' }, { phone: '8123456789' }],
    [{ gender: 'Female' }, { gender: 'Female' }],
    [{ address: '  221B Baker Street, Mumbai  ' }, { address: '221B Baker Street, Mumbai' }],
  ])('changes one field: %j', async (payload, expected) => {
    const buyer = await createBuyer(t.app.db);
    const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
    const res = await call({ method: 'PATCH', url: `/api/user/${buyer.id}`, cookie, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject(expected);
  });

  it.each([
    [{ name: '   ' }, 'name', 'Field cannot be empty'],
    [{ address: '' }, 'address', 'Field cannot be empty'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ gender: 'Other' }, 'gender', 'Please select Male or Female'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
  ])('refuses %j', async (payload, p, message) => {
    const buyer = await createBuyer(t.app.db);
    const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
    const res = await call({ method: 'PATCH', url: `/api/user/${buyer.id}`, cookie, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: p, message });
  });

  it('refuses unknown fields (email, role) and an empty change', async () => {
    const buyer = await createBuyer(t.app.db);
    const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
    expect(
      (await call({ method: 'PATCH', url: `/api/user/${buyer.id}`, cookie, payload: { email: 'x@y.in' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call({ method: 'PATCH', url: `/api/user/${buyer.id}`, cookie, payload: {} })).statusCode,
    ).toBe(400);
  });

  it('a new security answer is what the reset then needs', async () => {
    const buyer = await createBuyer(t.app.db);
    const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
    expect(
      (await call({ method: 'PATCH', url: `/api/user/${buyer.id}`, cookie, payload: { answer: 'Jalebi' } }))
        .statusCode,
    ).toBe(200);
    const reset = await call({
      method: 'POST',
      url: '/api/user/auth/forgot-password',
      payload: { email: buyer.email, answer: 'jalebi', password: 'Fresh@1234' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('the details page (phone, address, password, answer) completes a Google account; other sessions end, this one stays', async () => {
    const buyer = await createBuyer(t.app.db, {
      passwordHash: null,
      answerHash: null,
      phone: null,
      address: null,
      googleSub: 'g-1',
    });
    const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
    const otherDevice = await sessionCookie(t.app.db, 'user', buyer.id);
    const id = (await call({ method: 'GET', url: '/api/auth/get-id', cookie })).json<number>();
    const res = await call({
      method: 'PATCH',
      url: `/api/user/${id}`,
      cookie,
      payload: { phone: '9988776655', address: '5 Residency Road', password: 'Google@1234', answer: 'Ladoo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      phone: '9988776655',
      address: '5 Residency Road',
      hasPassword: true,
      hasAnswer: true,
    });
    expect((await call({ method: 'GET', url: '/api/auth/get-id', cookie })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/auth/get-id', cookie: otherDevice })).statusCode).toBe(
      401,
    );
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/user/auth/signin',
          payload: { email: buyer.email, password: 'Google@1234' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('takes a profile picture (multipart, under 2 MB), replaces the old file', async () => {
    const buyer = await createBuyer(t.app.db);
    const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
    const first = await call({
      method: 'PATCH',
      url: `/api/user/${buyer.id}`,
      cookie,
      ...(await multipart({}, [{ field: 'pfp', name: 'me.png', type: 'image/png', data: await png() }])),
    });
    expect(first.statusCode, first.body).toBe(200);
    const url1: string = first.json().user.pfp;
    expect(url1).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/media/users/[\\w-]+-800\\.webp$`));
    expect(existsSync(mediaFile(url1))).toBe(true);
    // Multipart with a text field and a new picture.
    const second = await call({
      method: 'PATCH',
      url: `/api/user/${buyer.id}`,
      cookie,
      ...(await multipart({ name: 'Asha Photo' }, [
        { field: 'pfp', name: 'me2.png', type: 'image/png', data: await png(80, { r: 1, g: 200, b: 1 }) },
      ])),
    });
    expect(second.json().user).toMatchObject({ name: 'Asha Photo' });
    expect(second.json().user.pfp).not.toBe(url1);
    expect(existsSync(mediaFile(url1))).toBe(false);
  });

  it("refuses a picture over 2 MB: 413 'File size must be under 2MB', nothing changes", async () => {
    const buyer = await createBuyer(t.app.db);
    const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
    const big = await multipart({ name: 'Too Big' }, [
      { field: 'pfp', name: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(3 * 1024 * 1024, 0xff) },
    ]);
    const res = await call({ method: 'PATCH', url: `/api/user/${buyer.id}`, cookie, ...big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ flag: 'FileTooLarge', error: 'File size must be under 2MB' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row?.name).toBe(buyer.name);
  });
});

describe('buyer deletion', () => {
  it('deletes the account, ends its sessions, keeps orders for sellers and recomputes ratings', async () => {
    const seller = await createSeller(t.app.db);
    const cat = await createCategory(t.app.db);
    const product = await createProduct(t.app.db, { sellerId: seller.id, categoryName: cat.name });
    const buyer = await createBuyer(t.app.db, { name: 'Kiran Rao' });
    const stayer = await createBuyer(t.app.db);
    await t.app.db.insert(cartItems).values({ userId: buyer.id, productId: product.id, quantity: 1 });
    await t.app.db.insert(wishlistItems).values({ userId: buyer.id, productId: product.id });
    await t.app.db.insert(reviews).values([
      { userId: buyer.id, productId: product.id, rating: 1, content: 'Did not like it' },
      { userId: stayer.id, productId: product.id, rating: 5, content: 'Loved it a lot' },
    ]);
    await t.app.db
      .update(products)
      .set({ ratingAvg: 300, ratingCount: 2 })
      .where(eq(products.id, product.id));
    const closed = await order(buyer.id, [
      { sellerId: seller.id, productId: product.id, status: 'Delivered' },
    ]);
    const open = await order(buyer.id, [{ sellerId: seller.id, productId: product.id, status: 'Shipped' }]);

    const cookie = await signIn('user', buyer.email);
    const other = await sessionCookie(t.app.db, 'user', buyer.id);
    const res = await call({ method: 'DELETE', url: `/api/user/${buyer.id}`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { name: 'Kiran Rao' } });
    expect(res.cookies.find((c) => c.name === 'eh_session')?.value).toBe('');

    expect(await t.app.db.select().from(users).where(eq(users.id, buyer.id))).toHaveLength(0);
    for (const c of [cookie, other])
      expect((await call({ method: 'GET', url: '/api/auth/get-id', cookie: c })).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toHaveLength(0);
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toHaveLength(0);
    expect(
      await t.app.db.select().from(wishlistItems).where(eq(wishlistItems.userId, buyer.id)),
    ).toHaveLength(0);

    const kept = await t.app.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [closed.id, open.id]));
    expect(kept).toHaveLength(2);
    expect(kept.every((o) => o.userId === null)).toBe(true);
    // Personal data leaves finished orders; an order still to deliver keeps its address for the seller.
    const c = kept.find((o) => o.id === closed.id)!;
    expect([c.shippingName, c.shippingEmail, c.shippingPhone, c.shippingAddress]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(kept.find((o) => o.id === open.id)!.shippingAddress).toBe('12 MG Road');
    expect(
      await t.app.db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [closed.id, open.id])),
    ).toHaveLength(2);

    const [p] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(p).toMatchObject({ ratingAvg: 500, ratingCount: 1 });
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'user.delete'));
    expect(rows.some((r) => r.actorId === buyer.id)).toBe(true);
  });

  it('removes the profile picture file', async () => {
    const buyer = await createBuyer(t.app.db);
    const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
    const up = await call({
      method: 'PATCH',
      url: `/api/user/${buyer.id}`,
      cookie,
      ...(await multipart({}, [{ field: 'pfp', name: 'me.png', type: 'image/png', data: await png() }])),
    });
    const url: string = up.json().user.pfp;
    expect((await call({ method: 'DELETE', url: `/api/user/${buyer.id}`, cookie })).statusCode).toBe(200);
    expect(existsSync(mediaFile(url))).toBe(false);
  });
});

describe('/api/seller/{id}', () => {
  it('the seller changes their profile by JSON; e-mail lower-cased; a taken e-mail → 409 SellerExists', async () => {
    const seller = await createSeller(t.app.db);
    const taken = await createSeller(t.app.db);
    const cookie = await sessionCookie(t.app.db, 'seller', seller.id);
    const res = await call({
      method: 'PATCH',
      url: `/api/seller/${seller.id}`,
      cookie,
      payload: {
        name: 'Volt Retail',
        email: ' Volt.Retail@Example.IN ',
        phone: '7012345678',
        address: 'Sector 18, Noida',
        answer: 'Ohm',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().seller).toMatchObject({
      name: 'Volt Retail',
      email: 'volt.retail@example.in',
      phone: '7012345678',
      address: 'Sector 18, Noida',
    });
    const dupe = await call({
      method: 'PATCH',
      url: `/api/seller/${seller.id}`,
      cookie,
      payload: { email: taken.email.toUpperCase() },
    });
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json()).toEqual({ flag: 'SellerExists', error: 'Seller already exists' });
    const reset = await call({
      method: 'POST',
      url: '/api/seller/auth/forgot-password',
      payload: { email: 'volt.retail@example.in', answer: 'OHM', password: 'NewSeller@1' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('Edit Profile sending the masked placeholder as the answer keeps the stored answer', async () => {
    const seller = await createSeller(t.app.db);
    const cookie = await sessionCookie(t.app.db, 'seller', seller.id);
    const res = await call({
      method: 'PATCH',
      url: `/api/seller/${seller.id}`,
      cookie,
      payload: { name: 'Masked Answer Co', answer: SECURITY_ANSWER_MASK },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().seller).toMatchObject({ name: 'Masked Answer Co', hasAnswer: true });
    // Only the placeholder: 200, nothing changes.
    const only = await call({
      method: 'PATCH',
      url: `/api/seller/${seller.id}`,
      cookie,
      payload: { answer: '********' },
    });
    expect(only.statusCode).toBe(200);
    // A placeholder of dots (what a seller's Edit Profile written to the table sends) is 'unchanged' too (issue 20).
    const dots = await call({
      method: 'PATCH',
      url: `/api/seller/${seller.id}`,
      cookie,
      payload: { name: 'Dotted Answer Co', answer: '.....' },
    });
    expect(dots.statusCode).toBe(200);
    expect(dots.json().seller).toMatchObject({ name: 'Dotted Answer Co', hasAnswer: true });
    const reset = (answer: string) =>
      call({
        method: 'POST',
        url: '/api/seller/auth/forgot-password',
        payload: { email: seller.email, answer, password: 'NewSeller@1' },
      });
    expect((await reset(SECURITY_ANSWER_MASK)).statusCode).toBe(401);
    expect((await reset('********')).statusCode).toBe(401);
    expect((await reset('.....')).statusCode).toBe(401);
    expect((await reset(DEFAULT_ANSWER)).statusCode).toBe(200);
  });

  it('the seller details page sends multipart (address, phone, answer, password, optional logo)', async () => {
    const seller = await createSeller(t.app.db, {
      passwordHash: null,
      answerHash: null,
      phone: null,
      address: null,
      pfp: null,
      googleSub: 's-1',
    });
    const cookie = await sessionCookie(t.app.db, 'seller', seller.id);
    const res = await call({
      method: 'PATCH',
      url: `/api/seller/${seller.id}`,
      cookie,
      ...(await multipart(
        { phone: '9000000001', address: 'Lamington Road, Mumbai', answer: 'Volt', password: 'Details@123' },
        [{ field: 'pfp', name: 'l.png', type: 'image/png', data: await png() }],
      )),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().seller).toMatchObject({
      phone: '9000000001',
      hasPassword: true,
      hasAnswer: true,
      pfp: expect.stringMatching(new RegExp(`^${t.config.PUBLIC_URL}/media/sellers/`)),
    });
  });

  it("a buyer's session or another seller's session gets 403 and changes nothing", async () => {
    const seller = await createSeller(t.app.db);
    const buyer = await createBuyer(t.app.db);
    const rival = await createSeller(t.app.db);
    for (const cookie of [
      await sessionCookie(t.app.db, 'user', buyer.id),
      await sessionCookie(t.app.db, 'seller', rival.id),
    ]) {
      expect((await call({ method: 'GET', url: `/api/seller/${seller.id}`, cookie })).statusCode).toBe(403);
      expect(
        (await call({ method: 'PATCH', url: `/api/seller/${seller.id}`, cookie, payload: { name: 'Pwned' } }))
          .statusCode,
      ).toBe(403);
      expect((await call({ method: 'DELETE', url: `/api/seller/${seller.id}`, cookie })).statusCode).toBe(
        403,
      );
    }
    const [row] = await t.app.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(row?.name).toBe(seller.name);
  });

  it('deleting the seller takes their products off sale, keeps order history, ends the session', async () => {
    const seller = await createSeller(t.app.db, { name: 'Gone Gadgets' });
    const cat = await createCategory(t.app.db);
    const p1 = await createProduct(t.app.db, { sellerId: seller.id, categoryName: cat.name });
    const p2 = await createProduct(t.app.db, {
      sellerId: seller.id,
      categoryName: cat.name,
      status: 'OutOfStock',
      stock: 0,
    });
    const buyer = await createBuyer(t.app.db);
    await t.app.db.insert(cartItems).values({ userId: buyer.id, productId: p1.id, quantity: 2 });
    await t.app.db.insert(wishlistItems).values({ userId: buyer.id, productId: p2.id });
    const o = await order(buyer.id, [{ sellerId: seller.id, productId: p1.id, status: 'Delivered' }]);
    const open = await order(buyer.id, [
      { sellerId: seller.id, productId: p1.id, status: 'OrderConfirmed' },
      { sellerId: seller.id, productId: p2.id, status: 'Shipped' },
    ]);

    const cookie = await signIn('seller', seller.email);
    const res = await call({ method: 'DELETE', url: `/api/seller/${seller.id}`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ seller: { name: 'Gone Gadgets' } });
    expect((await call({ method: 'GET', url: '/api/auth/seller-data', cookie })).json()).toEqual({
      authorized: false,
    });
    expect(await t.app.db.select().from(sellers).where(eq(sellers.id, seller.id))).toHaveLength(0);

    const left = await t.app.db
      .select()
      .from(products)
      .where(inArray(products.id, [p1.id, p2.id]));
    expect(left.map((p) => [p.status, p.sellerId])).toEqual([
      ['Discontinued', null],
      ['Discontinued', null],
    ]);
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toHaveLength(0);
    expect(
      await t.app.db.select().from(wishlistItems).where(eq(wishlistItems.userId, buyer.id)),
    ).toHaveLength(0);
    const items = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, o.id));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ sellerId: null, productId: p1.id, status: 'Delivered' });
    // Paid but not delivered: cancelled and refunded, so the buyer loses nothing.
    const openItems = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, open.id));
    expect(openItems.map((i) => i.status)).toEqual(['Cancelled', 'Cancelled']);
    const refunded = await t.app.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.orderItemId,
          openItems.map((i) => i.id),
        ),
      );
    expect(refunded).toHaveLength(2);
    expect(refunded.map((r) => r.amountPaise).sort()).toEqual(openItems.map((i) => i.totalPaise).sort());
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'seller.delete'));
    expect(rows.some((r) => r.actorId === seller.id)).toBe(true);
  });
});

describe('no secrets in any answer', () => {
  it('no answer of this file carries a password, answer, hash or token at any depth', () => {
    expect(answers.length).toBeGreaterThan(30);
    const keys = allKeys(answers);
    for (const k of SECRET_KEYS) expect(keys.has(k), k).toBe(false);
    expect(JSON.stringify(answers)).not.toMatch(/\$argon2|google_?sub/i);
  });
});

/** Issue 21, finding 8: a borrowed session changed the password without knowing it. */
describe('a new password through PATCH needs the current one', () => {
  const ageSessions = (role: 'user' | 'seller', id: number) =>
    t.app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(role === 'user' ? sessions.userId : sessions.sellerId, id));

  it.each(['user', 'seller'] as const)(
    '%s: an older session must send currentPassword (missing 400, wrong 401), a right one changes it',
    async (role) => {
      const account = role === 'user' ? await createBuyer(t.app.db) : await createSeller(t.app.db);
      const cookie = await sessionCookie(t.app.db, role, account.id);
      await ageSessions(role, account.id);
      const patch = (body: Record<string, string>) =>
        t.send('PATCH', `/api/${role}/${account.id}`, cookie, body);
      const missing = await patch({ password: 'Brand@New123' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('Enter your current password to set a new one');
      const wrong = await patch({ password: 'Brand@New123', currentPassword: 'Wrong@12345' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({
        flag: 'InvalidCredentials',
        error: 'Current password is incorrect',
      });
      const right = await patch({ password: 'Brand@New123', currentPassword: DEFAULT_PASSWORD });
      expect(right.statusCode).toBe(200);
      // Other fields need nothing more.
      expect((await patch({ address: '9 New Road, Pune 411001' })).statusCode).toBe(200);
    },
  );

  it('a session signed in within 10 minutes, or an account without a password, needs no current password', async () => {
    const buyer = await createBuyer(t.app.db);
    const fresh = await sessionCookie(t.app.db, 'user', buyer.id);
    expect(
      (await t.send('PATCH', `/api/user/${buyer.id}`, fresh, { password: 'Brand@New123' })).statusCode,
    ).toBe(200);
    const google = await createBuyer(t.app.db, { passwordHash: null });
    const cookie = await sessionCookie(t.app.db, 'user', google.id);
    await ageSessions('user', google.id);
    expect(
      (await t.send('PATCH', `/api/user/${google.id}`, cookie, { password: 'Brand@New123' })).statusCode,
    ).toBe(200);
  });
});
