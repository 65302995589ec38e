import { readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { createBuyer, createCategory, createProduct, createSeller, sessionCookie } from '../../../test/factories.ts';
import { createOrderFixture } from '../../../test/fixtures/orders.ts';
import { queueOrderStatusMail } from './order-mail.ts';
import { mimeParts, subjectOf, testSmtpServer, type TestSmtp } from '../../../test/servers/smtp.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function scenario(t: TestContext, productName = 'Volt <b>Phone</b> & "Co"', buyerName = 'Asha <script>alert(1)</script>') {
  const db = t.app.db;
  const seller = await createSeller(db);
  const category = await createCategory(db);
  const buyer = await createBuyer(db, { name: buyerName });
  const product = await createProduct(db, { sellerId: seller.id, categoryName: category.name, name: productName, price: 123456, offerPercentage: 10 });
  const fx = await createOrderFixture(db, {
    userId: buyer.id,
    buyer: { name: buyerName, email: buyer.email, phone: buyer.phone, address: buyer.address },
    items: [{ product, quantity: 2, status: 'Shipped' }],
  });
  return { seller, buyer, product, item: fx.items[0]!, order: fx.order };
}

describe('order mails through a real SMTP server', () => {
  let t: TestContext;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = testSmtpServer();
    const port = await smtp.listen();
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers a status mail with the lines in rupees, a link to the order and every user text escaped', async () => {
    const { buyer, item, order } = await scenario(t);
    expect(await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'Shipped'))).toBe(true);
    const before = smtp.messages.length;
    const result = await t.app.mailOutbox.drain();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const msg = smtp.messages.slice(before).find((m) => m.to.includes(buyer.email));
    expect(msg).toBeDefined();
    expect(subjectOf(msg!.raw)).toBe(`Order #${order.id}: shipped - Volt <b>Phone</b> & "Co"`);
    const parts = mimeParts(msg!.raw);
    const html = parts['text/html']!;
    const text = parts['text/plain']!;
    // ₹1,23,456 less 10% = ₹1,11,110 each; 2 units.
    expect(html).toContain('₹1,11,110');
    expect(html).toContain('₹2,22,221');
    expect(html).toContain(`https://shop.example/user/orders/${item.id}`);
    expect(html).toContain('Volt &lt;b&gt;Phone&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('Asha &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Phone');
    expect(text).toContain(`https://shop.example/user/orders/${item.id}`);
    expect(text).toContain('₹2,22,221');
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `order-item:${item.id}:Shipped`));
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('queues each (item, status) once', async () => {
    const { item } = await scenario(t);
    await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'Delivered'));
    expect(await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'Delivered'))).toBe(false);
    const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `order-item:${item.id}:Delivered`));
    expect(rows).toHaveLength(1);
  });

  it('ignores statuses without a mail', async () => {
    const { item } = await scenario(t);
    expect(await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'PaymentPending'))).toBe(false);
  });

  describe('POST /api/sendmail', () => {
    it('needs a signed-in buyer or seller', async () => {
      const { item } = await scenario(t);
      const res = await t.app.inject({ method: 'POST', url: '/api/sendmail', payload: { orderItemId: item.id, type: 'Shipped' } });
      expect(res.statusCode).toBe(401);
      expect(res.json().flag).toBe('NoTokenProvided');
    });

    it('refuses someone else’s order item', async () => {
      const { item } = await scenario(t);
      const other = await createBuyer(t.app.db);
      const otherSeller = await createSeller(t.app.db);
      for (const cookie of [await sessionCookie(t.app.db, 'user', other.id), await sessionCookie(t.app.db, 'seller', otherSeller.id)]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/sendmail', headers: { cookie }, payload: { orderItemId: item.id, type: 'Shipped' } });
        expect(res.statusCode).toBe(403);
      }
    });

    it('never takes a recipient or content from the request', async () => {
      const { buyer, item } = await scenario(t);
      const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sendmail',
        headers: { cookie },
        payload: { orderItemId: item.id, type: 'Shipped', to: 'victim@example.com', html: '<a href="http://evil">x</a>' },
      });
      expect(res.statusCode).toBe(400);
    });

    it('refuses a mail for a status the item never reached', async () => {
      const { buyer, item } = await scenario(t);
      const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
      const res = await t.app.inject({ method: 'POST', url: '/api/sendmail', headers: { cookie }, payload: { orderItemId: item.id, type: 'Delivered' } });
      expect(res.statusCode).toBe(409);
    });

    it('queues the mail for the buyer once, and the seller of the item may ask too', async () => {
      const { buyer, seller, item, order } = await scenario(t);
      const cookie = await sessionCookie(t.app.db, 'user', buyer.id);
      const first = await t.app.inject({ method: 'POST', url: '/api/sendmail', headers: { cookie }, payload: { orderItemId: item.id, type: 'Shipped' } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, queued: true });
      const sellerCookie = await sessionCookie(t.app.db, 'seller', seller.id);
      const again = await t.app.inject({ method: 'POST', url: '/api/sendmail', headers: { cookie: sellerCookie }, payload: { orderItemId: item.id, type: 'Shipped' } });
      expect(again.json()).toEqual({ success: true, queued: false });
      // The confirmation is one mail per order.
      const confirmed = await t.app.inject({ method: 'POST', url: '/api/sendmail', headers: { cookie }, payload: { orderItemId: item.id, type: 'OrderConfirmed' } });
      expect(confirmed.json()).toEqual({ success: true, queued: true });
      const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `order:${order.id}:OrderConfirmed`));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.toAddress).toBe(buyer.email);
    });
  });
});

describe('outbox retries while SMTP is down', () => {
  let t: TestContext;
  let smtp: TestSmtp;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    smtp = testSmtpServer();
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close().catch(() => undefined);
  });

  it('keeps the mail queued and delivers it once the server is back', async () => {
    const { buyer, item } = await scenario(t, 'Retry Phone', 'Ravi');
    await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'Shipped'));
    const now = new Date();
    const down = await t.app.mailOutbox.drain(now);
    expect(down).toEqual({ sent: 0, failed: 1 });
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `order-item:${item.id}:Shipped`));
    expect(row!.sentAt).toBeNull();
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());

    await smtp.listen(port);
    // Not due yet: back-off.
    expect(await t.app.mailOutbox.drain(now)).toEqual({ sent: 0, failed: 0 });
    const later = new Date(row!.nextAttemptAt.getTime() + 1000);
    expect(await t.app.mailOutbox.drain(later)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages.filter((m) => m.to.includes(buyer.email))).toHaveLength(1);
    // Sent once: nothing more to do.
    expect(await t.app.mailOutbox.drain(new Date(later.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0 });
  });
});

describe('without SMTP_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('writes .eml files into DATA_DIR/mail', async () => {
    const { buyer, item } = await scenario(t, 'File Phone', 'Meera');
    await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'Shipped'));
    await t.app.mailOutbox.drain();
    const dir = path.join(t.dataDir, 'mail');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
    expect(files.length).toBeGreaterThanOrEqual(1);
    const contents = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
    expect(contents.some((c) => c.includes(buyer.email) && /Subject: .*shipped/.test(c))).toBe(true);
  });
});
