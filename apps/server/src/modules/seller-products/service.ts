import {
  PRODUCT_IMAGES_MAX,
  PRODUCT_IMAGES_MIN,
  PRODUCT_MESSAGES,
  productAddMultipartSchema,
  productEditMultipartSchema,
  type ProductDeleteAnswer,
  type SellerProduct,
  type SellerProductDetail,
} from '@electrohub/shared/products';
import type { KeysetPageQuery } from '@electrohub/shared/contract/list-query';
import { toRupees } from '@electrohub/shared/pricing';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Page } from '../../lib/contract.ts';
import { createdKeys, decodeCursor, pageAfter } from '../../lib/cursor.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { stockedSummary } from '../../lib/product-price.ts';
import { assertImage } from '../media/image-pipeline.ts';
import type { MediaStore } from '../media/storage.ts';
import { cancelOpenItemsOfProduct } from '../seller-orders/service.ts';
import { notifySellerSubscribers } from '../subscriptions/service.ts';
import { audit } from '../audit/service.ts';
import { productChanged } from '../catalog/changes.ts';
import { productReviews } from '../reviews/service.ts';
import { setStock } from '../stock/service.ts';
import * as repo from './repository.ts';

export interface Deps {
  db: Db;
  media: MediaStore;
  publicUrl: string;
}

/** What a multipart product request carried: text fields (last value wins) and the `images` files in order. */
export interface ProductUpload {
  fields: Record<string, string>;
  images: Buffer[];
}

const REVIEWS_LIMIT = 100;
const MEDIA_FOLDER = 'products';

const iso = (d: Date | string) => new Date(d).toISOString();
const imageCountError = (message: string = PRODUCT_MESSAGES.imagesMin) =>
  new AppError('ImageQuantityError', message, 400);
const productNotFound = () => notFound('Product not found');

/** How a product form is read: `images` files, at most 5; a sixth is 400 ImageQuantityError, not a 413. */
export const PRODUCT_IMAGES_FORM = {
  files: ['images'],
  maxFiles: PRODUCT_IMAGES_MAX,
  tooManyFiles: () => imageCountError(PRODUCT_MESSAGES.imagesMax),
} as const;

function toProduct(row: repo.ProductRow): SellerProduct {
  return {
    ...stockedSummary(row),
    brand: row.brand,
    images: row.images ?? [],
    productInfo: { brand: row.brand, details: row.details },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * `GET /api/seller/products/{sellerId}`: one page of the signed-in seller's products, newest first. Asking for
 * another seller's list is 403 (decision: the path must name yourself; the client fetches products with the
 * session's own id).
 */
export async function listProducts(
  db: DbOrTx,
  sellerId: number,
  pathSellerId: number,
  q: KeysetPageQuery,
): Promise<Page<SellerProduct>> {
  if (pathSellerId !== sellerId) throw forbidden();
  const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor, 'seller-products', createdKeys);
  const [read, total] = await Promise.all([
    repo.listBySeller(
      db,
      sellerId,
      after ? q.limit + 1 : q.limit,
      after ? { after } : { offset: (q.page - 1) * q.limit },
    ),
    repo.countBySeller(db, sellerId),
  ]);
  const { rows, ...paging } = pageAfter(read, {
    ...q,
    total,
    byCursor: Boolean(after),
    list: 'seller-products',
    keysOf: (r) => [r.createdKey, r.id],
  });
  return { rows: rows.map(toProduct), total, page: q.page, limit: q.limit, ...paging };
}

async function ownProduct(db: DbOrTx, sellerId: number, id: number) {
  const row = await repo.findProduct(db, id);
  if (!row) throw productNotFound();
  if (row.sellerId !== sellerId) throw forbidden();
  return row;
}

/** `GET /api/seller/products/single-product/{id}`: own product with reviews and real sales figures. */
export async function getProduct(db: DbOrTx, sellerId: number, id: number): Promise<SellerProductDetail> {
  const row = await ownProduct(db, sellerId, id);
  const [sales, reviews] = await Promise.all([
    repo.productSales(db, id),
    productReviews(db, id, REVIEWS_LIMIT),
  ]);
  return {
    ...toProduct(row),
    seller: row.sellerId == null ? null : { id: row.sellerId, name: row.sellerName ?? '' },
    averageRating: Math.round(row.ratingAvg) / 100,
    reviewCount: row.ratingCount,
    reviews,
    totalSales: toRupees(sales.paise),
    unitsSold: sales.units,
  };
}

async function findProductOrThrow(db: DbOrTx, id: number): Promise<SellerProduct> {
  const row = await repo.findProduct(db, id);
  if (!row) throw productNotFound();
  return toProduct(row);
}

async function categoryOrThrow(db: DbOrTx, name: string): Promise<string> {
  const canonical = await repo.canonicalCategory(db, name);
  if (!canonical)
    throw new AppError('ValidationError', 'Category not found', 400, {
      issues: [{ path: 'categoryName', message: 'Category not found' }],
    });
  return canonical;
}

/** Store images (already checked); if anything later fails, `undo` removes them again. */
async function storeImages(media: MediaStore, images: Buffer[]) {
  const urls = await Promise.all(images.map((b) => media.saveImage(b, 'product', MEDIA_FOLDER)));
  return { urls, undo: () => Promise.all(urls.map((u) => media.remove(u))) };
}

/**
 * `POST /api/seller/products/{id}`: a new product of the signed-in seller (the path id is not used). Needs 3 to 5
 * images, each checked (type by magic bytes, ≤ 5 MB) before anything is stored.
 */
export async function createProduct(
  deps: Deps,
  sellerId: number,
  upload: ProductUpload,
): Promise<SellerProduct> {
  const values = productAddMultipartSchema.parse(upload.fields);
  if (upload.images.length < PRODUCT_IMAGES_MIN) throw imageCountError();
  if (upload.images.length > PRODUCT_IMAGES_MAX) throw imageCountError(PRODUCT_MESSAGES.imagesMax);
  upload.images.forEach((b) => assertImage(b, 'product'));
  const categoryName = await categoryOrThrow(deps.db, values.categoryName);

  const stored = await storeImages(deps.media, upload.images);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const id = await repo.insertProduct(tx, {
        sellerId,
        name: values.name,
        description: values.description,
        brand: values.brand,
        pricePaise: Math.round(values.price * 100),
        offerPercentage: values.offerPercentage,
        status: values.status,
        categoryName,
        details: values.details,
      });
      await setStock(tx, id, values.stock);
      await repo.insertImages(tx, id, stored.urls, 0);
      // 'Notify Me When Products Are Added' subscribers hear only of products buyers can see.
      if (values.status === 'Active')
        await notifySellerSubscribers(tx, sellerId, { id, name: values.name }, deps.publicUrl);
      return id;
    });
    productChanged(deps.db, { id, sellerId, categoryNames: [categoryName] });
    return await findProductOrThrow(deps.db, id);
  } catch (err) {
    await stored.undo();
    throw err;
  }
}

/**
 * The status a product ends with after an edit: stock 0 makes an Active
 * product OutOfStock; stock raised above 0 on an OutOfStock product makes it Active again.
 */
export function nextProductStatus(
  current: { stock: number; status: repo.ProductRow['status'] },
  wanted: { stock?: number; status?: repo.ProductRow['status'] },
): repo.ProductRow['status'] {
  const stock = wanted.stock ?? current.stock;
  const status = wanted.status ?? current.status;
  if (stock === 0 && status === 'Active') return 'OutOfStock';
  if (stock > 0 && status === 'OutOfStock' && current.status === 'OutOfStock' && current.stock === 0)
    return 'Active';
  return status;
}

/**
 * `PATCH /api/seller/products/{id}`: change any field; new images are appended (at most 5 in all, and the
 * product keeps at least 3).
 */
export async function updateProduct(
  deps: Deps,
  sellerId: number,
  id: number,
  upload: ProductUpload,
): Promise<SellerProduct> {
  const values = productEditMultipartSchema.parse(upload.fields);
  upload.images.forEach((b) => assertImage(b, 'product'));
  // Cheap checks before anything is stored; repeated under the lock below.
  await ownProduct(deps.db, sellerId, id);
  const before = await repo.imagesOf(deps.db, id);
  if (before.length + upload.images.length > PRODUCT_IMAGES_MAX)
    throw imageCountError(PRODUCT_MESSAGES.imagesMax);
  if (before.length + upload.images.length < PRODUCT_IMAGES_MIN) throw imageCountError();
  const categoryName =
    values.categoryName === undefined ? undefined : await categoryOrThrow(deps.db, values.categoryName);

  const stored = await storeImages(deps.media, upload.images);
  try {
    const before = await deps.db.transaction(async (tx) => {
      const current = await repo.lockProduct(tx, id);
      if (!current) throw productNotFound();
      if (current.sellerId !== sellerId) throw forbidden();
      const images = await repo.imagesOf(tx, id);
      const total = images.length + stored.urls.length;
      if (total > PRODUCT_IMAGES_MAX) throw imageCountError(PRODUCT_MESSAGES.imagesMax);
      if (total < PRODUCT_IMAGES_MIN) throw imageCountError();
      await repo.updateProduct(tx, id, {
        ...(values.name !== undefined && { name: values.name }),
        ...(values.description !== undefined && { description: values.description }),
        ...(values.brand !== undefined && { brand: values.brand }),
        ...(values.price !== undefined && { pricePaise: Math.round(values.price * 100) }),
        ...(values.offerPercentage !== undefined && { offerPercentage: values.offerPercentage }),
        ...(categoryName !== undefined && { categoryName }),
        ...(values.details !== undefined && { details: values.details }),
        status: nextProductStatus(current, values),
      });
      if (values.stock !== undefined) await setStock(tx, id, values.stock);
      const nextPosition = images.reduce((m, i) => Math.max(m, i.position + 1), 0);
      await repo.insertImages(tx, id, stored.urls, nextPosition);
      return current;
    });
    productChanged(deps.db, {
      id,
      sellerId,
      categoryNames: [before.categoryName, categoryName ?? before.categoryName],
    });
  } catch (err) {
    await stored.undo();
    throw err;
  }
  return findProductOrThrow(deps.db, id);
}

/**
 * `DELETE /api/seller/products/{id}` (normal delete): a product that is in any order is kept for the orders'
 * history and marked Discontinued (hidden from buyers); one without orders is removed with its images.
 */
export async function deleteProduct(deps: Deps, sellerId: number, id: number): Promise<ProductDeleteAnswer> {
  const { outcome, urls, categoryName } = await deps.db.transaction(async (tx) => {
    const current = await repo.lockProduct(tx, id);
    if (!current) throw productNotFound();
    if (current.sellerId !== sellerId) throw forbidden();
    // Deletions are written to the admin audit log.
    const logged = (how: string) =>
      audit(tx, {
        category: 'system',
        action: 'seller.product-delete',
        actorType: 'seller',
        actorId: sellerId,
        detail: `product #${id} (${how})`,
      });
    if (await repo.hasOrders(tx, id)) {
      await repo.updateProduct(tx, id, { status: 'Discontinued' });
      await logged('discontinued');
      return { outcome: 'discontinued' as const, urls: [], categoryName: current.categoryName };
    }
    const images = await repo.imagesOf(tx, id);
    await repo.deleteProduct(tx, id);
    await logged('deleted');
    return {
      outcome: 'deleted' as const,
      urls: images.map((i) => i.url),
      categoryName: current.categoryName,
    };
  });
  productChanged(deps.db, { id, sellerId, categoryNames: [categoryName] });
  await Promise.all(urls.map((u) => deps.media.remove(u)));
  return { message: PRODUCT_MESSAGES.deleted, id, outcome };
}

/**
 * `DELETE /api/seller/products/del-permanent/{id}`: removes the product whatever its status. Order items keep
 * their snapshot (product_id becomes null: 'Product Deleted'); items not yet delivered are cancelled and
 * refunded, and their buyers mailed, since they can no longer be fulfilled.
 */
export async function deleteProductPermanently(
  deps: Deps,
  sellerId: number,
  id: number,
): Promise<ProductDeleteAnswer> {
  const { urls, categoryName } = await deps.db.transaction(async (tx) => {
    const current = await repo.lockProduct(tx, id);
    if (!current) throw productNotFound();
    if (current.sellerId !== sellerId) throw forbidden();
    const cancelled = await cancelOpenItemsOfProduct(tx, id, new Date());
    const images = await repo.imagesOf(tx, id);
    await repo.deleteProduct(tx, id);
    await audit(tx, {
      category: 'system',
      action: 'seller.product-delete',
      actorType: 'seller',
      actorId: sellerId,
      detail: `product #${id} (deleted permanently; ${cancelled} open items cancelled)`,
    });
    return { urls: images.map((i) => i.url), categoryName: current.categoryName };
  });
  productChanged(deps.db, { id, sellerId, categoryNames: [categoryName] });
  await Promise.all(urls.map((u) => deps.media.remove(u)));
  return { message: PRODUCT_MESSAGES.deletedPermanently, id, outcome: 'deleted' };
}

/** `DELETE /api/seller/products/image/{imageId}`: refused (400 ImageQuantityError) if fewer than 3 would remain. */
export async function deleteImage(deps: Deps, sellerId: number, imageId: number) {
  const image = await deps.db.transaction(async (tx) => {
    const image = await repo.findImage(tx, imageId);
    if (!image) throw notFound('Image not found');
    const product = await repo.lockProduct(tx, image.productId);
    if (!product || product.sellerId !== sellerId) throw forbidden();
    const images = await repo.imagesOf(tx, image.productId);
    if (!images.some((i) => i.id === imageId)) throw notFound('Image not found');
    if (images.length - 1 < PRODUCT_IMAGES_MIN) throw imageCountError();
    await repo.deleteImage(tx, imageId);
    return { id: image.id, url: image.url, productId: image.productId, categoryName: product.categoryName };
  });
  productChanged(deps.db, { id: image.productId, sellerId, categoryNames: [image.categoryName] });
  await deps.media.remove(image.url);
  return { message: PRODUCT_MESSAGES.imageRemoved, image: { id: image.id, url: image.url } };
}

/** `PUT /api/seller/products/image/{imageId}` (image editor 'Save Changes'): replace one image's picture in place. */
export async function replaceImage(deps: Deps, sellerId: number, imageId: number, file: Buffer | undefined) {
  if (!file)
    throw new AppError('ValidationError', 'Image is required', 400, {
      issues: [{ path: 'image', message: 'Image is required' }],
    });
  assertImage(file, 'product');
  const found = await repo.findImage(deps.db, imageId);
  if (!found) throw notFound('Image not found');
  if (found.sellerId !== sellerId) throw forbidden();
  const stored = await storeImages(deps.media, [file]);
  const url = stored.urls[0]!;
  let old: string;
  try {
    old = await deps.db.transaction(async (tx) => {
      const image = await repo.findImage(tx, imageId);
      if (!image) throw notFound('Image not found');
      const product = await repo.lockProduct(tx, image.productId);
      if (!product || product.sellerId !== sellerId) throw forbidden();
      await repo.replaceImageUrl(tx, imageId, url);
      await repo.updateProduct(tx, image.productId, {});
      return image.url;
    });
    productChanged(deps.db, { id: found.productId, sellerId, categoryNames: [found.categoryName] });
  } catch (err) {
    await stored.undo();
    throw err;
  }
  await deps.media.remove(old);
  return { message: 'Image updated successfully', image: { id: imageId, url } };
}

/** A leaving seller's products leave the store: Discontinued (in the account deletion's transaction). */
export const discontinueProductsOf = repo.discontinueProductsOf;

/** An admin's moderation (Active, Blocked…) of a product, in the caller's transaction. */
export const setProductStatus = repo.setProductStatus;
