import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_PAGE_SIZES } from '@electrohub/shared/admin-people';
import { DataTable } from '@/components/data-table';
import { TableCell, TableRow } from '@/components/ui/table';
import type { useListParams } from '@/hooks/use-list-params';
import type { ListPage } from '@/lib/api';
import { PersonLink } from './person-avatar';

type Person = { id: number; name: string; pfp?: string | null };

/** A column after 'Sr No.' and the person's name: its header (text or node) and the row's `<TableCell>`. */
export type PeopleColumn<T> = {
  key: string;
  header: ReactNode;
  className?: string;
  cell: (row: T) => ReactNode;
};

/**
 * An admin people list: 'Sr No.', the person (avatar and a link to the detail page), the other
 * columns, and the pager, paged through the address (`useListParams`). A page past the end (the list shrank, or a
 * hand-typed address) shows the last page instead; a failure is logged and said in the table.
 */
export function PeopleTable<T extends Person>({
  label,
  what,
  nameHeader,
  columns,
  query,
  list,
  detailHref,
  openOn,
  empty,
}: {
  /** The table's accessible name. */
  label: string;
  /** What the list holds, for the console: 'buyers', 'sellers'. */
  what: string;
  nameHeader: string;
  columns: PeopleColumn<T>[];
  query: UseQueryResult<ListPage<T>>;
  list: ReturnType<typeof useListParams>;
  detailHref: (id: number) => string;
  /** Which pointer gesture on a row opens the person (the name is a link either way). */
  openOn: 'click' | 'doubleClick';
  empty: string;
}) {
  const navigate = useNavigate();
  const rows = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / list.limit));

  const { update } = list;
  useEffect(() => {
    if (query.data && total > 0 && list.page > pageCount)
      update({ page: pageCount, limit: list.limit }, true);
  }, [query.data, total, list.page, list.limit, pageCount, update]);

  useEffect(() => {
    if (query.error) console.error(`${what} list failed`, query.error);
  }, [query.error, what]);

  const target = (id: number) => `${detailHref(id)}?returnPage=${list.page}`;
  const state = list.backState;

  return (
    <DataTable
      label={label}
      busy={query.isFetching}
      columns={[{ header: 'Sr No.', className: 'w-16' }, { key: 'name', header: nameHeader }, ...columns]}
      query={query}
      count={rows.length}
      empty={empty}
      failureOverRows
      placeholders={list.limit}
      pager={{
        page: Math.min(list.page, pageCount),
        pageSize: list.limit,
        total,
        sizes: ADMIN_PAGE_SIZES,
        onPageChange: list.setPage,
        onPageSizeChange: list.setLimit,
      }}
    >
      {rows.map((row, i) => {
        const open = () => void navigate(target(row.id), { state });
        return (
          <TableRow
            key={row.id}
            className="cursor-pointer"
            onClick={openOn === 'click' ? open : undefined}
            onDoubleClick={openOn === 'doubleClick' ? open : undefined}
          >
            <TableCell className="tabular-nums">{(list.page - 1) * list.limit + i + 1}</TableCell>
            <TableCell className="max-w-64">
              <PersonLink name={row.name} pfp={row.pfp} to={target(row.id)} state={state} />
            </TableCell>
            {columns.map((column) => (
              <Fragment key={column.key}>{column.cell(row)}</Fragment>
            ))}
          </TableRow>
        );
      })}
    </DataTable>
  );
}
