import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { products, productStock } from './schema/index.ts';

/**
 * Lock a product for a change by its seller or an admin, and read its status, seller, category and units on
 * hand (null when missing). The stock row is locked first, then the product row: the order checkout takes them
 * in (docs/decisions/029-cache-and-stock.md), so an edit racing a sale never deadlocks.
 */
export async function lockProduct(tx: DbOrTx, id: number) {
  const [stock] = await tx
    .select({ stock: productStock.stock })
    .from(productStock)
    .where(eq(productStock.productId, id))
    .for('update');
  const [row] = await tx
    .select({
      id: products.id,
      sellerId: products.sellerId,
      status: products.status,
      categoryName: products.categoryName,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update')
    .limit(1);
  return row ? { ...row, stock: stock?.stock ?? 0 } : null;
}
