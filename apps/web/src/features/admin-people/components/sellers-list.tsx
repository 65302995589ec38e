import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  ADMIN_LOCATION_MAX,
  ADMIN_PAGE_SIZES,
  ADMIN_PEOPLE_MESSAGES,
  ADMIN_SELLERS_PAGE_SIZE,
  withPhonePrefix,
  type AdminTopSellerRow,
} from '@electrohub/shared/admin-people';
import { truncate } from '@electrohub/shared/format';
import { TablePager } from '@/components/table-pager';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAdminSellers, type AdminSellerListRow, type SellersTab } from '../api/get-admin-sellers';
import { PersonLink } from './person-avatar';
import { ListStateRows } from '@/components/ui/table-rows';
import { useListParams } from '@/hooks/use-list-params';

const isTop = (row: AdminSellerListRow): row is AdminTopSellerRow => 'rank' in row;

/**
 * Admin sellers list (spec 3 §2): tabs Top Sellers and All Sellers, paged through `?page=`; double-clicking a
 * row (or its Open link, for keyboard and touch) opens /admin/sellerinfo/{id}?returnPage={page}.
 */
export function SellersList() {
  const navigate = useNavigate();
  const list = useListParams({ defaultLimit: ADMIN_SELLERS_PAGE_SIZE });
  const tab: SellersTab = list.params.get('tab') === 'all' ? 'all' : 'top';
  const query = useAdminSellers(tab, list.page, list.limit);
  const rows: AdminSellerListRow[] = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / list.limit));

  // A page past the end (the list shrank, or a hand-typed address) shows the last page instead.
  const { update } = list;
  useEffect(() => {
    if (query.data && total > 0 && list.page > pageCount)
      update({ page: pageCount, limit: list.limit }, true);
  }, [query.data, total, list.page, list.limit, pageCount, update]);

  useEffect(() => {
    // Admin list failures are logged (spec 3 §8); the table says so too.
    if (query.error) console.error('sellers list failed', query.error);
  }, [query.error]);

  const target = (id: number) => `${paths.admin.sellerInfo.href({ id })}?returnPage=${list.page}`;
  const state = list.backState;
  const columns = tab === 'top' ? 8 : 7;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardDescription>
          {tab === 'top'
            ? 'Ranked by units sold in the last 90 days (cancelled and returned items left out), then by product count.'
            : 'Every seller, newest first.'}{' '}
          Double-click a row, or select a seller's name, to open the seller.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3 px-3 md:px-6">
        <Tabs
          value={tab}
          onValueChange={(v) => list.update({ tab: v === 'all' ? 'all' : undefined, limit: list.limit })}
        >
          <TabsList>
            <TabsTrigger value="top">Top Sellers</TabsTrigger>
            <TabsTrigger value="all">All Sellers</TabsTrigger>
          </TabsList>
          <TabsContent value={tab} className="grid grid-cols-[minmax(0,1fr)] gap-3">
            <Table aria-busy={query.isFetching} aria-label={tab === 'top' ? 'Top sellers' : 'All sellers'}>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-16">Sr No.</TableHead>
                  <TableHead>Seller Name</TableHead>
                  <TableHead>Seller Email</TableHead>
                  <TableHead>Contact</TableHead>
                  <TableHead>Location</TableHead>
                  <TableHead className="text-right">Products</TableHead>
                  {tab === 'top' && (
                    <TableHead className="text-right">
                      <abbr title="Units sold in the last 90 days" className="no-underline">
                        Sold (90d)
                      </abbr>
                    </TableHead>
                  )}
                  <TableHead className="text-right">ID</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                <ListStateRows
                  query={query}
                  count={rows.length}
                  rows={list.limit}
                  columns={columns}
                  empty={ADMIN_PEOPLE_MESSAGES.sellersEmpty}
                />
                {rows.map((s, i) => (
                  <TableRow
                    key={s.id}
                    className="cursor-pointer"
                    onDoubleClick={() => void navigate(target(s.id), { state })}
                  >
                    <TableCell className="tabular-nums">{(list.page - 1) * list.limit + i + 1}</TableCell>
                    <TableCell className="max-w-64">
                      <PersonLink name={s.name} pfp={s.pfp} to={target(s.id)} state={state} />
                    </TableCell>
                    <TableCell>{s.email}</TableCell>
                    <TableCell className="tabular-nums">
                      {withPhonePrefix(s.phone) ?? ADMIN_PEOPLE_MESSAGES.notAvailable}
                    </TableCell>
                    <TableCell title={s.address ?? undefined}>
                      {s.address
                        ? truncate(s.address, ADMIN_LOCATION_MAX)
                        : ADMIN_PEOPLE_MESSAGES.notAvailable}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{s.productsCount}</TableCell>
                    {tab === 'top' && (
                      <TableCell className="text-right tabular-nums">{isTop(s) ? s.unitsSold : 0}</TableCell>
                    )}
                    <TableCell className="text-right text-muted-foreground tabular-nums">{s.id}</TableCell>
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
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
