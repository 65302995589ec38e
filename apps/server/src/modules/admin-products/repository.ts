import { and, asc, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import { SALE_STATUSES } from '@electrohub/shared/orders-status';
import type { DbOrTx } from '../../db/client.ts';
import { productDetailColumns, productPriceColumns } from '../../db/product-columns.ts';
import { imagesOf } from '../../db/product-images.ts';
import { products, productStock, sellers } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like.ts';

/** The units on hand of the outer `products` row (its `product_stock` row). */
const stockOfProduct = sql<number>`coalesce((select ps.stock from ${productStock} ps where ps.product_id = "products"."id"), 0)`;

const sale = sql.join(
  SALE_STATUSES.map((v) => sql`${v}`),
  sql`, `,
);

/** One page of products (any status) by id, with the total matching, in one statement (window count). */
export async function listProducts(
  db: DbOrTx,
  q: { category?: string; search?: string; limit: number; offset: number; afterId?: number },
) {
  const where: SQL[] = [];
  if (q.category) where.push(eq(products.categoryName, q.category));
  if (q.search) where.push(ilike(products.name, containsPattern(q.search)));
  // By cursor: the products after an id (a primary-key range); `total` then counts only those, the service recounts.
  if (q.afterId !== undefined) where.push(gt(products.id, q.afterId));
  const rows = await db
    .select({
      ...productPriceColumns,
      stock: stockOfProduct,
      status: products.status,
      categoryName: products.categoryName,
      images: imagesOf(sql`"products"."id"`),
      sellerId: sellers.id,
      sellerName: sellers.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(...where))
    .orderBy(asc(products.id))
    .limit(q.limit)
    .offset(q.offset);
  return rows;
}

/** Count of products matching (used when the page asked is past the end and returned no rows). */
export async function countProducts(db: DbOrTx, q: { category?: string; search?: string }) {
  const where: SQL[] = [];
  if (q.category) where.push(eq(products.categoryName, q.category));
  if (q.search) where.push(ilike(products.name, containsPattern(q.search)));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...where));
  return Number(row?.n ?? 0);
}

/** The partition behind productStats in one scan. */
export async function productFigures(db: DbOrTx) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      discontinued: sql<number>`(count(*) filter (where ${products.status} = 'Discontinued'))::int`,
      outOfStock: sql<number>`(count(*) filter (where ${products.status} <> 'Discontinued' and (${products.status} = 'OutOfStock' or coalesce(${productStock.stock}, 0) <= 0)))::int`,
    })
    .from(products)
    .leftJoin(productStock, eq(productStock.productId, products.id));
  const total = Number(row?.total ?? 0);
  const discontinued = Number(row?.discontinued ?? 0);
  const outOfStock = Number(row?.outOfStock ?? 0);
  return { total, discontinued, outOfStock, inStock: total - discontinued - outOfStock };
}

/** A product of any status with its seller's name and counted sales, or null. */
export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...productDetailColumns,
      sellerId: sellers.id,
      sellerName: sellers.name,
      unitsSold: sql<number>`(select coalesce(sum(oi.quantity), 0) from order_items oi
        where oi.product_id = "products"."id" and oi.status in (${sale}))::int`,
      salePaise: sql<number>`(select coalesce(sum(oi.total_paise), 0) from order_items oi
        where oi.product_id = "products"."id" and oi.status in (${sale}))::float8`,
    })
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, id));
  return row ?? null;
}

/** The product locked for the change, stock row first (one function for seller and admin edits). */
export { lockProduct } from '../../db/product-lock.ts';
