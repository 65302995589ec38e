import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { buildApp, type App } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { closedPort, expectAdminOnly, waitFor, type TestContext } from '../../../test/helpers.ts';
import { useTestApp, type TestApi } from '../../../test/api.ts';
import { createCategory } from '../../../test/factories.ts';
import { createOrderFixture } from '../../../test/fixtures/orders.ts';
import { enqueueJob } from '../jobs/repository.ts';
import { queueMails } from './outbox.ts';
import { queueOrderStatusMail } from './order-mail.ts';
import { mimeParts, subjectOf, testSmtpServer, type TestSmtp } from '../../../test/servers/smtp.ts';

/**
 * A test SMTP server listening from the describe's first `beforeAll` to its last `afterAll`: call before
 * `useTestApp`, whose app then reaches it on `port`.
 */
function smtpBeforeTheApp() {
  const box = { server: testSmtpServer(), port: 0 };
  beforeAll(async () => {
    box.port = await box.server.listen();
  });
  afterAll(async () => box.server.close());
  return box;
}

/** A signed-in buyer's order of 2 units of a new seller's product, its item Shipped. */
async function scenario(
  t: TestApi,
  productName = 'Volt <b>Phone</b> & "Co"',
  buyerName = 'Asha <script>alert(1)</script>',
) {
  const db = t.app.db;
  const seller = await t.seller();
  const category = await createCategory(db);
  const buyer = await t.buyer({ name: buyerName });
  const product = await t.product({
    sellerId: seller.id,
    categoryName: category.name,
    name: productName,
    price: 123456,
    offerPercentage: 10,
  });
  const fx = await createOrderFixture(db, {
    userId: buyer.id,
    buyer: { name: buyerName, email: buyer.email, phone: buyer.phone, address: buyer.address },
    items: [{ product, quantity: 2, status: 'Shipped' }],
  });
  return { seller, buyer, product, item: fx.items[0]!, order: fx.order };
}

describe('order mails through a real SMTP server', () => {
  const smtp = smtpBeforeTheApp();
  const t = useTestApp({
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://shop.example' }),
  });

  it('delivers a status mail with the lines in rupees, a link to the order and every user text escaped', async () => {
    const { buyer, item, order } = await scenario(t);
    expect(await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'Shipped'))).toBe(true);
    // The delivery job runs on its own (no drain): wait for the message to arrive.
    const msg = await waitFor(async () => smtp.server.messages.find((m) => m.to.includes(buyer.email)));
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
    // The job marks the row sent once the SMTP server has said yes, which is after the message arrived: wait for it.
    const row = await waitFor(
      async () =>
        (
          await t.app.db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.dedupeKey, `order-item:${item.id}:Shipped`))
        )[0],
      (r) => r?.sentAt != null,
    );
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('hands SMTP our message as built, to an envelope of MAIL_FROM’s address and the recipient alone', async () => {
    await t.app.db.transaction((tx) =>
      queueMails(tx, [
        {
          toAddress: 'envelope@example.in',
          subject: 'Envelope ₹1',
          html: '<p>1</p>',
          text: '1',
          kind: 'test',
          dedupeKey: 'envelope:1',
        },
      ]),
    );
    const msg = await waitFor(async () =>
      smtp.server.messages.find((m) => m.to.includes('envelope@example.in')),
    );
    const row = await outboxRow(t, 'envelope:1');
    expect(msg!.from).toBe('no-reply@electrohub.local');
    expect(msg!.to).toEqual(['envelope@example.in']);
    // mime.ts's headers and nothing of nodemailer's own (no X-Mailer, our Message-ID), CRLF line ends.
    expect(msg!.raw).toMatch(
      new RegExp(
        `^From: ElectroHub <no-reply@electrohub.local>\\r\\nTo: envelope@example.in\\r\\nSubject: =\\?UTF-8\\?B\\?`,
      ),
    );
    expect(msg!.raw).toContain(
      `\r\nMessage-ID: <outbox-${row.id}-${row.createdAt.getTime()}@electrohub>\r\n`,
    );
    expect(msg!.raw).not.toMatch(/^X-Mailer:/im);
    expect(subjectOf(msg!.raw)).toBe('Envelope ₹1');
  });

  it('queues each (item, status) once', async () => {
    const { item } = await scenario(t);
    await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'Delivered'));
    expect(await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'Delivered'))).toBe(false);
    const rows = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-item:${item.id}:Delivered`));
    expect(rows).toHaveLength(1);
  });

  it('ignores statuses without a mail', async () => {
    const { item } = await scenario(t);
    expect(await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'PaymentPending'))).toBe(
      false,
    );
  });

  describe('POST /api/sendmail', () => {
    /** Ask for the mail of an item's status, as the session `cookie` (none: signed out). */
    const sendmail = (cookie: string | undefined, orderItemId: number, type: string) =>
      t.send('POST', '/api/sendmail', cookie, { orderItemId, type });

    it('needs a signed-in buyer or seller', async () => {
      const { item } = await scenario(t);
      const res = await sendmail(undefined, item.id, 'Shipped');
      expect(res.statusCode).toBe(401);
      expect(res.json().flag).toBe('NoTokenProvided');
    });

    it('refuses someone else’s order item', async () => {
      const { item } = await scenario(t);
      for (const cookie of [(await t.buyer()).cookie, (await t.seller()).cookie]) {
        const res = await sendmail(cookie, item.id, 'Shipped');
        expect(res.statusCode).toBe(403);
      }
    });

    /** The outbox rows of a dedupe key: who gets the mail and what it says. */
    const outboxOf = (dedupeKey: string) =>
      t.app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));

    it('never takes a recipient or content from the request: extra fields are ignored', async () => {
      const { buyer, item } = await scenario(t);
      const res = await t.send('POST', '/api/sendmail', buyer.cookie, {
        orderItemId: item.id,
        type: 'Shipped',
        to: 'victim@example.com',
        html: '<a href="http://evil">x</a>',
      });
      expect(res.statusCode).toBe(200);
      const [row] = await outboxOf(`order-item:${item.id}:Shipped`);
      expect(row!.toAddress).toBe(buyer.email);
      expect(JSON.stringify(row)).not.toContain('evil');
    });

    // Issue 20: the bodies a client written to the calls table sends.
    it('takes { ...orderItem, type }: the spread order item, read for its id only', async () => {
      const { buyer, item } = await scenario(t);
      const detail = (await t.get(`/api/user/orders/${item.id}`, buyer.cookie)).json<
        Record<string, unknown>
      >();
      const res = await t.send('POST', '/api/sendmail', buyer.cookie, {
        ...detail,
        order: { ...(detail.order as object), user: { email: 'victim@example.com' } },
        type: 'Shipped',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, queued: true });
      const [row] = await outboxOf(`order-item:${item.id}:Shipped`);
      expect(row!.toAddress).toBe(buyer.email);
    });

    it('takes { order, user, type }: the order item of a seller’s status change, or an order’s items', async () => {
      const { buyer, seller, item, order } = await scenario(t);
      const moved = await t.send('PATCH', `/api/seller/orders/${item.id}`, seller.cookie, {
        status: 'Delivered',
      });
      expect(moved.statusCode).toBe(200);
      const { order: changed, user } = moved.json<{ order: object; user: object }>();
      const res = await t.send('POST', '/api/sendmail', seller.cookie, {
        order: changed,
        user: { ...user, email: 'victim@example.com' },
        type: 'Delivered',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await outboxOf(`order-item:${item.id}:Delivered`))[0]!.toAddress).toBe(buyer.email);
      // An order with its lines (as the buyer's list has it): every line's id is read.
      const [listed] = (await t.get('/api/user/orders', buyer.cookie)).json<{ id: number }[]>();
      expect(listed!.id).toBe(order.id);
      const confirmed = await t.send('POST', '/api/sendmail', buyer.cookie, {
        order: listed,
        user: { email: 'victim@example.com' },
        type: 'OrderConfirmed',
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await outboxOf(`order:${order.id}:OrderConfirmed`))[0]!.toAddress).toBe(buyer.email);
      // Someone else's order item inside such a body is still refused.
      const stranger = await t.buyer();
      const refused = await t.send('POST', '/api/sendmail', stranger.cookie, {
        order: changed,
        type: 'Delivered',
      });
      expect(refused.statusCode).toBe(403);
    });

    it('answers 400 for a body that names no order item', async () => {
      const { buyer } = await scenario(t);
      const res = await t.send('POST', '/api/sendmail', buyer.cookie, {
        user: { email: buyer.email },
        type: 'Shipped',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'orderItemId', message: 'Which order item? Send orderItemId' },
      ]);
    });

    it('refuses a mail for a status the item never reached', async () => {
      const { buyer, item } = await scenario(t);
      const cookie = buyer.cookie;
      const res = await sendmail(cookie, item.id, 'Delivered');
      expect(res.statusCode).toBe(409);
    });

    it('queues the mail for the buyer once, and the seller of the item may ask too', async () => {
      const { buyer, seller, item, order } = await scenario(t);
      const cookie = buyer.cookie;
      const first = await sendmail(cookie, item.id, 'Shipped');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, queued: true });
      const sellerCookie = seller.cookie;
      const again = await sendmail(sellerCookie, item.id, 'Shipped');
      expect(again.json()).toEqual({ success: true, queued: false });
      // The confirmation is one mail per order.
      const confirmed = await sendmail(cookie, item.id, 'OrderConfirmed');
      expect(confirmed.json()).toEqual({ success: true, queued: true });
      const rows = await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order:${order.id}:OrderConfirmed`));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.toAddress).toBe(buyer.email);
    });
  });
});

const jobOf = async (t: Pick<TestContext, 'app'>, jobId: string) => {
  const result = await t.app.db.execute<{
    id: string;
    state: string;
    retry_count: number;
    started_on: Date | string;
    start_after: Date | string;
  }>(
    sql`select id, state::text as state, retry_count, started_on, start_after from pgboss.job where id = ${jobId}::uuid`,
  );
  return result.rows[0]!;
};
/** Make a waiting retry due now (instead of waiting out its back-off). */
const dueNow = (t: Pick<TestContext, 'app'>, jobId: string) =>
  t.app.db.execute(sql`update pgboss.job set start_after = now() where id = ${jobId}::uuid`);
const outboxRow = async (t: Pick<TestContext, 'app'>, key: string) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, key)))[0]!;

describe('delivery while SMTP is down: retries with back-off, then dead for admins', () => {
  let smtp: TestSmtp;
  let port: number;
  let adminCookie: string;

  beforeAll(async () => {
    port = await closedPort();
    smtp = testSmtpServer();
  });
  afterAll(async () => smtp.close().catch(() => undefined));
  // Three attempts; pg-boss's back-off starts at 1 s here (30 s in production).
  const t = useTestApp({
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '3' }),
    app: { jobs: { 'mail-deliver': { retryDelaySeconds: 1 } } },
  });
  beforeAll(async () => {
    adminCookie = (await t.admin()).cookie;
  });

  it('waits longer after each failure, is dead after the last attempt, shows in the admin list, and an admin retry sends it once', async () => {
    const { buyer, item } = await scenario(t, 'Retry Phone', 'Ravi');
    const key = `order-item:${item.id}:Shipped`;
    await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'Shipped'));
    const jobId = (await outboxRow(t, key)).jobId!;
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

    // Attempts 1 and 2 fail and are retried, each after a longer wait than the one before.
    const waits: number[] = [];
    for (const attempt of [1, 2]) {
      const job = await waitFor(
        () => jobOf(t, jobId),
        (j) => j.state === 'retry' && j.retry_count === attempt - 1,
      );
      waits.push(new Date(job.start_after).getTime() - new Date(job.started_on).getTime());
      const row = await outboxRow(t, key);
      expect(row).toMatchObject({ attempts: attempt, sentAt: null, failedAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      await dueNow(t, jobId);
    }
    // pg-boss waits delay × 2^(n-1) to twice that after the n-th failure: 1–2 s, then 2–4 s.
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[1]).toBeGreaterThanOrEqual(2000);

    // The third attempt was the last: the job is dead and the row says so.
    await waitFor(
      () => jobOf(t, jobId),
      (j) => j.state === 'failed',
    );
    const dead = await waitFor(
      () => outboxRow(t, key),
      (r) => r.failedAt !== null,
    );
    expect(dead).toMatchObject({ attempts: 3, sentAt: null });

    // Admins see it: kind, attempts, last error, what it was about, never the mail's body.
    await expectAdminOnly(t.app, { method: 'GET', url: '/api/admin/jobs' }, [buyer.cookie]);
    const list = await t.get('/api/admin/jobs?kind=mail-deliver', adminCookie);
    expect(list.statusCode).toBe(200);
    const entry = list.json<{ id: string }[]>().find((j) => j.id === jobId);
    expect(entry).toMatchObject({
      kind: 'mail-deliver',
      label: 'Mail delivery',
      attempts: 3,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      subject: `Mail #${dead.id} (order-Shipped) to ${buyer.email}`,
    });
    expect(list.body).not.toContain(dead.subject);
    expect(list.body).not.toContain('/user/orders/');

    // The server is back; an admin retries: one more attempt, delivered once, and the job leaves the list.
    await smtp.listen(port);
    const retried = await t.send('POST', `/api/admin/jobs/${jobId}/retry`, adminCookie);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ job: { id: jobId, kind: 'mail-deliver' }, message: 'Job queued again' });
    const sent = await waitFor(
      () => outboxRow(t, key),
      (r) => r.sentAt !== null,
    );
    expect(sent).toMatchObject({ attempts: 4, failedAt: null, lastError: null });
    await waitFor(
      () => jobOf(t, jobId),
      (j) => j.state === 'completed',
    );
    expect(smtp.messages.filter((m) => m.to.includes(buyer.email))).toHaveLength(1);
    const after = await t.get('/api/admin/jobs', adminCookie);
    expect(after.json<{ id: string }[]>().map((j) => j.id)).not.toContain(jobId);
    // Only a dead job can be retried; an unknown one is 404.
    const again = await t.send('POST', `/api/admin/jobs/${jobId}/retry`, adminCookie);
    expect(again.statusCode).toBe(409);
    const unknown = await t.send('POST', `/api/admin/jobs/${crypto.randomUUID()}/retry`, adminCookie);
    expect(unknown.statusCode).toBe(404);
    const bad = await t.send('POST', '/api/admin/jobs/not-a-uuid/retry', adminCookie);
    expect(bad.statusCode).toBe(400);
  });
});

describe('a batch of mails of which one fails', () => {
  const smtp = testSmtpServer({ refuse: (address) => address === 'bounce@example.in' });
  let port = 0;
  beforeAll(async () => {
    port = await smtp.listen();
  });
  afterAll(async () => smtp.close());
  const t = useTestApp({
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
    app: { jobs: { 'mail-deliver': { retryDelaySeconds: 1 } } },
  });

  it('retries only the failed one; the others are sent once and their jobs completed', async () => {
    const to = ['batch-a@example.in', 'bounce@example.in', 'batch-b@example.in'];
    await t.app.db.transaction((tx) =>
      queueMails(
        tx,
        to.map((toAddress, i) => ({
          toAddress,
          subject: `Batch ${i}`,
          html: `<p>${i}</p>`,
          text: String(i),
          kind: 'test',
          dedupeKey: `batch:${i}`,
        })),
      ),
    );
    const rows = await Promise.all(to.map((_, i) => outboxRow(t, `batch:${i}`)));
    const [a, bounce, b] = await Promise.all(
      rows.map((r, i) =>
        waitFor(
          () => jobOf(t, r.jobId!),
          (j) => (i === 1 ? j.state === 'retry' : j.state === 'completed'),
        ),
      ),
    );
    // One fetch took all three (one statement: one start time).
    expect(new Date(a!.started_on).getTime()).toBe(new Date(bounce!.started_on).getTime());
    expect(new Date(b!.started_on).getTime()).toBe(new Date(bounce!.started_on).getTime());
    expect([a!.retry_count, b!.retry_count]).toEqual([0, 0]);
    const failed = await outboxRow(t, 'batch:1');
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(failed.lastError).toMatch(/unavailable/);
    for (const key of ['batch:0', 'batch:2'])
      expect(await outboxRow(t, key)).toMatchObject({
        attempts: 1,
        lastError: null,
        sentAt: expect.any(Date),
      });
    // The failed job's record is its own error, and the others were sent exactly once.
    const output = await t.app.db.execute<{ message: string }>(
      sql`select output->>'message' as message from pgboss.job where id = ${bounce!.id}::uuid`,
    );
    expect(output.rows[0]!.message).toMatch(/unavailable/);
    for (const address of [to[0]!, to[2]!])
      expect(smtp.messages.filter((m) => m.to.includes(address))).toHaveLength(1);
  });
});

describe('two app instances on one database', () => {
  let second: App;
  let secondDb: Database | null = null;
  const smtp = smtpBeforeTheApp();
  const t = useTestApp({
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
    app: { jobs: { 'mail-deliver': { retryDelaySeconds: 1 } } },
  });

  beforeAll(async () => {
    // A second process: its own connections on PostgreSQL (PGlite is one process's database: the same one).
    const url = t.database.pool?.options.connectionString;
    secondDb = url ? await openDatabase({ url, poolSize: 5 }) : null;
    second = await buildApp({
      config: t.config,
      database: secondDb ?? t.database,
      media: t.app.media,
      jobs: { 'mail-deliver': { retryDelaySeconds: 1 } },
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb?.close();
  });

  it('deliver each mail once, even when a mail has two delivery jobs', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      toAddress: `twice-${i}@example.in`,
      subject: `Mail ${i}`,
      html: `<p>${i}</p>`,
      text: String(i),
      kind: 'test',
      dedupeKey: `two-instances:${i}`,
    }));
    await t.app.db.transaction(async (tx) => {
      await queueMails(tx, rows);
      // A second job for every row (as if two processes had queued it): the row's claim keeps it to one send.
      const ids = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, 'two-instances:%'));
      for (const { id } of ids) await enqueueJob(tx, 'mail-deliver', { outboxId: id });
    });
    const done = await waitFor(
      () => t.app.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, 'two-instances:%')),
      (all) => all.length === 12 && all.every((r) => r.sentAt !== null),
    );
    expect(done.every((r) => r.attempts === 1)).toBe(true);
    // Every job has finished (the duplicates found their mail sent) before counting what the server got.
    await waitFor(
      async () =>
        (
          await t.app.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pgboss.job where name = 'mail-deliver' and state < 'completed'`,
          )
        ).rows[0]!.n,
      (n) => n === 0,
    );
    for (const r of rows)
      expect(smtp.server.messages.filter((m) => m.to.includes(r.toAddress))).toHaveLength(1);
  });
});

describe('without SMTP_URL', () => {
  const t = useTestApp();

  it('writes .eml files into DATA_DIR/mail', async () => {
    const { buyer, item } = await scenario(t, 'File Phone', 'Meera');
    await t.app.db.transaction((tx) => queueOrderStatusMail(tx, item.id, 'Shipped'));
    const dir = path.join(t.dataDir, 'mail');
    const files = await waitFor(
      async () => (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')),
      (f) => f.length > 0,
    );
    expect(files.length).toBeGreaterThanOrEqual(1);
    const contents = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
    expect(contents.some((c) => c.includes(buyer.email) && /Subject: .*shipped/.test(c))).toBe(true);
  });

  it('writes a MIME message a client reads as sent: UTF-8 parts, the subject encoded, after the folder went', async () => {
    const dir = path.join(t.dataDir, 'mail');
    const html = `<p>Total ₹2,22,221 — ${'<b>Thank you for your order.</b> '.repeat(40)}</p>`;
    const text = `Total ₹2,22,221 — ${'Thank you for your order. '.repeat(40)}`;
    const send = async (n: number) => {
      await t.app.db.transaction((tx) =>
        queueMails(tx, [
          {
            toAddress: `rupee${n}@example.in`,
            subject: `Order #${n}: ₹2,22,221 paid — thank you`,
            html,
            text,
            kind: 'test',
            dedupeKey: `rupee:${n}`,
          },
        ]),
      );
      const file = await waitFor(
        async () => {
          for (const f of await readdir(dir).catch(() => [] as string[])) {
            const raw = await readFile(path.join(dir, f), 'utf8');
            if (raw.includes(`rupee${n}@example.in`)) return raw;
          }
          return undefined;
        },
        (raw) => raw !== undefined,
      );
      return file!;
    };
    // The folder is made by the first write that misses it, and again should someone remove it.
    await send(1);
    await rm(dir, { recursive: true });
    const raw = await send(2);
    expect(subjectOf(raw)).toBe('Order #2: ₹2,22,221 paid — thank you');
    expect(raw).not.toMatch(/^Subject: .*₹/m);
    expect(raw).toMatch(/multipart\/alternative/i);
    const parts = mimeParts(raw);
    expect(parts['text/html']?.trim()).toBe(html);
    expect(parts['text/plain']?.trim()).toBe(text.trim());
    // Both parts declared UTF-8 (base64, mime.ts; mimeParts decodes quoted-printable too).
    expect(raw.match(/^Content-Type: text\/(plain|html); charset=utf-8$/gim)).toHaveLength(2);
  });
});
