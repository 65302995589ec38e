import { Link } from 'react-router';
import { ADMIN_PAGE_SIZES } from '@electrohub/shared/admin-paging';
import { PagedTable } from '@/components/paged-table';
import { PayoutAmountCell, PayoutReferenceCell, PayoutStatusCell } from '@/components/payout-cells';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import type { usePaging } from '@/hooks/use-paging';
import type { usePayouts } from '../api/payouts';
import { PayoutModeLabel } from './payout-mode';

const time = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS = [
  { header: 'Date', className: 'hidden sm:table-cell' },
  { header: 'Seller' },
  { header: 'Amount', className: 'text-right' },
  { header: 'Status' },
  { header: 'Mode', className: 'hidden sm:table-cell' },
  { header: 'Reference', className: 'hidden md:table-cell' },
];

/** Every payout, newest first: who, how much, where it stands (a failed one says why) and how it was sent. */
export function PayoutsTable({
  query,
  paging,
}: {
  query: ReturnType<typeof usePayouts>;
  paging: ReturnType<typeof usePaging>;
}) {
  return (
    <PagedTable
      label="Payouts"
      columns={COLUMNS}
      query={query}
      empty="No payouts yet."
      placeholders={5}
      pager={(total) => ({ ...paging.pager(total), sizes: ADMIN_PAGE_SIZES })}
    >
      {(p) => (
        <TableRow key={p.id} data-status={p.status}>
          <TableCell className="hidden whitespace-nowrap sm:table-cell">
            <time dateTime={p.createdAt}>{time.format(new Date(p.createdAt))}</time>
          </TableCell>
          <TableCell className="max-w-56 min-w-36">
            <Link
              to={paths.admin.sellerInfo.href({ id: p.seller.id })}
              className="block truncate font-medium hover:underline"
            >
              {p.seller.name}
            </Link>
            {/* Phones: the date and the mode under the seller (the status column keeps to its dot and word). */}
            <time dateTime={p.createdAt} className="block text-xs text-muted-foreground sm:hidden">
              {time.format(new Date(p.createdAt))}
            </time>
            <PayoutModeLabel mode={p.mode} className="mt-1 flex sm:hidden" />
          </TableCell>
          <PayoutAmountCell amount={p.amount} />
          <PayoutStatusCell status={p.status} failureReason={p.failureReason} />
          <TableCell className="hidden sm:table-cell">
            <PayoutModeLabel mode={p.mode} />
          </TableCell>
          <PayoutReferenceCell providerRef={p.providerRef} className="hidden md:table-cell" />
        </TableRow>
      )}
    </PagedTable>
  );
}
