import { PRODUCT_REVIEWS_LIMIT, RELATED_LIMIT } from '@electrohub/shared/storefront';
import {
  type Banner,
  type Category,
  type FeaturedItem,
  type ProductCard,
  type ProductDetail,
  type ProductList,
  type ProductListQuery,
  type PublicSellerAnswer,
  type SellerSummary,
} from '@electrohub/shared/catalog';
import { toRupees } from '@electrohub/shared/pricing';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repository.ts';

export const productNotFound = () => new AppError('NotFound', 'Product not found', 404);
export const sellerNotFound = () => new AppError('SellerNotFound', 'Seller not found', 404);

/** Ratings are stored ×100 (two decimals). */
const rating = (x100: number) => Math.round(x100) / 100;
const iso = (d: Date | string) => new Date(d).toISOString();

/** Database row → the public product card (rupees, rating out of 5). */
export function toCard(row: repo.ProductCardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    price: toRupees(row.pricePaise),
    offerPercentage: row.offerPercentage,
    images: row.images,
    categoryName: row.categoryName,
    status: row.status,
    averageRating: rating(row.ratingAvg),
    reviewCount: row.ratingCount,
    sellerId: row.sellerId,
  };
}

export async function getCategories(db: DbOrTx, limit?: number): Promise<Category[]> {
  return repo.listCategories(db, limit);
}

export async function getCategory(db: DbOrTx, name: string): Promise<Category | null> {
  return repo.findCategory(db, name);
}

/**
 * Counting a large list costs more than the page itself (every matching index entry is visited), so a count of
 * COUNT_CACHE_MIN or more is reused for COUNT_CACHE_TTL_MS per process: a total of "12,345 products" that is a
 * few seconds old is invisible to people, while small lists (a new category, tests) are always exact.
 */
const COUNT_CACHE_MIN = 5_000;
const COUNT_CACHE_TTL_MS = 30_000;
const countCache = new WeakMap<object, Map<string, { n: number; at: number }>>();

function totalOf(db: DbOrTx, category: string | undefined, now = Date.now()): number | null {
  const hit = countCache.get(db)?.get(category ?? '');
  return hit && now - hit.at < COUNT_CACHE_TTL_MS ? hit.n : null;
}

export async function listProducts(db: DbOrTx, q: ProductListQuery): Promise<ProductList> {
  const cached = totalOf(db, q.category);
  const [rows, total] = await Promise.all([
    repo.listProducts(db, { category: q.category, sort: q.sort, limit: q.limit, offset: (q.page - 1) * q.limit }),
    cached ?? repo.countProducts(db, q.category),
  ]);
  if (cached === null && total >= COUNT_CACHE_MIN) {
    let byCategory = countCache.get(db);
    if (!byCategory) countCache.set(db, (byCategory = new Map<string, { n: number; at: number }>()));
    byCategory.set(q.category ?? '', { n: total, at: Date.now() });
  }
  return { products: rows.map(toCard), page: q.page, limit: q.limit, total };
}

/** A public product (Active or OutOfStock); anything else is 404 like an unknown id. */
export async function getProduct(db: DbOrTx, id: number): Promise<ProductDetail> {
  const row = await repo.findVisibleProduct(db, id, PRODUCT_REVIEWS_LIMIT);
  if (!row) throw productNotFound();
  return {
    ...toCard(row),
    description: row.description,
    stock: row.stock,
    productInfo: { brand: row.brand, details: row.details },
    seller: row.seller,
    reviews: row.reviews.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
  };
}

export async function getRelated(db: DbOrTx, category: string, excludeId?: number): Promise<ProductCard[]> {
  const rows = await repo.listRelated(db, category, excludeId, RELATED_LIMIT);
  return rows.map(toCard);
}

/**
 * The ranking reads every public product and 90 days of sales, and moves slowly: it is reused for
 * TOP_SELLERS_TTL_MS per process (the home page asks for it on every visit).
 */
const TOP_SELLERS_TTL_MS = 60_000;
const topSellersCache = new WeakMap<object, Map<number, { at: number; sellers: Promise<SellerSummary[]> }>>();

export async function getTopSellers(db: DbOrTx, limit: number, now = Date.now()): Promise<SellerSummary[]> {
  let byLimit = topSellersCache.get(db);
  if (!byLimit) topSellersCache.set(db, (byLimit = new Map<number, { at: number; sellers: Promise<SellerSummary[]> }>()));
  const hit = byLimit.get(limit);
  if (hit && now - hit.at < TOP_SELLERS_TTL_MS) return hit.sellers;
  const sellers = repo.listTopSellers(db, limit).then((rows) => rows.map(({ id, name, pfp }) => ({ id, name, pfp })));
  byLimit.set(limit, { at: now, sellers });
  // A failed query is not remembered.
  sellers.catch(() => byLimit.delete(limit));
  return sellers;
}

export async function getPublicSeller(
  db: DbOrTx,
  id: number,
  paging: { page: number; limit: number },
): Promise<PublicSellerAnswer> {
  const [seller, products] = await Promise.all([
    repo.findPublicSeller(db, id),
    repo.listSellerProducts(db, id, paging.limit, (paging.page - 1) * paging.limit),
  ]);
  if (!seller) throw sellerNotFound();
  return {
    seller: {
      id: seller.id,
      name: seller.name,
      pfp: seller.pfp,
      address: seller.address,
      createdAt: iso(seller.createdAt),
      productCount: seller.productCount,
      products: products.map(toCard),
    },
    // Weighted by review count: the average over every review of the seller's products.
    averageRating: seller.ratingCount > 0 ? Math.round(seller.ratingSum / seller.ratingCount) / 100 : 0,
    totalSales: seller.totalSales,
  };
}

export async function getBanners(db: DbOrTx): Promise<Banner[]> {
  return repo.listActiveBanners(db);
}

export async function getFeatured(db: DbOrTx): Promise<FeaturedItem[]> {
  const rows = await repo.listActiveFeatured(db);
  return rows.map(({ pricePaise, ...r }) => ({ ...r, price: toRupees(pricePaise) }));
}
