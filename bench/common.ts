/**
 * Pieces the benchmarks share: the search words of their traffic, and the signed-in buyers and sale products they
 * arrange through the test factories. A free port and Chromium's flags come from the e2e modules.
 */
import type { DbOrTx } from '../apps/server/src/db/client.ts';
import {
  createBuyer,
  createCategory,
  createProduct,
  createSeller,
  sessionCookie,
} from '../apps/server/test/factories.ts';

/** What shoppers type into the search box (with the typos real traffic has). */
export const SEARCH_TERMS = [
  'samsung',
  'iphone 15',
  'wireles hedphones',
  'laptop',
  'sony tv',
  'gaming mouse',
  'smartwatch',
  'bluetooth speker',
  'oneplus nord',
  'fast charger',
  'noise cancelling',
  'canon camera',
  'ipad',
  '27 inch monitor',
  'boat earbuds',
  'smart plug',
];

/** `count` new buyers, each signed in: their session cookies, in order. */
export async function signedInBuyers(db: DbOrTx, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) cookies.push(await sessionCookie(db, 'user', (await createBuyer(db)).id));
  return cookies;
}

/**
 * One new seller's `count` products in one new category, 10% off, priced `price(i)` rupees with `stock` units
 * each: the goods a buying benchmark sells. Answers the category's name and the products.
 */
export async function saleProducts(
  db: DbOrTx,
  o: { count: number; price: (i: number) => number; stock: number },
) {
  const seller = await createSeller(db);
  const category = await createCategory(db);
  const products: Awaited<ReturnType<typeof createProduct>>[] = [];
  for (let i = 0; i < o.count; i++)
    products.push(
      await createProduct(db, {
        sellerId: seller.id,
        categoryName: category.name,
        price: o.price(i),
        offerPercentage: 10,
        stock: o.stock,
      }),
    );
  return { categoryName: category.name, products };
}
