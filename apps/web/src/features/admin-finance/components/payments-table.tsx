import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ADMIN_FINANCE_DEFAULT_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  FINANCE_MESSAGES,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATES,
  PAYMENT_STATE_LABELS,
  type PaymentState,
} from '@electrohub/shared/admin-finance';
import { formatDate, formatINR } from '@electrohub/shared/format';
import { FilterTabs } from '@/components/filter-tabs';
import { PagedTable } from '@/components/paged-table';
import { SearchField } from '@/components/search-field';
import { TableCard, TableCardTitle } from '@/components/table-card';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePayments } from '../api/get-payments';
import { PaymentStateBadge } from './payment-state-badge';

const TABS = [
  { value: 'all', label: 'All' },
  ...PAYMENT_STATES.map((state) => ({ value: state, label: PAYMENT_STATE_LABELS[state] })),
];
const COLUMNS = [
  { header: 'Date', className: 'hidden sm:table-cell' },
  { header: 'Buyer' },
  { header: 'Amount', className: 'text-right' },
  { header: 'Provider', className: 'hidden md:table-cell' },
  { header: 'Status' },
  { header: 'Refunded', className: 'hidden text-right sm:table-cell' },
];
const isState = (v: string | null): v is PaymentState =>
  (PAYMENT_STATES as readonly string[]).includes(v ?? '');
const sizeOf = (v: string | null) => {
  const n = Number(v);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(n) ? n : ADMIN_FINANCE_DEFAULT_PAGE_SIZE;
};

/**
 * Transactions: state tabs, search (300 ms debounce), paged on the
 * server. The filters live in the address, so Back from a payment returns to the same page.
 */
export function PaymentsTable() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const limit = sizeOf(params.get('limit'));
  const status = isState(params.get('status')) ? (params.get('status') as PaymentState) : undefined;
  const [search, setSearch] = useState(params.get('search') ?? '');
  const query = useDebouncedValue(search.trim(), 300);

  const update = (next: Record<string, string | number | undefined>) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v === undefined || v === '' || (k === 'page' && v === 1)) p.delete(k);
          else p.set(k, String(v));
        }
        return p;
      },
      { replace: true },
    );

  // The debounced search goes to the address (and back to page 1) once typing pauses.
  useEffect(() => {
    if ((params.get('search') ?? '') !== query) update({ search: query, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the debounced text changes
  }, [query]);

  const payments = usePayments({ page, limit, status, search: params.get('search') ?? undefined });
  const detailHref = (id: number) =>
    `${paths.admin.payment.href({ id })}${params.size ? `?${params.toString()}` : ''}`;

  return (
    <TableCard
      header={<TableCardTitle>Transactions</TableCardTitle>}
      search={
        <SearchField
          label="Search payments"
          placeholder="Buyer, e-mail or payment id..."
          className="md:w-80"
          value={search}
          onChange={setSearch}
        />
      }
    >
      <FilterTabs
        value={status ?? 'all'}
        onValueChange={(v) => update({ status: v === 'all' ? undefined : v, page: 1 })}
        tabs={TABS}
        label="Payment status"
        listClassName="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit"
        triggerClassName="h-8 flex-none"
      >
        <PagedTable
          label="Transactions"
          columns={COLUMNS}
          query={payments}
          empty={FINANCE_MESSAGES.noTransactions}
          placeholders={Math.min(limit, 10)}
          pager={(total) => ({
            page,
            pageSize: limit,
            total,
            sizes: ADMIN_PAGE_SIZES,
            onPageChange: (p) => update({ page: p }),
            onPageSizeChange: (s) =>
              update({ limit: s === ADMIN_FINANCE_DEFAULT_PAGE_SIZE ? undefined : s, page: 1 }),
          })}
        >
          {(p) => (
            <TableRow key={p.id} className="cursor-pointer" onClick={() => void navigate(detailHref(p.id))}>
              <TableCell className="hidden whitespace-nowrap sm:table-cell">
                {formatDate(p.createdAt)}
              </TableCell>
              <TableCell className="max-w-36 sm:max-w-56 sm:min-w-36">
                <Link
                  to={detailHref(p.id)}
                  className="block truncate font-medium underline-offset-4 hover:underline"
                  onClick={(e) => e.stopPropagation()}
                >
                  {p.buyer.name ?? 'Unknown'}
                </Link>
                <span className="block truncate text-xs text-muted-foreground">{p.buyer.email ?? '—'}</span>
                <span className="block text-xs text-muted-foreground sm:hidden">
                  {formatDate(p.createdAt)}
                </span>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatINR(p.amount)}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap md:table-cell">
                {PAYMENT_PROVIDER_LABELS[p.provider]}
              </TableCell>
              <TableCell>
                <PaymentStateBadge state={p.state} />
              </TableCell>
              <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                {p.refunded > 0 ? formatINR(p.refunded) : '—'}
              </TableCell>
            </TableRow>
          )}
        </PagedTable>
      </FilterTabs>
    </TableCard>
  );
}
