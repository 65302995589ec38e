import { EyeIcon, PackageXIcon, SearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate, formatINR } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import {
  SELLER_DEFAULT_PAGE_SIZE,
  SELLER_ORDER_MESSAGES,
  SELLER_ORDER_TABS,
  SELLER_PAGE_SIZES,
  type SellerOrderCustomer,
  type SellerOrderItem,
} from '@electrohub/shared/seller';
import { TablePager } from '@/components/table-pager';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { EmptyRow, LoadingRows } from '@/components/ui/table-rows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSellerOrders } from '../api/get-seller-orders';
import { CustomerName } from './customer-avatar';
import { OrderStatus } from './order-status';

export type OrderRow = { item: SellerOrderItem; user: SellerOrderCustomer | null };
/** What the order detail page receives through navigation state (shown before the fetch ends). */
export type OrderNavigationState = { orderRow?: OrderRow };

type TabLabel = (typeof SELLER_ORDER_TABS)[number]['label'];

function matches(row: OrderRow, q: string): boolean {
  if (!q) return true;
  const hay = [
    row.item.product?.name ?? row.item.productName,
    row.user?.name ?? '',
    `#${row.item.id}`,
    `#${row.item.orderId}`,
    String(row.item.id),
  ]
    .join(' ')
    .toLowerCase();
  return hay.includes(q);
}

/**
 * Orders Management: search, status tabs, paged table; a row opens the order item.
 * Filtering happens here on the seller's own list (one request).
 */
export function OrdersManagement() {
  const orders = useSellerOrders();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabLabel>('All');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim().toLowerCase(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(SELLER_DEFAULT_PAGE_SIZE);

  const rows = useMemo<OrderRow[]>(
    () => (orders.data?.items ?? []).flatMap((o) => o.orderItems.map((item) => ({ item, user: o.user }))),
    [orders.data],
  );
  const status = SELLER_ORDER_TABS.find((t) => t.label === tab)?.status ?? null;
  const filtered = useMemo(
    () => rows.filter((r) => (status === null || r.item.status === status) && matches(r, query)),
    [rows, status, query],
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pageCount);
  const visible = filtered.slice((current - 1) * pageSize, current * pageSize);

  const open = (row: OrderRow) =>
    void navigate(paths.seller.order.href({ orderId: row.item.id }), {
      state: { orderRow: row } satisfies OrderNavigationState,
    });

  return (
    <Card className="gap-4">
      <CardHeader className="gap-3 md:flex md:flex-row md:items-center md:justify-between">
        <h2 className="text-lg leading-none font-semibold">Orders Management</h2>
        <div className="relative w-full md:w-72">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search orders"
            placeholder="Search Order..."
            className="pl-9"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3 px-3 md:px-6">
        <Tabs
          value={tab}
          onValueChange={(v) => {
            setTab(v as TabLabel);
            setPage(1);
          }}
        >
          <TabsList className="w-full justify-start md:w-fit">
            {SELLER_ORDER_TABS.map((t) => (
              <TabsTrigger key={t.label} value={t.label} className="flex-none">
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={tab} className="grid grid-cols-[minmax(0,1fr)] gap-3">
            <Table aria-label="Orders">
              <TableHeader>
                <TableRow>
                  <TableHead>Order</TableHead>
                  <TableHead>Customer</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Action</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {orders.isPending && <LoadingRows rows={pageSize} columns={6} height="h-10" />}
                {!orders.isPending && visible.length === 0 && (
                  <EmptyRow columns={6} text={SELLER_ORDER_MESSAGES.empty} />
                )}
                {visible.map((row) => {
                  const { item } = row;
                  const product = item.product;
                  const image = product?.images[0]?.url;
                  return (
                    <TableRow key={item.id} className="cursor-pointer" onClick={() => open(row)}>
                      <TableCell className="max-w-96 min-w-52">
                        <span className="flex items-center gap-3">
                          <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
                            {product && image ? (
                              <img
                                src={imageAt(image, 200)}
                                alt=""
                                className="size-full object-cover"
                                loading="lazy"
                              />
                            ) : (
                              <PackageXIcon aria-hidden className="size-4 text-muted-foreground" />
                            )}
                          </span>
                          <span className="grid min-w-0">
                            <span className="truncate font-medium" title={product?.name ?? item.productName}>
                              {product ? product.name : SELLER_ORDER_MESSAGES.productDeleted}
                            </span>
                            <span className="text-xs text-muted-foreground">
                              #{item.id} · Qty {item.quantity}
                            </span>
                          </span>
                        </span>
                      </TableCell>
                      <TableCell className="min-w-40">
                        <CustomerName name={row.user?.name} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{formatDate(item.createdAt)}</TableCell>
                      <TableCell className="text-right whitespace-nowrap tabular-nums">
                        {product ? formatINR(item.total) : SELLER_ORDER_MESSAGES.notAvailable}
                      </TableCell>
                      <TableCell>
                        <OrderStatus status={item.status} />
                      </TableCell>
                      <TableCell className="text-right">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`View order item ${item.id}`}
                          onClick={(e) => {
                            e.stopPropagation();
                            open(row);
                          }}
                        >
                          <EyeIcon aria-hidden />
                          <span className="hidden lg:inline">View</span>
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <TablePager
              page={current}
              pageSize={pageSize}
              total={filtered.length}
              sizes={SELLER_PAGE_SIZES}
              onPageChange={setPage}
              onPageSizeChange={(s) => {
                setPageSize(s);
                setPage(1);
              }}
            />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
