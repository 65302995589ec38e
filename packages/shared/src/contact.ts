import { z } from 'zod';

/**
 * Contact messages (the contact page and the seller support form), newsletter and 'Notify Me' subscriptions.
 * Messages are the original client's exact texts. The spec gives a message two bounds: the server takes the looser
 * (at least CONTACT_MESSAGE_MIN), our forms ask the stricter (CONTACT_FORM_MESSAGE_MIN, `contactFormSchema`);
 * docs/decisions/031-client-readings.md.
 */

export const CONTACT_MESSAGE_MIN = 5;
export const CONTACT_FORM_MESSAGE_MIN = 10;

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 3 characters',
  email: 'Invalid email address',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 10 characters',
  messageMin: 'Message must be at least 5 characters',
  sent: 'Message sent successfully',
} as const;

export const CONTACT_USER_TYPES = ['User', 'Seller'] as const;
export type ContactUserType = (typeof CONTACT_USER_TYPES)[number];

/** An e-mail address: trimmed, lower-cased, valid ('Invalid email address'). */
export const emailField = z
  .string({ error: CONTACT_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, CONTACT_MESSAGES.email)
  .pipe(z.email(CONTACT_MESSAGES.email));

function messageField(min: number, tooShort: string) {
  return z
    .string({ error: tooShort })
    .trim()
    .min(min, tooShort)
    .max(5000, 'Message must be at most 5000 characters');
}

/** `POST /api/contact` body (the contact page and the seller support form). */
export const contactMessageSchema = z
  .object({
    name: z
      .string({ error: CONTACT_MESSAGES.name })
      .trim()
      .min(3, CONTACT_MESSAGES.name)
      .max(100, 'Name must be at most 100 characters'),
    email: emailField,
    subject: z
      .string({ error: CONTACT_MESSAGES.subject })
      .trim()
      .min(5, CONTACT_MESSAGES.subject)
      .max(200, 'Subject must be at most 200 characters'),
    message: messageField(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageMin),
    userType: z.enum(CONTACT_USER_TYPES).default('User'),
  })
  .strict();
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** The contact page's and the seller support form's check: the stricter bound (at least 10 characters). */
export const contactFormSchema = contactMessageSchema.extend({
  message: messageField(CONTACT_FORM_MESSAGE_MIN, CONTACT_MESSAGES.message),
});

/** `{ message }` answers of contact and subscription calls. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** Contact form submissions allowed per address per minute. */
export const CONTACT_RATE_LIMIT_PER_MINUTE = 5;

/**
 * Per recipient, at most one pending confirmation mail (newsletter or 'Notify Me') in this many hours: while an
 * address has an unconfirmed subscription mailed within the period, a new request answers the same success
 * and sends nothing (the earlier link keeps working), so the forms cannot be used to flood someone's inbox.
 */
export const CONFIRMATION_MAIL_INTERVAL_HOURS = 24;

export const SUBSCRIPTION_MESSAGES = {
  /** Same answer whether or not the address was known (no address probing). */
  newsletterPending: 'Please check your inbox to confirm your subscription',
  notifyPending: 'Please check your inbox to confirm: we will e-mail you when this seller adds products',
  confirmed: 'Subscription confirmed',
  invalidToken: 'This confirmation link is invalid or has expired',
  unsubscribed: 'You will not get these e-mails any more',
  invalidUnsubscribe: 'This unsubscribe link is invalid',
} as const;

/** `POST /api/newsletter` and `POST /api/user/sellers/{id}/notify` body. */
export const subscribeSchema = z.object({ email: emailField }).strict();
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** `GET /api/newsletter/confirm?token=`. */
export const confirmSubscriptionQuerySchema = z.object({ token: z.string().trim().min(1).max(200) });
/** The unsubscribe link in every alert mail: the subscription and a key only the mail carries. */
export const unsubscribeQuerySchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  key: z.string().trim().min(1).max(200),
});
