import { useState } from 'react';

/** Paging over a list already loaded (a detail page's tabs): the current slice and the pager's props. */
export function useClientPage<T>(rows: readonly T[], defaultSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultSize);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pageCount);
  return {
    visible: rows.slice((current - 1) * pageSize, current * pageSize),
    offset: (current - 1) * pageSize,
    pager: {
      page: current,
      pageSize,
      total: rows.length,
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
    },
  };
}
