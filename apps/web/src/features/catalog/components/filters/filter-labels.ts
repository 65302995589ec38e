import { formatINR } from '@electrohub/shared/format';
import type { ListingFilters } from '@electrohub/shared/storefront';

/** 'Under ₹10,000', '₹10,000 – ₹30,000', '₹50,000 and above'. */
export function priceLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${formatINR(min)} – ${formatINR(max)}`;
  if (max !== undefined) return `Under ${formatINR(max)}`;
  return `${formatINR(min ?? 0)} and above`;
}
export const ratingLabel = (min: number) => `${min}★ & up`;
export const offerLabel = (min: number) => `${min} % or more`;

/** The quick price ranges offered above the slider (rupees). */
export const QUICK_PRICES: { min?: number; max?: number }[] = [
  { max: 10_000 },
  { min: 10_000, max: 20_000 },
  { min: 20_000, max: 50_000 },
  { min: 50_000 },
];

/** One chip per active filter: its label and the filters without it. */
export function filterChips(f: ListingFilters): { key: string; label: string; without: ListingFilters }[] {
  const chips = f.brand.map((b) => ({
    key: `brand:${b}`,
    label: b,
    without: { ...f, brand: f.brand.filter((x) => x !== b) },
  }));
  if (f.minPrice !== undefined || f.maxPrice !== undefined)
    chips.push({
      key: 'price',
      label: priceLabel(f.minPrice, f.maxPrice),
      without: { ...f, minPrice: undefined, maxPrice: undefined },
    });
  if (f.minRating !== undefined)
    chips.push({ key: 'rating', label: ratingLabel(f.minRating), without: { ...f, minRating: undefined } });
  if (f.minOffer !== undefined)
    chips.push({ key: 'offer', label: offerLabel(f.minOffer), without: { ...f, minOffer: undefined } });
  if (f.inStock) chips.push({ key: 'stock', label: 'In stock only', without: { ...f, inStock: false } });
  return chips;
}
