import type { ComponentProps, ReactNode } from 'react';
import { DataTable, type DataTableQuery } from '@/components/data-table';
import type { TablePager } from '@/components/table-pager';

/** A query answering one page of a server-paged list: its rows and how many match in all. */
export type PageQuery<T> = DataTableQuery & {
  isFetching: boolean;
  data?: { items: readonly T[]; total: number };
};

/**
 * A `DataTable` over one page of a list paged on the server: one row per item of the query's page (drawn by
 * `children`), busy while another page loads, and the pager `pager` makes for the list's total.
 */
export function PagedTable<T>({
  query,
  pager,
  children,
  ...table
}: Omit<ComponentProps<typeof DataTable>, 'busy' | 'query' | 'count' | 'pager' | 'children'> & {
  query: PageQuery<T>;
  pager: (total: number) => ComponentProps<typeof TablePager>;
  children: (row: T) => ReactNode;
}) {
  const rows = query.data?.items ?? [];
  return (
    <DataTable
      {...table}
      busy={query.isFetching}
      query={query}
      count={rows.length}
      pager={pager(query.data?.total ?? 0)}
    >
      {rows.map((row) => children(row))}
    </DataTable>
  );
}
