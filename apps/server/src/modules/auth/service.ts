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
import type { AccountLock } from './account-lock.ts';
import { attemptKeys, countAttempt, deviceKey, forgetAttempt, tooManyAttempts } from './attempts.ts';
import { knownDevice } from './devices.ts';
import { deleteFailureRows } from './repository.ts';
import { deleteSessionsOf } from './sessions.ts';

/** Who is asking: the client address (for throttling and the audit log) and the browser's device cookie. */
export interface RequestContext {
  ip: string;
  /** The tokens of the `eh_device` cookie (devices.ts): a device that signed in to the account before. */
  devices: string[];
  /** One attempt per account checked at a time (account-lock.ts). */
  lock: AccountLock;
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

/** Write a refused attempt to the audit log, then throw the answer (its count was written before the check). */
async function fail(
  db: DbOrTx,
  ctx: RequestContext,
  action: string,
  actor: { type: 'user' | 'seller' | 'admin'; id?: number; email: string },
  error: AppError,
): Promise<never> {
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

/** Refuse the attempt: it stays counted as a failure, goes to the audit log, and the error is thrown. */
type Refuse = (error: AppError, accountId?: number) => Promise<never>;

/**
 * One guarded attempt on an account (sign-in, reset, admin key): one at a time per account (`ctx.lock`); counted
 * before it is checked, under the browser's known-device key when it signed in to this account before, else under
 * the account and the address, and refused unchecked past a limit (attempts.ts). `run` refuses through `refuse`
 * (the count stays); when it returns, the attempt is forgotten and the success goes to the audit log. Any other
 * error (a conflict) is no failure either.
 */
async function guardedAttempt<A extends { id: number }, T extends { id: number }>(
  db: DbOrTx,
  ctx: RequestContext,
  role: 'user' | 'seller' | 'admin',
  email: string,
  action: string,
  find: (db: DbOrTx) => Promise<A | null>,
  run: (db: DbOrTx, account: A | null, refuse: Refuse) => Promise<T>,
  opts: { auditSuccess?: boolean } = {},
): Promise<T> {
  const keys = attemptKeys(role, email, ctx.ip);
  // Counted before the account's turn and outside its transaction, each row committed at once: parallel attempts
  // at other accounts from the same address see each other's rows (inside the turn's transaction they would not,
  // on PostgreSQL, until it commits).
  const known = await find(db);
  let device = known ? await knownDevice(db, role, known.id, ctx.devices) : null;
  let counted = device ? await countAttempt(db, [deviceKey(device)]) : null;
  if (!counted || counted.refused) {
    // No known device, or one past its own limit: the limits of strangers apply.
    device = null;
    counted = await countAttempt(db, [keys.account, keys.address]);
  }
  if (counted.refused) {
    await audit(db, {
      category: 'auth',
      action,
      actorType: role,
      ip: ctx.ip,
      success: false,
      detail: `${email}: TooManyRequests`,
    });
    throw tooManyAttempts();
  }
  const { ids } = counted;
  let refused = false;
  try {
    return await ctx.lock.run(db, keys.account, async (db) => {
      // Read again in the account's turn: an attempt before it may have changed the account.
      const account = await find(db);
      const result = await run(db, account, (error, id) => {
        refused = true;
        return fail(db, ctx, action, { type: role, id, email }, error);
      });
      await forgetAttempt(db, ids, device);
      if (opts.auditSuccess !== false)
        await audit(db, { category: 'auth', action, actorType: role, actorId: result.id, ip: ctx.ip });
      return result;
    });
  } catch (error) {
    // Not checked (busy, a conflict): no failure.
    if (!refused) await deleteFailureRows(db, ids);
    throw error;
  }
}

function signInAccount<R extends { id: number; passwordHash: string | null; answerHash: string | null }>(
  kind: AccountKind<R>,
  db: DbOrTx,
  body: SignIn,
  ctx: RequestContext,
): Promise<R> {
  return guardedAttempt(
    db,
    ctx,
    kind.role,
    body.email,
    `${kind.role}.sign-in`,
    (db) => kind.accounts.findByEmail(db, body.email),
    async (_db, account, refuse) => {
      if (!account) return refuse(kind.notFound('sign-in'));
      if (!account.passwordHash) return refuse(passwordNotSet(), account.id);
      if (!(await verifySecret(account.passwordHash, body.password)))
        return refuse(invalidCredentials(), account.id);
      return account;
    },
  );
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
    (db) => kind.accounts.findByEmail(db, body.email),
    async (db, account, refuse) => {
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

/**
 * The current password of a signed-in account, asked before it changes (admin settings; a buyer's or seller's
 * profile edit): counted and checked one at a time like a sign-in, so a borrowed session guesses no faster.
 * Wrong → 401 InvalidCredentials 'Current password is incorrect', audited under `action`.
 */
export async function assertCurrentPassword(
  db: DbOrTx,
  ctx: RequestContext,
  role: 'user' | 'seller' | 'admin',
  account: { id: number; email: string; passwordHash: string | null },
  password: string,
  action: string,
): Promise<void> {
  await guardedAttempt(
    db,
    ctx,
    role,
    account.email,
    action,
    async () => account,
    async (_db, _account, refuse) => {
      if (!(await verifySecret(account.passwordHash, password)))
        return refuse(new AppError('InvalidCredentials', 'Current password is incorrect', 401), account.id);
      return account;
    },
    { auditSuccess: false },
  );
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

export function signUpAdmin(
  db: DbOrTx,
  body: AdminSignUp,
  secretKey: string,
  ctx: RequestContext,
): Promise<AdminRow> {
  return guardedAttempt(
    db,
    ctx,
    'admin',
    body.email,
    'admin.sign-up',
    // A new admin has no device yet: the key is guessed as a stranger.
    async () => null,
    async (db, _none, refuse) => {
      // The key is checked before anything else, so without it nothing about admins can be learnt.
      if (!secretKeyMatches(body.secretKey, secretKey)) return refuse(adminInvalidCredentials());
      if (await adminAccounts.findByEmail(db, body.email)) throw adminExists();
      try {
        return await adminAccounts.insert(db, {
          name: body.name,
          email: body.email,
          passwordHash: await hashSecret(body.password),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw adminExists();
        throw error;
      }
    },
  );
}

export function signInAdmin(
  db: DbOrTx,
  body: AdminSignIn,
  secretKey: string,
  ctx: RequestContext,
): Promise<AdminRow> {
  return guardedAttempt(
    db,
    ctx,
    'admin',
    body.email,
    'admin.sign-in',
    (db) => adminAccounts.findByEmail(db, body.email),
    async (_db, admin, refuse) => {
      // The table's sign-in is `{ email, password }`; a key sent along must still be the right one.
      if (body.secretKey !== undefined && !secretKeyMatches(body.secretKey, secretKey))
        return refuse(adminInvalidCredentials());
      if (!admin) return refuse(adminNotFound());
      if (!(await verifySecret(admin.passwordHash, body.password)))
        return refuse(adminInvalidCredentials(), admin.id);
      return admin;
    },
  );
}

export function resetAdminPassword(
  db: DbOrTx,
  body: AdminForgot,
  secretKey: string,
  ctx: RequestContext,
): Promise<AdminRow> {
  return guardedAttempt(
    db,
    ctx,
    'admin',
    body.email,
    'admin.reset-password',
    (db) => adminAccounts.findByEmail(db, body.email),
    async (db, admin, refuse) => {
      if (!secretKeyMatches(body.secretKey, secretKey)) return refuse(adminInvalidCredentials());
      if (!admin) return refuse(adminNotFound());
      await updateAdminPassword(db, admin.id, await hashSecret(body.password));
      await deleteSessionsOf(db, 'admin', admin.id);
      return admin;
    },
  );
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
