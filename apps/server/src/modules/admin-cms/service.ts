import { toRupees } from '@electrohub/shared/pricing';
import {
  bannerAddSchema,
  bannerEditSchema,
  carouselAddSchema,
  carouselEditSchema,
  categoryAddSchema,
  categoryEditSchema,
  CMS_MESSAGES,
  CMS_TOASTS,
  type AdminBanner,
  type AdminCarouselItem,
  type AdminCategory,
} from '@electrohub/shared/admin-cms';
import type { CategoryCount } from '@electrohub/shared/admin-insights';
import type { ListPageQuery } from '@electrohub/shared/contract/list-query';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Page } from '../../lib/contract.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { audit } from '../audit/service.ts';
import { assertImage, type ImagePurpose, type VariantSet } from '../media/image-pipeline.ts';
import type { MediaStore } from '../media/storage.ts';
import * as repo from './repository.ts';

export interface Deps {
  db: Db;
  media: MediaStore;
}

/** Who made a change (for the audit log). */
export interface Actor {
  adminId: number;
  ip: string;
}

/** A multipart request: its text fields and its `image` file, if one was chosen. */
export interface CmsUpload {
  fields: Record<string, string>;
  image: Buffer | undefined;
  /** A banner's phone crop. */
  phoneImage?: Buffer | undefined;
}

const iso = (d: Date) => d.toISOString();
const imageRequired = () =>
  new AppError('ValidationError', CMS_MESSAGES.image, 400, {
    issues: [{ path: 'image', message: CMS_MESSAGES.image }],
  });
const categoryNotFound = () => notFound('Category not found');
const bannerNotFound = () => notFound('Banner not found');
const carouselNotFound = () => notFound('Product slider item not found');

function record(deps: Deps, actor: Actor, action: string, detail: string) {
  return audit(deps.db, {
    category: 'system',
    action,
    actorType: 'admin',
    actorId: actor.adminId,
    ip: actor.ip,
    detail,
  });
}

/**
 * Check (type by content, size) and store an image; `undo` removes it again if the change then fails. A banner's
 * main picture spans the page, so it is kept as a `wide` set (up to 1600 px, decision 058); everything else, its
 * phone crop included, as the standard set.
 */
async function storeImage(
  media: MediaStore,
  buf: Buffer,
  purpose: ImagePurpose,
  folder: string,
  set: VariantSet = 'standard',
) {
  assertImage(buf, purpose);
  const url = await media.saveImage(buf, purpose, folder, set);
  return { url, undo: () => media.remove(url) };
}

/** Run `change` with a freshly stored image; the new image is removed if the change fails. */
async function withImage<T>(
  stored: { undo: () => Promise<void> } | null,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (err) {
    await stored?.undo();
    throw err;
  }
}

/**
 * Remove a replaced or deleted image, but only one this module stored: seeded carousel items show a product's own
 * photo (folder `products`), which must outlive the slider item.
 */
const CMS_FOLDERS = /^\/media\/(categories|banners|carousel)\//;
async function dropImage(media: MediaStore, url: string | null) {
  if (url && CMS_FOLDERS.test(url)) await media.remove(url);
}

type PageQuery = { page: number; limit: number };
const page = (q: PageQuery) => ({ limit: q.limit, offset: (q.page - 1) * q.limit });

/** A page of `count(*) over ()` rows (the route answers it with `sendPage`), with the total even past the end. */
async function paged<R extends { total: number }, T>(
  q: PageQuery,
  rows: R[],
  count: () => Promise<number>,
  map: (row: Omit<R, 'total'>) => T,
): Promise<Page<T>> {
  const total = rows[0]?.total ?? (q.page > 1 ? await count() : 0);
  return { rows: rows.map(({ total: _t, ...r }) => map(r)), total, page: q.page, limit: q.limit };
}

// ---------- categories ----------

/** Every category with its product count (`withDiscontinued` or not), most first (the admin products page's figures). */
export const categoryCounts = (db: DbOrTx, withDiscontinued: boolean) =>
  repo.categoryCounts(db, withDiscontinued);

/** `GET /api/admin/cms/categories/productCount`: one page; a page past the end answers no rows and the real total. */
export async function categoryProductCount(db: DbOrTx, q: ListPageQuery): Promise<Page<CategoryCount>> {
  const rows = await repo.categoryCounts(db, false, { limit: q.limit, offset: (q.page - 1) * q.limit });
  const total = rows[0] ? rows[0].total : q.page > 1 ? await repo.countCategories(db) : 0;
  return {
    rows: rows.map((r) => ({ name: r.name, productCount: r.productCount })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

export async function listCategories(db: Db, q: PageQuery): Promise<Page<AdminCategory>> {
  const { limit, offset } = page(q);
  return paged(
    q,
    await repo.listCategories(db, limit, offset),
    () => repo.countCategories(db),
    (r) => r,
  );
}

/** `POST /api/admin/cms/categories`: a new category with its tile image; names are unique ignoring case (409). */
export async function addCategory(deps: Deps, actor: Actor, upload: CmsUpload): Promise<AdminCategory> {
  const { name } = categoryAddSchema.parse(upload.fields);
  if (!upload.image) throw imageRequired();
  assertImage(upload.image, 'category');
  if (await repo.findCategory(deps.db, name))
    throw conflict('CategoryExists', `Category "${name}" already exists`);
  const stored = await storeImage(deps.media, upload.image, 'category', 'categories');
  await withImage(stored, () => repo.insertCategory(deps.db, name, stored.url));
  await record(deps, actor, 'admin.category-add', name);
  return { name, imageUrl: stored.url, productCount: 0 };
}

/** `PATCH /api/admin/cms/categories/{categoryName}`: replace the image (required); the name stays. */
export async function replaceCategoryImage(
  deps: Deps,
  actor: Actor,
  name: string,
  upload: CmsUpload,
): Promise<AdminCategory> {
  categoryEditSchema.parse(upload.fields);
  if (!upload.image) throw imageRequired();
  assertImage(upload.image, 'category');
  if (!(await repo.findCategory(deps.db, name))) throw categoryNotFound();
  const stored = await storeImage(deps.media, upload.image, 'category', 'categories');
  const { canonical, old } = await withImage(stored, () =>
    deps.db.transaction(async (tx) => {
      const row = await repo.lockCategory(tx, name);
      if (!row) throw categoryNotFound();
      await repo.setCategoryImage(tx, row.name, stored.url);
      return { canonical: row.name, old: row.imageUrl };
    }),
  );
  await dropImage(deps.media, old);
  await record(deps, actor, 'admin.category-image', canonical);
  const category = await repo.findCategory(deps.db, canonical);
  return category ?? { name: canonical, imageUrl: stored.url, productCount: 0 };
}

/**
 * `DELETE /api/admin/cms/categories/{categoryName}`: only a category no product uses (any status, Discontinued
 * included: their order history names it). Otherwise 409 CategoryInUse, and nothing changes.
 */
export async function deleteCategory(
  deps: Deps,
  actor: Actor,
  name: string,
): Promise<{ message: string; name: string }> {
  const removed = await deps.db.transaction(async (tx) => {
    const row = await repo.lockCategory(tx, name);
    if (!row) throw categoryNotFound();
    const used = await repo.countProductsInCategory(tx, row.name);
    if (used > 0)
      throw conflict(
        'CategoryInUse',
        `Category "${row.name}" still has ${used} product${used === 1 ? '' : 's'}. Move or delete them before deleting the category.`,
      );
    await repo.deleteCategory(tx, row.name);
    return row;
  });
  await dropImage(deps.media, removed.imageUrl);
  await record(deps, actor, 'admin.category-delete', removed.name);
  return { message: CMS_TOASTS.categoryDeleted(removed.name), name: removed.name };
}

// ---------- banners ----------

const toBanner = (r: repo.BannerRow): AdminBanner => ({ ...r, createdAt: iso(r.createdAt) });

export async function listBanners(db: Db, q: PageQuery): Promise<Page<AdminBanner>> {
  const { limit, offset } = page(q);
  return paged(q, await repo.listBanners(db, limit, offset), () => repo.countBanners(db), toBanner);
}

export async function addBanner(deps: Deps, actor: Actor, upload: CmsUpload): Promise<AdminBanner> {
  const values = bannerAddSchema.parse(upload.fields);
  if (!upload.image) throw imageRequired();
  // Both checked before either is stored, so a bad phone crop leaves nothing behind.
  assertImage(upload.image, 'banner');
  if (upload.phoneImage) assertImage(upload.phoneImage, 'banner');
  const stored = await storeImage(deps.media, upload.image, 'banner', 'banners', 'wide');
  const phone = upload.phoneImage
    ? await withImage(stored, () => storeImage(deps.media, upload.phoneImage!, 'banner', 'banners'))
    : null;
  const row = await withImage(both(stored, phone), () =>
    repo.insertBanner(deps.db, { ...values, imageUrl: stored.url, phoneImageUrl: phone?.url ?? null }),
  );
  await record(
    deps,
    actor,
    'admin.banner-add',
    `#${row.id} ${row.title}${phone ? ' (with a phone crop)' : ''}`,
  );
  return toBanner(row);
}

/** Undo two stored images together (either may be missing). */
const both = (a: { undo: () => Promise<void> } | null, b: { undo: () => Promise<void> } | null) => ({
  undo: async () => {
    await a?.undo();
    await b?.undo();
  },
});

/** `PATCH /api/admin/cms/banner-carousels/{id}`: any of title, href, isActive, image. */
export async function editBanner(
  deps: Deps,
  actor: Actor,
  id: number,
  upload: CmsUpload,
): Promise<AdminBanner> {
  const { removePhoneImage, ...values } = bannerEditSchema.parse(upload.fields);
  if (upload.image) assertImage(upload.image, 'banner');
  if (upload.phoneImage) assertImage(upload.phoneImage, 'banner');
  if (!(await repo.findBanner(deps.db, id))) throw bannerNotFound();
  const stored = upload.image
    ? await storeImage(deps.media, upload.image, 'banner', 'banners', 'wide')
    : null;
  const phone = upload.phoneImage
    ? await withImage(stored, () => storeImage(deps.media, upload.phoneImage!, 'banner', 'banners'))
    : null;
  // A new phone crop wins over 'removePhoneImage' sent with it.
  const phoneChange = phone ? phone.url : removePhoneImage ? null : undefined;
  const { row, old } = await withImage(both(stored, phone), () =>
    deps.db.transaction(async (tx) => {
      const current = await repo.findBanner(tx, id, true);
      if (!current) throw bannerNotFound();
      const row = await repo.updateBanner(tx, id, {
        ...values,
        ...(stored && { imageUrl: stored.url }),
        ...(phoneChange !== undefined && { phoneImageUrl: phoneChange }),
      });
      return {
        row: row!,
        old: [
          stored ? current.imageUrl : null,
          phoneChange !== undefined && current.phoneImageUrl !== phoneChange ? current.phoneImageUrl : null,
        ],
      };
    }),
  );
  for (const url of old) await dropImage(deps.media, url);
  await record(
    deps,
    actor,
    'admin.banner-edit',
    `#${id} ${Object.keys(values)
      .concat(stored ? ['image'] : [])
      .concat(phone ? ['phone image'] : removePhoneImage ? ['phone image removed'] : [])
      .join(', ')}`,
  );
  return toBanner(row);
}

export async function deleteBanner(deps: Deps, actor: Actor, id: number) {
  const removed = await repo.deleteBanner(deps.db, id);
  if (!removed) throw bannerNotFound();
  await dropImage(deps.media, removed.imageUrl);
  await dropImage(deps.media, removed.phoneImageUrl);
  await record(deps, actor, 'admin.banner-delete', `#${id}`);
  return { message: CMS_TOASTS.bannerDeleted, id };
}

// ---------- product carousel ----------

const toCarousel = ({ pricePaise, ...r }: repo.CarouselRow): AdminCarouselItem => ({
  ...r,
  price: toRupees(pricePaise),
  createdAt: iso(r.createdAt),
});
const paise = (rupees: number) => Math.round(rupees * 100);

export async function listCarousel(db: Db, q: PageQuery): Promise<Page<AdminCarouselItem>> {
  const { limit, offset } = page(q);
  return paged(q, await repo.listCarousel(db, limit, offset), () => repo.countCarousel(db), toCarousel);
}

export async function addCarousel(deps: Deps, actor: Actor, upload: CmsUpload): Promise<AdminCarouselItem> {
  const { price, ...values } = carouselAddSchema.parse(upload.fields);
  if (!upload.image) throw imageRequired();
  const stored = await storeImage(deps.media, upload.image, 'carousel', 'carousel');
  const row = await withImage(stored, () =>
    repo.insertCarousel(deps.db, { ...values, pricePaise: paise(price), imageUrl: stored.url }),
  );
  await record(deps, actor, 'admin.carousel-add', `#${row.id} ${row.name}`);
  return toCarousel(row);
}

export async function editCarousel(
  deps: Deps,
  actor: Actor,
  id: number,
  upload: CmsUpload,
): Promise<AdminCarouselItem> {
  const { price, ...values } = carouselEditSchema.parse(upload.fields);
  if (upload.image) assertImage(upload.image, 'carousel');
  if (!(await repo.findCarousel(deps.db, id))) throw carouselNotFound();
  const stored = upload.image ? await storeImage(deps.media, upload.image, 'carousel', 'carousel') : null;
  const { row, old } = await withImage(stored, () =>
    deps.db.transaction(async (tx) => {
      const current = await repo.findCarousel(tx, id, true);
      if (!current) throw carouselNotFound();
      const row = await repo.updateCarousel(tx, id, {
        ...values,
        ...(price !== undefined && { pricePaise: paise(price) }),
        ...(stored && { imageUrl: stored.url }),
      });
      return { row: row!, old: stored ? current.imageUrl : null };
    }),
  );
  if (old) await dropImage(deps.media, old);
  const changed = Object.keys(values).concat(price !== undefined ? ['price'] : [], stored ? ['image'] : []);
  await record(deps, actor, 'admin.carousel-edit', `#${id} ${changed.join(', ')}`);
  return toCarousel(row);
}

export async function deleteCarousel(deps: Deps, actor: Actor, id: number) {
  const removed = await repo.deleteCarousel(deps.db, id);
  if (!removed) throw carouselNotFound();
  await dropImage(deps.media, removed.imageUrl);
  await record(deps, actor, 'admin.carousel-delete', `#${id}`);
  return { message: CMS_TOASTS.productDeleted, id };
}
