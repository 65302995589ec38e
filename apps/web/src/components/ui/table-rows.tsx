import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-error';

/** Placeholder rows while a table's data loads (`height`: the skeleton bar's height class). */
export function LoadingRows({
  rows,
  columns,
  height = 'h-8',
}: {
  rows: number;
  columns: number;
  height?: string;
}) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i} aria-hidden>
      <TableCell colSpan={columns}>
        <Skeleton className={`${height} w-full`} />
      </TableCell>
    </TableRow>
  ));
}

/** The one row of an empty or failed table ('Sellers not available', …). */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="h-24 text-center whitespace-normal text-muted-foreground">
        {text}
      </TableCell>
    </TableRow>
  );
}

/**
 * A list's body while it is not rows: placeholders while loading, the error (the server's message unless
 * `errorText` is given), or the empty text; nothing once there are rows.
 */
export function ListStateRows({
  query,
  count,
  rows,
  columns,
  empty,
  errorText,
  height,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  count: number;
  rows: number;
  columns: number;
  empty: string;
  errorText?: string;
  height?: string;
}) {
  if (query.isPending) return <LoadingRows rows={rows} columns={columns} height={height} />;
  if (query.isError) return <EmptyRow columns={columns} text={errorText ?? errorMessage(query.error)} />;
  if (count === 0) return <EmptyRow columns={columns} text={empty} />;
  return null;
}
