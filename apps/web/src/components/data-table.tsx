import type { ComponentProps, ReactNode } from 'react';
import { TablePager } from '@/components/table-pager';
import { EmptyRow, LoadingRows } from '@/components/ui/table-rows';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-error';

/** One column's header cell: its text (or node) and class. */
export type DataColumn = { key?: string; header: ReactNode; className?: string };

/** Where the rows come from: placeholders while `isPending`, the failure text once `isError` and no rows. */
export type DataTableQuery = { isPending: boolean; isError: boolean; error: Error | null };

/**
 * The table of every admin and seller list: the header row, then while there are no rows one body row saying
 * why (placeholder rows while loading, the failure, or the empty text), then the caller's rows, and the pager
 * below when `pager` is given. The table scrolls sideways inside its card on phones (`Table`).
 */
export function DataTable({
  label,
  busy,
  columns,
  query,
  count,
  empty,
  failed,
  placeholders = 3,
  placeholderHeight,
  failureOverRows = false,
  pager,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  /** `aria-busy` while a new page loads (left out when not given). */
  busy?: boolean;
  columns: readonly DataColumn[];
  /** Without a query (rows already loaded) there is no loading or failed state. */
  query?: DataTableQuery;
  /** How many rows the caller renders now. */
  count: number;
  empty: string;
  /** What a failed load says: the error's own message unless given; `false` says the empty text instead. */
  failed?: string | false;
  /** How many placeholder rows show while loading, and their bar's height class. */
  placeholders?: number;
  placeholderHeight?: string;
  /** Say a failed reload even above the rows still shown from the last load (by default only while empty). */
  failureOverRows?: boolean;
  pager?: ComponentProps<typeof TablePager>;
  children: ReactNode;
}) {
  const span = columns.length;
  const failure = query?.isError && failed !== false ? (failed ?? errorMessage(query.error)) : null;
  let state: ReactNode = null;
  if (query?.isPending) state = <LoadingRows rows={placeholders} columns={span} height={placeholderHeight} />;
  else if (failure !== null && (count === 0 || failureOverRows))
    state = <EmptyRow columns={span} text={failure} />;
  else if (count === 0) state = <EmptyRow columns={span} text={empty} />;
  return (
    <>
      <Table aria-busy={busy} aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((column, i) => (
              <TableHead
                key={column.key ?? (typeof column.header === 'string' ? column.header : i)}
                className={column.className}
              >
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {state}
          {children}
        </TableBody>
      </Table>
      {pager && <TablePager {...pager} />}
    </>
  );
}
