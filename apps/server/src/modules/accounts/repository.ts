import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admins, reviews, sellers, users } from '../../db/schema/index.ts';

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
 * Delete a buyer's row. Cart, wishlist, reviews and sessions go with it (ON DELETE CASCADE); orders stay for
 * the sellers with user_id set null (the service erases their shipping snapshot and recomputes ratings first).
 */
export async function deleteUserRow(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** The products a buyer reviewed (their ratings change when the buyer's reviews go). */
export async function productsReviewedBy(db: DbOrTx, id: number): Promise<number[]> {
  const reviewed = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.userId, id));
  return [...new Set(reviewed.map((r) => r.productId))];
}

// ---- sellers --------------------------------------------------------------------------------

/** Seller rows: `findById`, `findByEmail`, `findByGoogleSub`, `insert`, `update`. */
export const sellerAccounts = profileQueries<typeof sellers, SellerPatch>(sellers);

/** Delete a seller's row: products and order items keep their history with seller_id set null. */
export async function deleteSellerRow(db: DbOrTx, id: number): Promise<SellerRow | null> {
  const [row] = await db.delete(sellers).where(eq(sellers.id, id)).returning();
  return row ?? null;
}

// ---- admins ---------------------------------------------------------------------------------

/** Admin rows: `findById`, `findByEmail`, `insert` (the password changes through `updateAdminPassword`). */
export const adminAccounts = accountQueries(admins);

export async function updateAdminName(db: DbOrTx, id: number, name: string) {
  const [row] = await db.update(admins).set({ name }).where(eq(admins.id, id)).returning();
  return row ?? null;
}

export async function updateAdminPassword(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(admins).set({ passwordHash }).where(eq(admins.id, id));
}
