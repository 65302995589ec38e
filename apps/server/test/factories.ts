import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';
import {
  admins,
  categories,
  productImages,
  products,
  productStock,
  sellers,
  users,
} from '../src/db/schema/index.ts';
import { hashSecret, normalizeAnswer } from '../src/lib/password.ts';
import { createSession, cookieFor, type Role } from '../src/modules/auth/sessions.ts';

/** Test factories: insert real rows with sensible defaults; override what the test is about. */

const uid = () => randomBytes(4).toString('hex');
let cachedHash: Promise<string> | null = null;
/** 'Password@123' hashed once per test file (argon2 is deliberately slow). */
export const DEFAULT_PASSWORD = 'Password@123';
export const DEFAULT_ANSWER = 'electro';
const defaultHash = () => (cachedHash ??= hashSecret(DEFAULT_PASSWORD));
let cachedAnswer: Promise<string> | null = null;
const defaultAnswerHash = () => (cachedAnswer ??= hashSecret(normalizeAnswer(DEFAULT_ANSWER)));

export async function createBuyer(db: DbOrTx, o: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      name: 'Asha Verma',
      email: `buyer-${uid()}@example.in`,
      phone: '9876543210',
      address: '12 MG Road, Bengaluru 560001',
      passwordHash: await defaultHash(),
      answerHash: await defaultAnswerHash(),
      ...o,
    })
    .returning();
  return row!;
}

export async function createSeller(db: DbOrTx, o: Partial<typeof sellers.$inferInsert> = {}) {
  const [row] = await db
    .insert(sellers)
    .values({
      name: `Volt Traders ${uid()}`,
      email: `seller-${uid()}@example.in`,
      phone: '9123456780',
      address: '44 Nehru Place, New Delhi 110019',
      pfp: '/media/sellers/logo-800.webp',
      passwordHash: await defaultHash(),
      answerHash: await defaultAnswerHash(),
      ...o,
    })
    .returning();
  return row!;
}

export async function createAdmin(db: DbOrTx, o: Partial<typeof admins.$inferInsert> = {}) {
  const [row] = await db
    .insert(admins)
    .values({
      name: 'Admin One',
      email: `admin-${uid()}@example.in`,
      passwordHash: await defaultHash(),
      ...o,
    })
    .returning();
  return row!;
}

export async function createCategory(db: DbOrTx, o: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${uid()}`, imageUrl: '/media/categories/x-800.webp', ...o })
    .onConflictDoUpdate({ target: categories.name, set: { name: sql`excluded.name` } })
    .returning();
  return row!;
}

/**
 * A product with three images and 10 units (`stock`, kept in `product_stock`). Prices in rupees for readability
 * (`price: 1000` = ₹1,000). Answers the product row with its `stock`.
 */
export async function createProduct(
  db: DbOrTx,
  o: Partial<Omit<typeof products.$inferInsert, 'pricePaise'>> & {
    price?: number;
    stock?: number;
    sellerId: number;
    categoryName: string;
    images?: number;
  },
) {
  const { price = 1000, images = 3, stock = 10, ...rest } = o;
  const [inserted] = await db
    .insert(products)
    .values({
      name: `Test Phone ${uid()}`,
      description: 'A test product with a good battery and a bright display.',
      brand: 'Testo',
      pricePaise: Math.round(price * 100),
      offerPercentage: 0,
      status: 'Active',
      details: [{ key: 'RAM', value: '8 GB' }],
      ...rest,
    })
    .returning();
  await setStock(db, inserted!.id, stock);
  const row = { ...inserted!, stock };
  if (images > 0)
    await db.insert(productImages).values(
      Array.from({ length: images }, (_, i) => ({
        productId: row.id,
        url: `/media/products/${row.id}-${i}-800.webp`,
        position: i,
      })),
    );
  return row;
}

/** Set a product's units on hand behind the app's back (its `product_stock` row). */
export async function setStock(db: DbOrTx, productId: number, stock: number) {
  await db
    .insert(productStock)
    .values({ productId, stock })
    .onConflictDoUpdate({ target: productStock.productId, set: { stock } });
}

/** A product row as it is now, with its units on hand (`stock`, from `product_stock`). */
export async function productWithStock(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ product: products, stock: productStock.stock })
    .from(products)
    .innerJoin(productStock, eq(productStock.productId, products.id))
    .where(eq(products.id, productId));
  return { ...row!.product, stock: row!.stock };
}

/** A signed-in session cookie for `app.inject({ headers: { cookie } })`. */
export async function sessionCookie(db: DbOrTx, role: Role, accountId: number): Promise<string> {
  const token = await createSession(db, role, accountId);
  return `${cookieFor(role)}=${token}`;
}

/** One admin, one buyer and one seller, each signed in: their ids and session cookies. */
export async function signedInAccounts(db: DbOrTx) {
  const adminId = (await createAdmin(db)).id;
  const buyerId = (await createBuyer(db)).id;
  const sellerId = (await createSeller(db)).id;
  return {
    adminId,
    admin: await sessionCookie(db, 'admin', adminId),
    buyerId,
    buyer: await sessionCookie(db, 'user', buyerId),
    sellerId,
    seller: await sessionCookie(db, 'seller', sellerId),
  };
}
