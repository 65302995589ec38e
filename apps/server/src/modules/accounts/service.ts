import type { z } from 'zod';
import {
  isMaskedAnswer,
  type PublicAdmin,
  type PublicSeller,
  type PublicUser,
} from '@electrohub/shared/auth';
import { sellerUpdateBody, userUpdateBody } from '@electrohub/shared/accounts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { hashSecret, normalizeAnswer } from '../../lib/password.ts';
import { noToken } from '../../plugins/auth.ts';
import type { MediaStore } from '../media/storage.ts';
import { audit } from '../audit/service.ts';
import { deleteOtherSessionsOf, type SessionInfo } from '../auth/sessions.ts';
import { cancelOpenItemsOfSeller } from '../seller-orders/service.ts';
import {
  deleteSellerRow,
  deleteUserRow,
  findSellerByEmail,
  findSellerById,
  findUserById,
  updateSeller,
  updateUser,
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
  findAdminByEmail,
  findAdminById,
  findSellerByEmail,
  findSellerById,
  findSellerByGoogleSub,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  insertAdmin,
  insertSeller,
  insertUser,
  updateAdminPassword,
  updateSeller,
  updateUser,
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

/** An uploaded profile picture, already buffered by the route. */
export type Upload = Buffer | null;

// ---- buyers ---------------------------------------------------------------------------------

export async function getOwnUser(db: Db, actor: Actor, id: number): Promise<UserRow> {
  assertSelf(actor, 'user', id);
  const user = await findUserById(db, id);
  if (!user) throw notSignedIn();
  return user;
}

/**
 * `PATCH /api/user/{id}`: one field from the profile, the four of the details page, and/or a new picture.
 * A new password ends the account's other sessions.
 */
export async function updateOwnUser(
  db: Db,
  media: MediaStore,
  actor: Actor,
  id: number,
  input: unknown,
  pfp: Upload,
): Promise<UserRow> {
  assertSelf(actor, 'user', id);
  const parsed: z.output<typeof userUpdateBody> = userUpdateBody.parse(input ?? {});
  const body = withoutMaskedAnswer(parsed);
  // Only the placeholder came back: nothing to do, nothing to refuse.
  if (Object.keys(body).length === 0 && Object.keys(parsed).length > 0 && !pfp)
    return getOwnUser(db, actor, id);
  if (Object.keys(body).length === 0 && !pfp) throw new AppError('ValidationError', 'Nothing to update', 400);
  const current = await findUserById(db, id);
  if (!current) throw notSignedIn();

  const patch: UserPatch = {};
  if (body.name !== undefined) patch.name = body.name;
  if (body.phone !== undefined) patch.phone = body.phone;
  if (body.gender !== undefined) patch.gender = body.gender;
  if (body.address !== undefined) patch.address = body.address;
  if (body.answer !== undefined) patch.answerHash = await hashSecret(normalizeAnswer(body.answer));
  if (body.password !== undefined) patch.passwordHash = await hashSecret(body.password);
  if (pfp) patch.pfp = await media.saveImage(pfp, 'profile', 'users');

  let updated: UserRow | null;
  try {
    updated = await db.transaction(async (tx) => {
      const row = await updateUser(tx, id, patch);
      if (row && patch.passwordHash) await deleteOtherSessionsOf(tx, 'user', id, actor.token);
      return row;
    });
  } catch (error) {
    if (patch.pfp) await media.remove(patch.pfp);
    throw error;
  }
  if (!updated) throw notSignedIn();
  if (patch.pfp && current.pfp) await media.remove(current.pfp);
  if (patch.passwordHash || patch.answerHash)
    await audit(db, {
      category: 'auth',
      action: 'user.change-credentials',
      actorType: 'user',
      actorId: id,
      ip: actor.ip,
      detail: [patch.passwordHash && 'password', patch.answerHash && 'answer'].filter(Boolean).join(', '),
    });
  return updated;
}

/**
 * `DELETE /api/user/{id}`: the account, its cart, wishlist, reviews and sessions go; orders stay for
 * the sellers (docs/decisions/ on what is kept of the shipping details).
 */
export async function deleteOwnUser(
  db: Db,
  media: MediaStore,
  actor: Actor,
  id: number,
): Promise<{ name: string }> {
  assertSelf(actor, 'user', id);
  const deleted = await db.transaction((tx) => deleteUserRow(tx, id));
  if (!deleted) throw notSignedIn();
  if (deleted.pfp) await media.remove(deleted.pfp);
  await audit(db, {
    category: 'auth',
    action: 'user.delete',
    actorType: 'user',
    actorId: id,
    ip: actor.ip,
    detail: deleted.email,
  });
  return { name: deleted.name };
}

// ---- sellers --------------------------------------------------------------------------------

export async function getOwnSeller(db: Db, actor: Actor, id: number): Promise<SellerRow> {
  assertSelf(actor, 'seller', id);
  const seller = await findSellerById(db, id);
  if (!seller) throw notSignedIn();
  return seller;
}

/** `PATCH /api/seller/{id}`: Edit Profile (JSON), seller details after Google (multipart), or a new logo. */
export async function updateOwnSeller(
  db: Db,
  media: MediaStore,
  actor: Actor,
  id: number,
  input: unknown,
  pfp: Upload,
): Promise<SellerRow> {
  assertSelf(actor, 'seller', id);
  const parsed: z.output<typeof sellerUpdateBody> = sellerUpdateBody.parse(input ?? {});
  const body = withoutMaskedAnswer(parsed);
  // Only the placeholder came back (Edit Profile saved without changes): nothing to do, nothing to refuse.
  if (Object.keys(body).length === 0 && Object.keys(parsed).length > 0 && !pfp)
    return getOwnSeller(db, actor, id);
  if (Object.keys(body).length === 0 && !pfp) throw new AppError('ValidationError', 'Nothing to update', 400);
  const current = await findSellerById(db, id);
  if (!current) throw notSignedIn();

  const patch: SellerPatch = {};
  if (body.name !== undefined) patch.name = body.name;
  if (body.email !== undefined && body.email !== current.email) {
    const other = await findSellerByEmail(db, body.email);
    if (other && other.id !== id) throw new AppError('SellerExists', 'Seller already exists', 409);
    patch.email = body.email;
    // A new address proves nothing (docs/decisions/023): if its real owner later signs in with Google, they
    // take the account over instead of sharing it, so nobody can claim an address by typing it here.
    patch.emailVerified = false;
  }
  if (body.phone !== undefined) patch.phone = body.phone;
  if (body.address !== undefined) patch.address = body.address;
  if (body.answer !== undefined) patch.answerHash = await hashSecret(normalizeAnswer(body.answer));
  if (body.password !== undefined) patch.passwordHash = await hashSecret(body.password);
  if (pfp) patch.pfp = await media.saveImage(pfp, 'profile', 'sellers');

  let updated: SellerRow | null;
  try {
    updated = await db.transaction(async (tx) => {
      const row = await updateSeller(tx, id, patch);
      if (row && patch.passwordHash) await deleteOtherSessionsOf(tx, 'seller', id, actor.token);
      return row;
    });
  } catch (error) {
    if (patch.pfp) await media.remove(patch.pfp);
    if (isUniqueViolation(error)) throw new AppError('SellerExists', 'Seller already exists', 409);
    throw error;
  }
  if (!updated) throw notSignedIn();
  if (patch.pfp && current.pfp) await media.remove(current.pfp);
  if (patch.passwordHash || patch.answerHash || patch.email)
    await audit(db, {
      category: 'auth',
      action: 'seller.change-credentials',
      actorType: 'seller',
      actorId: id,
      ip: actor.ip,
      detail: [patch.email && 'email', patch.passwordHash && 'password', patch.answerHash && 'answer']
        .filter(Boolean)
        .join(', '),
    });
  return updated;
}

/**
 * `DELETE /api/seller/{id}`: the seller's products leave the store (Discontinued), paid items not yet
 * delivered are cancelled and refunded, order history stays with the seller shown as removed, the account
 * and its sessions go.
 */
export async function deleteOwnSeller(
  db: Db,
  media: MediaStore,
  actor: Actor,
  id: number,
): Promise<{ name: string }> {
  assertSelf(actor, 'seller', id);
  const deleted = await db.transaction(async (tx) => {
    // Orders paid for but not delivered are cancelled and refunded before the seller goes.
    await cancelOpenItemsOfSeller(tx, id, new Date());
    return deleteSellerRow(tx, id);
  });
  if (!deleted) throw notSignedIn();
  if (deleted.pfp) await media.remove(deleted.pfp);
  await audit(db, {
    category: 'auth',
    action: 'seller.delete',
    actorType: 'seller',
    actorId: id,
    ip: actor.ip,
    detail: deleted.email,
  });
  return { name: deleted.name };
}
