import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/api.ts';
import { SUBSCRIPTION_MESSAGES } from '@electrohub/shared/contact';
import { mailOutbox, subscriptions } from '../../db/schema/index.ts';
import { notifySellerSubscribers } from './service.ts';

const t = useTestApp({ env: { PUBLIC_URL: 'https://shop.example.in' } });

let ip = 1;
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: `10.1.0.${ip++}` });
const mailsTo = (to: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(mailOutbox.id);
/** The token from the confirmation link of the latest mail to `to`. */
async function tokenFor(to: string) {
  const mails = await mailsTo(to);
  const m = /confirm\?token=([\w-]+)/.exec(mails.at(-1)!.text);
  return m![1]!;
}
/** Tell the subscribers of a seller about a new product, with the links of this file's PUBLIC_URL. */
const notify = (sellerId: number, product: { id: number; name: string }) =>
  notifySellerSubscribers(t.app.db, sellerId, product, 'https://shop.example.in');
const confirm = (token: string, accept = 'application/json') =>
  t.app.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${token}`, headers: { accept } });

describe('POST /api/newsletter (double opt-in)', () => {
  it('stores an unconfirmed subscription and queues one confirmation mail with a working link', async () => {
    const res = await post('/api/newsletter', { email: ' News@Example.IN ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/confirm/);
    const [sub] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, 'news@example.in'));
    expect(sub).toMatchObject({ kind: 'newsletter', sellerId: null, confirmedAt: null });
    const mails = await mailsTo('news@example.in');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'newsletter-confirm' });
    expect(mails[0]!.dedupeKey).toBeTruthy();
    expect(mails[0]!.html).toContain('https://shop.example.in/api/newsletter/confirm?token=');
    // Only the hash is stored.
    const token = await tokenFor('news@example.in');
    expect(sub!.tokenHash).not.toContain(token);

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Subscription confirmed' });
    const [after] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(after!.confirmedAt).toBeInstanceOf(Date);
  });

  it('sends nothing new to an address with a pending confirmation for 24 hours, then re-sends; nothing once confirmed', async () => {
    await post('/api/newsletter', { email: 'again@example.in' });
    const first = await tokenFor('again@example.in');
    expect((await post('/api/newsletter', { email: 'AGAIN@example.in' })).statusCode).toBe(201);
    expect(await mailsTo('again@example.in')).toHaveLength(1);
    // A day later the pending confirmation may be sent again (with a new link; the old one stops working).
    await t.app.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(mailOutbox.toAddress, 'again@example.in'));
    await post('/api/newsletter', { email: 'again@example.in' });
    expect(await mailsTo('again@example.in')).toHaveLength(2);
    const second = await tokenFor('again@example.in');
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
    const res = await post('/api/newsletter', { email: 'again@example.in' });
    expect(res.statusCode).toBe(201);
    expect(await mailsTo('again@example.in')).toHaveLength(2);
    // Confirming twice is harmless.
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('a stranger cannot flood an inbox: many requests from many addresses, for the newsletter and every seller, send one mail', async () => {
    const sellers = await Promise.all([1, 2, 3].map(() => createSeller(t.app.db)));
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/newsletter', { email: 'victim@example.in' });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(SUBSCRIPTION_MESSAGES.newsletterPending);
      for (const seller of sellers) {
        const notify = await post(`/api/user/sellers/${seller.id}/notify`, { email: 'Victim@Example.in' });
        expect(notify.statusCode).toBe(201);
        expect(notify.json().message).toBe(SUBSCRIPTION_MESSAGES.notifyPending);
      }
    }
    expect(await mailsTo('victim@example.in')).toHaveLength(1);
    // The one link sent still works.
    expect((await confirm(await tokenFor('victim@example.in'))).statusCode).toBe(200);
    // Once it is confirmed, the owner can ask for another subscription and gets its confirmation.
    await post(`/api/user/sellers/${sellers[0]!.id}/notify`, { email: 'victim@example.in' });
    expect(await mailsTo('victim@example.in')).toHaveLength(2);
  });

  it('sends browsers to the home page with the outcome', async () => {
    await post('/api/newsletter', { email: 'browser@example.in' });
    const ok = await confirm(await tokenFor('browser@example.in'), 'text/html,application/xhtml+xml');
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/?subscription=confirmed');
    const bad = await confirm('nope', 'text/html');
    expect(bad.headers.location).toBe('/?subscription=invalid');
  });

  it('rejects an invalid e-mail and an unknown token', async () => {
    const res = await post('/api/newsletter', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid email address');
    const bad = await confirm('not-a-real-token');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      flag: 'InvalidToken',
      error: 'This confirmation link is invalid or has expired',
    });
  });
});

describe("'Notify Me When Products Are Added'", () => {
  it('stores a seller_products subscription, confirms it, and notifySellerSubscribers mails confirmed subscribers once', async () => {
    const seller = await createSeller(t.app.db, { name: 'Gadget Galaxy' });
    const res = await post(`/api/user/sellers/${seller.id}/notify`, { email: 'fan@example.in' });
    expect(res.statusCode).toBe(201);
    const [sub] = await t.app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.email, 'fan@example.in'), eq(subscriptions.kind, 'seller_products')));
    expect(sub).toMatchObject({ sellerId: seller.id, confirmedAt: null });
    const [confirmMail] = await mailsTo('fan@example.in');
    expect(confirmMail!.subject).toContain('Gadget Galaxy');

    // Unconfirmed: nothing is sent.
    expect(await notify(seller.id, { id: 4242, name: 'Nova Phone' })).toBe(0);

    await confirm(await tokenFor('fan@example.in'));
    await post(`/api/user/sellers/${seller.id}/notify`, { email: 'unconfirmed@example.in' });
    expect(await notify(seller.id, { id: 4242, name: 'Nova <Phone>' })).toBe(1);
    // The same product again: deduplicated.
    expect(await notify(seller.id, { id: 4242, name: 'Nova <Phone>' })).toBe(0);
    const mails = await mailsTo('fan@example.in');
    const productMail = mails.at(-1)!;
    expect(productMail).toMatchObject({
      kind: 'seller-new-product',
      dedupeKey: `seller-new-product:4242:${sub!.id}`,
    });
    expect(productMail.subject).toBe('New from Gadget Galaxy: Nova <Phone>');
    expect(productMail.html).toContain('https://shop.example.in/product/4242');
    expect(productMail.html).toContain('Nova &lt;Phone&gt;');
    expect(productMail.html).not.toContain('Nova <Phone>');
    expect(
      (await mailsTo('unconfirmed@example.in')).filter((m) => m.kind === 'seller-new-product'),
    ).toHaveLength(0);
  });

  it('ends a subscription from the unsubscribe link of an alert mail, and only with the right key', async () => {
    const seller = await createSeller(t.app.db, { name: 'Leaving Labs' });
    await post(`/api/user/sellers/${seller.id}/notify`, { email: 'leaver@example.in' });
    await confirm(await tokenFor('leaver@example.in'));
    expect(await notify(seller.id, { id: 5151, name: 'Orbit Watch' })).toBe(1);
    const mail = (await mailsTo('leaver@example.in')).at(-1)!;
    const link =
      /https:\/\/shop\.example\.in(\/api\/newsletter\/unsubscribe\?id=(\d+)&amp;key=([\w-]+))/.exec(
        mail.html,
      );
    expect(link).not.toBeNull();
    expect(mail.text).toContain(
      `Unsubscribe: https://shop.example.in/api/newsletter/unsubscribe?id=${link![2]}&key=${link![3]}`,
    );
    const url = `/api/newsletter/unsubscribe?id=${link![2]}&key=${link![3]}`;

    const wrong = await t.get(`/api/newsletter/unsubscribe?id=${link![2]}&key=${link![3]!.slice(1)}x`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ flag: 'InvalidToken', error: 'This unsubscribe link is invalid' });

    const ok = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/?subscription=unsubscribed');
    expect(
      await t.app.db.select().from(subscriptions).where(eq(subscriptions.email, 'leaver@example.in')),
    ).toEqual([]);
    expect(await notify(seller.id, { id: 5152, name: 'Orbit Watch 2' })).toBe(0);

    const again = await t.get(url);
    expect(again.statusCode).toBe(400);
  });

  it('answers 404 for an unknown seller and 400 for a bad e-mail', async () => {
    const res = await post('/api/user/sellers/999999/notify', { email: 'fan@example.in' });
    expect(res.statusCode).toBe(404);
    expect(res.json().flag).toBe('SellerNotFound');
    const seller = await createSeller(t.app.db);
    expect((await post(`/api/user/sellers/${seller.id}/notify`, { email: 'x' })).statusCode).toBe(400);
  });
});
