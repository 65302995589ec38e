import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, productStock } from '../../db/schema/index.ts';

type ProductStatus = (typeof products.$inferSelect)['status'];

/**
 * Take `quantity` units atomically: succeeds only while the product is Active with enough stock
 * (`UPDATE product_stock SET stock = stock - q WHERE … AND stock >= q`). Only the narrow stock row is written
 * (decision 029); the product row is written only when this took the last unit, to make it OutOfStock (`flipped`).
 * Lock order, as everywhere: the stock row, then the product row.
 * Returns the price it was sold at, or null when it could not be reserved.
 */
export async function reserveStock(tx: DbOrTx, productId: number, quantity: number) {
  const result = await tx.execute<{
    stock: number;
    pricePaise: number;
    offerPercentage: number;
    sellingPricePaise: number;
  }>(sql`
    update ${productStock} s set stock = s.stock - ${quantity}
    from ${products} p
    where s.product_id = ${productId} and p.id = s.product_id and p.status = 'Active' and s.stock >= ${quantity}
    returning s.stock, p.price_paise as "pricePaise", p.offer_percentage::float8 as "offerPercentage", p.selling_price_paise as "sellingPricePaise"`);
  const row = result.rows[0];
  if (!row) return null;
  const flipped = row.stock === 0 && (await setStatusIf(tx, productId, 'Active', 'OutOfStock'));
  return {
    pricePaise: row.pricePaise,
    offerPercentage: row.offerPercentage,
    sellingPricePaise: row.sellingPricePaise,
    flipped,
  };
}

/** `from` → `to` on the product row when it still has `from`; whether it did (the trigger stamps `updated_at`). */
async function setStatusIf(
  tx: DbOrTx,
  productId: number,
  from: ProductStatus,
  to: ProductStatus,
): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ status: to })
    .where(and(eq(products.id, productId), eq(products.status, from)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/**
 * Give units back (expired reservation, cancel, return). Only an OutOfStock that selling caused (stock had hit 0)
 * turns Active again; an OutOfStock the seller chose while units were left stays as the seller set it. Resolves
 * with whether the status flipped (false too when the product is gone).
 */
export async function returnStock(tx: DbOrTx, productId: number, quantity: number): Promise<boolean> {
  const [row] = await tx
    .update(productStock)
    .set({ stock: sql`${productStock.stock} + ${quantity}` })
    .where(eq(productStock.productId, productId))
    .returning({ stock: productStock.stock });
  if (!row || row.stock !== quantity) return false;
  return setStatusIf(tx, productId, 'OutOfStock', 'Active');
}

/** Set the units on hand (a seller's or an admin's edit; the stock row exists from the product's insert on). */
export async function setStock(tx: DbOrTx, productId: number, stock: number): Promise<void> {
  await tx
    .insert(productStock)
    .values({ productId, stock })
    .onConflictDoUpdate({ target: productStock.productId, set: { stock } });
}
