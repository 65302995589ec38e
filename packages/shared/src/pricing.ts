/**
 * Selling price = price − price / 100 × offerPercentage.
 * Computed in integer paise on the server; rupees here for display.
 */
export function sellingPrice(price: number, offerPercentage: number): number {
  // Kept within 0…price: in floating point a 100 % offer can leave -0.00000000006 (found by fast-check).
  return Math.min(price, Math.max(0, price - (price / 100) * offerPercentage));
}

/** Selling price in integer paise from a price in paise (rounded half up). */
export function sellingPricePaise(pricePaise: number, offerPercentage: number): number {
  return Math.round(pricePaise - (pricePaise * offerPercentage) / 100);
}

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

/** The 'Save' badge shows at an offer of 10% or more. */
export const SAVE_BADGE_MIN_OFFER = 10;
export const showSaveBadge = (offerPercentage: number): boolean => offerPercentage >= SAVE_BADGE_MIN_OFFER;

export type DealTier = 'hot' | 'high' | 'medium' | 'low';

/** Deal tiers by offer: hot ≥ 60, high 30–59, medium 15–29, low < 15. */
export function dealTier(offerPercentage: number): DealTier {
  if (offerPercentage >= 60) return 'hot';
  if (offerPercentage >= 30) return 'high';
  if (offerPercentage >= 15) return 'medium';
  return 'low';
}
