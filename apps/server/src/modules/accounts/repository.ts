import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  admins,
  cartItems,
  orderItems,
  orders,
  products,
  reviews,
  sellers,
  users,
  wishlistItems,
} from '../../db/schema/index.ts';

/** Rows as stored (hashes included): only services see these, answers go through `toPublic…`. */
export type UserRow = typeof users.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;

export type UserInsert = typeof users.$inferInsert;
export type SellerInsert = typeof sellers.$inferInsert;
export type UserPatch = Partial<
  Pick<
    UserInsert,
    | 'name'
    | 'phone'
    | 'gender'
    | 'address'
    | 'pfp'
    | 'passwordHash'
    | 'answerHash'
    | 'googleSub'
    | 'emailVerified'
  >
>;
export type SellerPatch = Partial<
  Pick<
    SellerInsert,
    | 'name'
    | 'email'
    | 'phone'
    | 'address'
    | 'pfp'
    | 'passwordHash'
    | 'answerHash'
    | 'googleSub'
    | 'emailVerified'
  >
>;

// E-mails are stored lower-cased; comparing on lower(email) also uses the unique index.

// ---- buyers ---------------------------------------------------------------------------------

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserByGoogleSub(db: DbOrTx, sub: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row ?? null;
}

export async function insertUser(db: DbOrTx, values: UserInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: number, patch: UserPatch): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/**
 * Delete a buyer. Cart, wishlist, reviews and sessions go with the row (ON DELETE CASCADE); orders stay for
 * the sellers with user_id set null. The ratings of the products they reviewed are recomputed, and the
 * shipping snapshot is erased from every order that has no item still to deliver (docs/decisions).
 */
export async function deleteUserRow(db: DbOrTx, id: number): Promise<UserRow | null> {
  const reviewed = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.userId, id));

  const openItem = db
    .select({ one: sql`1` })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orders.id),
        inArray(orderItems.status, ['PaymentPending', 'OrderConfirmed', 'Shipped']),
      ),
    );
  await db
    .update(orders)
    .set({ shippingName: null, shippingEmail: null, shippingPhone: null, shippingAddress: null })
    .where(and(eq(orders.userId, id), notExists(openItem)));

  const [row] = await db.delete(users).where(eq(users.id, id)).returning();
  if (!row) return null;

  const productIds = [...new Set(reviewed.map((r) => r.productId))];
  if (productIds.length > 0) await recomputeRatings(db, productIds);
  return row;
}

/** Same formula as the review service: average × 100, rounded; 0 with no reviews. */
async function recomputeRatings(db: DbOrTx, productIds: number[]): Promise<void> {
  await db
    .update(products)
    .set({
      ratingAvg: sql`coalesce((select round(avg(${reviews.rating}) * 100)::integer from ${reviews} where ${reviews.productId} = ${products.id}), 0)`,
      ratingCount: sql`(select count(*)::integer from ${reviews} where ${reviews.productId} = ${products.id})`,
    })
    .where(inArray(products.id, productIds));
}

// ---- sellers --------------------------------------------------------------------------------

export async function findSellerById(db: DbOrTx, id: number): Promise<SellerRow | null> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id)).limit(1);
  return row ?? null;
}

export async function findSellerByEmail(db: DbOrTx, email: string): Promise<SellerRow | null> {
  const [row] = await db
    .select()
    .from(sellers)
    .where(sql`lower(${sellers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findSellerByGoogleSub(db: DbOrTx, sub: string): Promise<SellerRow | null> {
  const [row] = await db.select().from(sellers).where(eq(sellers.googleSub, sub)).limit(1);
  return row ?? null;
}

export async function insertSeller(db: DbOrTx, values: SellerInsert): Promise<SellerRow> {
  const [row] = await db.insert(sellers).values(values).returning();
  return row!;
}

export async function updateSeller(db: DbOrTx, id: number, patch: SellerPatch): Promise<SellerRow | null> {
  const [row] = await db
    .update(sellers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(sellers.id, id))
    .returning();
  return row ?? null;
}

/**
 * Delete a seller. Their products leave the store first (Discontinued, out of carts and wishlists), then
 * the row goes: products and order items keep their history with seller_id set null.
 */
export async function deleteSellerRow(db: DbOrTx, id: number): Promise<SellerRow | null> {
  const own = db.select({ id: products.id }).from(products).where(eq(products.sellerId, id));
  await db.delete(cartItems).where(inArray(cartItems.productId, own));
  await db.delete(wishlistItems).where(inArray(wishlistItems.productId, own));
  await db
    .update(products)
    .set({ status: 'Discontinued', updatedAt: new Date() })
    .where(eq(products.sellerId, id));
  const [row] = await db.delete(sellers).where(eq(sellers.id, id)).returning();
  return row ?? null;
}

// ---- admins ---------------------------------------------------------------------------------

export async function findAdminById(db: DbOrTx, id: number): Promise<AdminRow | null> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row ?? null;
}

export async function findAdminByEmail(db: DbOrTx, email: string): Promise<AdminRow | null> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function insertAdmin(db: DbOrTx, values: typeof admins.$inferInsert): Promise<AdminRow> {
  const [row] = await db.insert(admins).values(values).returning();
  return row!;
}

export async function updateAdminPassword(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(admins).set({ passwordHash }).where(eq(admins.id, id));
}
