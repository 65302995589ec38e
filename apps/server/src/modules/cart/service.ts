import { VISIBLE_PRODUCT_STATUSES } from '@electrohub/shared/storefront';
import {
  CART_LINE_MAX,
  CART_MESSAGES,
  UNITS_PER_PRODUCT_MAX,
  type CartProduct,
} from '@electrohub/shared/cart';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { priceSummary } from '../../lib/product-price.ts';
import * as repo from './repository.ts';

const PUBLIC = new Set<string>(VISIBLE_PRODUCT_STATUSES);

const outOfStock = (product: { id: number; name: string; stock: number; status: string }) =>
  new AppError(
    'OutOfStock',
    product.status === 'Active' && product.stock > 0
      ? `Only ${product.stock} left in stock: ${product.name}`
      : `Out of stock: ${product.name}`,
    409,
    {
      products: [
        { id: product.id, name: product.name, available: product.status === 'Active' ? product.stock : 0 },
      ],
    },
  );

/** More units of one product than one order may take (docs/decisions/023: no hoarding of stock). */
export const quantityLimit = () =>
  new AppError('QuantityLimit', CART_MESSAGES.perProductMax, 409, { max: UNITS_PER_PRODUCT_MAX });

export async function listCart(db: DbOrTx, userId: number): Promise<CartProduct[]> {
  const rows = await repo.listCart(db, userId);
  return rows.map((r) => ({
    ...priceSummary(r),
    status: r.status,
    stock: r.stock,
    available: r.status === 'Active' && r.stock >= r.quantity,
    images: r.images ?? [],
    sellerId: r.sellerId,
    categoryName: r.categoryName,
    quantity: r.quantity,
    cartItemId: r.cartItemId,
  }));
}

/**
 * `POST /api/user/cart/add/{productId}`: adds to the existing line (one line per product). The line may not
 * exceed the stock (409 OutOfStock) nor UNITS_PER_PRODUCT_MAX (409 QuantityLimit); only buyable (Active)
 * products can be added.
 */
export async function addToCart(db: Db, userId: number, productId: number, quantity: number, now: Date) {
  return db.transaction(async (tx) => {
    const product = await repo.productForCart(tx, productId);
    if (!product || !PUBLIC.has(product.status)) throw notFound('Product not found');
    const line = await repo.findLine(tx, userId, productId);
    const next = (line?.quantity ?? 0) + quantity;
    if (product.status !== 'Active' || next > product.stock) throw outOfStock(product);
    if (next > CART_LINE_MAX) throw new AppError('ValidationError', CART_MESSAGES.quantityMax, 400);
    if (next > UNITS_PER_PRODUCT_MAX) throw quantityLimit();
    const row = await repo.addQuantity(tx, userId, productId, quantity, now);
    return {
      message: CART_MESSAGES.added,
      cartItem: { id: row.id, productId: row.productId, quantity: row.quantity },
    };
  });
}

/** The buyer's own line, or 404 (unknown) / 403 (someone else's). */
async function ownLine(tx: DbOrTx, userId: number, cartItemId: number) {
  const line = await repo.lockLineById(tx, cartItemId);
  if (!line) throw notFound('Cart item not found');
  if (line.userId !== userId) throw forbidden();
  return line;
}

/** `PUT /api/user/cart/update/{cartItemId}`: quantity ≥ 1 (schema), at most the stock (409 OutOfStock) and UNITS_PER_PRODUCT_MAX (409 QuantityLimit). */
export async function updateCartItem(db: Db, userId: number, cartItemId: number, quantity: number) {
  return db.transaction(async (tx) => {
    const line = await ownLine(tx, userId, cartItemId);
    // Lowering is always allowed (it only helps); raising needs the stock.
    if (quantity > line.quantity) {
      if (quantity > UNITS_PER_PRODUCT_MAX) throw quantityLimit();
      const product = await repo.productForCart(tx, line.productId);
      if (!product || product.status !== 'Active' || quantity > product.stock)
        throw outOfStock(
          product ?? { id: line.productId, name: 'This product', stock: 0, status: 'Inactive' },
        );
    }
    const row = await repo.setQuantity(tx, cartItemId, quantity);
    return {
      message: CART_MESSAGES.updated,
      cartItem: { id: row.id, productId: row.productId, quantity: row.quantity },
    };
  });
}

/** `DELETE /api/user/cart/remove/{cartItemId}`. */
export async function removeCartItem(db: Db, userId: number, cartItemId: number) {
  await db.transaction(async (tx) => {
    await ownLine(tx, userId, cartItemId);
    await repo.deleteLine(tx, cartItemId);
  });
  return { message: CART_MESSAGES.removed };
}
