import {
  ADMIN_INSIGHTS_MESSAGES,
  adminStatusRefusal,
  type AdminProductDetail,
  type AdminProductRow,
  type AdminProductsQuery,
  type AdminProductStats,
  type AdminProductStatusAnswer,
  type AdminSettableProductStatus,
} from '@electrohub/shared/admin-insights';
import { toRupees } from '@electrohub/shared/pricing';
import type { Db, DbOrTx } from '../../db/client.ts';
import { z } from 'zod';
import type { Page } from '../../lib/contract.ts';
import { decodeCursor, intKey, pageAfter, windowTotal } from '../../lib/cursor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { stockedSummary } from '../../lib/product-price.ts';
import { categoryCounts } from '../admin-cms/service.ts';
import { audit } from '../audit/service.ts';
import { productChanged } from '../catalog/changes.ts';
import { productReviews } from '../reviews/service.ts';
import { setProductStatus } from '../seller-products/service.ts';
import * as repo from './repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** `GET /api/admin/products`: a page past the end answers no rows and the real total. */
export async function listProducts(db: DbOrTx, q: AdminProductsQuery): Promise<Page<AdminProductRow>> {
  const filter = { category: q.category, search: q.search || undefined };
  const afterId =
    q.cursor === undefined ? undefined : decodeCursor(q.cursor, 'admin-products', z.tuple([intKey]))[0];
  const read = await repo.listProducts(db, {
    ...filter,
    limit: afterId === undefined ? q.limit : q.limit + 1,
    offset: afterId === undefined ? (q.page - 1) * q.limit : 0,
    afterId,
  });
  // By cursor the window count covers only the rows after it: count them all.
  const total = await windowTotal(read, { page: q.page, byCursor: afterId !== undefined }, () =>
    repo.countProducts(db, filter),
  );
  const { rows, ...paging } = pageAfter(read, {
    ...q,
    total,
    byCursor: afterId !== undefined,
    list: 'admin-products',
    keysOf: (r) => [r.id],
  });
  return {
    ...paging,
    rows: rows.map((r) => ({
      ...stockedSummary(r),
      images: r.images,
      seller: r.sellerId != null && r.sellerName != null ? { id: r.sellerId, name: r.sellerName } : null,
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** `GET /api/admin/products/productStats`. */
export async function productStats(db: DbOrTx): Promise<AdminProductStats> {
  const [figures, categories] = await Promise.all([repo.productFigures(db), categoryCounts(db, true)]);
  return {
    totalProducts: figures.total,
    inStock: figures.inStock,
    outOfStock: figures.outOfStock,
    discontinued: figures.discontinued,
    categories: categories.length,
    categoryCounts: categories.map((c) => ({ name: c.name, productCount: c.productCount })),
  };
}

/** `GET /api/admin/products/{id}`: any status; 404 when missing. */
export async function getProduct(db: DbOrTx, id: number): Promise<AdminProductDetail> {
  const [row, reviews] = await Promise.all([repo.findProduct(db, id), productReviews(db, id)]);
  if (!row) throw notFound(ADMIN_INSIGHTS_MESSAGES.productNotFound);
  return {
    ...stockedSummary(row),
    images: row.images,
    productInfo: { brand: row.brand, details: row.details },
    seller:
      row.sellerId != null && row.sellerName != null ? { id: row.sellerId, name: row.sellerName } : null,
    averageRating: row.ratingAvg / 100,
    reviewCount: row.ratingCount,
    reviews,
    unitsSold: Number(row.unitsSold),
    totalSales: toRupees(Number(row.salePaise)),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * `PATCH /api/admin/products/updateStatus/{id}`: Active, Inactive or OutOfStock (the schema refuses others);
 * a Discontinued product stays so, and a product without stock cannot become Active (409 InvalidStatusTransition).
 * Each change is written to the audit log as `admin.product-status`.
 */
export async function updateProductStatus(
  db: Db,
  admin: { id: number; ip: string | null },
  id: number,
  status: AdminSettableProductStatus,
  now: Date = new Date(),
): Promise<AdminProductStatusAnswer> {
  const { product, current } = await db.transaction(async (tx) => {
    const current = await repo.lockProduct(tx, id);
    if (!current) throw notFound(ADMIN_INSIGHTS_MESSAGES.productNotFound);
    const refusal = adminStatusRefusal(current.status, status, current.stock);
    if (refusal) throw conflict('InvalidStatusTransition', refusal, { from: current.status, to: status });
    const updated = await setProductStatus(tx, id, status, now);
    await audit(tx, {
      category: 'system',
      action: 'admin.product-status',
      actorType: 'admin',
      actorId: admin.id,
      ip: admin.ip,
      detail: `product #${id}: ${current.status} → ${status}`,
    });
    return { product: updated, current };
  });
  productChanged(db, { id, sellerId: current.sellerId, categoryNames: [current.categoryName] });
  return {
    message: ADMIN_INSIGHTS_MESSAGES.statusUpdated,
    product: { id: product.id, status: product.status, updatedAt: iso(product.updatedAt) },
  };
}
