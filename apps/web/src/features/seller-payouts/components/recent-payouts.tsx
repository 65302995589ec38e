import { formatDate, formatINRPaise } from '@electrohub/shared/format';
import { DataTable } from '@/components/data-table';
import { PayoutStatusDot } from '@/components/status-dot';
import { TableCard } from '@/components/table-card';
import { CardDescription, CardTitle } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import type { useSellerPayouts } from '../api/get-payouts';

const COLUMNS = [
  { header: 'Date' },
  { header: 'Amount', className: 'text-right' },
  { header: 'Status' },
  { header: 'Reference', className: 'hidden sm:table-cell' },
];

/** The latest payouts to this seller and where each stands; a failed one says why. */
export function RecentPayouts({ query }: { query: ReturnType<typeof useSellerPayouts> }) {
  const payouts = query.data?.payouts ?? [];
  return (
    <TableCard
      header={
        <>
          <CardTitle>Payouts</CardTitle>
          <CardDescription>The latest payouts to your bank account.</CardDescription>
        </>
      }
    >
      <DataTable
        label="Payouts"
        columns={COLUMNS}
        query={query}
        count={payouts.length}
        empty="No payouts yet."
      >
        {payouts.map((p) => (
          <TableRow key={p.id}>
            <TableCell className="whitespace-nowrap">
              <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
            </TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
              {formatINRPaise(p.amount)}
            </TableCell>
            <TableCell>
              <PayoutStatusDot status={p.status} />
              {p.failureReason && (
                <span className="block text-xs text-muted-foreground">{p.failureReason}</span>
              )}
            </TableCell>
            <TableCell className="hidden font-mono text-xs text-muted-foreground sm:table-cell">
              {p.providerRef ?? '—'}
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </TableCard>
  );
}
