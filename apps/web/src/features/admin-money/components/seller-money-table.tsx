import { Link } from 'react-router';
import { ADMIN_PAGE_SIZES } from '@electrohub/shared/admin-paging';
import { formatINRPaise } from '@electrohub/shared/format';
import { PagedTable } from '@/components/paged-table';
import { SellerStatusDot } from '@/components/status-dot';
import { Checkbox } from '@/components/ui/checkbox';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import type { usePaging } from '@/hooks/use-paging';
import { cn } from '@/lib/cn';
import type { useSellerMoney } from '../api/seller-money';

const money = (n: number) => formatINRPaise(n);
type Figure = 'sold' | 'commission' | 'refunds' | 'paidOut' | 'pending' | 'available' | 'owed';
/** On phones only what a payout run acts on shows: available and owed. */
const WIDE = 'hidden md:table-cell';
const FIGURES: { key: Figure; header: string; className?: string }[] = [
  { key: 'sold', header: 'Sold', className: WIDE },
  { key: 'commission', header: 'Commission', className: WIDE },
  { key: 'refunds', header: 'Refunds', className: WIDE },
  { key: 'paidOut', header: 'Paid out', className: WIDE },
  { key: 'pending', header: 'Pending', className: WIDE },
  { key: 'available', header: 'Available' },
  { key: 'owed', header: 'Owed' },
];

/**
 * Per seller, from the ledger: what was sold, the commission kept, refunds, what was paid out and what is owed
 * (pending inside the hold plus available). A checkbox picks the sellers a payout run pays.
 */
export function SellerMoneyTable({
  query,
  paging,
  selected,
  onToggle,
}: {
  query: ReturnType<typeof useSellerMoney>;
  paging: ReturnType<typeof usePaging>;
  selected: ReadonlySet<number>;
  onToggle: (sellerId: number, on: boolean) => void;
}) {
  return (
    <PagedTable
      label="Seller balances"
      columns={[
        { key: 'pick', header: <span className="sr-only">Pay</span>, className: 'w-10' },
        { header: 'Seller' },
        { header: 'Status', className: 'hidden sm:table-cell' },
        ...FIGURES.map((f) => ({ header: f.header, className: cn('text-right', f.className) })),
        { header: 'Bank details', className: 'hidden sm:table-cell' },
      ]}
      query={query}
      empty="No seller has sold anything yet."
      placeholders={5}
      pager={(total) => ({ ...paging.pager(total), sizes: ADMIN_PAGE_SIZES })}
    >
      {(row) => (
        <TableRow key={row.sellerId} data-seller={row.sellerId}>
          <TableCell>
            <Checkbox
              aria-label={`Pay ${row.name}`}
              checked={selected.has(row.sellerId)}
              disabled={row.available <= 0 || !row.hasBankDetails}
              onCheckedChange={(on) => onToggle(row.sellerId, on === true)}
            />
          </TableCell>
          <TableCell className="max-w-56 min-w-40">
            <Link
              to={paths.admin.sellerInfo.href({ id: row.sellerId })}
              className="block truncate font-medium hover:underline"
            >
              {row.name}
            </Link>
            <span className="block truncate text-xs text-muted-foreground">{row.email}</span>
            <SellerStatusDot status={row.status} className="text-xs sm:hidden" />
          </TableCell>
          <TableCell className="hidden sm:table-cell">
            <SellerStatusDot status={row.status} />
          </TableCell>
          {FIGURES.map((f) => (
            <TableCell
              key={f.key}
              className={cn(
                'text-right whitespace-nowrap tabular-nums',
                f.className,
                f.key === 'owed' && 'font-semibold',
              )}
            >
              {money(row[f.key])}
            </TableCell>
          ))}
          <TableCell className="hidden whitespace-nowrap sm:table-cell">
            {row.hasBankDetails ? 'Given' : <span className="text-muted-foreground">Missing</span>}
          </TableCell>
        </TableRow>
      )}
    </PagedTable>
  );
}
