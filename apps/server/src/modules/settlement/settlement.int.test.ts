import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayoutRunAnswer, SellerPayoutsAnswer } from '@electrohub/shared/money';
import {
  auditLog,
  orderItems,
  payouts,
  productCarouselItems,
  productStock,
  sellerBankDetails,
  sellerLedger,
} from '../../db/schema/index.ts';
import { setChangeRelay, ALL_ANSWERS } from '../../lib/memo.ts';
import { useTestApp } from '../../../test/api.ts';
import { buy, placeOrder } from '../../../test/checkout.ts';
import { createCategory, createProduct, createSeller } from '../../../test/factories.ts';
import { createOrderFixture } from '../../../test/fixtures/orders.ts';
import { deliveredSale } from '../../../test/fixtures/settlement.ts';
import { recordDelivery, recordRefund, snapshotCommission } from './ledger.ts';
import * as service from './service.ts';
import { testPayoutProvider, type PayoutProvider } from './provider.ts';

const t = useTestApp();
const DAY = 86_400_000;
let admin: { id: number; cookie: string; ip: string | null };

beforeAll(async () => {
  await createCategory(t.app.db, { name: 'Phones' });
  await createCategory(t.app.db, { name: 'Laptops' });
  admin = { ...(await t.admin()), ip: null };
});

const later = (days: number) => {
  const at = new Date(Date.now() + days * DAY);
  t.app.clock.now = () => at;
  return at;
};
const resetClock = () => {
  t.app.clock.now = () => new Date();
};

function expectError(res: { statusCode: number; json: () => unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: string; flag: string };
  expect(typeof body.error).toBe('string');
  expect(typeof body.flag).toBe('string');
}

describe('commission settings', () => {
  it('answers the default, saves the default and category rates, and refuses rates outside 0–50', async () => {
    const first = await t.get('/api/admin/commission', admin.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ defaultRate: 10, categories: [] });

    const saved = await t.send('PUT', '/api/admin/commission', admin.cookie, {
      defaultRate: 12.5,
      categories: [{ name: 'Phones', rate: 5 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ defaultRate: 12.5, categories: [{ name: 'Phones', rate: 5 }] });

    for (const bad of [
      { defaultRate: 51, categories: [] },
      { defaultRate: -1, categories: [] },
      { defaultRate: 10, categories: [{ name: 'Phones', rate: 50.5 }] },
      { defaultRate: 10.123, categories: [] },
      { defaultRate: '10', categories: [] },
      { defaultRate: 10, categories: [{ name: 'Nope', rate: 5 }] },
      {
        defaultRate: 10,
        categories: [
          { name: 'Phones', rate: 5 },
          { name: 'Phones', rate: 6 },
        ],
      },
    ])
      expectError(await t.send('PUT', '/api/admin/commission', admin.cookie, bad), 400);
    expect((await t.get('/api/admin/commission', admin.cookie)).json()).toMatchObject({ defaultRate: 12.5 });
  });

  it('tells the admin how payouts are sent and how long money is held, before any run', async () => {
    const res = await t.get('/api/admin/payouts/settings', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'test', holdDays: t.app.config.SETTLEMENT_HOLD_DAYS });
  });

  it('is for admins only', async () => {
    const seller = await t.seller();
    const buyer = await t.buyer();
    expect((await t.get('/api/admin/commission')).statusCode).toBe(401);
    for (const who of [seller.cookie, buyer.cookie]) {
      expect([401, 403]).toContain((await t.get('/api/admin/commission', who)).statusCode);
      expect([401, 403]).toContain(
        (await t.send('PUT', '/api/admin/commission', who, { defaultRate: 1, categories: [] })).statusCode,
      );
      expect([401, 403]).toContain((await t.get('/api/admin/payouts', who)).statusCode);
      expect([401, 403]).toContain((await t.send('POST', '/api/admin/payouts', who, {})).statusCode);
      expect([401, 403]).toContain((await t.get('/api/admin/payouts/sellers', who)).statusCode);
      expect([401, 403]).toContain((await t.get('/api/admin/payouts/settings', who)).statusCode);
    }
    expect([401, 403]).toContain((await t.get('/api/seller/payouts', buyer.cookie)).statusCode);
    expect([401, 403]).toContain((await t.get('/api/seller/payouts', admin.cookie)).statusCode);
  });
});

describe('a sale, its hold, a payout, the statement', () => {
  it('snapshots the commission at payment, enters the ledger at delivery and pays the available balance once', async () => {
    await t.send('PUT', '/api/admin/commission', admin.cookie, {
      defaultRate: 10,
      categories: [{ name: 'Phones', rate: 5 }],
    });
    const seller = await t.seller({ name: 'Payout Traders' });
    const phone = await createProduct(t.app.db, {
      sellerId: seller.id,
      categoryName: 'Phones',
      price: 1000,
      offerPercentage: 10,
      stock: 10,
      name: 'Ledger Phone',
    });
    const buyer = await t.buyer();
    const { verified } = await buy(t.app, buyer.cookie, [{ productId: phone.id, quantity: 2 }], 1800);
    const orderId = verified.order.id;
    const [item] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    // 900 × 2 = 1,800 rupees at 5 %.
    expect(item).toMatchObject({ totalPaise: 180_000, commissionRateBps: 500, commissionPaise: 9_000 });

    // A later change of rates does not touch the snapshot.
    await t.send('PUT', '/api/admin/commission', admin.cookie, { defaultRate: 30, categories: [] });
    let answer = (await t.get('/api/seller/payouts', seller.cookie)).json<SellerPayoutsAnswer>();
    expect(answer.balance).toEqual({ pending: 0, available: 0, paidOut: 0 });

    expect(
      (await t.send('PATCH', `/api/seller/orders/${item!.id}`, seller.cookie, { status: 'Delivered' }))
        .statusCode,
    ).toBe(200);
    answer = (await t.get('/api/seller/payouts', seller.cookie)).json<SellerPayoutsAnswer>();
    expect(answer.balance).toEqual({ pending: 1710, available: 0, paidOut: 0 });
    expect(answer.holdDays).toBe(30);
    expect(answer.mode).toBe('test');
    expect(answer.entries.map((e) => [e.type, e.amount, e.orderItemId])).toEqual(
      expect.arrayContaining([
        ['sale', 1800, item!.id],
        ['commission', -90, item!.id],
      ]),
    );

    // Nothing available yet: a run pays nothing.
    const run = (
      await t.send('POST', '/api/admin/payouts', admin.cookie, { sellerIds: [seller.id] })
    ).json<PayoutRunAnswer>();
    expect(run.payouts).toEqual([]);
    expect(run.skipped).toEqual([{ sellerId: seller.id, reason: 'Nothing available' }]);

    later(31);
    try {
      answer = (await t.get('/api/seller/payouts', seller.cookie)).json<SellerPayoutsAnswer>();
      expect(answer.balance).toEqual({ pending: 0, available: 1710, paidOut: 0 });
      const summary = await t.get('/api/admin/payouts/sellers?search=Payout%20Traders', admin.cookie);
      expect(summary.json()).toEqual([
        expect.objectContaining({
          sellerId: seller.id,
          sold: 1800,
          commission: 90,
          refunds: 0,
          available: 1710,
          owed: 1710,
        }),
      ]);
      // One seller by id (the admin's seller page), whatever the other sellers' names.
      const one = await t.get(`/api/admin/payouts/sellers?sellerId=${seller.id}`, admin.cookie);
      expect(one.json()).toEqual([expect.objectContaining({ sellerId: seller.id, available: 1710 })]);
      expect(one.headers['x-total-count']).toBe('1');
      const none = await t.get(`/api/admin/payouts/sellers?sellerId=${seller.id}&search=zzzz`, admin.cookie);
      expect(none.json()).toEqual([]);
      expect((await t.get('/api/admin/payouts/sellers?sellerId=0', admin.cookie)).statusCode).toBe(400);

      // Two admins click at once: one payout.
      const [a, b] = await Promise.all([
        t.send('POST', '/api/admin/payouts', admin.cookie, { sellerIds: [seller.id] }),
        t.send('POST', '/api/admin/payouts', admin.cookie, {}),
      ]);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      const made = [...a.json<PayoutRunAnswer>().payouts, ...b.json<PayoutRunAnswer>().payouts].filter(
        (p) => p.seller.id === seller.id,
      );
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ amount: 1710, status: 'paid', mode: 'test' });
      expect(made[0]!.providerRef).toMatch(/^test_/);

      answer = (await t.get('/api/seller/payouts', seller.cookie)).json<SellerPayoutsAnswer>();
      expect(answer.balance).toEqual({ pending: 0, available: 0, paidOut: 1710 });
      expect(answer.payouts).toEqual([expect.objectContaining({ amount: 1710, status: 'paid' })]);
      expect(answer.entries[0]).toMatchObject({ type: 'payout', amount: -1710 });

      const list = await t.get(`/api/admin/payouts?sellerId=${seller.id}`, admin.cookie);
      expect(list.headers['x-total-count']).toBe('1');
      expect(list.json()).toEqual([
        expect.objectContaining({ amount: 1710, seller: expect.objectContaining({ id: seller.id }) }),
      ]);

      const csv = await t.get('/api/seller/payouts/statement.csv', seller.cookie);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toContain('attachment');
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toContain('Type');
      expect(lines).toHaveLength(4);
      expect(csv.body).toContain('Ledger Phone');
      expect(csv.body).toContain('-1710.00');

      // A return after the payout: a negative entry, the available balance goes below zero.
      const ret = await t.send('PATCH', `/api/user/orders/${item!.id}`, buyer.cookie, { status: 'Returned' });
      if (ret.statusCode === 200) {
        answer = (await t.get('/api/seller/payouts', seller.cookie)).json<SellerPayoutsAnswer>();
        expect(answer.balance).toEqual({ pending: 0, available: -1710, paidOut: 1710 });
      } else {
        // The buyer's return window is 30 days: past it, the return is refused and nothing moves.
        expect(ret.statusCode).toBe(409);
      }
      const logs = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'admin.payouts'));
      expect(logs.length).toBeGreaterThan(0);
    } finally {
      resetClock();
    }
  });

  it('a return inside the hold cancels the pending sale; a cancellation before delivery never enters', async () => {
    const seller = await t.seller();
    const p = await createProduct(t.app.db, {
      sellerId: seller.id,
      categoryName: 'Laptops',
      price: 500,
      stock: 10,
    });
    const buyer = await t.buyer();
    await t.send('PUT', '/api/admin/commission', admin.cookie, { defaultRate: 10, categories: [] });
    const one = (await buy(t.app, buyer.cookie, [{ productId: p.id, quantity: 1 }], 500)).verified.order.id;
    const two = (await buy(t.app, buyer.cookie, [{ productId: p.id, quantity: 1 }], 500)).verified.order.id;
    const [i1] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, one));
    const [i2] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, two));
    await t.send('PATCH', `/api/seller/orders/${i1!.id}`, seller.cookie, { status: 'Delivered' });
    expect(
      (await t.send('PATCH', `/api/user/orders/${i1!.id}`, buyer.cookie, { status: 'Returned' })).statusCode,
    ).toBe(200);
    expect(
      (await t.send('PATCH', `/api/user/orders/${i2!.id}`, buyer.cookie, { status: 'Cancelled' })).statusCode,
    ).toBe(200);
    const answer = (await t.get('/api/seller/payouts', seller.cookie)).json<SellerPayoutsAnswer>();
    expect(answer.balance).toEqual({ pending: 0, available: 0, paidOut: 0 });
    expect(answer.entries.map((e) => e.type).sort()).toEqual([
      'commission',
      'commission_reversal',
      'refund',
      'sale',
    ]);
    expect(answer.entries.every((e) => e.orderItemId === i1!.id)).toBe(true);
    // The reversal is pending with the sale it cancels, not taken from money already available.
    const rows = await t.app.db.select().from(sellerLedger).where(eq(sellerLedger.orderItemId, i1!.id));
    expect(new Set(rows.map((r) => r.availableAt.getTime())).size).toBe(1);
  });

  it('refuses bad paging of the statement with the error model', async () => {
    const seller = await t.seller();
    expectError(await t.get('/api/seller/payouts?limit=0', seller.cookie), 400);
    expectError(await t.get('/api/seller/payouts?page=x', seller.cookie), 400);
    expectError(await t.get('/api/admin/payouts?status=lost', admin.cookie), 400);
    expectError(await t.send('POST', '/api/admin/payouts', admin.cookie, { sellerIds: [0] }), 400);
    expectError(await t.send('POST', '/api/admin/payouts', admin.cookie, { sellerIds: 'all' }), 400);
  });
});

describe('the ledger arithmetic (property)', () => {
  it('available + pending + paidOut = delivered sales − commission − refunds, for any sequence', async () => {
    const db = t.app.db;
    const buyer = await t.buyer();
    const op = fc.oneof(
      fc.record({ kind: fc.constant('deliver' as const), item: fc.nat(5) }),
      fc.record({ kind: fc.constant('return' as const), item: fc.nat(5) }),
      fc.record({ kind: fc.constant('payout' as const) }),
      fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 40 }) }),
    );
    const item = fc.record({
      price: fc.integer({ min: 1, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      rate: fc.integer({ min: 0, max: 5000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { minLength: 1, maxLength: 6 }),
        fc.array(op, { maxLength: 20 }),
        async (items, ops) => {
          const seller = await createSeller(db);
          const made: {
            id: number;
            total: number;
            commission: number;
            delivered: boolean;
            returned: boolean;
          }[] = [];
          for (const it of items) {
            const product = await createProduct(db, {
              sellerId: seller.id,
              categoryName: 'Phones',
              price: it.price / 100,
              stock: 10,
            });
            const { items: rows } = await createOrderFixture(db, {
              userId: buyer.id,
              items: [{ product, quantity: it.quantity, status: 'OrderConfirmed' }],
            });
            const row = rows[0]!;
            await db
              .update(orderItems)
              .set({ commissionRateBps: null, commissionPaise: null })
              .where(eq(orderItems.id, row.id));
            await service.setCommission(db, admin, { defaultRate: it.rate / 100, categories: [] });
            await snapshotCommission(db, [row.id]);
            const [snap] = await db.select().from(orderItems).where(eq(orderItems.id, row.id));
            expect(snap!.commissionPaise).toBe(Math.round((snap!.totalPaise * it.rate) / 10_000));
            made.push({
              id: row.id,
              total: snap!.totalPaise,
              commission: snap!.commissionPaise!,
              delivered: false,
              returned: false,
            });
          }
          let now = new Date();
          let paid = 0;
          for (const o of ops) {
            if (o.kind === 'wait') now = new Date(now.getTime() + o.days * DAY);
            else if (o.kind === 'deliver') {
              const m = made[o.item % made.length]!;
              if (!m.returned) {
                await recordDelivery(db, m.id, now);
                m.delivered = true;
              }
            } else if (o.kind === 'return') {
              const m = made[o.item % made.length]!;
              await recordRefund(db, m.id, now);
              if (m.delivered) m.returned = true;
            } else {
              const run = await service.runPayouts(
                db,
                admin,
                testPayoutProvider,
                'k',
                { sellerIds: [seller.id] },
                now,
              );
              paid += run.payouts.reduce((s, p) => s + Math.round(p.amount * 100), 0);
            }
          }
          const b = await service.balancePaise(db, seller.id, now);
          const delivered = made.filter((m) => m.delivered);
          const expected =
            delivered.reduce((s, m) => s + m.total, 0) -
            delivered.reduce((s, m) => s + m.commission, 0) -
            made.filter((m) => m.returned).reduce((s, m) => s + m.total - m.commission, 0);
          expect(b.available + b.pending + b.paidOut).toBe(expected);
          expect(b.paidOut).toBe(paid);
          expect(b.pending).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('seller standing', () => {
  /** A seller named `name` with one phone (`product`, `price` rupees, 10 in stock). */
  async function sellerSelling(name: string, product: string, price: number) {
    const seller = await t.seller({ name });
    const p = await createProduct(t.app.db, {
      sellerId: seller.id,
      categoryName: 'Phones',
      price,
      stock: 10,
      name: product,
    });
    return { seller, p };
  }
  /** The admin's change of a seller's standing. */
  const setStanding = (sellerId: number | string, body: Record<string, unknown>, cookie = admin.cookie) =>
    t.send('PATCH', `/api/admin/sellers/${sellerId}/status`, cookie, body);

  it("suspending hides the seller's products from every public answer, blocks product edits, keeps orders going", async () => {
    const { seller, p } = await sellerSelling('Suspense Electronics', 'Zyxquartz Handset', 999);
    await t.app.db.insert(productCarouselItems).values({
      name: 'Zyxquartz Handset deal',
      pricePaise: 99_900,
      href: `/product/${p.id}`,
      imageUrl: '/media/x.webp',
    });
    const buyer = await t.buyer();
    const order = (await buy(t.app, buyer.cookie, [{ productId: p.id, quantity: 1 }], 999)).verified.order.id;
    const [item] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order));
    const shows = async () => ({
      detail: (await t.get(`/api/user/products/${p.id}`)).statusCode,
      list: JSON.stringify((await t.get('/api/user/products?limit=48&sort=newest')).json()).includes(
        'Zyxquartz',
      ),
      category: JSON.stringify(
        (await t.get('/api/user/products?category=Phones&limit=48&sort=newest')).json(),
      ).includes('Zyxquartz'),
      search: JSON.stringify((await t.get('/api/user/products/search?query=Zyxquartz')).json()).includes(
        'Zyxquartz',
      ),
      seller: JSON.stringify((await t.get(`/api/user/sellers/${seller.id}`)).json()).includes('Zyxquartz'),
      carousel: JSON.stringify((await t.get('/api/product-carousels')).json()).includes('Zyxquartz'),
    });
    const before = await shows();
    expect(before).toEqual({
      detail: 200,
      list: true,
      category: true,
      search: true,
      seller: true,
      carousel: true,
    });

    const relayed: string[][] = [];
    setChangeRelay(t.app.db, (tags) => relayed.push([...tags]));
    try {
      const res = await setStanding(seller.id, {
        status: 'suspended',
        reason: 'Counterfeit listings',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        seller: { id: seller.id, status: 'suspended', statusReason: 'Counterfeit listings' },
      });
    } finally {
      setChangeRelay(t.app.db, null);
    }
    // The other processes are told to forget everything.
    expect(relayed.some((tags) => tags.includes(ALL_ANSWERS))).toBe(true);
    const after = await shows();
    expect(after).toEqual({
      detail: 404,
      list: false,
      category: false,
      search: false,
      seller: false,
      carousel: false,
    });

    const standing = await t.get('/api/seller/status', seller.cookie);
    expect(standing.json()).toMatchObject({ status: 'suspended', reason: 'Counterfeit listings' });
    expect(standing.json<{ message: string }>().message).toContain('suspended');

    const add = await t.sendForm('POST', `/api/seller/products/${seller.id}`, seller.cookie, { name: 'X' });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toMatchObject({ flag: 'SellerSuspended' });
    const edit = await t.sendForm('PATCH', `/api/seller/products/${p.id}`, seller.cookie, { name: 'Y' });
    expect(edit.statusCode).toBe(403);

    // Open orders can still be shipped.
    expect(
      (await t.send('PATCH', `/api/seller/orders/${item!.id}`, seller.cookie, { status: 'Shipped' }))
        .statusCode,
    ).toBe(200);

    const sellers = await t.get('/api/admin/sellers?search=Suspense', admin.cookie);
    expect(sellers.json()).toEqual([expect.objectContaining({ id: seller.id, status: 'suspended' })]);

    expect((await setStanding(seller.id, { status: 'approved' })).statusCode).toBe(200);
    expect(await shows()).toEqual(before);
    expect((await t.get('/api/seller/status', seller.cookie)).json()).toEqual({
      status: 'approved',
      reason: null,
      message: null,
    });

    const logs = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'admin.seller-suspend'));
    expect(logs.map((l) => l.detail)).toEqual([expect.stringContaining(`seller #${seller.id}`)]);
  });

  it("a suspended seller's product can no longer be bought: the cart shows it Inactive, adding and paying are refused", async () => {
    const { seller, p } = await sellerSelling('Frozen Gadgets', 'Qwertzine Speaker', 500);
    const buyer = await t.buyer();
    expect(
      (await t.send('POST', `/api/user/cart/add/${p.id}`, buyer.cookie, { quantity: 1 })).statusCode,
    ).toBe(200);
    expect((await setStanding(seller.id, { status: 'suspended' })).statusCode).toBe(200);

    const cart = await t.get('/api/user/cart', buyer.cookie);
    expect(cart.json<{ products: { id: number; status: string }[] }>().products).toEqual([
      expect.objectContaining({ id: p.id, status: 'Inactive' }),
    ]);
    // Like any product that is no longer public: not found.
    expect(
      (await t.send('POST', `/api/user/cart/add/${p.id}`, buyer.cookie, { quantity: 1 })).statusCode,
    ).toBe(404);
    const placed = await placeOrder(t.app, buyer.cookie, {
      total: 500,
      items: [{ productId: p.id, quantity: 1 }],
      flag: 'buy',
    });
    expect(placed.statusCode).toBe(409);
    const [{ stock } = { stock: -1 }] = await t.app.db
      .select({ stock: productStock.stock })
      .from(productStock)
      .where(eq(productStock.productId, p.id));
    expect(stock).toBe(10);

    // Reinstated, it can be bought again.
    await setStanding(seller.id, { status: 'approved' });
    expect(
      (await buy(t.app, buyer.cookie, [{ productId: p.id, quantity: 1 }], 500)).verified.order.id,
    ).toBeTruthy();
  });

  it('refuses a bad status, an unknown seller, and non-admins', async () => {
    const seller = await t.seller();
    expectError(await setStanding(seller.id, { status: 'pending' }), 400);
    expectError(await setStanding(seller.id, {}), 400);
    expectError(await setStanding('abc', { status: 'approved' }), 400);
    expectError(await setStanding(999999, { status: 'approved' }), 404);
    expect([401, 403]).toContain(
      (await setStanding(seller.id, { status: 'approved' }, seller.cookie)).statusCode,
    );
  });
});

describe('bank details', () => {
  it('stores the account number encrypted and only ever answers it masked', async () => {
    const seller = await t.seller();
    expect((await t.get('/api/seller/bank-details', seller.cookie)).json()).toEqual({ bankDetails: null });
    const put = await t.send('PUT', '/api/seller/bank-details', seller.cookie, {
      accountHolder: 'Volt Traders Pvt Ltd',
      accountNumber: '123456789012',
      ifsc: 'hdfc0001234',
      gstin: '29ABCDE1234F1Z5',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      bankDetails: { accountNumberMasked: 'XXXXXX9012', ifsc: 'HDFC0001234', gstin: '29ABCDE1234F1Z5' },
    });
    expect(put.body).not.toContain('123456789012');
    const [row] = await t.app.db
      .select()
      .from(sellerBankDetails)
      .where(eq(sellerBankDetails.sellerId, seller.id));
    expect(row!.accountNumberEnc).not.toContain('123456789012');
    for (const bad of [
      { accountHolder: 'A B', accountNumber: '12', ifsc: 'HDFC0001234' },
      { accountHolder: 'A B', accountNumber: '123456789012', ifsc: 'HDFC1001234' },
      { accountHolder: 'A B', accountNumber: '123456789012', ifsc: 'HDFC0001234', gstin: 'nope' },
      { accountHolder: 'A B', accountNumber: '123456789012', ifsc: 'HDFC0001234', extra: 1 },
    ])
      expectError(await t.send('PUT', '/api/seller/bank-details', seller.cookie, bad), 400);
  });
});

describe('the invoice', () => {
  it("names ElectroHub, the seller and GSTIN, the product and the amount; only the buyer's own", async () => {
    const seller = await t.seller({ name: 'Invoice Audio Co' });
    await t.send('PUT', '/api/seller/bank-details', seller.cookie, {
      accountHolder: 'Invoice Audio Co',
      accountNumber: '998877665544',
      ifsc: 'ICIC0000999',
      gstin: '27AAPFU0939F1ZV',
    });
    const p = await createProduct(t.app.db, {
      sellerId: seller.id,
      categoryName: 'Phones',
      price: 1180,
      stock: 5,
      name: 'Invoice Earbuds',
    });
    const buyer = await t.buyer();
    const orderId = (await buy(t.app, buyer.cookie, [{ productId: p.id, quantity: 2 }], 2360)).verified.order
      .id;
    const res = await t.get(`/api/user/orders/${orderId}/invoice`, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('ElectroHub');
    expect(text).toContain('Invoice Audio Co');
    expect(text).toContain('27AAPFU0939F1ZV');
    expect(text).toContain('Invoice Earbuds');
    expect(text).toContain('Rs. 2,360.00');
    // 18 % included in 2,360: 360.
    expect(text).toContain('Rs. 360.00 (18%)');

    const other = await t.buyer();
    expect((await t.get(`/api/user/orders/${orderId}/invoice`, other.cookie)).statusCode).toBe(403);
    expect((await t.get(`/api/user/orders/${orderId}/invoice`)).statusCode).toBe(401);
    expect([401, 403]).toContain(
      (await t.get(`/api/user/orders/${orderId}/invoice`, seller.cookie)).statusCode,
    );
    expectError(await t.get('/api/user/orders/99999999/invoice', buyer.cookie), 404);
    expectError(await t.get('/api/user/orders/x/invoice', buyer.cookie), 400);
  });
});

describe('payout failures (test doubles of the provider)', () => {
  it('test mode has no RazorpayX webhook (404) and its status poll asks nobody', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpayx',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ flag: 'NotFound' });
    expect(
      await service.pollPayouts(t.app.db, testPayoutProvider, { waitMinutes: 0, batch: 10 }, new Date()),
    ).toEqual({ asked: 0, settled: 0 });
  });

  it('a refused payout returns the money; an unanswered one stays processing and is resent with the same key', async () => {
    const db = t.app.db;
    const seller = await createSeller(db);
    const buyer = await t.buyer();
    await deliveredSale(db, {
      sellerId: seller.id,
      buyerId: buyer.id,
      categoryName: 'Phones',
      price: 100,
      deliveredAt: new Date(Date.now() - 40 * DAY),
    });
    const now = new Date();
    const before = await service.balancePaise(db, seller.id, now);
    expect(before.available).toBeGreaterThan(0);

    /** One payout run for this seller through a test double of the provider that answers with `send`. */
    const runWith = (send: PayoutProvider['send']) =>
      service.runPayouts(
        db,
        admin,
        { mode: 'test', needsBankDetails: false, send },
        'k',
        { sellerIds: [seller.id] },
        now,
      );
    const refused = await runWith(async () => ({
      status: 'failed',
      providerRef: null,
      failureReason: 'Account closed',
    }));
    expect(refused.payouts).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'Account closed' }),
    ]);
    expect(await service.balancePaise(db, seller.id, now)).toEqual(before);

    const keys: string[] = [];
    await runWith(async (req) => {
      keys.push(req.idempotencyKey);
      throw new Error('socket hang up');
    });
    const [open] = await db
      .select()
      .from(payouts)
      .where(and(eq(payouts.sellerId, seller.id), eq(payouts.status, 'processing')));
    expect(open).toBeDefined();
    expect((await service.balancePaise(db, seller.id, now)).available).toBe(0);
    const again = await runWith(async (req) => {
      keys.push(req.idempotencyKey);
      return { status: 'paid', providerRef: 'pout_x', failureReason: null };
    });
    expect(again.payouts).toEqual([expect.objectContaining({ id: open!.id, status: 'paid' })]);
    expect(keys).toEqual([open!.idempotencyKey, open!.idempotencyKey]);
    expect(await service.balancePaise(db, seller.id, now)).toEqual({
      ...before,
      available: 0,
      paidOut: before.available,
    });
  });
});
