import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadeRef, createdAt, serialId, setNullRef, timestamptz, updatedAt } from './common.ts';
import { sellers, users } from './accounts.ts';

export const messageUserTypeEnum = pgEnum('message_user_type', ['User', 'Seller']);

/** Contact-form and seller-support messages: the admin Message Center. */
export const messages = pgTable(
  'messages',
  {
    id: serialId(),
    userType: messageUserTypeEnum('user_type').notNull().default('User'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_created_idx').on(t.createdAt)],
);

/** Mail outbox: rows claimed with FOR UPDATE SKIP LOCKED, retried with back-off, never lost. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    /** e.g. `order-item:12:Shipped`: each (item, status) is mailed once. */
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    /** The pg-boss job that delivers it (queued in the same transaction). */
    jobId: uuid('job_id'),
    /** Set when the last attempt failed: the mail is dead until an admin retries its job. */
    failedAt: timestamptz('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey),
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

export const chatStatusEnum = pgEnum('chat_status', ['bot', 'waiting', 'admin', 'closed']);
export const chatRoleEnum = pgEnum('chat_role', ['user', 'bot', 'admin']);

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serialId(),
    userId: setNullRef('user_id', () => users.id),
    sellerId: setNullRef('seller_id', () => sellers.id),
    visitorKey: text('visitor_key'),
    status: chatStatusEnum('status').notNull().default('bot'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_conversations_status_idx').on(t.status, t.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serialId(),
    conversationId: cascadeRef('conversation_id', () => chatConversations.id),
    role: chatRoleEnum('role').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/**
 * Events counted against a per-minute limit shared by every process (chat sockets opened and messages sent, per
 * address and per account; docs/decisions/032-parallel-guesses.md). Rows older than the window are deleted as
 * new ones come.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serialId(),
    key: text('key').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('rate_events_key_at_idx').on(t.key, t.at), index('rate_events_at_idx').on(t.at)],
);

export const subscriptionKindEnum = pgEnum('subscription_kind', ['newsletter', 'seller_products']);

/** Newsletter (double opt-in) and 'Notify Me When Products Are Added' subscriptions. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serialId(),
    kind: subscriptionKindEnum('kind').notNull(),
    email: text('email').notNull(),
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_kind_email_seller_uq').on(
      t.kind,
      sql`lower(${t.email})`,
      sql`coalesce(${t.sellerId}, 0)`,
    ),
    uniqueIndex('subscriptions_token_uq').on(t.tokenHash),
  ],
);
