import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { banners, categories, productCarouselItems, products } from '../../db/schema/index.ts';

/** Admin CMS rows: categories (with their product counts), banners and product-slider items. */

const productCount = sql<number>`(select count(*)::int from products p where p.category_name = "categories"."name")`;

const categoryColumns = { name: categories.name, imageUrl: categories.imageUrl, productCount };
export type CategoryRow = { name: string; imageUrl: string; productCount: number };

/** One page of categories in their order, with the total (one round trip). */
export async function listCategories(db: DbOrTx, limit: number, offset: number) {
  const rows = await db
    .select({ ...categoryColumns, total: sql<number>`count(*) over ()::int` })
    .from(categories)
    .orderBy(asc(categories.id))
    .limit(limit)
    .offset(offset);
  return rows;
}

export async function countCategories(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories);
  return row?.n ?? 0;
}

/** A category by name, case-insensitively (names are unique ignoring case). */
export async function findCategory(db: DbOrTx, name: string): Promise<CategoryRow | null> {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .limit(1);
  return row ?? null;
}

/** Lock a category row for a change (the product check and the delete see the same state). */
export async function lockCategory(
  db: DbOrTx,
  name: string,
): Promise<{ name: string; imageUrl: string } | null> {
  const [row] = await db
    .select({ name: categories.name, imageUrl: categories.imageUrl })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function countProductsInCategory(db: DbOrTx, name: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryName, name));
  return row?.n ?? 0;
}

export async function insertCategory(db: DbOrTx, name: string, imageUrl: string) {
  await db.insert(categories).values({ name, imageUrl });
}

export async function setCategoryImage(db: DbOrTx, name: string, imageUrl: string) {
  await db.update(categories).set({ imageUrl }).where(eq(categories.name, name));
}

export async function deleteCategory(db: DbOrTx, name: string) {
  await db.delete(categories).where(eq(categories.name, name));
}

// ---------- banners ----------

const bannerColumns = {
  id: banners.id,
  title: banners.title,
  href: banners.href,
  imageUrl: banners.imageUrl,
  phoneImageUrl: banners.phoneImageUrl,
  isActive: banners.isActive,
  createdAt: banners.createdAt,
};
export type BannerRow = {
  id: number;
  title: string;
  href: string;
  imageUrl: string;
  phoneImageUrl: string | null;
  isActive: boolean;
  createdAt: Date;
};

/** Banners in the storefront's order (position, then id), with the total. */
export async function listBanners(db: DbOrTx, limit: number, offset: number) {
  return db
    .select({ ...bannerColumns, total: sql<number>`count(*) over ()::int` })
    .from(banners)
    .orderBy(asc(banners.position), asc(banners.id))
    .limit(limit)
    .offset(offset);
}

export async function countBanners(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(banners);
  return row?.n ?? 0;
}

export async function findBanner(db: DbOrTx, id: number, lock = false): Promise<BannerRow | null> {
  const q = db.select(bannerColumns).from(banners).where(eq(banners.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** A new banner goes last. */
export async function insertBanner(
  db: DbOrTx,
  b: { title: string; href: string; imageUrl: string; phoneImageUrl: string | null; isActive: boolean },
) {
  const [row] = await db
    .insert(banners)
    .values({ ...b, position: sql`(select coalesce(max(position), -1) + 1 from banners)` })
    .returning(bannerColumns);
  return row!;
}

export async function updateBanner(
  db: DbOrTx,
  id: number,
  set: Partial<{
    title: string;
    href: string;
    imageUrl: string;
    phoneImageUrl: string | null;
    isActive: boolean;
  }>,
): Promise<BannerRow | null> {
  if (Object.keys(set).length === 0) return findBanner(db, id);
  const [row] = await db.update(banners).set(set).where(eq(banners.id, id)).returning(bannerColumns);
  return row ?? null;
}

export async function deleteBanner(
  db: DbOrTx,
  id: number,
): Promise<{ imageUrl: string; phoneImageUrl: string | null } | null> {
  const [row] = await db
    .delete(banners)
    .where(eq(banners.id, id))
    .returning({ imageUrl: banners.imageUrl, phoneImageUrl: banners.phoneImageUrl });
  return row ?? null;
}

// ---------- product carousel ----------

const carouselColumns = {
  id: productCarouselItems.id,
  name: productCarouselItems.name,
  pricePaise: productCarouselItems.pricePaise,
  href: productCarouselItems.href,
  imageUrl: productCarouselItems.imageUrl,
  isActive: productCarouselItems.isActive,
  createdAt: productCarouselItems.createdAt,
};
export type CarouselRow = {
  id: number;
  name: string;
  pricePaise: number;
  href: string;
  imageUrl: string;
  isActive: boolean;
  createdAt: Date;
};

/** Items in the storefront's order (id), with the total. */
export async function listCarousel(db: DbOrTx, limit: number, offset: number) {
  return db
    .select({ ...carouselColumns, total: sql<number>`count(*) over ()::int` })
    .from(productCarouselItems)
    .orderBy(asc(productCarouselItems.id))
    .limit(limit)
    .offset(offset);
}

export async function countCarousel(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productCarouselItems);
  return row?.n ?? 0;
}

export async function findCarousel(db: DbOrTx, id: number, lock = false): Promise<CarouselRow | null> {
  const q = db
    .select(carouselColumns)
    .from(productCarouselItems)
    .where(eq(productCarouselItems.id, id))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertCarousel(
  db: DbOrTx,
  c: { name: string; href: string; pricePaise: number; imageUrl: string; isActive: boolean },
) {
  const [row] = await db.insert(productCarouselItems).values(c).returning(carouselColumns);
  return row!;
}

export async function updateCarousel(
  db: DbOrTx,
  id: number,
  set: Partial<{ name: string; href: string; pricePaise: number; imageUrl: string; isActive: boolean }>,
): Promise<CarouselRow | null> {
  if (Object.keys(set).length === 0) return findCarousel(db, id);
  const [row] = await db
    .update(productCarouselItems)
    .set(set)
    .where(eq(productCarouselItems.id, id))
    .returning(carouselColumns);
  return row ?? null;
}

export async function deleteCarousel(db: DbOrTx, id: number): Promise<{ imageUrl: string } | null> {
  const [row] = await db
    .delete(productCarouselItems)
    .where(eq(productCarouselItems.id, id))
    .returning({ imageUrl: productCarouselItems.imageUrl });
  return row ?? null;
}

/**
 * Every category with its products (`withDiscontinued` or not), most first, then by name; one page of them when
 * `page` is given. `total` counts every category (window count; 0 on a page past the end).
 */
export async function categoryCounts(
  db: DbOrTx,
  withDiscontinued: boolean,
  page?: { limit: number; offset: number },
) {
  const counted = withDiscontinued ? sql`true` : sql`p.status <> 'Discontinued'`;
  const q = db
    .select({
      name: categories.name,
      productCount: sql<number>`(select count(*) from products p where p.category_name = "categories"."name" and ${counted})::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(categories)
    .orderBy(sql`2 desc`, asc(categories.name));
  const rows = await (page ? q.limit(page.limit).offset(page.offset) : q);
  return rows.map((r) => ({ name: r.name, productCount: Number(r.productCount), total: Number(r.total) }));
}
