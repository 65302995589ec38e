import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { SALE_STATUSES } from '@electrohub/shared/orders-status';
import type { DbOrTx } from '../../db/client.ts';
import { rowAfter, timestampText } from '../../db/keyset.ts';
import { productDetailColumns } from '../../db/product-columns.ts';
import { categories, orderItems, productImages, products, sellers } from '../../db/schema/index.ts';

type ProductStatus = (typeof products.$inferSelect)['status'];

const productColumns = { ...productDetailColumns, sellerId: products.sellerId };

export type ProductRow = {
  id: number;
  sellerId: number | null;
  name: string;
  description: string;
  brand: string;
  pricePaise: number;
  sellingPricePaise: number;
  offerPercentage: number;
  stock: number;
  status: ProductStatus;
  categoryName: string;
  details: { key: string; value: string }[];
  ratingAvg: number;
  ratingCount: number;
  createdAt: Date;
  updatedAt: Date;
  images: { id: number; url: string }[] | null;
};

/**
 * One page of a seller's products, newest first (index products_seller_created_idx): by offset, or after a
 * cursor's (createdAt, id).
 */
export async function listBySeller(
  db: DbOrTx,
  sellerId: number,
  limit: number,
  at: { offset: number } | { after: readonly [string, number] },
): Promise<(ProductRow & { createdKey: string })[]> {
  const after =
    'after' in at
      ? rowAfter([products.createdAt, products.id], '<', [sql`${at.after[0]}::timestamptz`, at.after[1]])
      : undefined;
  return db
    .select({ ...productColumns, createdKey: timestampText(products.createdAt) })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), after))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset('offset' in at ? at.offset : 0);
}

/** How many products a seller has (any status). */
export async function countBySeller(db: DbOrTx, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  return Number(row?.n ?? 0);
}

export async function findProduct(
  db: DbOrTx,
  id: number,
): Promise<(ProductRow & { sellerName: string | null }) | null> {
  const [row] = await db
    .select({ ...productColumns, sellerName: sellers.name })
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

/** Sales of a product: rupees paid (paise) and units, counted statuses only (index order_items_product_idx). */
export async function productSales(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({
      paise: sql<number>`coalesce(sum(${orderItems.totalPaise}), 0)::float8`,
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.productId, productId), inArray(orderItems.status, [...SALE_STATUSES])));
  return { paise: Number(row?.paise ?? 0), units: Number(row?.units ?? 0) };
}

/** The stored spelling of a category name, matched case-insensitively; null when there is none. */
export async function canonicalCategory(db: DbOrTx, name: string): Promise<string | null> {
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .limit(1);
  return row?.name ?? null;
}

/** The product locked for the change, stock row first (one function for seller and admin edits). */
export { lockProduct } from '../../db/product-lock.ts';

export async function imagesOf(db: DbOrTx, productId: number) {
  return db
    .select({ id: productImages.id, url: productImages.url, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

export async function findImage(db: DbOrTx, imageId: number) {
  const [row] = await db
    .select({
      id: productImages.id,
      url: productImages.url,
      productId: productImages.productId,
      sellerId: products.sellerId,
      categoryName: products.categoryName,
    })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(eq(productImages.id, imageId))
    .limit(1);
  return row ?? null;
}

export type NewProduct = Omit<
  typeof products.$inferInsert,
  'id' | 'sellingPricePaise' | 'searchVector' | 'titleVector' | 'searchText'
>;

export async function insertProduct(tx: DbOrTx, values: NewProduct): Promise<number> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(tx: DbOrTx, id: number, values: Partial<NewProduct>): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export async function insertImages(
  tx: DbOrTx,
  productId: number,
  urls: string[],
  firstPosition: number,
): Promise<void> {
  if (urls.length === 0) return;
  await tx
    .insert(productImages)
    .values(urls.map((url, i) => ({ productId, url, position: firstPosition + i })));
}

export async function deleteImage(tx: DbOrTx, imageId: number): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.id, imageId));
}

export async function replaceImageUrl(tx: DbOrTx, imageId: number, url: string): Promise<void> {
  await tx.update(productImages).set({ url }).where(eq(productImages.id, imageId));
}

/** Whether any order includes the product (a live, unpaid reservation counts; expired ones do not). */
export async function hasOrders(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .where(and(eq(orderItems.productId, productId), sql`${orderItems.status} <> 'Expired'`))
    .limit(1);
  return Boolean(row);
}

export async function deleteProduct(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}

/** A leaving seller's products leave the store (their rows stay for the order history). */
export async function discontinueProductsOf(db: DbOrTx, sellerId: number): Promise<void> {
  await db
    .update(products)
    .set({ status: 'Discontinued', updatedAt: new Date() })
    .where(eq(products.sellerId, sellerId));
}

/** An admin's moderation of a product's status. */
export async function setProductStatus(
  db: DbOrTx,
  id: number,
  status: (typeof products.$inferSelect)['status'],
  at: Date,
) {
  const [row] = await db
    .update(products)
    .set({ status, updatedAt: at })
    .where(eq(products.id, id))
    .returning({ id: products.id, status: products.status, updatedAt: products.updatedAt });
  return row!;
}
