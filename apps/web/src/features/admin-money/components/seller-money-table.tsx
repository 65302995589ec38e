import { Link } from 'react-router';
import { ADMIN_PAGE_SIZES } from '@electrohub/shared/admin-paging';
import { formatINRPaise } from '@electrohub/shared/format';
import { PagedTable } from '@/components/paged-table';
import { SellerStatusDot } from '@/components/status-dot';
import { Checkbox } from '@/components/ui/checkbox';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import type { usePaging } from '@/hooks/use-paging';
import type { useSellerMoney } from '../api/seller-money';

const money = (n: number) => formatINRPaise(n);
type Figure = 'sold' | 'commission' | 'refunds' | 'paidOut' | 'pending' | 'available' | 'owed';
const FIGURES: { key: Figure; header: string }[] = [
  { key: 'sold', header: 'Sold' },
  { key: 'commission', header: 'Commission' },
  { key: 'refunds', header: 'Refunds' },
  { key: 'paidOut', header: 'Paid out' },
  { key: 'pending', header: 'Pending' },
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
        { header: 'Status' },
        ...FIGURES.map((f) => ({ header: f.header, className: 'text-right' })),
        { header: 'Bank details' },
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
          </TableCell>
          <TableCell>
            <SellerStatusDot status={row.status} />
          </TableCell>
          {FIGURES.map((f) => (
            <TableCell
              key={f.key}
              className={`text-right whitespace-nowrap tabular-nums ${f.key === 'owed' ? 'font-semibold' : ''}`}
            >
              {money(row[f.key])}
            </TableCell>
          ))}
          <TableCell className="whitespace-nowrap">
            {row.hasBankDetails ? 'Given' : <span className="text-muted-foreground">Missing</span>}
          </TableCell>
        </TableRow>
      )}
    </PagedTable>
  );
}
