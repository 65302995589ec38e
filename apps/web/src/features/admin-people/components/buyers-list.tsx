import { useEffect, useRef, useState } from 'react';
import {
  ADMIN_BUYERS_PAGE_SIZE,
  ADMIN_PEOPLE_MESSAGES,
  ADMIN_SEARCH_DEBOUNCE_MS,
} from '@electrohub/shared/admin-people';
import { formatDate, formatINR } from '@electrohub/shared/format';
import { SearchField } from '@/components/search-field';
import { TableCard } from '@/components/table-card';
import { TableCell } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useListParams } from '@/hooks/use-list-params';
import { useAdminBuyers, type AdminBuyerRow } from '../api/get-admin-buyers';
import { PeopleTable, type PeopleColumn } from './people-table';

const columns: PeopleColumn<AdminBuyerRow>[] = [
  { key: 'email', header: 'Email', cell: (b) => <TableCell>{b.email}</TableCell> },
  {
    key: 'phone',
    header: 'Phone',
    cell: (b) => (
      <TableCell className="tabular-nums">{b.phone ?? ADMIN_PEOPLE_MESSAGES.notAvailable}</TableCell>
    ),
  },
  {
    key: 'orders',
    header: 'Orders',
    className: 'text-right',
    cell: (b) => <TableCell className="text-right tabular-nums">{b.ordersCount}</TableCell>,
  },
  {
    key: 'spend',
    header: 'Total Spend',
    className: 'text-right',
    cell: (b) => <TableCell className="text-right tabular-nums">{formatINR(b.totalSpend)}</TableCell>,
  },
  { key: 'joined', header: 'Joined', cell: (b) => <TableCell>{formatDate(b.createdAt)}</TableCell> },
];

/**
 * Admin buyers: search by name or e-mail (300 ms after the last key), paged through `?page=`;
 * a row opens /admin/buyer/{id}?returnPage={page}.
 */
export function BuyersList() {
  const list = useListParams({ defaultLimit: ADMIN_BUYERS_PAGE_SIZE });
  const search = list.params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const query = useAdminBuyers(list.page, list.limit, search);
  const total = query.data?.total ?? 0;

  // The settled search goes into the address (page back to 1); replacing, so each key is not a history entry.
  // `applied` is the search both sides agree on, so a change coming from the address (Back) wins over the box.
  const { update } = list;
  const applied = useRef(debounced);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    if (debounced !== search) update({ search: debounced || undefined, limit: list.limit }, true);
  }, [debounced, search, list.limit, update]);
  useEffect(() => {
    if (search === applied.current) return;
    applied.current = search;
    setTyped(search);
  }, [search]);

  return (
    <TableCard
      header={
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {query.isSuccess &&
            `${total} ${total === 1 ? 'buyer' : 'buyers'}${search ? ` matching “${search}”` : ''}`}
        </p>
      }
      search={
        <SearchField
          label="Search buyers by name or email"
          placeholder={ADMIN_PEOPLE_MESSAGES.searchPlaceholder}
          className="md:w-80"
          value={typed}
          onChange={setTyped}
        />
      }
    >
      <PeopleTable
        label="Buyers"
        what="buyers"
        nameHeader="Buyer"
        columns={columns}
        query={query}
        list={list}
        detailHref={(id) => paths.admin.buyer.href({ id })}
        openOn="click"
        empty={ADMIN_PEOPLE_MESSAGES.buyersEmpty}
      />
    </TableCard>
  );
}
