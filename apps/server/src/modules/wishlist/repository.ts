import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { VISIBLE_PRODUCT_STATUSES } from '@electrohub/shared/storefront';
import type { DbOrTx } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { buyerProductColumns } from '../../db/product-columns.ts';
import { products, wishlistItems } from '../../db/schema/index.ts';

/**
 * The buyer's wishlisted products that are still public, newest first. The two wishlist reads are named prepared
 * statements built once per database handle (decision 048): a signed-in buyer's pages read the ids on every visit.
 */
function wishlistProductsQuery(db: DbOrTx) {
  return db
    .select(buyerProductColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(
      and(
        eq(wishlistItems.userId, sql.placeholder('userId')),
        inArray(products.status, [...VISIBLE_PRODUCT_STATUSES]),
        eq(products.sellerVisible, true),
      ),
    )
    .orderBy(desc(wishlistItems.createdAt), desc(products.id))
    .prepare('wishlist_products');
}

function wishlistIdsQuery(db: DbOrTx) {
  return db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(
      and(
        eq(wishlistItems.userId, sql.placeholder('userId')),
        inArray(products.status, [...VISIBLE_PRODUCT_STATUSES]),
        eq(products.sellerVisible, true),
      ),
    )
    .orderBy(desc(wishlistItems.createdAt))
    .prepare('wishlist_ids');
}

const productsQueryOf = perDatabase(wishlistProductsQuery);
const idsQueryOf = perDatabase(wishlistIdsQuery);

export async function listWishlistProducts(db: DbOrTx, userId: number) {
  return productsQueryOf(db).execute({ userId });
}

export async function wishlistIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await idsQueryOf(db).execute({ userId });
  return rows.map((r) => r.id);
}

export async function isPublicProduct(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        inArray(products.status, [...VISIBLE_PRODUCT_STATUSES]),
        eq(products.sellerVisible, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Remove the pair; true when it was there. */
export async function removeFromWishlist(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.productId });
  return rows.length > 0;
}

export async function addToWishlist(db: DbOrTx, userId: number, productId: number, now: Date): Promise<void> {
  await db.insert(wishlistItems).values({ userId, productId, createdAt: now }).onConflictDoNothing();
}

/** A leaving seller's products leave every wishlist. */
export async function deleteLinesOfSeller(db: DbOrTx, sellerId: number): Promise<void> {
  const own = db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId));
  await db.delete(wishlistItems).where(inArray(wishlistItems.productId, own));
}
