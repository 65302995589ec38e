import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_MESSAGES, UNITS_PER_PRODUCT_MAX } from '@electrohub/shared/cart';
import {
  CHECKOUT_MESSAGES,
  PENDING_ORDERS_MAX,
  TEST_CARDS,
  type PlaceOrderAnswer,
} from '@electrohub/shared/checkout';
import {
  cartItems,
  mailOutbox,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  refunds,
} from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/api.ts';
import { productWithStock } from '../../../test/factories.ts';
import { paymentSignature } from '../payments/signature.ts';
import { paidOrder } from './service.ts';
import { buy, payWithCard, placeOrder, verify } from '../../../test/checkout.ts';

const t = useTestApp();
const { buyer, product } = t;
const realNow = () => new Date();
beforeEach(() => {
  t.app.clock.now = realNow;
});

const stockOf = (id: number) => productWithStock(t.app.db, id);
const orderOf = async (providerOrderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0]!;
/** Place an order of `quantity` units of one product for `total` rupees; answers the place-order body. */
const placeOne = async (b: { cookie: string }, productId: number, quantity: number, total: number) =>
  (await placeOrder(t.app, b.cookie, { total, items: [{ productId, quantity }] })).json();
const itemsOf = (orderId: number) =>
  t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

describe('POST /api/user/orders/place-order', () => {
  it('needs a signed-in buyer', async () => {
    const res = await t.send('POST', '/api/user/orders/place-order', undefined, {
      total: 1,
      items: [{ productId: 1, quantity: 1 }],
    });
    expect(res.statusCode).toBe(401);
  });

  // place-order and the test card find the buyer in their own first statement (decision 065), with the session
  // lookup's rule (liveSessionRule): a session that is not a live buyer's is a 401 before any other answer.
  it("refuses place-order and the test card with 401 for a seller's, an expired, a signed-out or an unknown session, and writes nothing", async () => {
    const b = await buyer();
    const p = await product({ price: 100, offerPercentage: 0, stock: 5 });
    const placed = (await placeOne(b, p.id, 1, 100)) as PlaceOrderAnswer;
    const notBuyers = await t.notBuyerCookies();
    for (const cookie of notBuyers) {
      for (const res of [
        await placeOrder(t.app, cookie, { total: 100, items: [{ productId: p.id, quantity: 1 }] }),
        // Too many units is a 409 for a buyer, but the session comes first.
        await placeOrder(t.app, cookie, {
          total: 100,
          items: [{ productId: p.id, quantity: UNITS_PER_PRODUCT_MAX + 1 }],
        }),
        await payWithCard(t.app, cookie, placed.order.id),
      ]) {
        expect(res.statusCode, cookie).toBe(401);
        expect(res.json().flag).toBe('NoTokenProvided');
      }
    }
    expect((await stockOf(p.id)).stock).toBe(4);
    const orders = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where id in (select order_id from order_items where product_id = ${p.id})`,
    );
    expect(orders.rows[0]!.n).toBe(1);
    // The buyer's own session still pays the order.
    expect((await payWithCard(t.app, b.cookie, placed.order.id)).statusCode).toBe(200);
  });

  it('needs an address and a phone number', async () => {
    const p = await product();
    for (const o of [{ address: null }, { phone: null }, { address: '  ' }]) {
      const b = await buyer(o);
      const res = await placeOrder(t.app, b.cookie, {
        total: 1000,
        items: [{ productId: p.id, quantity: 1 }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        flag: 'ProfileIncomplete',
        error: 'Address and contact details are required',
      });
    }
  });

  it("answers 'Your cart is empty' for no items, and its own message for a total of 0 or less", async () => {
    const b = await buyer();
    const p = await product();
    for (const [body, message] of [
      [{ total: 1000, items: [] }, 'Your cart is empty'],
      [{ total: 0, items: [{ productId: p.id, quantity: 1 }] }, 'The order total must be more than zero'],
      [{ total: -5, items: [{ productId: p.id, quantity: 1 }] }, 'The order total must be more than zero'],
    ] as const) {
      const res = await placeOrder(t.app, b.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(
      (
        await placeOrder(t.app, b.cookie, {
          total: 1000,
          items: [{ productId: p.id, quantity: 1 }],
          userId: 9,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('reserves the stock, records a pending order and answers the provider order in paise', async () => {
    const b = await buyer();
    const p = await product({ price: 1999.5, offerPercentage: 10, stock: 5, name: 'Reserve Phone' });
    // 199950 paise − 10% = 179955 paise each; ×2 = 359910.
    const { sellerId } = await t.shop();
    const res = await placeOrder(t.app, b.cookie, {
      total: 3599.1,
      items: [{ productId: p.id, quantity: 2, sellerId }],
      flag: 'cart',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      order: { id: expect.stringMatching(/^order_test_/), amount: 359910, currency: 'INR' },
      provider: 'test',
      key: expect.any(String),
      prefill: { name: b.name, email: b.email, contact: b.phone },
      orderData: {
        total: 3599.1,
        flag: 'cart',
        items: [{ productId: p.id, quantity: 2, sellerId, name: 'Reserve Phone', price: 1799.55 }],
      },
    });
    expect((await stockOf(p.id)).stock).toBe(3);
    const order = await orderOf(body.order.id);
    expect(order).toMatchObject({
      status: 'Pending',
      amountPaise: 359910,
      userId: b.id,
      flag: 'cart',
      shippingAddress: b.address,
    });
    expect(order.expiresAt.getTime() - order.createdAt.getTime()).toBe(15 * 60_000);
    const items = await itemsOf(order.id);
    expect(items).toEqual([
      expect.objectContaining({
        status: 'PaymentPending',
        quantity: 2,
        unitPricePaise: 199950,
        offerPercentage: 10,
        totalPaise: 359910,
      }),
    ]);
    // Unpaid orders never show in the buyer's list.
    expect((await t.get('/api/user/orders', b.cookie)).json()).toEqual([]);
  });

  it('merges repeated lines of one product', async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 5 });
    const res = await placeOrder(t.app, b.cookie, {
      total: 300,
      items: [
        { productId: p.id, quantity: 1 },
        { productId: p.id, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().orderData.items).toEqual([expect.objectContaining({ productId: p.id, quantity: 3 })]);
    expect((await stockOf(p.id)).stock).toBe(2);
  });

  it('refuses unavailable products with 409 OutOfStock naming them, reserving nothing', async () => {
    const b = await buyer();
    const ok = await product({ price: 100, stock: 5 });
    const few = await product({ price: 100, stock: 1, name: 'Few Left' });
    const none = await product({ price: 100, stock: 0, status: 'OutOfStock', name: 'None Left' });
    const hidden = await product({ price: 100, stock: 9, status: 'Inactive', name: 'Hidden One' });
    const res = await placeOrder(t.app, b.cookie, {
      total: 500,
      items: [
        { productId: ok.id, quantity: 1 },
        { productId: few.id, quantity: 2 },
        { productId: none.id, quantity: 1 },
        { productId: hidden.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.flag).toBe('OutOfStock');
    expect(body.error).toContain('Few Left');
    expect(body.products.map((x: { name: string }) => x.name).sort()).toEqual([
      'Few Left',
      'Hidden One',
      'None Left',
    ]);
    expect((await stockOf(ok.id)).stock).toBe(5);
    expect((await stockOf(few.id)).stock).toBe(1);
  });

  it('answers 404 for a product that does not exist', async () => {
    const b = await buyer();
    const res = await placeOrder(t.app, b.cookie, {
      total: 100,
      items: [{ productId: 987654, quantity: 1 }],
    });
    expect(res.statusCode).toBe(404);
  });

  it('recomputes the total: a different client total is 409 PriceChanged with the current total', async () => {
    const b = await buyer();
    const p = await product({ price: 1000, offerPercentage: 20, stock: 5 });
    const res = await placeOrder(t.app, b.cookie, { total: 1000, items: [{ productId: p.id, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ flag: 'PriceChanged', total: 800 });
    expect((await stockOf(p.id)).stock).toBe(5);
    // A client that trusted a stale cheaper price cannot pay less either.
    expect((await placeOne(b, p.id, 1, 1)).flag).toBe('PriceChanged');
  });

  it('turns a product OutOfStock when its last unit is reserved', async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 1 });
    expect(
      (await placeOrder(t.app, b.cookie, { total: 100, items: [{ productId: p.id, quantity: 1 }] }))
        .statusCode,
    ).toBe(200);
    expect(await stockOf(p.id)).toMatchObject({ stock: 0, status: 'OutOfStock' });
    // Another buyer (the same buyer's Buy Now would replace the first and take the unit again).
    const again = await placeOrder(t.app, (await buyer()).cookie, {
      total: 100,
      items: [{ productId: p.id, quantity: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().flag).toBe('OutOfStock');
  });
});

describe('no stock hoarding (docs/decisions/023)', () => {
  it(`caps units per product per order at ${UNITS_PER_PRODUCT_MAX}: ten 100-unit lines are 409 QuantityLimit and reserve nothing`, async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 5000 });
    const hoard = await placeOrder(t.app, b.cookie, {
      total: 100_000,
      items: Array.from({ length: 10 }, () => ({ productId: p.id, quantity: 100 })),
    });
    expect(hoard.statusCode).toBe(409);
    expect(hoard.json()).toEqual({
      flag: 'QuantityLimit',
      error: CART_MESSAGES.perProductMax,
      max: UNITS_PER_PRODUCT_MAX,
    });
    const eleven = await placeOrder(t.app, b.cookie, {
      total: 1100,
      items: [{ productId: p.id, quantity: 11 }],
    });
    expect(eleven.json().flag).toBe('QuantityLimit');
    expect((await stockOf(p.id)).stock).toBe(5000);
    const ten = await placeOrder(t.app, b.cookie, {
      total: 1000,
      items: [{ productId: p.id, quantity: UNITS_PER_PRODUCT_MAX }],
    });
    expect(ten.statusCode).toBe(200);
  });

  it(`holds at most ${PENDING_ORDERS_MAX} unpaid orders per buyer: the next place-order is 429 TooManyPendingOrders`, async () => {
    const b = await buyer();
    // Buy Nows of different products (a Buy Now of the same product replaces the previous one: release.int.test.ts).
    const held = [];
    for (let i = 0; i < PENDING_ORDERS_MAX; i++) held.push(await product({ price: 100, stock: 100 }));
    const p = await product({ price: 100, stock: 100 });
    const one = { total: 100, items: [{ productId: p.id, quantity: 1 }] };
    for (const h of held)
      expect(
        (await placeOrder(t.app, b.cookie, { total: 100, items: [{ productId: h.id, quantity: 1 }] }))
          .statusCode,
      ).toBe(200);
    const next = await placeOrder(t.app, b.cookie, one);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toMatchObject({
      flag: 'TooManyPendingOrders',
      error: CHECKOUT_MESSAGES.tooManyPending,
    });
    expect((await stockOf(p.id)).stock).toBe(100);
    for (const h of held) expect((await stockOf(h.id)).stock).toBe(99);
    // Another buyer is not affected; once the reservations lapse the buyer may order again.
    expect((await placeOrder(t.app, (await buyer()).cookie, one)).statusCode).toBe(200);
    t.app.clock.now = () => new Date(Date.now() + 16 * 60_000);
    expect((await placeOrder(t.app, b.cookie, one)).statusCode).toBe(200);
  });

  it("a new cart checkout releases the buyer's previous unpaid cart order first (stock back, never piling up)", async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 3 });
    const cart = { total: 300, items: [{ productId: p.id, quantity: 3 }], flag: 'cart' };
    const first = await placeOrder(t.app, b.cookie, cart);
    expect(first.statusCode).toBe(200);
    expect(await stockOf(p.id)).toMatchObject({ stock: 0, status: 'OutOfStock' });
    // Retrying the cart checkout more often than the cap: each one replaces the previous.
    let last = first;
    for (let i = 0; i < PENDING_ORDERS_MAX + 1; i++) {
      last = await placeOrder(t.app, b.cookie, cart);
      expect(last.statusCode).toBe(200);
    }
    expect(await stockOf(p.id)).toMatchObject({ stock: 0 });
    expect((await orderOf(first.json().order.id)).status).toBe('Expired');
    const mine = await t.app.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, b.id), eq(orders.status, 'Pending')));
    expect(mine.map((o) => o.providerOrderId)).toEqual([last.json().order.id]);
    // A 'buy' order is not a cart retry: it keeps its own reservation.
    const q = await product({ price: 50, stock: 2 });
    expect(
      (
        await placeOrder(t.app, b.cookie, {
          total: 50,
          items: [{ productId: q.id, quantity: 1 }],
          flag: 'buy',
        })
      ).statusCode,
    ).toBe(200);
    expect((await placeOrder(t.app, b.cookie, cart)).statusCode).toBe(200);
    expect((await stockOf(q.id)).stock).toBe(1);
  });
});

describe('POST /api/payments/test/pay', () => {
  async function pending() {
    const b = await buyer();
    const p = await product({ price: 500, stock: 5 });
    const placed = await placeOne(b, p.id, 1, 500);
    return { b, p, orderId: placed.order.id as string };
  }

  it('pays with 4111 1111 1111 1111 and answers a payment signed like Razorpay', async () => {
    const { b, orderId } = await pending();
    const res = await payWithCard(t.app, b.cookie, orderId, TEST_CARDS.success);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.razorpay_order_id).toBe(orderId);
    expect(body.razorpay_payment_id).toMatch(/^pay_test_/);
    expect(body.razorpay_signature).toBe(
      paymentSignature(t.config.PAYMENT_TEST_SECRET, orderId, body.razorpay_payment_id),
    );
  });

  it('declines 4000 0000 0000 0002 with 402 PaymentDeclined', async () => {
    const { b, orderId } = await pending();
    const res = await payWithCard(t.app, b.cookie, orderId, TEST_CARDS.declined);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ flag: 'PaymentDeclined', error: 'Your card was declined' });
    expect((await orderOf(orderId)).status).toBe('Pending');
  });

  it('refuses a Luhn failure, a past expiry, a bad expiry and a bad CVC with 400', async () => {
    const { b, orderId } = await pending();
    const cases: [Record<string, string>, string][] = [
      [{ cardNumber: '4111 1111 1111 1112' }, 'Enter a valid card number'],
      [{ expiry: '01/20' }, 'This card has expired'],
      [{ expiry: '13/30' }, 'Enter the expiry as MM/YY'],
      [{ cvc: '12' }, 'Enter the 3 or 4 digit CVC'],
      [{ cvc: 'abc' }, 'Enter the 3 or 4 digit CVC'],
      [{ name: ' ' }, 'Enter the name on the card'],
    ];
    for (const [extra, message] of cases) {
      const res = await payWithCard(t.app, b.cookie, orderId, extra.cardNumber ?? TEST_CARDS.success, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it('treats last month as expired and this month as valid (injectable clock)', async () => {
    const { b, orderId } = await pending();
    // Pretend it is 10 March 2031: 02/31 has expired, 03/31 is still good.
    const march = new Date(Date.UTC(2031, 2, 10, 12));
    t.app.clock.now = () => march;
    await t.app.db
      .update(orders)
      .set({ expiresAt: new Date(march.getTime() + 60_000) })
      .where(eq(orders.providerOrderId, orderId));
    const last = await payWithCard(t.app, b.cookie, orderId, TEST_CARDS.success, { expiry: '02/31' });
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toBe('This card has expired');
    expect(
      (await payWithCard(t.app, b.cookie, orderId, TEST_CARDS.success, { expiry: '03/31' })).statusCode,
    ).toBe(200);
  });

  it("answers 404 for an unknown order and 403 for someone else's", async () => {
    const { orderId } = await pending();
    const other = await buyer();
    expect((await payWithCard(t.app, other.cookie, orderId)).statusCode).toBe(403);
    expect((await payWithCard(t.app, other.cookie, 'order_test_nope')).statusCode).toBe(404);
  });
});

describe('POST /api/user/orders/verify-payment', () => {
  it('confirms the order: paid, items OrderConfirmed with history, payment recorded, confirmation mail queued', async () => {
    const b = await buyer();
    const p1 = await product({ price: 1000, offerPercentage: 10, stock: 4, name: 'Verify One' });
    const p2 = await product({ price: 250, stock: 4, name: 'Verify Two' });
    const res = await buy(
      t.app,
      b.cookie,
      [
        { productId: p1.id, quantity: 1 },
        { productId: p2.id, quantity: 2 },
      ],
      1400,
    );
    expect(res.verified.success).toBe(true);
    const order = res.verified.order;
    expect(order).toMatchObject({
      status: 'Paid',
      amount: 1400,
      currency: 'INR',
      paidAt: expect.any(String),
      user: { name: b.name, email: b.email, phone: b.phone, address: b.address },
    });
    expect(order.orderItems).toHaveLength(2);
    expect(order.orderItems.map((i: { status: string }) => i.status)).toEqual([
      'OrderConfirmed',
      'OrderConfirmed',
    ]);
    expect(order.orderItems[0]).toMatchObject({
      productId: p1.id,
      name: 'Verify One',
      quantity: 1,
      price: 900,
      listPrice: 1000,
      total: 900,
    });
    // Built from what the confirmation's statement returned (decision 054), not read again after the commit: the
    // same order, lines and live products (with their images) as a read afresh gives (media paths as stored).
    expect(order.orderItems[0]?.product?.images).toHaveLength(3);
    const stored = JSON.parse(JSON.stringify(order).replace(/"https?:\/\/[^"/]+\/media\//g, '"/media/'));
    expect(stored).toEqual(await paidOrder(t.app.db, order.id));

    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(
        inArray(
          orderStatusHistory.orderItemId,
          order.orderItems.map((i: { id: number }) => i.id),
        ),
      );
    expect(history.map((h) => h.status)).toEqual(['OrderConfirmed', 'OrderConfirmed']);
    const pay = await t.app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(pay).toEqual([
      expect.objectContaining({
        provider: 'test',
        providerPaymentId: res.payment.razorpay_payment_id,
        amountPaise: 140000,
      }),
    ]);
    const mail = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order:${order.id}:OrderConfirmed`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.toAddress).toBe(b.email);
    expect(mail[0]!.html).toContain('Verify One');
    expect(mail[0]!.html).toContain('₹1,400');

    const list = (await t.get('/api/user/orders', b.cookie)).json();
    expect(list.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(list[0].orderItems.map((i: { productId: number }) => i.productId).sort()).toEqual(
      [p1.id, p2.id].sort(),
    );
  });

  it("removes the bought lines from the cart when flag is 'cart', and only then", async () => {
    const b = await buyer();
    const bought = await product({ price: 100, stock: 5 });
    const kept = await product({ price: 100, stock: 5 });
    for (const p of [bought, kept])
      await t.send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: '1' });
    await buy(t.app, b.cookie, [{ productId: bought.id, quantity: 1 }], 100, 'buy');
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.userId, b.id))).toHaveLength(2);
    await buy(t.app, b.cookie, [{ productId: bought.id, quantity: 1 }], 100, 'cart');
    const left = await t.app.db.select().from(cartItems).where(eq(cartItems.userId, b.id));
    expect(left.map((l) => l.productId)).toEqual([kept.id]);
  });

  it('is idempotent: verifying the same payment again answers the same order and creates nothing', async () => {
    const b = await buyer();
    const p = await product({ price: 700, stock: 5 });
    const first = await buy(t.app, b.cookie, [{ productId: p.id, quantity: 1 }], 700);
    const replays = await Promise.all([1, 2, 3].map(() => verify(t.app, b.cookie, first.payment)));
    for (const r of replays) {
      expect(r.statusCode).toBe(200);
      expect(r.json().order.id).toBe(first.verified.order.id);
    }
    const orderId = first.verified.order.id;
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    const items = await itemsOf(orderId);
    expect(
      await t.app.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderItemId, items[0]!.id)),
    ).toHaveLength(1);
    expect(
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order:${orderId}:OrderConfirmed`)),
    ).toHaveLength(1);
    expect((await stockOf(p.id)).stock).toBe(4);
  });

  it('confirms nothing on a forged or mismatched signature: 400 { success: false, flag: PaymentVerificationFailed }', async () => {
    const b = await buyer();
    const p = await product({ price: 300, stock: 5 });
    const a = await placeOne(b, p.id, 1, 300);
    // Another product: a Buy Now of the same one would replace `a`.
    const c = await placeOne(b, (await product({ price: 300, stock: 5 })).id, 1, 300);
    const paidC = (await payWithCard(t.app, b.cookie, c.order.id)).json();
    const attempts = [
      {
        razorpay_order_id: a.order.id,
        razorpay_payment_id: 'pay_test_forged',
        razorpay_signature: 'f'.repeat(64),
      },
      // A real signature of another order.
      {
        razorpay_order_id: a.order.id,
        razorpay_payment_id: paidC.razorpay_payment_id,
        razorpay_signature: paidC.razorpay_signature,
      },
      // Signed with the wrong secret.
      {
        razorpay_order_id: a.order.id,
        razorpay_payment_id: 'pay_x',
        razorpay_signature: paymentSignature('not-the-secret', a.order.id, 'pay_x'),
      },
      { razorpay_order_id: a.order.id, razorpay_payment_id: 'pay_x', razorpay_signature: 'short' },
    ];
    for (const body of attempts) {
      const res = await verify(t.app, b.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, flag: 'PaymentVerificationFailed' });
    }
    const order = await orderOf(a.order.id);
    expect(order.status).toBe('Pending');
    expect((await itemsOf(order.id)).map((i) => i.status)).toEqual(['PaymentPending']);
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
  });

  it("refuses to confirm someone else's order (403)", async () => {
    const owner = await buyer();
    const other = await buyer();
    const p = await product({ price: 300, stock: 5 });
    const placed = await placeOne(owner, p.id, 1, 300);
    const paid = (await payWithCard(t.app, owner.cookie, placed.order.id)).json();
    expect((await verify(t.app, other.cookie, paid)).statusCode).toBe(403);
    expect((await orderOf(placed.order.id)).status).toBe('Pending');
  });

  // verify-payment finds the session's buyer in the confirmation's first statement (decision 069), with the session
  // lookup's rule: a session that is not a live buyer's is a 401 before any other answer, whatever the payment.
  it("refuses verify-payment with 401 for no cookie, a seller's, an expired, a signed-out or an unknown session, and writes nothing", async () => {
    const b = await buyer();
    const p = await product({ price: 100, offerPercentage: 0, stock: 5 });
    const placed = (await placeOne(b, p.id, 1, 100)) as PlaceOrderAnswer;
    const paid = (await payWithCard(t.app, b.cookie, placed.order.id)).json<Record<string, string>>();
    const notBuyers = await t.notBuyerCookies();
    const secret = t.app.config.PAYMENT_TEST_SECRET;
    const unknownOrder = { razorpay_order_id: 'order_test_unknown', razorpay_payment_id: 'pay_x' };
    const bodies = [
      paid,
      // A forged signature is a 400 for a buyer, but the session comes first.
      { ...paid, razorpay_signature: 'f'.repeat(64) },
      // So is an order that does not exist, signed as it should be.
      {
        ...unknownOrder,
        razorpay_signature: paymentSignature(secret, unknownOrder.razorpay_order_id, 'pay_x'),
      },
    ];
    for (const cookie of ['', ...notBuyers])
      for (const body of bodies) {
        const res = await verify(t.app, cookie, body);
        expect(res.statusCode, cookie).toBe(401);
        expect(res.json().flag).toBe('NoTokenProvided');
      }
    expect((await orderOf(placed.order.id)).status).toBe('Pending');
    // The buyer's own session: the unknown order is a 400, the payment confirms the order.
    expect((await verify(t.app, b.cookie, bodies[2]!)).json()).toMatchObject({
      flag: 'PaymentVerificationFailed',
    });
    expect((await verify(t.app, b.cookie, paid)).statusCode).toBe(200);
    expect((await orderOf(placed.order.id)).status).toBe('Paid');
  });

  it('rejects unknown fields', async () => {
    const b = await buyer();
    const res = await verify(t.app, b.cookie, {
      razorpay_order_id: 'a',
      razorpay_payment_id: 'b',
      razorpay_signature: 'c',
      amount: 1,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('reservation expiry', () => {
  it('returns the stock of an unpaid order after 15 minutes (sweeper, injectable clock)', async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 2 });
    const placed = await placeOne(b, p.id, 2, 200);
    expect(await stockOf(p.id)).toMatchObject({ stock: 0, status: 'OutOfStock' });

    t.app.clock.now = () => new Date(Date.now() + 14 * 60_000);
    await t.app.reservations.runOnce();
    expect((await orderOf(placed.order.id)).status).toBe('Pending');
    expect((await stockOf(p.id)).stock).toBe(0);

    t.app.clock.now = () => new Date(Date.now() + 16 * 60_000);
    expect(await t.app.reservations.runOnce()).toBeGreaterThanOrEqual(1);
    const order = await orderOf(placed.order.id);
    expect(order.status).toBe('Expired');
    expect((await itemsOf(order.id)).map((i) => i.status)).toEqual(['Expired']);
    expect(await stockOf(p.id)).toMatchObject({ stock: 2, status: 'Active' });
    // Nothing twice.
    await t.app.reservations.runOnce();
    expect((await stockOf(p.id)).stock).toBe(2);

    // The card form refuses a lapsed order.
    const late = await payWithCard(t.app, b.cookie, placed.order.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().flag).toBe('OrderExpired');
  });

  it('confirms a payment that arrives after expiry when the stock is still there', async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 3 });
    const placed = await placeOne(b, p.id, 1, 100);
    const paid = (await payWithCard(t.app, b.cookie, placed.order.id)).json();
    t.app.clock.now = () => new Date(Date.now() + 20 * 60_000);
    await t.app.reservations.runOnce();
    expect((await stockOf(p.id)).stock).toBe(3);
    const res = await verify(t.app, b.cookie, paid);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('Paid');
    expect((await stockOf(p.id)).stock).toBe(2);
  });

  it('refunds a payment that arrives after expiry when the stock is gone', async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 1 });
    const placed = await placeOne(b, p.id, 1, 100);
    const paid = (await payWithCard(t.app, b.cookie, placed.order.id)).json();
    t.app.clock.now = () => new Date(Date.now() + 20 * 60_000);
    await t.app.reservations.runOnce();
    // Someone else buys the unit that came back.
    const other = await buyer();
    await buy(t.app, other.cookie, [{ productId: p.id, quantity: 1 }], 100);
    const res = await verify(t.app, b.cookie, paid);
    expect(res.statusCode).toBe(409);
    expect(res.json().flag).toBe('OrderExpired');
    const order = await orderOf(placed.order.id);
    expect(order.status).toBe('Expired');
    const items = await itemsOf(order.id);
    const refund = await t.app.db.select().from(refunds).where(eq(refunds.orderItemId, items[0]!.id));
    expect(refund).toEqual([expect.objectContaining({ amountPaise: 10000, status: 'processed' })]);
    expect(await stockOf(p.id)).toMatchObject({ stock: 0 });
    const pay = await t.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'refunded')));
    expect(pay).toHaveLength(1);
  });
});

describe('stock off the search path (decision 029)', () => {
  /** The product row as stored: its row version (xmin), update stamp and search columns. */
  const rowVersion = async (id: number) =>
    (
      await t.app.db.execute<{
        xmin: string;
        updatedAt: string;
        searchVector: string;
        titleVector: string;
        searchText: string;
      }>(
        sql`select xmin::text as xmin, updated_at::text as "updatedAt", search_vector::text as "searchVector",
          title_vector::text as "titleVector", search_text as "searchText" from products where id = ${id}`,
      )
    ).rows[0]!;

  it('reserving, buying, releasing and cancelling move only the stock row: the product row is not rewritten', async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 6 });
    const before = await rowVersion(p.id);

    // Reserved then released (the sweeper, 16 minutes later).
    const placed = await placeOrder(t.app, b.cookie, {
      total: 100,
      items: [{ productId: p.id, quantity: 1 }],
    });
    expect(placed.statusCode).toBe(200);
    expect((await stockOf(p.id)).stock).toBe(5);
    t.app.clock.now = () => new Date(Date.now() + 16 * 60_000);
    expect(await t.app.reservations.runOnce()).toBeGreaterThan(0);
    t.app.clock.now = realNow;
    expect((await stockOf(p.id)).stock).toBe(6);

    // Bought, then cancelled by the buyer (stock back).
    const { verified } = await buy(t.app, b.cookie, [{ productId: p.id, quantity: 2 }], 200);
    expect((await stockOf(p.id)).stock).toBe(4);
    const item = (await itemsOf(verified.order.id))[0]!;
    const cancel = await t.send('PATCH', `/api/user/orders/${item.id}`, b.cookie, { status: 'Cancelled' });
    expect(cancel.statusCode).toBe(200);
    expect((await stockOf(p.id)).stock).toBe(6);

    // Same row version: no update at all, so no updated_at stamp, no search column recomputed, no index entry.
    expect(await rowVersion(p.id)).toEqual(before);
  });

  it('selling the last unit writes the product row once (OutOfStock) and keeps its search columns', async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 1 });
    const before = await rowVersion(p.id);
    expect(
      (await placeOrder(t.app, b.cookie, { total: 100, items: [{ productId: p.id, quantity: 1 }] }))
        .statusCode,
    ).toBe(200);
    const after = await rowVersion(p.id);
    expect(await stockOf(p.id)).toMatchObject({ stock: 0, status: 'OutOfStock' });
    expect(after.xmin).not.toBe(before.xmin);
    expect({ ...after, xmin: before.xmin, updatedAt: before.updatedAt }).toEqual(before);
  });
});
