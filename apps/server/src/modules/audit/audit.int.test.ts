import { beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '@electrohub/shared/admin-finance';
import { auditLog } from '../../db/schema/index.ts';
import { expectAdminOnly } from '../../../test/helpers.ts';
import { useTestApp, type TestApi } from '../../../test/api.ts';
import { DEFAULT_PASSWORD, createCategory } from '../../../test/factories.ts';

/** The admin's audit log (`GET /api/admin/logs`): its filters, and the actions that write to it. */
const ADMIN_KEY = 'audit-test-admin-key';
const t = useTestApp({ env: { ADMIN_SECRET_KEY: ADMIN_KEY }, noSecrets: true });
/** The admin reading the log, the seller whose actions it records, and a buyer. */
let admin: Awaited<ReturnType<TestApi['admin']>>;
let seller: Awaited<ReturnType<TestApi['seller']>>;
let buyerCookie: string;

const now = Date.now();
const hoursAgo = (h: number) => new Date(now - h * 3_600_000);

beforeAll(async () => {
  await createCategory(t.app.db, { name: 'Phones' });
  seller = await t.seller({ name: 'Alpha Audio' });
  admin = await t.admin({ name: 'Finance Admin' });
  buyerCookie = (await t.buyer()).cookie;
  await t.app.db.insert(auditLog).values([
    {
      at: hoursAgo(1),
      category: 'auth',
      action: 'user.sign-in',
      actorType: 'admin',
      actorId: admin.id,
      ip: '203.0.113.5',
    },
    {
      at: hoursAgo(2),
      category: 'auth',
      action: 'seller.sign-in',
      actorType: 'seller',
      actorId: seller.id,
      success: false,
      detail: 'x@example.in: InvalidCredentials',
    },
    { at: hoursAgo(3), category: 'system', action: 'test.system-change', actorType: 'system' },
    { at: hoursAgo(24 * 3), category: 'system', action: 'test.three-days-ago' },
    { at: hoursAgo(24 * 20), category: 'auth', action: 'test.twenty-days-ago', success: false },
    { at: hoursAgo(24 * 40), category: 'auth', action: 'test.forty-days-ago' },
  ]);
});

/** A page of the log: the bare array, and the count of every row from `X-Total-Count`. */
const getList = async (url: string) => {
  const res = await t.get(url, admin.cookie);
  return { res, body: res.json<LogEntry[]>(), total: Number(res.headers['x-total-count']) };
};
const actions = async (q: string) =>
  (await getList(`/api/admin/logs?${q}`)).body.map((e) => e.action).filter((a) => a !== 'admin.change-name');

describe('admin only', () => {
  it('answers 401 NoAdminTokenProvided with no cookie, a buyer session or a seller session', async () => {
    await expectAdminOnly(t.app, { method: 'GET', url: '/api/admin/logs' }, [buyerCookie, seller.cookie]);
  });
});

describe('logs', () => {
  it('filters by range and type, newest first, with the actor name', async () => {
    const day = await getList('/api/admin/logs');
    expect(day.body.map((e) => e.action)).toEqual(['user.sign-in', 'seller.sign-in', 'test.system-change']);
    expect(day.body[0]).toMatchObject({
      actorType: 'admin',
      actorName: 'Finance Admin',
      ip: '203.0.113.5',
      success: true,
    });
    expect(day.body[1]).toMatchObject({
      actorName: 'Alpha Audio',
      success: false,
      detail: 'x@example.in: InvalidCredentials',
    });
    expect(await actions('range=7d')).toEqual([
      'user.sign-in',
      'seller.sign-in',
      'test.system-change',
      'test.three-days-ago',
    ]);
    expect(await actions('range=30d&type=authentication')).toEqual([
      'user.sign-in',
      'seller.sign-in',
      'test.twenty-days-ago',
    ]);
    expect(await actions('range=30d&type=system')).toEqual(['test.system-change', 'test.three-days-ago']);
    expect(await actions('range=30d&type=errors')).toEqual(['seller.sign-in', 'test.twenty-days-ago']);
    const paged = await getList('/api/admin/logs?range=30d&limit=2&page=1');
    expect(paged.body).toHaveLength(2);
    expect(paged.total).toBe(5);
    expect((await t.get('/api/admin/logs?range=1y', admin.cookie)).statusCode).toBe(400);
    expect((await t.get('/api/admin/logs?type=debug', admin.cookie)).statusCode).toBe(400);
  });

  it('records the admin sign-in, a failed payment check and a seller product deletion', async () => {
    const signIn = await t.send('POST', '/api/admin/auth/signin', undefined, {
      email: admin.email,
      password: DEFAULT_PASSWORD,
      secretKey: ADMIN_KEY,
    });
    expect(signIn.statusCode).toBe(200);
    const verify = await t.send('POST', '/api/user/orders/verify-payment', buyerCookie, {
      razorpay_order_id: 'order_fake',
      razorpay_payment_id: 'pay_fake',
      razorpay_signature: 'bad',
      flag: 'buy',
    });
    expect(verify.statusCode).toBe(400);
    const product = await t.product({ sellerId: seller.id, categoryName: 'Phones', name: 'Spare Phone' });
    const del = await t.send('DELETE', `/api/seller/products/${product.id}`, seller.cookie);
    expect(del.statusCode).toBe(200);

    const auth = (await getList('/api/admin/logs?type=authentication')).body;
    expect(auth[0]).toMatchObject({ action: 'admin.sign-in', actorName: 'Finance Admin', success: true });
    const errors = (await getList('/api/admin/logs?type=errors')).body;
    expect(errors[0]).toMatchObject({ action: 'payment.verify', category: 'error', success: false });
    const system = (await getList('/api/admin/logs?type=system')).body;
    expect(system[0]).toMatchObject({
      action: 'seller.product-delete',
      actorName: 'Alpha Audio',
      detail: `product #${product.id} (deleted)`,
    });
  });
});
