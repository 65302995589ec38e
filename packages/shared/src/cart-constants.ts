/**
 * The cart's limits, messages and subtotal, without zod so the storefront's first JavaScript can use them
 * cheaply. `cart.ts` re-exports all of it next to the cart's request and answer schemas.
 */

/**
 * Units of one product a buyer may hold in the cart and buy in one order (docs/decisions/023): a reservation
 * takes stock from everyone else for 15 minutes, so one buyer cannot hold a product's whole stock unpaid.
 * More answers 409 `QuantityLimit` with `CART_MESSAGES.perProductMax` and `{ max }`.
 */
export const UNITS_PER_PRODUCT_MAX = 10;

export const CART_MESSAGES = {
  quantityMin: 'Quantity must be at least 1',
  quantityMax: 'Quantity is too large',
  added: 'Product added to cart',
  updated: 'Cart updated',
  removed: 'Product removed from cart',
  loginRequired: 'Please login to add items to cart',
  empty: 'Your cart is empty',
  perProductMax: `You can buy at most ${UNITS_PER_PRODUCT_MAX} units of a product in one order`,
} as const;

/** Quantity sent when adding to the cart. */
export const ADD_TO_CART_QUANTITY = 1;
/** Upper bound of a quantity in a request, whatever the stock (keeps totals far from integer limits). */
export const CART_LINE_MAX = 100;

/** Subtotal in rupees: selling price × quantity summed. Computed in paise to avoid drift. */
export function cartSubtotal(lines: readonly { sellingPrice: number; quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + Math.round(l.sellingPrice * 100) * l.quantity, 0) / 100;
}
