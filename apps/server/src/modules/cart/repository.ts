import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { buyerProductColumns } from '../../db/product-columns.ts';
import { cartItems, products, productStock } from '../../db/schema/index.ts';

/** The product's units on hand (its `product_stock` row, joined). */
const stock = sql<number>`coalesce(${productStock.stock}, 0)`;

/** The buyer's cart lines with their products (any status: the page shows what can no longer be bought). */
export async function listCart(db: DbOrTx, userId: number) {
  return db
    .select({
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
      ...buyerProductColumns,
      // The joined stock row here, not the subquery: the same number, one lookup fewer.
      stock,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/**
 * The product and its stock as a cart line is checked against them (read, not locked: the cart promises nothing,
 * checkout takes the units atomically).
 */
export async function productForCart(tx: DbOrTx, productId: number) {
  const [row] = await tx
    .select({ id: products.id, name: products.name, status: products.status, stock })
    .from(products)
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

export async function findLine(tx: DbOrTx, userId: number, productId: number) {
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function lockLineById(tx: DbOrTx, cartItemId: number) {
  const [row] = await tx.select().from(cartItems).where(eq(cartItems.id, cartItemId)).for('update').limit(1);
  return row ?? null;
}

/** Add to an existing line (or create it) in one statement, so two quick clicks never lose one. */
export async function addQuantity(
  tx: DbOrTx,
  userId: number,
  productId: number,
  quantity: number,
  now: Date,
) {
  const [row] = await tx
    .insert(cartItems)
    .values({ userId, productId, quantity, createdAt: now })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + ${quantity}` },
    })
    .returning();
  return row!;
}

export async function setQuantity(tx: DbOrTx, cartItemId: number, quantity: number) {
  const [row] = await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, cartItemId)).returning();
  return row!;
}

export async function deleteLine(tx: DbOrTx, cartItemId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.id, cartItemId));
}
