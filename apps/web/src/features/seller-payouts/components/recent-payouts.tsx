import { formatDate } from '@electrohub/shared/format';
import { DataTable } from '@/components/data-table';
import { PayoutAmountCell, PayoutReferenceCell, PayoutStatusCell } from '@/components/payout-cells';
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
            <PayoutAmountCell amount={p.amount} />
            <PayoutStatusCell status={p.status} failureReason={p.failureReason} />
            <PayoutReferenceCell providerRef={p.providerRef} className="hidden sm:table-cell" />
          </TableRow>
        ))}
      </DataTable>
    </TableCard>
  );
}
