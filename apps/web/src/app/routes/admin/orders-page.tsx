import { PackageCheckIcon, PackageXIcon, SearchIcon, ShoppingBagIcon, Undo2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ADMIN_INSIGHTS_MESSAGES,
  ADMIN_LIST_NAME_MAX,
  ADMIN_ORDER_TABS,
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
} from '@electrohub/shared/admin-insights';
import { formatDate, formatINR, truncate } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { StatCard } from '@/components/stat-card';
import { TablePager } from '@/components/table-pager';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { EmptyRow, LoadingRows } from '@/components/ui/table-rows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAdminOrders } from '@/features/admin-insights/api/get-orders';
import { useListParams } from '@/hooks/use-list-params';
import { AdminOrderStatusBadge } from '@/features/admin-insights/components/order-status';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';

type Tab = (typeof ADMIN_ORDER_TABS)[number];
const COLUMNS = 7;

/** /admin/ordersmanage: figures, status tabs, search, paged order items. */
export function AdminOrdersPage() {
  useDocumentTitle('Orders Management');
  const navigate = useNavigate();
  const list = useListParams({ defaultLimit: ADMIN_ORDERS_PAGE_SIZE });
  const { update } = list;
  const tab: Tab = ADMIN_ORDER_TABS.find((t) => t.status === list.get('status')) ?? ADMIN_ORDER_TABS[0];
  const [search, setSearch] = useState(list.get('q'));
  const query = useDebouncedValue(search.trim(), 300);
  const lastQuery = useRef(query);
  useEffect(() => {
    if (query === lastQuery.current) return;
    lastQuery.current = query;
    update({ q: query }, true);
  }, [query, update]);

  const orders = useAdminOrders({
    page: list.page,
    limit: list.limit,
    status: tab.status ?? undefined,
    search: list.get('q') || undefined,
  });
  const data = orders.data;
  const rows = data?.orderItems ?? [];
  const loading = orders.isPending;
  const detailHref = (id: number) => `${paths.admin.order.href({ id })}?returnPage=${list.page}`;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Orders Management</h1>

      <section aria-label="Order figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          look="compact"
          label="Total Orders"
          value={data?.orders ?? 0}
          icon={ShoppingBagIcon}
          loading={loading}
          hint="Paid order items"
          className="col-span-2 sm:col-span-1"
        />
        <StatCard
          look="compact"
          label="Returns"
          value={data?.returns ?? 0}
          icon={Undo2Icon}
          loading={loading}
          hint="Items returned"
          tone="text-destructive"
        />
        <StatCard
          look="compact"
          label="Fulfilled Orders"
          value={data?.fulfilledOrders ?? 0}
          icon={PackageCheckIcon}
          loading={loading}
          hint="Items delivered"
          tone="text-success"
        />
      </section>

      <Card className="gap-4">
        <CardContent className="px-3 md:px-6">
          <Tabs
            value={tab.label}
            onValueChange={(v) =>
              update({ status: ADMIN_ORDER_TABS.find((t) => t.label === v)?.status ?? undefined }, true)
            }
            className="grid grid-cols-[minmax(0,1fr)] gap-3"
          >
            <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
              <TabsList aria-label="Order status" className="w-full justify-start md:w-fit">
                {ADMIN_ORDER_TABS.map((t) => (
                  <TabsTrigger key={t.label} value={t.label} className="flex-none">
                    {t.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              <div className="relative w-full md:w-72">
                <SearchIcon
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  type="search"
                  aria-label="Search orders by product or customer"
                  placeholder="Search Order..."
                  className="pl-9"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
            </div>

            <TabsContent value={tab.label} className="grid grid-cols-[minmax(0,1fr)] gap-3">
              <Table aria-busy={orders.isFetching} aria-label="Orders">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-16">ID</TableHead>
                    <TableHead>Image</TableHead>
                    <TableHead>Product Name</TableHead>
                    <TableHead>Customer Name</TableHead>
                    <TableHead>Date</TableHead>
                    <TableHead className="text-right">Total</TableHead>
                    <TableHead>Status</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {loading && <LoadingRows rows={list.limit} columns={COLUMNS} height="h-10" />}
                  {!loading && rows.length === 0 && (
                    <EmptyRow
                      columns={COLUMNS}
                      text={orders.isError ? errorMessage(orders.error) : ADMIN_INSIGHTS_MESSAGES.ordersEmpty}
                    />
                  )}
                  {rows.map((o) => (
                    <TableRow
                      key={o.id}
                      className="cursor-pointer"
                      onClick={() => void navigate(detailHref(o.id), { state: list.backState })}
                    >
                      <TableCell className="tabular-nums">
                        <Link
                          to={detailHref(o.id)}
                          state={list.backState}
                          className="font-medium underline-offset-4 hover:underline"
                          aria-label={`Order item ${o.id}`}
                          onClick={(e) => e.stopPropagation()}
                        >
                          #{o.id}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <span className="flex size-10 items-center justify-center overflow-hidden rounded-md border bg-muted">
                          {o.product?.images[0] ? (
                            <img
                              src={imageAt(o.product.images[0].url, 200)}
                              alt=""
                              loading="lazy"
                              className="size-full object-cover"
                            />
                          ) : (
                            <PackageXIcon aria-hidden className="size-4 text-muted-foreground" />
                          )}
                        </span>
                      </TableCell>
                      <TableCell className="min-w-48">
                        {o.product ? (
                          <span className="font-medium" title={o.product.name}>
                            {truncate(o.product.name, ADMIN_LIST_NAME_MAX)}
                          </span>
                        ) : (
                          <span className="text-muted-foreground italic">
                            {ADMIN_INSIGHTS_MESSAGES.productDeleted}
                          </span>
                        )}
                        {o.quantity > 1 && (
                          <span className="block text-xs text-muted-foreground">Qty {o.quantity}</span>
                        )}
                      </TableCell>
                      <TableCell className="min-w-36">
                        {o.customerName ?? ADMIN_INSIGHTS_MESSAGES.unknown}
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{formatDate(o.createdAt)}</TableCell>
                      <TableCell className="text-right whitespace-nowrap tabular-nums">
                        {o.product ? formatINR(o.total) : ADMIN_INSIGHTS_MESSAGES.notAvailable}
                      </TableCell>
                      <TableCell>
                        <AdminOrderStatusBadge status={o.status} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePager
                page={list.page}
                pageSize={list.limit}
                total={data?.total ?? 0}
                sizes={ADMIN_PAGE_SIZES}
                onPageChange={(page) => update({ page }, true)}
                onPageSizeChange={(limit) => update({ limit }, true)}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
