import { writeListingFilters, type ListingFilters } from '@electrohub/shared/storefront';
import type { CallQuery } from './api';

/** The filter part of the listing's query, the same for the list, the search and the facets. */
export type ListingFilterQuery = Pick<
  CallQuery<'GET /api/user/products'>,
  'brand' | 'minPrice' | 'maxPrice' | 'minRating' | 'minOffer' | 'inStock'
>;

/**
 * The filter panel's choice as query values, spelled by `writeListingFilters` (the one spelling the page URLs use
 * too), so the API and the address bar never disagree.
 */
export function listingFilterQuery(filters: ListingFilters): ListingFilterQuery {
  const query: Record<string, string> = {};
  writeListingFilters(
    {
      set: (name, value) => void (query[name] = value),
      delete: (name) => void delete query[name],
    },
    filters,
  );
  return query;
}
