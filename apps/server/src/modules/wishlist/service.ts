import { WISHLIST_MESSAGES } from '@electrohub/shared/storefront';
import type { BuyerProduct } from '@electrohub/shared/cart';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { priceSummary } from '../../lib/product-price.ts';
import * as repo from './repository.ts';

type ProductRow = Awaited<ReturnType<typeof repo.listWishlistProducts>>[number];

/** A product row as the buyer sees it (rupees; `available` = can be bought now). */
export function toBuyerProduct(p: ProductRow): BuyerProduct {
  return {
    ...priceSummary(p),
    status: p.status,
    stock: p.stock,
    available: p.status === 'Active' && p.stock > 0,
    images: p.images ?? [],
    sellerId: p.sellerId,
    categoryName: p.categoryName,
  };
}

export async function listWishlist(db: DbOrTx, userId: number): Promise<BuyerProduct[]> {
  return (await repo.listWishlistProducts(db, userId)).map(toBuyerProduct);
}

export async function wishlistProductIds(db: DbOrTx, userId: number): Promise<number[]> {
  return repo.wishlistIds(db, userId);
}

/**
 * `POST /api/user/wishlist/{productId}` toggles: removes the product when it is there, adds it otherwise
 * (only public products can be added; removing always works).
 */
export async function toggleWishlist(
  db: Db,
  userId: number,
  productId: number,
  now: Date,
): Promise<{ message: string; wishlisted: boolean }> {
  return db.transaction(async (tx) => {
    if (await repo.removeFromWishlist(tx, userId, productId))
      return { message: WISHLIST_MESSAGES.removed, wishlisted: false };
    if (!(await repo.isPublicProduct(tx, productId))) throw notFound('Product not found');
    await repo.addToWishlist(tx, userId, productId, now);
    return { message: WISHLIST_MESSAGES.added, wishlisted: true };
  });
}

/** A leaving seller's products leave every wishlist (in the account deletion's transaction). */
export const removeSellerFromWishlists = repo.deleteLinesOfSeller;
