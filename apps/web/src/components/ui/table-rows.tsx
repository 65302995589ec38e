import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';

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
