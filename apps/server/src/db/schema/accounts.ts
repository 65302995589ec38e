import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, updatedAt } from './common.ts';

export const genderEnum = pgEnum('gender', ['Male', 'Female']);
export const roleEnum = pgEnum('account_role', ['user', 'seller', 'admin']);

/**
 * The columns of a buyer's and a seller's row alike: profile, picture, password and security-answer hashes,
 * the Google subject and whether the e-mail was proven.
 */
const accountColumns = () => ({
  id: serialId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  address: text('address'),
  pfp: text('pfp'),
  passwordHash: text('password_hash'),
  answerHash: text('answer_hash'),
  googleSub: text('google_sub'),
  /**
   * The e-mail was proven by its owner (Google sign-in with a verified address). Sign-up proves nothing, and a
   * seller's new e-mail proves nothing: Google sign-in linking to an unproven address takes the account over
   * (password, answer and sessions end) instead of sharing it (docs/decisions/023).
   */
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Buyers ("users" in the API's paths). E-mails are unique per role, case-insensitively. */
export const users = pgTable('users', { ...accountColumns(), gender: genderEnum('gender') }, (t) => [
  uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
  uniqueIndex('users_google_sub_uq').on(t.googleSub),
  index('users_created_id_idx').on(t.createdAt, t.id),
]);

export const sellerStatusEnum = pgEnum('seller_status', ['pending', 'approved', 'suspended']);

/**
 * Sellers (companies). `status`: only an approved seller's products are public (decision 049); `status_reason` is
 * the admin's word to the seller when suspending.
 */
export const sellers = pgTable(
  'sellers',
  {
    ...accountColumns(),
    status: sellerStatusEnum('status').notNull().default('approved'),
    statusReason: text('status_reason'),
  },
  (t) => [
    uniqueIndex('sellers_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('sellers_google_sub_uq').on(t.googleSub),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_uq').on(sql`lower(${t.email})`)],
);

/** Opaque sessions: only the SHA-256 of the token is stored, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    role: roleEnum('role').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_seller_idx').on(t.sellerId),
    index('sessions_admin_idx').on(t.adminId),
    index('sessions_expires_idx').on(t.expiresAt),
    check(
      'sessions_one_owner',
      sql`(${t.role} = 'user' and ${t.userId} is not null) or (${t.role} = 'seller' and ${t.sellerId} is not null) or (${t.role} = 'admin' and ${t.adminId} is not null)`,
    ),
  ],
);

/** Failed sign-in / reset attempts, counted per account key and per address (10 per 15 minutes). */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serialId(),
    key: text('key').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('auth_failures_key_at_idx').on(t.key, t.at)],
);

/**
 * Devices that signed in to an account before (OWASP's device cookie; docs/decisions/032-parallel-guesses.md): the
 * browser keeps the token in `eh_device`, only its hash is stored. A known device passes the address and account
 * limits of failed attempts; it has a limit of its own.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    role: roleEnum('role').notNull(),
    accountId: integer('account_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('known_devices_expires_idx').on(t.expiresAt)],
);

/** Google sign-in state between the redirect and the callback (state, nonce, PKCE verifier). */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  userType: roleEnum('user_type').notNull(),
  redirectPath: text('redirect_path').notNull(),
  createdAt: createdAt(),
});

export const auditCategoryEnum = pgEnum('audit_category', ['auth', 'system', 'error']);

/** The audit log behind admin 'Logs & Security'. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    at: timestamptz('at').notNull().defaultNow(),
    category: auditCategoryEnum('category').notNull(),
    action: text('action').notNull(),
    actorType: text('actor_type'),
    actorId: integer('actor_id'),
    ip: text('ip'),
    detail: text('detail'),
    success: boolean('success').notNull().default(true),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_category_at_idx').on(t.category, t.at)],
);
