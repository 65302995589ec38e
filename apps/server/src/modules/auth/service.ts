import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type {
  adminForgotPasswordBody,
  adminSignInBody,
  adminSignUpBody,
  forgotPasswordBody,
  sellerSignUpFields,
  signInBody,
  userSignUpBody,
} from '@electrohub/shared/auth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashSecret, normalizeAnswer, verifySecret } from '../../lib/password.ts';
import type { MediaStore } from '../media/storage.ts';
import { audit } from '../audit/service.ts';
import {
  adminAccounts,
  sellerAccounts,
  updateAdminPassword,
  userAccounts,
  type AdminRow,
  type SellerRow,
  type UserRow,
  isUniqueViolation,
  adminExists,
  sellerExists,
  userExists,
} from '../accounts/service.ts';
import {
  assertNotThrottled,
  attemptKeys,
  clearFailures,
  recordFailure,
  type AttemptKeys,
} from './attempts.ts';
import { deleteSessionsOf } from './sessions.ts';

/** Who is asking: the client address (for throttling and the audit log). */
export interface RequestContext {
  ip: string;
}

type SignIn = z.output<typeof signInBody>;
type UserSignUp = z.output<typeof userSignUpBody>;
type Forgot = z.output<typeof forgotPasswordBody>;
type SellerSignUp = z.output<typeof sellerSignUpFields>;
type AdminSignIn = z.output<typeof adminSignInBody>;
type AdminSignUp = z.output<typeof adminSignUpBody>;
type AdminForgot = z.output<typeof adminForgotPasswordBody>;

// The original error messages and flags; flags keep their spelling, typos included (docs/product.md#errors).
const invalidCredentials = () => new AppError('InvalidCredentials', 'Invalid Credentials', 401);
const adminInvalidCredentials = () => new AppError('InvadlidCredentials', 'Invalid Credentials', 401);
const adminNotFound = () => new AppError('AdminNotFound', 'Admin not found', 404);
const pfpRequired = () => new AppError('PFPIsRequired', 'Profile picture is required', 400);
/** PasswordNotFound (once 'Password not found in the db'); people see why, and what to do instead. */
const passwordNotSet = () =>
  new AppError('PasswordNotFound', 'This account has no password yet. Continue with Google to sign in.', 401);

export { adminExists, sellerExists, userExists };

export const RESET_SUCCESS = 'Password reset successful';

/** Count a failed attempt, write it to the audit log, then throw the answer. */
async function fail(
  db: DbOrTx,
  keys: AttemptKeys,
  ctx: RequestContext,
  action: string,
  actor: { type: 'user' | 'seller' | 'admin'; id?: number; email: string },
  error: AppError,
): Promise<never> {
  await recordFailure(db, keys);
  await audit(db, {
    category: 'auth',
    action,
    actorType: actor.type,
    actorId: actor.id ?? null,
    ip: ctx.ip,
    success: false,
    detail: `${actor.email}: ${error.flag}`,
  });
  throw error;
}

async function throttled(
  db: DbOrTx,
  keys: AttemptKeys,
  ctx: RequestContext,
  action: string,
  type: 'user' | 'seller' | 'admin',
  email: string,
) {
  try {
    await assertNotThrottled(db, keys);
  } catch (error) {
    await audit(db, {
      category: 'auth',
      action,
      actorType: type,
      ip: ctx.ip,
      success: false,
      detail: `${email}: TooManyRequests`,
    });
    throw error;
  }
}

/** What differs between buyers and sellers in sign-up, sign-in and reset: the table and the answers. */
interface AccountKind<R extends { id: number; passwordHash: string | null; answerHash: string | null }> {
  role: 'user' | 'seller';
  /** The media folder of the sign-up picture. */
  folder: 'users' | 'sellers';
  /** The kind's account rows (`userAccounts`, `sellerAccounts`). */
  accounts: {
    findByEmail(db: DbOrTx, email: string): Promise<R | null>;
    insert(db: DbOrTx, values: NewAccount): Promise<R>;
    update(db: DbOrTx, id: number, patch: { passwordHash: string }): Promise<R | null>;
  };
  notFound(action: 'sign-in' | 'reset-password'): AppError;
  exists(): AppError;
}

/** The columns sign-up writes, the same for both kinds. */
interface NewAccount {
  name: string;
  email: string;
  phone: string;
  address: string;
  pfp?: string;
  passwordHash: string;
  answerHash: string;
}

const BUYERS: AccountKind<UserRow> = {
  role: 'user',
  folder: 'users',
  accounts: userAccounts,
  notFound: (action) =>
    new AppError('UserNotFound', action === 'sign-in' ? 'User not found' : 'User does not exist', 404),
  exists: userExists,
};

const SELLERS: AccountKind<SellerRow> = {
  role: 'seller',
  folder: 'sellers',
  accounts: sellerAccounts,
  notFound: () => new AppError('SellerNotFound', 'Seller not found', 404),
  exists: sellerExists,
};

/**
 * Create a buyer or seller account with hashed password and answer; a picture, when given, is stored through
 * the image pipeline first and removed again if the row cannot be written.
 */
async function signUpAccount<
  R extends { id: number; passwordHash: string | null; answerHash: string | null },
>(
  kind: AccountKind<R>,
  db: DbOrTx,
  body: UserSignUp | SellerSignUp,
  ctx: RequestContext,
  picture?: { media: MediaStore; image: Buffer },
): Promise<R> {
  if (await kind.accounts.findByEmail(db, body.email)) throw kind.exists();
  const [passwordHash, answerHash] = await Promise.all([
    hashSecret(body.password),
    hashSecret(normalizeAnswer(body.answer)),
  ]);
  const pfp = picture && (await picture.media.saveImage(picture.image, 'profile', kind.folder));
  let account: R;
  try {
    account = await kind.accounts.insert(db, {
      name: body.name,
      email: body.email,
      phone: body.phone,
      address: body.address,
      ...(pfp ? { pfp } : {}),
      passwordHash,
      answerHash,
    });
  } catch (error) {
    if (pfp) await picture.media.remove(pfp);
    if (isUniqueViolation(error)) throw kind.exists();
    throw error;
  }
  await audit(db, {
    category: 'auth',
    action: `${kind.role}.sign-up`,
    actorType: kind.role,
    actorId: account.id,
    ip: ctx.ip,
  });
  return account;
}

/** Refuse the attempt: counted as a failure, written to the audit log, then thrown. */
type Refuse = (error: AppError, accountId?: number) => Promise<never>;

/**
 * One throttled attempt on an account (sign-in, password reset): refused while throttled; `run` refuses through
 * `refuse`; when it returns, the failures of these keys clear and the success goes to the audit log.
 */
async function guardedAttempt<T extends { id: number }>(
  db: DbOrTx,
  ctx: RequestContext,
  role: 'user' | 'seller' | 'admin',
  email: string,
  action: string,
  run: (refuse: Refuse) => Promise<T>,
): Promise<T> {
  const keys = attemptKeys(role, email, ctx.ip);
  await throttled(db, keys, ctx, action, role, email);
  const account = await run((error, id) => fail(db, keys, ctx, action, { type: role, id, email }, error));
  await clearFailures(db, keys);
  await audit(db, { category: 'auth', action, actorType: role, actorId: account.id, ip: ctx.ip });
  return account;
}

function signInAccount<R extends { id: number; passwordHash: string | null; answerHash: string | null }>(
  kind: AccountKind<R>,
  db: DbOrTx,
  body: SignIn,
  ctx: RequestContext,
): Promise<R> {
  return guardedAttempt(db, ctx, kind.role, body.email, `${kind.role}.sign-in`, async (refuse) => {
    const account = await kind.accounts.findByEmail(db, body.email);
    if (!account) return refuse(kind.notFound('sign-in'));
    if (!account.passwordHash) return refuse(passwordNotSet(), account.id);
    if (!(await verifySecret(account.passwordHash, body.password)))
      return refuse(invalidCredentials(), account.id);
    return account;
  });
}

/** Reset with the security answer; every session of the account ends. */
async function resetAccountPassword<
  R extends { id: number; passwordHash: string | null; answerHash: string | null },
>(kind: AccountKind<R>, db: DbOrTx, body: Forgot, ctx: RequestContext): Promise<R> {
  const reset = await guardedAttempt(
    db,
    ctx,
    kind.role,
    body.email,
    `${kind.role}.reset-password`,
    async (refuse) => {
      const account = await kind.accounts.findByEmail(db, body.email);
      if (!account) return refuse(kind.notFound('reset-password'));
      if (!(await verifySecret(account.answerHash, normalizeAnswer(body.answer))))
        return refuse(invalidCredentials(), account.id);
      const updated = await kind.accounts.update(db, account.id, {
        passwordHash: await hashSecret(body.password),
      });
      await deleteSessionsOf(db, kind.role, account.id);
      return { id: account.id, account: updated ?? account };
    },
  );
  return reset.account;
}

// ---- buyers ---------------------------------------------------------------------------------

export const signInUser = (db: DbOrTx, body: SignIn, ctx: RequestContext) =>
  signInAccount(BUYERS, db, body, ctx);

export const signUpUser = (db: DbOrTx, body: UserSignUp, ctx: RequestContext): Promise<UserRow> =>
  signUpAccount(BUYERS, db, body, ctx);

/** The route signs this browser in again after a buyer's reset. */
export const resetUserPassword = (db: DbOrTx, body: Forgot, ctx: RequestContext) =>
  resetAccountPassword(BUYERS, db, body, ctx);

// ---- sellers --------------------------------------------------------------------------------

export const signInSeller = (db: DbOrTx, body: SignIn, ctx: RequestContext) =>
  signInAccount(SELLERS, db, body, ctx);

/** Seller sign-up: the logo is required ('Profile picture is required') and stored through the image pipeline. */
export async function signUpSeller(
  db: DbOrTx,
  media: MediaStore,
  body: SellerSignUp,
  pfp: Buffer | null,
  ctx: RequestContext,
): Promise<SellerRow> {
  if (!pfp || pfp.length === 0) throw pfpRequired();
  return signUpAccount(SELLERS, db, body, ctx, { media, image: pfp });
}

/** The seller signs in afterwards: a successful reset goes to the seller sign-in page. */
export const resetSellerPassword = (db: DbOrTx, body: Forgot, ctx: RequestContext) =>
  resetAccountPassword(SELLERS, db, body, ctx);

// ---- admins ---------------------------------------------------------------------------------

/** Constant-time comparison of the admin secret key: equal-length SHA-256 digests through timingSafeEqual. */
export function secretKeyMatches(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

export async function signUpAdmin(
  db: DbOrTx,
  body: AdminSignUp,
  secretKey: string,
  ctx: RequestContext,
): Promise<AdminRow> {
  const keys = attemptKeys('admin', body.email, ctx.ip);
  await throttled(db, keys, ctx, 'admin.sign-up', 'admin', body.email);
  // The key is checked before anything else, so without it nothing about admins can be learnt.
  if (!secretKeyMatches(body.secretKey, secretKey))
    return fail(
      db,
      keys,
      ctx,
      'admin.sign-up',
      { type: 'admin', email: body.email },
      adminInvalidCredentials(),
    );
  if (await adminAccounts.findByEmail(db, body.email)) throw adminExists();
  let admin: AdminRow;
  try {
    admin = await adminAccounts.insert(db, {
      name: body.name,
      email: body.email,
      passwordHash: await hashSecret(body.password),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw adminExists();
    throw error;
  }
  await audit(db, {
    category: 'auth',
    action: 'admin.sign-up',
    actorType: 'admin',
    actorId: admin.id,
    ip: ctx.ip,
  });
  return admin;
}

export function signInAdmin(
  db: DbOrTx,
  body: AdminSignIn,
  secretKey: string,
  ctx: RequestContext,
): Promise<AdminRow> {
  return guardedAttempt(db, ctx, 'admin', body.email, 'admin.sign-in', async (refuse) => {
    // The table's sign-in is `{ email, password }`; a key sent along must still be the right one.
    if (body.secretKey !== undefined && !secretKeyMatches(body.secretKey, secretKey))
      return refuse(adminInvalidCredentials());
    const admin = await adminAccounts.findByEmail(db, body.email);
    if (!admin) return refuse(adminNotFound());
    if (!(await verifySecret(admin.passwordHash, body.password)))
      return refuse(adminInvalidCredentials(), admin.id);
    return admin;
  });
}

export function resetAdminPassword(
  db: DbOrTx,
  body: AdminForgot,
  secretKey: string,
  ctx: RequestContext,
): Promise<AdminRow> {
  return guardedAttempt(db, ctx, 'admin', body.email, 'admin.reset-password', async (refuse) => {
    if (!secretKeyMatches(body.secretKey, secretKey)) return refuse(adminInvalidCredentials());
    const admin = await adminAccounts.findByEmail(db, body.email);
    if (!admin) return refuse(adminNotFound());
    await updateAdminPassword(db, admin.id, await hashSecret(body.password));
    await deleteSessionsOf(db, 'admin', admin.id);
    return admin;
  });
}

/** Sign-out is recorded too (the admin log's 'Authentication' filter shows whole sessions). */
export async function recordSignOut(
  db: DbOrTx,
  role: 'user' | 'seller' | 'admin',
  accountId: number,
  ctx: RequestContext,
): Promise<void> {
  await audit(db, {
    category: 'auth',
    action: `${role}.sign-out`,
    actorType: role,
    actorId: accountId,
    ip: ctx.ip,
  });
}
