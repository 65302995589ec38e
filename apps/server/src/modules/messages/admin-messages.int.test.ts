import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages } from '../../db/schema/index.ts';
import { allKeys, expectAdminOnly, SECRET_KEYS } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { signedInAccounts } from '../../../test/factories.ts';

const t = useTestApp();
let admin: string;
let adminId: number;
let buyer: string;
let seller: string;
const ids: Record<string, number> = {};

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  const db = t.app.db;
  ({ adminId, admin, buyer, seller } = await signedInAccounts(db));
  // Inserted out of date order on purpose: 'default' is the order received, the sorts go by createdAt.
  const rows = await db
    .insert(messages)
    .values([
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        subject: 'Order question',
        message: 'Where is my LAPTOP order?',
        userType: 'User',
        createdAt: at('2025-03-02T10:00:00Z'),
      },
      {
        name: 'Volt Traders',
        email: 'volt@example.in',
        subject: 'Payout delay',
        message: 'My payout for March is late.',
        userType: 'Seller',
        createdAt: at('2025-03-01T10:00:00Z'),
      },
      {
        name: 'Asha Verma',
        email: 'asha@example.in',
        subject: 'Laptop warranty',
        message: 'How long is the warranty on 100% of parts?',
        userType: 'User',
        createdAt: at('2025-03-03T10:00:00Z'),
      },
    ])
    .returning({ id: messages.id, name: messages.name });
  for (const r of rows) ids[r.name] = r.id;
});

const list = async (query = '', cookie = admin) => t.get(`/api/admin/messages${query}`, cookie);
const names = (body: { name: string }[]) => body.map((m) => m.name);
/** The list is the bare array; its total travels in `X-Total-Count`. */
const totalOf = (res: Awaited<ReturnType<typeof list>>) => Number(res.headers['x-total-count']);
const counts = async () => (await t.get('/api/admin/messages/counts', admin)).json<unknown>();

describe('admin Message Center API', () => {
  it('GET and DELETE need the admin session: 401 NoAdminTokenProvided without one, and for buyers and sellers', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/messages'],
      ['GET', '/api/admin/messages/counts'],
      ['DELETE', `/api/admin/messages/${ids['Ravi Kumar']}`],
    ] as const) {
      await expectAdminOnly(t.app, { method, url }, [buyer, seller]);
    }
    expect(await t.app.db.select().from(messages).where(eq(messages.id, ids['Ravi Kumar']!))).toHaveLength(1);
  });

  it('lists every message with the contract’s fields, in the order received, with the counters', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['Ravi Kumar', 'Volt Traders', 'Asha Verma']);
    expect(body[1]).toEqual({
      id: ids['Volt Traders'],
      name: 'Volt Traders',
      email: 'volt@example.in',
      subject: 'Payout delay',
      message: 'My payout for March is late.',
      userType: 'Seller',
      createdAt: '2025-03-01T10:00:00.000Z',
    });
    expect(totalOf(res)).toBe(3);
    expect(await counts()).toEqual({ total: 3, User: 2, Seller: 1 });
    const keys = allKeys(body);
    for (const k of SECRET_KEYS) expect(keys.has(k)).toBe(false);
  });

  it('sorts newest and oldest first by createdAt', async () => {
    expect(names((await list('?sort=newest')).json())).toEqual(['Asha Verma', 'Ravi Kumar', 'Volt Traders']);
    expect(names((await list('?sort=oldest')).json())).toEqual(['Volt Traders', 'Ravi Kumar', 'Asha Verma']);
  });

  it('searches subject or message text case-insensitively; wildcards are literal', async () => {
    const laptop = await list('?q=laptop');
    expect(names(laptop.json()).sort()).toEqual(['Asha Verma', 'Ravi Kumar']);
    expect(totalOf(laptop)).toBe(2);
    // The counters are of every message, whatever the search.
    expect(await counts()).toEqual({ total: 3, User: 2, Seller: 1 });
    expect(names((await list('?q=PAYOUT')).json())).toEqual(['Volt Traders']);
    // Not the name or the e-mail.
    expect(names((await list('?q=ravi')).json())).toEqual([]);
    expect(names((await list('?q=100%25')).json())).toEqual(['Asha Verma']);
    expect(names((await list('?q=%25')).json())).toEqual(['Asha Verma']);
    expect(names((await list('?q=_')).json())).toEqual([]);
  });

  it('filters by sender type, combined with search', async () => {
    expect(names((await list('?userType=Seller')).json())).toEqual(['Volt Traders']);
    expect(names((await list('?userType=User&q=warranty')).json())).toEqual(['Asha Verma']);
    expect((await list('?userType=Visitor')).statusCode).toBe(400);
    expect((await list('?sort=random')).statusCode).toBe(400);
    expect((await list('?unknown=1')).statusCode).toBe(400);
  });

  it('pages with page and limit, answering the matching total', async () => {
    const first = await list('?limit=2&page=1');
    const second = await list('?limit=2&page=2');
    expect(names(first.json())).toEqual(['Ravi Kumar', 'Volt Traders']);
    expect(first.headers.link).toContain('rel="next"');
    expect(names(second.json())).toEqual(['Asha Verma']);
    expect(totalOf(second)).toBe(3);
    const past = await list('?limit=2&page=9');
    expect(past.json()).toEqual([]);
    expect(totalOf(past)).toBe(3);
    expect((await list('?limit=1001')).statusCode).toBe(400);
  });

  it("deletes a message ('Message Deleted Successfully'), audited; 404 for unknown ids", async () => {
    const id = ids['Volt Traders']!;
    const res = await t.send('DELETE', `/api/admin/messages/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Message Deleted Successfully', id });
    expect(await counts()).toEqual({ total: 2, User: 2, Seller: 0 });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.message-delete'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      category: 'system',
      actorType: 'admin',
      actorId: adminId,
      detail: `#${id}`,
    });
    const again = await t.send('DELETE', `/api/admin/messages/${id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ flag: 'NotFound', error: 'Message not found' });
    expect((await t.send('DELETE', '/api/admin/messages/x', admin)).statusCode).toBe(400);
  });

  it('a message sent through POST /api/contact appears in the Message Center', async () => {
    const sent = await t.send('POST', '/api/contact', undefined, {
      name: 'Meera Iyer',
      email: 'meera@example.in',
      subject: 'Bulk order',
      message: 'Can I order 40 routers for my office?',
      userType: 'Seller',
    });
    expect(sent.statusCode).toBe(201);
    const body = (await list('?sort=newest')).json();
    expect(body[0]).toMatchObject({ name: 'Meera Iyer', subject: 'Bulk order', userType: 'Seller' });
  });
});
