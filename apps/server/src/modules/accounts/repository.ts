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
/** What an account's owner, sign-in and Google linking may change on a buyer or seller row. */
type ProfileField =
  'name' | 'phone' | 'address' | 'pfp' | 'passwordHash' | 'answerHash' | 'googleSub' | 'emailVerified';
export type UserPatch = Partial<Pick<UserInsert, ProfileField | 'gender'>>;
/** A seller may also change their e-mail (a buyer's is fixed). */
export type SellerPatch = Partial<Pick<SellerInsert, ProfileField | 'email'>>;

// E-mails are stored lower-cased; comparing on lower(email) also uses the unique index.

/** The three account tables: each has an id, a name and an e-mail unique case-insensitively. */
type AccountTable = typeof users | typeof sellers | typeof admins;

/**
 * The reads and writes every account kind shares, over its own table: one piece of code for buyers, sellers
 * and admins. Drizzle cannot type a query over a table chosen at run time, so each result is narrowed back to
 * the row type of `table` here, once.
 */
function accountQueries<T extends AccountTable>(table: T) {
  type Row = T['$inferSelect'];
  const t: AccountTable = table;
  return {
    findById: async (db: DbOrTx, id: number): Promise<Row | null> => {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return (row as Row | undefined) ?? null;
    },
    findByEmail: async (db: DbOrTx, email: string): Promise<Row | null> => {
      const [row] = await db
        .select()
        .from(t)
        .where(sql`lower(${t.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return (row as Row | undefined) ?? null;
    },
    insert: async (db: DbOrTx, values: T['$inferInsert']): Promise<Row> => {
      const [row] = await db
        .insert(t)
        .values(values as typeof admins.$inferInsert)
        .returning();
      return row as Row;
    },
  };
}

/** Buyers and sellers also sign in with Google and have an `updatedAt` stamped on every change. */
function profileQueries<T extends typeof users | typeof sellers, P>(table: T) {
  type Row = T['$inferSelect'];
  const t: typeof users | typeof sellers = table;
  return {
    ...accountQueries(table),
    findByGoogleSub: async (db: DbOrTx, sub: string): Promise<Row | null> => {
      const [row] = await db.select().from(t).where(eq(t.googleSub, sub)).limit(1);
      return (row as Row | undefined) ?? null;
    },
    update: async (db: DbOrTx, id: number, patch: P): Promise<Row | null> => {
      const [row] = await db
        .update(t)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(t.id, id))
        .returning();
      return (row as Row | undefined) ?? null;
    },
  };
}

// ---- buyers ---------------------------------------------------------------------------------

/** Buyer rows: `findById`, `findByEmail`, `findByGoogleSub`, `insert`, `update`. */
export const userAccounts = profileQueries<typeof users, UserPatch>(users);

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

/** Seller rows: `findById`, `findByEmail`, `findByGoogleSub`, `insert`, `update`. */
export const sellerAccounts = profileQueries<typeof sellers, SellerPatch>(sellers);

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

/** Admin rows: `findById`, `findByEmail`, `insert` (the password changes through `updateAdminPassword`). */
export const adminAccounts = accountQueries(admins);

export async function updateAdminPassword(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(admins).set({ passwordHash }).where(eq(admins.id, id));
}
