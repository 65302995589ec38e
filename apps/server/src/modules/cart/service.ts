import { VISIBLE_PRODUCT_STATUSES } from '@electrohub/shared/storefront';
import {
  CART_LINE_MAX,
  CART_MESSAGES,
  UNITS_PER_PRODUCT_MAX,
  type CartProduct,
} from '@electrohub/shared/cart';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { noToken } from '../../plugins/auth.ts';
import type { SessionKey } from '../auth/sessions.ts';
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

/**
 * `GET /api/user/cart`: the lines of the buyer of the session `who`, in one statement that also finds the buyer
 * (none: 401 NoTokenProvided; decision 068).
 */
export async function listCart(db: DbOrTx, who: SessionKey): Promise<CartProduct[]> {
  const rows = await repo.listCart(db, who);
  if (!rows) throw noToken();
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
 * products can be added. One statement (repository `addToLine`), which also finds the buyer of the session `who`
 * (none: 401, nothing written; decision 061); a refusal is explained from what it read.
 */
export async function addToCart(db: Db, who: SessionKey, productId: number, quantity: number, now: Date) {
  // A second try only when a concurrent add to the same line changed it between the read and the upsert.
  for (let attempt = 0; ; attempt++) {
    const { buyerId, product, lineQuantity, line } = await repo.addToLine(db, who, productId, quantity, now);
    if (buyerId === null) throw noToken();
    if (line) {
      return {
        message: CART_MESSAGES.added,
        cartItem: { id: line.id, productId: line.productId, quantity: line.quantity },
      };
    }
    if (!product || !PUBLIC.has(product.status)) throw notFound('Product not found');
    const next = (lineQuantity ?? 0) + quantity;
    if (product.status !== 'Active' || next > product.stock) throw outOfStock(product);
    if (next > CART_LINE_MAX) throw new AppError('ValidationError', CART_MESSAGES.quantityMax, 400);
    if (next > UNITS_PER_PRODUCT_MAX) throw quantityLimit();
    if (attempt >= 2) throw outOfStock(product);
  }
}

/** `PUT /api/user/cart/update/{cartItemId}`: quantity ≥ 1 (schema), at most the stock (409 OutOfStock) and UNITS_PER_PRODUCT_MAX (409 QuantityLimit); 404 unknown line, 403 someone else's. One statement. */
export async function updateCartItem(db: Db, who: SessionKey, cartItemId: number, quantity: number) {
  for (let attempt = 0; ; attempt++) {
    const { buyerId, before, product, line } = await repo.setLineQuantity(db, who, cartItemId, quantity);
    if (buyerId === null) throw noToken();
    if (!before) throw notFound('Cart item not found');
    if (before.userId !== buyerId) throw forbidden();
    if (line) {
      return {
        message: CART_MESSAGES.updated,
        cartItem: { id: line.id, productId: line.productId, quantity: line.quantity },
      };
    }
    // Lowering is always allowed (it only helps); raising needs the stock.
    if (quantity > before.quantity) {
      if (quantity > UNITS_PER_PRODUCT_MAX) throw quantityLimit();
      if (!product || product.status !== 'Active' || quantity > product.stock)
        throw outOfStock(
          product ?? { id: before.productId, name: 'This product', stock: 0, status: 'Inactive' },
        );
    }
    // The line changed or went between the read and the update: read it again.
    if (attempt >= 2) throw notFound('Cart item not found');
  }
}

/** `DELETE /api/user/cart/remove/{cartItemId}`: 404 unknown line, 403 someone else's. One statement. */
export async function removeCartItem(db: Db, who: SessionKey, cartItemId: number) {
  const { buyerId, ownerId } = await repo.deleteOwnLine(db, who, cartItemId);
  if (buyerId === null) throw noToken();
  if (ownerId === null) throw notFound('Cart item not found');
  if (ownerId !== buyerId) throw forbidden();
  return { message: CART_MESSAGES.removed };
}

/** A leaving seller's products leave every cart (in the account deletion's transaction). */
export const removeSellerFromCarts = repo.deleteLinesOfSeller;
