import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';

/** Placeholder rows while a page loads. */
export function LoadingRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i} aria-hidden>
      <TableCell colSpan={columns}>
        <Skeleton className="h-8 w-full" />
      </TableCell>
    </TableRow>
  ));
}

/** The one row of an empty table ('Sellers not available', …). */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="h-24 text-center whitespace-normal text-muted-foreground">
        {text}
      </TableCell>
    </TableRow>
  );
}

/** A paged list's body while it is not rows: placeholders while loading, the error, or the empty text. */
export function ListStateRows({
  query,
  count,
  rows,
  columns,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; error: Error | null };
  count: number;
  rows: number;
  columns: number;
  empty: string;
}) {
  if (query.isPending) return <LoadingRows rows={rows} columns={columns} />;
  if (query.isError) return <EmptyRow columns={columns} text={query.error?.message ?? ''} />;
  if (query.isSuccess && count === 0) return <EmptyRow columns={columns} text={empty} />;
  return null;
}
