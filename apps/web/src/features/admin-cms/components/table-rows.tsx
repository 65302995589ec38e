import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';

/** Loading, failed and empty states of a CMS table body; null when there are rows to show. */
export function TableState({
  loading,
  error,
  empty,
  columns,
  emptyText,
}: {
  loading: boolean;
  error: boolean;
  empty: boolean;
  columns: number;
  emptyText: string;
}) {
  if (loading)
    return Array.from({ length: 3 }, (_, i) => (
      <TableRow key={i}>
        {Array.from({ length: columns }, (_, j) => (
          <TableCell key={j}>
            <Skeleton className="h-8 w-full" />
          </TableCell>
        ))}
      </TableRow>
    ));
  if (error || empty)
    return (
      <TableRow>
        <TableCell colSpan={columns} className="py-10 text-center text-muted-foreground">
          {error ? 'Could not load this list. Please try again.' : emptyText}
        </TableCell>
      </TableRow>
    );
  return null;
}
