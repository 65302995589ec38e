import { useMemo, useState } from 'react';
import { SELLER_DEFAULT_PAGE_SIZE, SELLER_PAGE_SIZES } from '@electrohub/shared/seller';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useClientPage } from '@/hooks/use-paging';

/**
 * A seller's own list, loaded whole and filtered in the browser by a tab and the search box's words (trimmed,
 * lower-cased, applied 300 ms after typing pauses): the rows `keep` lets through, paged with the seller page
 * sizes. Choosing a tab or typing goes back to page 1. `keep` must be the same function on every render.
 */
export function useSellerListFilter<T, Tab extends string>(
  rows: readonly T[],
  firstTab: NoInfer<Tab>,
  keep: (row: T, tab: Tab, words: string) => boolean,
) {
  const [tab, setTab] = useState<Tab>(firstTab);
  const [search, setSearch] = useState('');
  const words = useDebouncedValue(search.trim().toLowerCase(), 300);
  const filtered = useMemo(() => rows.filter((row) => keep(row, tab, words)), [rows, tab, words, keep]);
  const { visible, offset, pageSize, firstPage, pager } = useClientPage(filtered, SELLER_DEFAULT_PAGE_SIZE);
  return {
    tab,
    search,
    visible,
    offset,
    pageSize,
    pager: { ...pager, sizes: SELLER_PAGE_SIZES },
    chooseTab: (next: Tab) => {
      setTab(next);
      firstPage();
    },
    setSearch: (next: string) => {
      setSearch(next);
      firstPage();
    },
  };
}
