import { SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ADMIN_BUYERS_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  ADMIN_PEOPLE_MESSAGES,
  ADMIN_SEARCH_DEBOUNCE_MS,
} from '@electrohub/shared/admin-people';
import { formatDate, formatINR } from '@electrohub/shared/format';
import { TablePager } from '@/components/table-pager';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAdminBuyers } from '../api/get-admin-buyers';
import { PersonLink } from './person-avatar';
import { ListStateRows } from '@/components/ui/table-rows';
import { useListParams } from '@/hooks/use-list-params';

const COLUMNS = 7;

/**
 * Admin buyers (spec 3 §2): search by name or e-mail (300 ms after the last key), paged through `?page=`;
 * a row opens /admin/buyer/{id}?returnPage={page}.
 */
export function BuyersList() {
  const navigate = useNavigate();
  const list = useListParams({ defaultLimit: ADMIN_BUYERS_PAGE_SIZE });
  const search = list.params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const query = useAdminBuyers(list.page, list.limit, search);
  const rows = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / list.limit));

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

  useEffect(() => {
    if (query.data && total > 0 && list.page > pageCount)
      update({ page: pageCount, limit: list.limit }, true);
  }, [query.data, total, list.page, list.limit, pageCount, update]);

  useEffect(() => {
    if (query.error) console.error('buyers list failed', query.error);
  }, [query.error]);

  const target = (id: number) => `${paths.admin.buyer.href({ id })}?returnPage=${list.page}`;
  const state = list.backState;

  return (
    <Card className="gap-4">
      <CardHeader className="gap-3 md:flex md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {query.isSuccess &&
            `${total} ${total === 1 ? 'buyer' : 'buyers'}${search ? ` matching “${search}”` : ''}`}
        </p>
        <div className="relative w-full md:w-80">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search buyers by name or email"
            placeholder={ADMIN_PEOPLE_MESSAGES.searchPlaceholder}
            className="pl-9"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3 px-3 md:px-6">
        <Table aria-busy={query.isFetching} aria-label="Buyers">
          <TableHeader>
            <TableRow>
              <TableHead className="w-16">Sr No.</TableHead>
              <TableHead>Buyer</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Phone</TableHead>
              <TableHead className="text-right">Orders</TableHead>
              <TableHead className="text-right">Total Spend</TableHead>
              <TableHead>Joined</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <ListStateRows
              query={query}
              count={rows.length}
              rows={list.limit}
              columns={COLUMNS}
              empty={ADMIN_PEOPLE_MESSAGES.buyersEmpty}
            />
            {rows.map((b, i) => (
              <TableRow
                key={b.id}
                className="cursor-pointer"
                onClick={() => void navigate(target(b.id), { state })}
              >
                <TableCell className="tabular-nums">{(list.page - 1) * list.limit + i + 1}</TableCell>
                <TableCell className="max-w-64">
                  <PersonLink name={b.name} pfp={b.pfp} to={target(b.id)} state={state} />
                </TableCell>
                <TableCell>{b.email}</TableCell>
                <TableCell className="tabular-nums">
                  {b.phone ?? ADMIN_PEOPLE_MESSAGES.notAvailable}
                </TableCell>
                <TableCell className="text-right tabular-nums">{b.ordersCount}</TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(b.totalSpend)}</TableCell>
                <TableCell>{formatDate(b.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePager
          page={Math.min(list.page, pageCount)}
          pageSize={list.limit}
          total={total}
          sizes={ADMIN_PAGE_SIZES}
          onPageChange={list.setPage}
          onPageSizeChange={list.setLimit}
        />
      </CardContent>
    </Card>
  );
}
