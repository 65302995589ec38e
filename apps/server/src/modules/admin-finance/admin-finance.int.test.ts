import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FINANCE_MESSAGES,
  type PaymentDetail,
  type PaymentSummary,
  type SalesReport,
} from '@electrohub/shared/admin-finance';
import { products, refunds } from '../../db/schema/index.ts';
import { expectAdminOnly } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { createBuyer, createCategory } from '../../../test/factories.ts';
import { createOrderFixture, type FixtureItem } from '../../../test/fixtures/orders.ts';

/** Every answer of this file is checked at the end for secrets at any depth. */
const t = useTestApp({ noSecrets: true });
let adminCookie: string;
let buyerCookie: string;
let sellerCookie: string;

type P = FixtureItem['product'];
let phone: P;
let earbuds: P;
let gone: P;
const pay: Record<
  string,
  {
    paymentId: number;
    orderId: number;
    providerPaymentId: string;
    providerOrderId: string;
    itemIds: number[];
  }
> = {};
let sellerAlphaId: number;
let sellerInjectId: number;
const INJECT_SELLER = '=HYPERLINK("http://x.test"),Evil';

async function order(key: string, at: string, items: FixtureItem[], buyer?: { name: string; email: string }) {
  const db = t.app.db;
  const buyerId = (await createBuyer(db)).id;
  const o = await createOrderFixture(db, {
    userId: buyerId,
    items,
    createdAt: new Date(at),
    buyer: buyer && { ...buyer, phone: '9876543210', address: '1 Park Street, Kolkata' },
  });
  pay[key] = {
    paymentId: o.payment!.id,
    orderId: o.order.id,
    providerPaymentId: o.payment!.providerPaymentId,
    providerOrderId: o.order.providerOrderId,
    itemIds: o.items.map((i) => i.id),
  };
  // Cancelled and Returned items record a refund (what the status change does in the app).
  for (const item of o.items)
    if (item.status === 'Cancelled' || item.status === 'Returned')
      await db.insert(refunds).values({
        orderItemId: item.id,
        paymentId: o.payment!.id,
        amountPaise: item.totalPaise,
        providerRefundId: `rfnd_test_${item.id}`,
        status: 'processed',
        createdAt: new Date(at),
      });
}

beforeAll(async () => {
  const db = t.app.db;
  await createCategory(db, { name: 'Phones' });
  await createCategory(db, { name: 'Audio, Pro' });
  const alpha = await t.seller({ name: 'Alpha Audio' });
  const inject = await t.seller({ name: INJECT_SELLER });
  sellerAlphaId = alpha.id;
  sellerInjectId = inject.id;
  phone = await t.product({
    sellerId: alpha.id,
    categoryName: 'Phones',
    price: 1000,
    offerPercentage: 10,
    name: 'Volt Phone',
  });
  earbuds = await t.product({
    sellerId: inject.id,
    categoryName: 'Audio, Pro',
    price: 500,
    name: 'Volt Buds',
  });
  gone = await t.product({ sellerId: alpha.id, categoryName: 'Phones', price: 200, name: 'Old Cable' });

  // O1 at 00:30 IST on 5 March (still 4 March in UTC): phone ×2 delivered (₹1,800), buds cancelled (₹500 refunded).
  await order('o1', '2025-03-04T19:00:00Z', [
    { product: phone, quantity: 2, status: 'Delivered' },
    { product: earbuds, quantity: 1, status: 'Cancelled' },
  ]);
  // O2 on 5 March IST: buds ×3 shipped (₹1,500), another buyer.
  await order('o2', '2025-03-05T10:00:00Z', [{ product: earbuds, quantity: 3, status: 'Shipped' }], {
    name: 'Meera Iyer',
    email: 'meera@example.in',
  });
  // O3 on 6 March: phone returned (fully refunded, no sales).
  await order('o3', '2025-03-06T12:00:00Z', [{ product: phone, quantity: 1, status: 'Returned' }]);
  // O4 at 17:30 IST on 4 March: phone ×1 confirmed (₹900) and a cable whose product is later deleted (₹200).
  await order('o4', '2025-03-04T12:00:00Z', [
    { product: phone, quantity: 1, status: 'OrderConfirmed' },
    { product: gone, quantity: 1, status: 'OrderConfirmed' },
  ]);

  adminCookie = (await t.admin({ name: 'Finance Admin' })).cookie;
  buyerCookie = (await t.buyer()).cookie;
  sellerCookie = alpha.cookie;
});

const get = async <T>(url: string, cookie = adminCookie) => {
  const res = await t.get(url, cookie);
  const body: T = res.json();
  return { res, body };
};
/** A paged list: the bare array of the page, and the count of every row from `X-Total-Count`. */
const getList = async <T>(url: string, cookie = adminCookie) => {
  const { res, body } = await get<T[]>(url, cookie);
  return { res, body, total: Number(res.headers['x-total-count']) };
};

describe('admin only', () => {
  const routes: { method: 'GET' | 'PATCH'; url: string; payload?: unknown }[] = [
    { method: 'GET', url: '/api/admin/payments' },
    { method: 'GET', url: '/api/admin/payments/1' },
    { method: 'GET', url: '/api/admin/reports/sales' },
    { method: 'GET', url: '/api/admin/reports/sales.csv' },
    // Bad input is not even looked at without the session.
    { method: 'GET', url: '/api/admin/payments?limit=3' },
    { method: 'GET', url: '/api/admin/reports/sales?from=2025-02-30' },
  ];
  it('answers 401 NoAdminTokenProvided with no cookie, a buyer session or a seller session', async () => {
    for (const r of routes) await expectAdminOnly(t.app, r, [buyerCookie, sellerCookie]);
  });
});

describe('payments', () => {
  it('lists captured payments newest first with buyer, amount, provider, state and refunded amount', async () => {
    const { res, body, total } = await getList<PaymentSummary>('/api/admin/payments');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(total).toBe(4);
    expect(body).toHaveLength(4);
    const o1 = body.find((p) => p.id === pay.o1!.paymentId)!;
    expect(o1).toMatchObject({
      amount: 2300,
      refunded: 500,
      state: 'partially_refunded',
      provider: 'test',
      currency: 'INR',
    });
    expect(o1.providerPaymentId).toBe(pay.o1!.providerPaymentId);
    expect(o1.providerOrderId).toBe(pay.o1!.providerOrderId);
    expect(body.find((p) => p.id === pay.o3!.paymentId)).toMatchObject({
      amount: 900,
      refunded: 900,
      state: 'refunded',
    });
    expect(body.find((p) => p.id === pay.o2!.paymentId)).toMatchObject({
      amount: 1500,
      refunded: 0,
      state: 'captured',
      buyer: { name: 'Meera Iyer', email: 'meera@example.in' },
    });
    const ids = body.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by state and searches buyer name, e-mail and provider ids', async () => {
    const ids = async (q: string) =>
      (await getList<PaymentSummary>(`/api/admin/payments?${q}`)).body.map((p) => p.id);
    expect(await ids('status=refunded')).toEqual([pay.o3!.paymentId]);
    expect(await ids('status=partially_refunded')).toEqual([pay.o1!.paymentId]);
    expect((await ids('status=captured')).sort()).toEqual([pay.o2!.paymentId, pay.o4!.paymentId].sort());
    expect(await ids('search=meera')).toEqual([pay.o2!.paymentId]);
    expect(await ids('search=MEERA%40EXAMPLE')).toEqual([pay.o2!.paymentId]);
    expect(await ids(`search=${pay.o3!.providerPaymentId}`)).toEqual([pay.o3!.paymentId]);
    expect(await ids(`search=${pay.o4!.providerOrderId}`)).toEqual([pay.o4!.paymentId]);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('search=meera&status=refunded')).toEqual([]);
  });

  it('pages in SQL (?page&limit, at most 1,000 rows), the total in X-Total-Count', async () => {
    const p1 = await getList<PaymentSummary>('/api/admin/payments?limit=3&page=1');
    expect(p1.body).toHaveLength(3);
    expect(p1.total).toBe(4);
    expect(p1.res.headers.link).toContain('rel="next"');
    const p2 = await getList<PaymentSummary>('/api/admin/payments?limit=3&page=2');
    expect(p2.body).toHaveLength(1);
    const past = await getList<PaymentSummary>('/api/admin/payments?limit=7&page=2');
    expect(past.body).toEqual([]);
    expect(past.total).toBe(4);
    const bad = await t.get('/api/admin/payments?limit=1001', adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('limit');
    expect((await t.get('/api/admin/payments?status=lost', adminCookie)).statusCode).toBe(400);
    expect((await t.get('/api/admin/payments?foo=1', adminCookie)).statusCode).toBe(400);
  });

  it('shows one payment with its items (price snapshot), refunds and buyer; unknown id is 404', async () => {
    const { res, body } = await get<PaymentDetail>(`/api/admin/payments/${pay.o1!.paymentId}`);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({
      amount: 2300,
      refunded: 500,
      state: 'partially_refunded',
      orderStatus: 'Paid',
      paymentStatus: 'captured',
    });
    expect(body.buyer).toMatchObject({ name: 'Asha Verma', phone: '9876543210' });
    expect(body.items).toEqual([
      expect.objectContaining({
        productName: 'Volt Phone',
        quantity: 2,
        unitPrice: 900,
        listPrice: 1000,
        offerPercentage: 10,
        total: 1800,
        status: 'Delivered',
        sellerName: 'Alpha Audio',
      }),
      expect.objectContaining({
        productName: 'Volt Buds',
        quantity: 1,
        unitPrice: 500,
        total: 500,
        status: 'Cancelled',
        sellerName: INJECT_SELLER,
      }),
    ]);
    expect(body.refunds).toEqual([
      expect.objectContaining({
        orderItemId: pay.o1!.itemIds[1],
        productName: 'Volt Buds',
        amount: 500,
        status: 'processed',
        providerRefundId: `rfnd_test_${pay.o1!.itemIds[1]}`,
      }),
    ]);
    const text = res.body.toLowerCase();
    expect(text).not.toContain('signature');
    expect(text).not.toContain('secret');
    const missing = await t.get('/api/admin/payments/999999', adminCookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ flag: 'NotFound', error: FINANCE_MESSAGES.paymentNotFound });
  });
});

describe('sales report', () => {
  const q = 'from=2025-03-01&to=2025-03-10';

  it('groups by local day (STORE_TIMEZONE): every day present, Cancelled and Returned excluded', async () => {
    const { body } = await get<SalesReport>(`/api/admin/reports/sales?${q}&groupBy=day`);
    expect(body.timeZone).toBe('Asia/Kolkata');
    expect(body.rows).toHaveLength(10);
    const day = (d: string) => body.rows.find((r) => r.key === d);
    // O4 (17:30 IST on the 4th): phone + cable.
    expect(day('2025-03-04')).toMatchObject({ orders: 1, units: 2, sales: 1100 });
    // O1 at 00:30 IST belongs to the 5th, with O2.
    expect(day('2025-03-05')).toMatchObject({ orders: 2, units: 5, sales: 3300 });
    expect(day('2025-03-06')).toMatchObject({ orders: 0, units: 0, sales: 0 });
    expect(body.totals).toEqual({ orders: 3, units: 7, sales: 4400 });
  });

  it('buckets by the zone it is given: in UTC the 00:30 IST sale is on the 4th', async () => {
    const { salesReport } = await import('./service.ts');
    const report = await salesReport(
      t.app.db,
      { from: '2025-03-04', to: '2025-03-05', groupBy: 'day' },
      'UTC',
    );
    expect(report.rows).toEqual([
      { key: '2025-03-04', label: '2025-03-04', orders: 2, units: 4, sales: 2900 },
      { key: '2025-03-05', label: '2025-03-05', orders: 1, units: 3, sales: 1500 },
    ]);
  });

  it('groups by category and by seller, highest sales first; a deleted product falls under Unknown', async () => {
    // order_items.product_id becomes null; the line keeps its snapshot.
    await t.app.db.delete(products).where(eq(products.id, gone.id));
    const cat = (await get<SalesReport>(`/api/admin/reports/sales?${q}&groupBy=category`)).body;
    expect(cat.rows).toEqual([
      { key: 'Phones', label: 'Phones', orders: 2, units: 3, sales: 2700 },
      { key: 'Audio, Pro', label: 'Audio, Pro', orders: 1, units: 3, sales: 1500 },
      { key: 'unknown', label: 'Unknown', orders: 1, units: 1, sales: 200 },
    ]);
    const sel = (await get<SalesReport>(`/api/admin/reports/sales?${q}&groupBy=seller`)).body;
    expect(sel.rows).toEqual([
      { key: String(sellerAlphaId), label: 'Alpha Audio', orders: 2, units: 4, sales: 2900 },
      { key: String(sellerInjectId), label: INJECT_SELLER, orders: 1, units: 3, sales: 1500 },
    ]);
    expect(sel.totals).toEqual({ orders: 3, units: 7, sales: 4400 });
  });

  it('defaults to the last 30 days and checks the range', async () => {
    const { body } = await get<SalesReport>('/api/admin/reports/sales');
    expect(body.groupBy).toBe('day');
    expect(body.rows).toHaveLength(30);
    expect(body.rows.at(-1)!.key).toBe(body.to);
    const bad = async (query: string, message: string) => {
      const res = await t.get(`/api/admin/reports/sales?${query}`, adminCookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ flag: 'ValidationError', error: message });
    };
    await bad('from=2025-03-10&to=2025-03-01', FINANCE_MESSAGES.rangeOrder);
    await bad('from=2024-01-01&to=2025-01-01', FINANCE_MESSAGES.rangeTooLong);
    await bad('from=2025-02-30&to=2025-03-01', FINANCE_MESSAGES.dateInvalid);
    await bad('from=yesterday', FINANCE_MESSAGES.dateInvalid);
    await bad('groupBy=brand', 'Group by day, category or seller');
    // 366 days (2024 is a leap year) is allowed.
    expect(
      (await t.get('/api/admin/reports/sales?from=2024-01-01&to=2024-12-31', adminCookie)).statusCode,
    ).toBe(200);
  });

  it('refuses far dates with a 400 instead of walking days forever (report and CSV)', async () => {
    for (const path of ['/api/admin/reports/sales', '/api/admin/reports/sales.csv'])
      for (const query of [
        'to=9999-12-31',
        'from=9999-12-01&to=9999-12-31',
        'from=1999-12-31&to=2000-01-10',
        'to=2101-01-01',
      ]) {
        const res = await t.get(`${path}?${query}`, adminCookie);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json()).toMatchObject({ flag: 'ValidationError', error: FINANCE_MESSAGES.dateOutOfRange });
      }
    // The edges are allowed.
    const edge = await t.get('/api/admin/reports/sales?from=2100-12-01&to=2100-12-31', adminCookie);
    expect(edge.statusCode).toBe(200);
    expect(edge.json<SalesReport>().rows).toHaveLength(31);
  });

  it('downloads the same report as CSV: file name, header, RFC 4180 quoting, formula guard', async () => {
    const res = await t.get(`/api/admin/reports/sales.csv?${q}&groupBy=seller`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="electrohub-sales-by-seller-2025-03-01-to-2025-03-10.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'Seller,Orders,Units,Sales (INR)',
      'Alpha Audio,2,4,2900.00',
      // Starts with '=': prefixed with a quote; holds quotes and a comma: quoted, quotes doubled.
      `"'=HYPERLINK(""http://x.test""),Evil",1,3,1500.00`,
      'Total,3,7,4400.00',
      '',
    ]);
    const cat = await t.get(`/api/admin/reports/sales.csv?${q}&groupBy=category`, adminCookie);
    expect(cat.body.split('\r\n')[2]).toBe('"Audio, Pro",1,3,1500.00');
    const day = await t.get(`/api/admin/reports/sales.csv?${q}`, adminCookie);
    expect(day.body.split('\r\n')).toHaveLength(1 + 10 + 1 + 1);
    const invalid = await t.get('/api/admin/reports/sales.csv?from=2025-03-10&to=2025-03-01', adminCookie);
    expect(invalid.statusCode).toBe(400);
  });

  it('guards every formula lead character', async () => {
    const { csvField } = await import('./service.ts');
    expect(['=1', '+1', '-1', '@SUM(A1)', '\tx', 'plain'].map(csvField)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
    ]);
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField(-5)).toBe('-5');
  });
});
