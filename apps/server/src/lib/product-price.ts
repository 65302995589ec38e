import { toRupees } from '@electrohub/shared/pricing';

/** The stored price columns of a product (`productPriceColumns` in db/product-columns.ts selects them). */
export interface StoredPrice {
  id: number;
  name: string;
  description: string;
  pricePaise: number;
  offerPercentage: number;
  sellingPricePaise: number;
}

/**
 * The start of every product in an answer (cart, wishlist, orders, seller and admin products): id, name,
 * description, the offer, and the list and selling prices in rupees.
 */
export function priceSummary(row: StoredPrice) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: toRupees(row.pricePaise),
    offerPercentage: row.offerPercentage,
    sellingPrice: toRupees(row.sellingPricePaise),
  };
}

/** {@link priceSummary} plus the stock, status and category that the seller's and the admin's products show. */
export function stockedSummary<S extends string>(
  row: StoredPrice & { stock: number; status: S; categoryName: string },
) {
  return { ...priceSummary(row), stock: row.stock, status: row.status, categoryName: row.categoryName };
}
