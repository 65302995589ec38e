import { DownloadIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZES } from '@electrohub/shared/admin-paging';
import { formatDate, formatINRPaise, truncate } from '@electrohub/shared/format';
import type { LedgerEntry } from '@electrohub/shared/money';
import { PagedTable } from '@/components/paged-table';
import { TableCard } from '@/components/table-card';
import { Button } from '@/components/ui/button';
import { CardDescription, CardTitle } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import type { usePaging } from '@/hooks/use-paging';
import { cn } from '@/lib/cn';
import { statementCsvHref, type useSellerPayouts } from '../api/get-payouts';
import { ENTRY_LABELS } from './entry-labels';

const COLUMNS = [
  { header: 'Date', className: 'hidden sm:table-cell' },
  { header: 'Entry' },
  { header: 'Order item' },
  { header: 'Amount', className: 'text-right' },
];

/** Product names are cut to 40 characters in the statement. */
const NAME_MAX = 40;

function What({ entry }: { entry: LedgerEntry }) {
  if (entry.orderItemId !== null)
    return (
      <Link
        to={paths.seller.orderAlt.href({ orderId: entry.orderItemId })}
        className="text-primary hover:underline"
        title={entry.productName ?? undefined}
      >
        #{entry.orderItemId}
        {/* On phones the item number alone is shown (the name is still read), so the amount stays in view. */}
        {entry.productName && (
          <span className="sr-only sm:not-sr-only"> · {truncate(entry.productName, NAME_MAX)}</span>
        )}
      </Link>
    );
  if (entry.payoutId !== null) return <span className="text-muted-foreground">Payout #{entry.payoutId}</span>;
  return <span className="text-muted-foreground">—</span>;
}

/** Every ledger entry, newest first, paged; the amount is what the entry added to or took from the balance. */
export function StatementTable({
  query,
  paging,
}: {
  query: ReturnType<typeof useSellerPayouts>;
  paging: ReturnType<typeof usePaging>;
}) {
  const page = {
    ...query,
    data: query.data && { items: query.data.entries, total: query.data.entriesTotal },
  };
  return (
    <TableCard
      header={
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>Statement</CardTitle>
            <CardDescription>
              Sales enter when delivered; commission, refunds and payouts are taken from them.
            </CardDescription>
          </div>
          <Button asChild variant="outline" size="sm">
            <a href={statementCsvHref} download>
              <DownloadIcon aria-hidden /> Download CSV
            </a>
          </Button>
        </div>
      }
    >
      <PagedTable
        label="Statement"
        columns={COLUMNS}
        query={page}
        empty="No entries yet. Sales appear here once an order item is delivered."
        placeholders={5}
        pager={(total) => ({ ...paging.pager(total), sizes: ADMIN_PAGE_SIZES })}
      >
        {(entry) => (
          <TableRow key={entry.id} data-type={entry.type}>
            <TableCell className="hidden whitespace-nowrap sm:table-cell">
              <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {ENTRY_LABELS[entry.type]}
              <time dateTime={entry.createdAt} className="block text-xs text-muted-foreground sm:hidden">
                {formatDate(entry.createdAt)}
              </time>
            </TableCell>
            <TableCell className="sm:min-w-48">
              <What entry={entry} />
            </TableCell>
            <TableCell
              className={cn(
                'text-right font-medium whitespace-nowrap tabular-nums',
                entry.amount < 0 ? 'text-destructive' : 'text-success',
              )}
            >
              {entry.amount > 0 ? '+' : ''}
              {formatINRPaise(entry.amount)}
            </TableCell>
          </TableRow>
        )}
      </PagedTable>
    </TableCard>
  );
}
