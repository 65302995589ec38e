import type { z } from 'zod';
import {
  isMaskedAnswer,
  type PublicAdmin,
  type PublicSeller,
  type PublicUser,
} from '@electrohub/shared/auth';
import {
  CURRENT_PASSWORD_MESSAGES,
  RECENT_SIGN_IN_MINUTES,
  sellerUpdateBody,
  userUpdateBody,
} from '@electrohub/shared/accounts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { hashSecret, normalizeAnswer } from '../../lib/password.ts';
import { noToken } from '../../plugins/auth.ts';
import type { MediaStore } from '../media/storage.ts';
import { audit } from '../audit/service.ts';
import { deleteOtherSessionsOf, type SessionInfo } from '../auth/sessions.ts';
import { removeSellerFromCarts } from '../cart/service.ts';
import { eraseShippingOf } from '../orders/service.ts';
import { refreshRatings } from '../reviews/service.ts';
import { cancelOpenItemsOfSeller } from '../seller-orders/service.ts';
import { discontinueProductsOf } from '../seller-products/service.ts';
import { removeSellerFromWishlists } from '../wishlist/service.ts';
import {
  deleteSellerRow,
  deleteUserRow,
  productsReviewedBy,
  sellerAccounts,
  userAccounts,
  type AdminRow,
  type SellerPatch,
  type SellerRow,
  type UserPatch,
  type UserRow,
} from './repository.ts';

/**
 * The account rows the modules that sign people in (auth, Google) and the admin's own settings read and write:
 * they reach them through this service, never through the repository.
 */
export {
  adminAccounts,
  sellerAccounts,
  updateAdminName,
  updateAdminPassword,
  userAccounts,
  type AdminRow,
  type SellerRow,
  type UserRow,
} from './repository.ts';

// ---- shapes ---------------------------------------------------------------------------------

/** The only way a buyer row leaves the server: no hashes, no Google subject. */
export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    gender: u.gender,
    address: u.address,
    pfp: u.pfp,
    hasPassword: Boolean(u.passwordHash),
    hasAnswer: Boolean(u.answerHash),
    createdAt: u.createdAt.toISOString(),
  };
}

export function toPublicSeller(s: SellerRow): PublicSeller {
  return {
    id: s.id,
    name: s.name,
    email: s.email,
    phone: s.phone,
    address: s.address,
    pfp: s.pfp,
    hasPassword: Boolean(s.passwordHash),
    hasAnswer: Boolean(s.answerHash),
    createdAt: s.createdAt.toISOString(),
  };
}

export function toPublicAdmin(a: AdminRow): PublicAdmin {
  return { id: a.id, name: a.name, email: a.email, createdAt: a.createdAt.toISOString() };
}

// The answers when an e-mail is already taken by an account of that kind (sign-up, a seller's new e-mail).
export const userExists = () => new AppError('UserExists', 'User already exists', 409);
export const sellerExists = () => new AppError('SellerExists', 'Seller already exists', 409);
export const adminExists = () => new AppError('AdminExists', 'Admin already exists', 409);

/** A PostgreSQL unique violation (23505), possibly wrapped by the driver. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

// ---- access ---------------------------------------------------------------------------------

export interface Actor {
  session: SessionInfo | null;
  /** The session token of this request: kept when a password change ends the other sessions. */
  token: string | undefined;
  ip: string;
  /** Checks the current password, counted and locked like a sign-in (auth/service.ts `assertCurrentPassword`). */
  checkCurrentPassword?: (
    account: { id: number; email: string; passwordHash: string | null },
    password: string,
  ) => Promise<void>;
}

/**
 * A new password through the profile needs the current one (issue 21), unless this session signed in within
 * `RECENT_SIGN_IN_MINUTES` (the details page right after Google) or the account has no password yet.
 */
async function assertMayChangePassword(
  actor: Actor,
  account: { id: number; email: string; passwordHash: string | null },
  currentPassword: string | undefined,
): Promise<void> {
  if (!account.passwordHash) return;
  const signedInAt = actor.session?.signedInAt.getTime() ?? 0;
  if (Date.now() - signedInAt < RECENT_SIGN_IN_MINUTES * 60_000) return;
  if (!currentPassword || !actor.checkCurrentPassword)
    throw new AppError('ValidationError', CURRENT_PASSWORD_MESSAGES.required, 400, {
      issues: [{ path: 'currentPassword', message: CURRENT_PASSWORD_MESSAGES.required }],
    });
  await actor.checkCurrentPassword(account, currentPassword);
}

const notSignedIn = noToken;

/** `/api/user/{id}` and `/api/seller/{id}` act only on the signed-in account of that role. */
function assertSelf(actor: Actor, role: 'user' | 'seller', id: number): void {
  if (!actor.session) throw notSignedIn();
  if (actor.session.role !== role || actor.session.accountId !== id)
    throw forbidden('You can only change your own account');
}

/**
 * The masked placeholder sent back as the security answer means "unchanged" (a client that pre-fills the
 * field with the mask must not make the mask the answer): drop it before anything is hashed.
 */
function withoutMaskedAnswer<T extends { answer?: string | undefined }>(body: T): T {
  if (body.answer === undefined || !isMaskedAnswer(body.answer)) return body;
  const rest = { ...body };
  delete rest.answer;
  return rest;
}

/** The given `keys` of `body` that are set (a field left out of a PATCH body stays as it is). */
function definedFields<T extends object, K extends keyof T>(body: T, keys: readonly K[]) {
  const out: { [P in K]?: Exclude<T[P], undefined> } = {};
  for (const key of keys) if (body[key] !== undefined) out[key] = body[key] as Exclude<T[K], undefined>;
  return out;
}

/** An uploaded profile picture, already buffered by the route. */
export type Upload = Buffer | null;

/** The fields every own-account body can carry besides the kind's own: secrets are hashed here. */
interface SecretsBody {
  answer?: string | undefined;
  password?: string | undefined;
}

/** What the generic update writes besides the kind's own fields; only a seller's patch has an e-mail. */
interface SecretsPatch {
  email?: string;
  pfp?: string | null;
  passwordHash?: string | null;
  answerHash?: string | null;
}

/**
 * What differs between a buyer's and a seller's own account (`/api/user/{id}`, `/api/seller/{id}`): the table,
 * the body, the fields other than the secrets and the picture, and what else goes when the account is deleted.
 */
interface OwnAccountKind<R extends UserRow | SellerRow, B extends SecretsBody, P extends SecretsPatch> {
  role: 'user' | 'seller';
  /** The media folder of new profile pictures. */
  folder: 'users' | 'sellers';
  parse(input: unknown): B;
  /** The kind's account rows (`userAccounts`, `sellerAccounts`). */
  accounts: {
    findById(db: DbOrTx, id: number): Promise<R | null>;
    update(db: DbOrTx, id: number, patch: P): Promise<R | null>;
  };
  /** The patch of the kind's own fields in `body` (may look other accounts up, may refuse). */
  fieldsPatch(db: Db, body: B, current: R, id: number): Promise<P>;
  /** The answer when the update hits a unique index; without it the error goes on as it is. */
  conflict?: () => AppError;
  /** Removes the row and whatever must go before it, inside the delete's transaction. */
  deleteRow(tx: DbOrTx, id: number): Promise<R | null>;
}

const BUYER_ACCOUNT: OwnAccountKind<UserRow, z.output<typeof userUpdateBody>, UserPatch> = {
  role: 'user',
  folder: 'users',
  parse: (input) => userUpdateBody.parse(input),
  accounts: userAccounts,
  fieldsPatch: async (_db, body) => definedFields(body, ['name', 'phone', 'gender', 'address']),
  // The cart, wishlist, reviews and sessions go with the row; orders stay for the sellers, without the shipping
  // snapshot of those with nothing left to deliver; the ratings of the products the buyer reviewed are recomputed.
  async deleteRow(tx, id) {
    const reviewed = await productsReviewedBy(tx, id);
    await eraseShippingOf(tx, id);
    const row = await deleteUserRow(tx, id);
    if (row) await refreshRatings(tx, reviewed);
    return row;
  },
};

const SELLER_ACCOUNT: OwnAccountKind<SellerRow, z.output<typeof sellerUpdateBody>, SellerPatch> = {
  role: 'seller',
  folder: 'sellers',
  parse: (input) => sellerUpdateBody.parse(input),
  accounts: sellerAccounts,
  async fieldsPatch(db, body, current, id) {
    const patch: SellerPatch = definedFields(body, ['name', 'phone', 'address']);
    if (body.email !== undefined && body.email !== current.email) {
      const other = await sellerAccounts.findByEmail(db, body.email);
      if (other && other.id !== id) throw sellerExists();
      patch.email = body.email;
      // A new address proves nothing (docs/decisions/023): if its real owner later signs in with Google, they
      // take the account over instead of sharing it, so nobody can claim an address by typing it here.
      patch.emailVerified = false;
    }
    return patch;
  },
  conflict: sellerExists,
  // The seller's products leave the store (Discontinued), paid items not yet delivered are cancelled and
  // refunded, order history stays with the seller shown as removed.
  async deleteRow(tx, id) {
    await cancelOpenItemsOfSeller(tx, id, new Date());
    await removeSellerFromCarts(tx, id);
    await removeSellerFromWishlists(tx, id);
    await discontinueProductsOf(tx, id);
    return deleteSellerRow(tx, id);
  },
};

/**
 * `GET`, `PATCH` and `DELETE /api/{user|seller}/{id}` for one kind of account: the signed-in account of that
 * kind reads, changes or deletes itself.
 */
export function ownAccount<R extends UserRow | SellerRow, B extends SecretsBody, P extends SecretsPatch>(
  kind: OwnAccountKind<R, B, P>,
) {
  async function get(db: Db, actor: Actor, id: number): Promise<R> {
    assertSelf(actor, kind.role, id);
    const account = await kind.accounts.findById(db, id);
    if (!account) throw notSignedIn();
    return account;
  }

  /**
   * One field of the profile, the fields of the details page after Google, and/or a new picture (JSON or
   * multipart). A new password ends the account's other sessions.
   */
  async function update(
    db: Db,
    media: MediaStore,
    actor: Actor,
    id: number,
    input: unknown,
    pfp: Upload,
  ): Promise<R> {
    assertSelf(actor, kind.role, id);
    const parsed = kind.parse(input ?? {});
    const body = withoutMaskedAnswer(parsed);
    // Only the placeholder came back (a profile saved without changes): nothing to do, nothing to refuse.
    if (Object.keys(body).length === 0 && Object.keys(parsed).length > 0 && !pfp) return get(db, actor, id);
    if (Object.keys(body).length === 0 && !pfp)
      throw new AppError('ValidationError', 'Nothing to update', 400);
    const current = await kind.accounts.findById(db, id);
    if (!current) throw notSignedIn();

    if (body.password !== undefined)
      await assertMayChangePassword(actor, current, (body as { currentPassword?: string }).currentPassword);
    const patch: P & SecretsPatch = await kind.fieldsPatch(db, body, current, id);
    if (body.answer !== undefined) patch.answerHash = await hashSecret(normalizeAnswer(body.answer));
    if (body.password !== undefined) patch.passwordHash = await hashSecret(body.password);
    if (pfp) patch.pfp = await media.saveImage(pfp, 'profile', kind.folder);

    let updated: R | null;
    try {
      updated = await db.transaction(async (tx) => {
        const row = await kind.accounts.update(tx, id, patch);
        if (row && patch.passwordHash) await deleteOtherSessionsOf(tx, kind.role, id, actor.token);
        return row;
      });
    } catch (error) {
      if (patch.pfp) await media.remove(patch.pfp);
      if (kind.conflict && isUniqueViolation(error)) throw kind.conflict();
      throw error;
    }
    if (!updated) throw notSignedIn();
    if (patch.pfp && current.pfp) await media.remove(current.pfp);
    if (patch.passwordHash || patch.answerHash || patch.email)
      await audit(db, {
        category: 'auth',
        action: `${kind.role}.change-credentials`,
        actorType: kind.role,
        actorId: id,
        ip: actor.ip,
        detail: [patch.email && 'email', patch.passwordHash && 'password', patch.answerHash && 'answer']
          .filter(Boolean)
          .join(', '),
      });
    return updated;
  }

  /** The account, its sessions and what the kind removes with it; answers the name it had. */
  async function remove(db: Db, media: MediaStore, actor: Actor, id: number): Promise<{ name: string }> {
    assertSelf(actor, kind.role, id);
    const deleted = await db.transaction((tx) => kind.deleteRow(tx, id));
    if (!deleted) throw notSignedIn();
    if (deleted.pfp) await media.remove(deleted.pfp);
    await audit(db, {
      category: 'auth',
      action: `${kind.role}.delete`,
      actorType: kind.role,
      actorId: id,
      ip: actor.ip,
      detail: deleted.email,
    });
    return { name: deleted.name };
  }

  return { role: kind.role, get, update, remove };
}

export const buyerAccount = ownAccount(BUYER_ACCOUNT);
export const sellerAccount = ownAccount(SELLER_ACCOUNT);
