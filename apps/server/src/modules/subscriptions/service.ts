import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_MAIL_INTERVAL_HOURS, SUBSCRIPTION_MESSAGES } from '@electrohub/shared/contact';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../auth/sessions.ts';
import { queueMails } from '../mail/outbox.ts';
import { confirmMail, newProductMail } from './mails.ts';
import * as repo from './repository.ts';

export const invalidToken = () => new AppError('InvalidToken', SUBSCRIPTION_MESSAGES.invalidToken, 400);

const confirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;

/**
 * Double opt-in: store the address with a fresh token
 * (only its hash) and queue a confirmation mail. A confirmed address gets no mail, nor does one with a pending
 * confirmation mailed in the last 24 hours; the answer is the same either way so the endpoint cannot be used to
 * probe addresses.
 */
async function subscribe(
  db: DbOrTx,
  kind: repo.SubscriptionKind,
  email: string,
  sellerId: number | null,
  publicUrl: string,
  sellerName?: string,
) {
  // One pending confirmation per recipient per period (CONFIRMATION_MAIL_INTERVAL_HOURS): nothing new is stored
  // or sent, so the link already in the inbox keeps working and nobody can flood an inbox through these forms.
  const since = new Date(Date.now() - CONFIRMATION_MAIL_INTERVAL_HOURS * 3_600_000);
  if (await repo.hasPendingConfirmation(db, email, since)) return;
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const sub = await repo.upsertSubscription(db, { kind, email, sellerId, tokenHash });
  if (sub.tokenStored) {
    const mail = confirmMail(kind, confirmUrl(publicUrl, token), sellerName);
    await queueMails(db, [
      {
        toAddress: email,
        ...mail,
        kind: kind === 'newsletter' ? 'newsletter-confirm' : 'seller-notify-confirm',
        dedupeKey: `subscription-confirm:${sub.id}:${tokenHash.slice(0, 16)}`,
      },
    ]);
  }
}

/** `POST /api/newsletter`. */
export async function subscribeNewsletter(db: DbOrTx, email: string, publicUrl: string) {
  await subscribe(db, 'newsletter', email, null, publicUrl);
  return { message: SUBSCRIPTION_MESSAGES.newsletterPending };
}

/** `POST /api/user/sellers/{id}/notify`: 'Notify Me When Products Are Added'. */
export async function subscribeSellerProducts(
  db: DbOrTx,
  sellerId: number,
  email: string,
  publicUrl: string,
) {
  const sellerName = await repo.findSellerName(db, sellerId);
  if (sellerName === null) throw new AppError('SellerNotFound', 'Seller not found', 404);
  await subscribe(db, 'seller_products', email, sellerId, publicUrl, sellerName);
  return { message: SUBSCRIPTION_MESSAGES.notifyPending };
}

/** `GET /api/newsletter/confirm?token=`: confirms either kind of subscription. */
export async function confirmSubscription(db: DbOrTx, token: string) {
  const row = await repo.confirmByTokenHash(db, hashToken(token));
  if (!row) throw invalidToken();
  return { message: SUBSCRIPTION_MESSAGES.confirmed };
}

/**
 * The unsubscribe key of a subscription: an HMAC of a fixed label keyed by the stored token hash. It is stable for
 * every mail of a confirmed subscription, cannot be guessed without the database, and is not the hash itself.
 */
const unsubscribeKey = (tokenHash: string) =>
  createHmac('sha256', tokenHash).update('electrohub-unsubscribe').digest('base64url');

export const unsubscribeUrl = (publicUrl: string, sub: { id: number; tokenHash: string }) =>
  `${publicUrl}/api/newsletter/unsubscribe?id=${sub.id}&key=${unsubscribeKey(sub.tokenHash)}`;

/** `GET /api/newsletter/unsubscribe?id=&key=`: ends the subscription the mailed link names. */
export async function unsubscribe(db: DbOrTx, id: number, key: string) {
  const sub = await repo.findSubscription(db, id);
  const expected = sub ? Buffer.from(unsubscribeKey(sub.tokenHash)) : null;
  const given = Buffer.from(key);
  if (!sub || !expected || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new AppError('InvalidToken', SUBSCRIPTION_MESSAGES.invalidUnsubscribe, 400);
  await repo.deleteSubscription(db, sub.id);
  return { message: SUBSCRIPTION_MESSAGES.unsubscribed };
}

const defaultPublicUrl = () =>
  (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');

/**
 * Queue a 'new product' mail to every confirmed 'Notify Me' subscriber of the seller. Call it after a seller
 * creates a product (inside the same transaction if you have one). Each (product, subscriber) is mailed once.
 * Pass `app.config.PUBLIC_URL` as `publicUrl`. Returns how many mails were queued.
 */
export async function notifySellerSubscribers(
  db: DbOrTx,
  sellerId: number,
  product: { id: number; name: string },
  publicUrl: string = defaultPublicUrl(),
): Promise<number> {
  const [sellerName, subscribers] = await Promise.all([
    repo.findSellerName(db, sellerId),
    repo.confirmedSellerSubscribers(db, sellerId),
  ]);
  if (sellerName === null || subscribers.length === 0) return 0;
  return queueMails(
    db,
    subscribers.map((s) => ({
      toAddress: s.email,
      ...newProductMail(
        sellerName,
        product.name,
        `${publicUrl}/product/${product.id}`,
        unsubscribeUrl(publicUrl, s),
      ),
      kind: 'seller-new-product',
      dedupeKey: `seller-new-product:${product.id}:${s.id}`,
    })),
  );
}
