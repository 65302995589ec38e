import { z } from 'zod';
import { CART_LINE_MAX, CART_MESSAGES } from './cart-constants.ts';
import { productPriceFields } from './catalog.ts';
import { idParam } from './ids.ts';
import { PRODUCT_STATUSES } from './storefront.ts';

// The zod-free part (limits, messages, subtotal) lives in cart-constants.ts; re-exported for the server.
export * from './cart-constants.ts';

/**
 * Cart contract (docs/product.md#money-and-prices). Prices are rupees in the API,
 * integer paise in the database; the server is the authority on price and stock.
 */

export const productImageSchema = z.object({ url: z.string() });

/**
 * A product as the wishlist and the cart show it.
 * `price` and `sellingPrice` are rupees; `available` is the server's word on whether it can be bought now.
 */
export const buyerProductSchema = z.object({
  ...productPriceFields,
  status: z.enum(PRODUCT_STATUSES),
  stock: z.number().int(),
  available: z.boolean(),
  images: z.array(productImageSchema),
  sellerId: z.number().int().nullable(),
  categoryName: z.string(),
});
export type BuyerProduct = z.infer<typeof buyerProductSchema>;

/** A cart line: the product plus `quantity` and `cartItemId`. */
export const cartProductSchema = buyerProductSchema.extend({
  quantity: z.number().int(),
  cartItemId: z.number().int(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** `GET /api/user/cart` */
export const cartAnswer = z.object({ products: z.array(cartProductSchema) });
export type CartAnswer = z.infer<typeof cartAnswer>;

/**
 * A quantity as the client sends it: the original client sends the text '1', so digits in a string
 * are accepted as well as numbers. At least 1.
 */
export const quantityField = z
  .union([
    z.number(CART_MESSAGES.quantityMin),
    z
      .string(CART_MESSAGES.quantityMin)
      .trim()
      .regex(/^-?\d+$/, CART_MESSAGES.quantityMin)
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .int(CART_MESSAGES.quantityMin)
      .min(1, CART_MESSAGES.quantityMin)
      .max(CART_LINE_MAX, CART_MESSAGES.quantityMax),
  );

/** `POST /api/user/cart/add/{productId}` body: `{ quantity: '1' }`; an empty body adds one. */
export const addToCartRequest = z.object({ quantity: quantityField.optional() }).strict();
export type AddToCartRequest = z.input<typeof addToCartRequest>;

/** `PUT /api/user/cart/update/{cartItemId}` body. */
export const updateCartRequest = z.object({ quantity: quantityField }).strict();
export type UpdateCartRequest = z.input<typeof updateCartRequest>;

export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int(),
});

/** Answer of add and update: the line as stored now. */
export const cartChangeAnswer = z.object({ message: z.string(), cartItem: cartItemSchema });
export type CartChangeAnswer = z.infer<typeof cartChangeAnswer>;

export const messageAnswer = z.object({ message: z.string() });

export const productIdParams = z.object({ productId: idParam });
export const cartItemIdParams = z.object({ cartItemId: idParam });
