import * as repo from './repository.ts';

/**
 * The units on hand of every product (the `product_stock` rows, decision 029) have this one writer. Taking units
 * (a reservation, a lapsed one taken again) and giving them back (an expiry, a cancel, a return) happen in the
 * caller's transaction; each says whether the product's sold-out status flipped, which the caller reports to the
 * public answers once committed (catalog/changes.ts).
 */
export const reserveStock = repo.reserveStock;
/** Puts units back on a product's stock (an expiry, a cancel or a return by the buyer, the seller or an admin). */
export const returnStock = repo.returnStock;
/** A seller's or an admin's count of the units on hand. */
export const setStock = repo.setStock;
