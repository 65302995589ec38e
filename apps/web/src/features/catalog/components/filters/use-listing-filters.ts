import { readListingFilters, writeListingFilters, type ListingFilters } from '@electrohub/shared/storefront';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The filters of a listing page, kept in its URL (`?brand=Samsung,OnePlus&minPrice=…`, docs/decisions/041): the
 * current ones and a setter. Each change is a history entry, so Back undoes it; the page is shared and
 * reloaded as it is. Other parameters (`q`, `sort`) stay.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // One object per URL, so queries keyed by it stay stable between renders.
  const filters = useMemo(() => readListingFilters(new URLSearchParams(text)), [text]);
  const setFilters = (next: ListingFilters) =>
    setParams((p) => writeListingFilters(p, next), { preventScrollReset: true });
  return [filters, setFilters] as const;
}
