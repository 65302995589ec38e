import { z } from 'zod';
import { buyerProductSchema } from './cart.ts';

/** Wishlist contract. */

/** `GET /api/user/wishlist`: the wishlisted products that are still public, newest first. */
export const wishlistAnswer = z.object({ products: z.array(buyerProductSchema) });
export type WishlistAnswer = z.infer<typeof wishlistAnswer>;

/** `GET /api/user/wishlist/wishlistproducts`: just the ids (for the hearts on cards). */
export const wishlistIdsAnswer = z.object({ wishlist: z.array(z.number().int()) });
export type WishlistIdsAnswer = z.infer<typeof wishlistIdsAnswer>;

/** `POST /api/user/wishlist/{productId}` toggles; `wishlisted` is the state after the call. */
export const wishlistToggleAnswer = z.object({ message: z.string(), wishlisted: z.boolean() });
export type WishlistToggleAnswer = z.infer<typeof wishlistToggleAnswer>;
