import { useState } from 'react';

/**
 * A list's page and page size kept in the component (not in the address). Choosing another page size goes
 * back to page 1; `pager(total)` gives `TablePager` its props.
 */
export function usePaging(defaultSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(defaultSize);
  const setPageSize = (size: number) => {
    setSize(size);
    setPage(1);
  };
  return {
    page,
    pageSize,
    setPage,
    setPageSize,
    pager: (total: number) => ({
      page,
      pageSize,
      total,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
    }),
  };
}

/**
 * Paging over a list already loaded (a seller's own products, a detail page's tabs): the current slice, the
 * offset of its first row, the pager's props, and `firstPage` for when a filter changes. A page past the end
 * (the list shrank) shows the last page.
 */
export function useClientPage<T>(rows: readonly T[], defaultSize: number) {
  const { page, pageSize, setPage, setPageSize } = usePaging(defaultSize);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pageCount);
  return {
    visible: rows.slice((current - 1) * pageSize, current * pageSize),
    offset: (current - 1) * pageSize,
    pageSize,
    firstPage: () => setPage(1),
    pager: {
      page: current,
      pageSize,
      total: rows.length,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
    },
  };
}
