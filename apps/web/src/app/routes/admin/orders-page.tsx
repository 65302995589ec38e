import { PackageCheckIcon, ShoppingBagIcon, Undo2Icon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  ADMIN_INSIGHTS_MESSAGES,
  ADMIN_LIST_NAME_MAX,
  ADMIN_ORDER_TABS,
  ADMIN_ORDERS_PAGE_SIZE,
} from '@electrohub/shared/admin-insights';
import { formatDate, formatINR, truncate } from '@electrohub/shared/format';
import { DataTable } from '@/components/data-table';
import { FilterTabs } from '@/components/filter-tabs';
import { ProductCellThumb } from '@/components/product-cells';
import { SearchField } from '@/components/search-field';
import { StatStrip } from '@/components/stat-strip';
import { TableCard } from '@/components/table-card';
import { PageShell } from '@/components/page-shell';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useAdminOrders } from '@/features/admin-insights/api/get-orders';
import { AdminOrderStatusBadge } from '@/features/admin-insights/components/order-status';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useListParams } from '@/hooks/use-list-params';
import { useListSearch } from '@/hooks/use-list-search';

type Tab = (typeof ADMIN_ORDER_TABS)[number];
const COLUMNS = [
  { header: 'ID', className: 'w-16' },
  { header: 'Image' },
  { header: 'Product Name' },
  { header: 'Customer Name' },
  { header: 'Date' },
  { header: 'Total', className: 'text-right' },
  { header: 'Status' },
];
const TABS = ADMIN_ORDER_TABS.map((t) => ({ value: t.label, label: t.label }));

/** /admin/ordersmanage: figures, status tabs, search, paged order items. */
export function AdminOrdersPage() {
  useDocumentTitle('Orders Management');
  const navigate = useNavigate();
  const list = useListParams({ defaultLimit: ADMIN_ORDERS_PAGE_SIZE });
  const { update } = list;
  const tab: Tab = ADMIN_ORDER_TABS.find((t) => t.status === list.get('status')) ?? ADMIN_ORDER_TABS[0];
  const [search, setSearch] = useListSearch(list);

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
    <PageShell title="Orders Management">
      <StatStrip
        label="Order figures"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4"
        look="compact"
        loading={loading}
        stats={[
          {
            label: 'Total Orders',
            value: data?.orders ?? 0,
            icon: ShoppingBagIcon,
            hint: 'Paid order items',
            className: 'col-span-2 sm:col-span-1',
          },
          {
            label: 'Returns',
            value: data?.returns ?? 0,
            icon: Undo2Icon,
            hint: 'Items returned',
            tone: 'text-destructive',
          },
          {
            label: 'Fulfilled Orders',
            value: data?.fulfilledOrders ?? 0,
            icon: PackageCheckIcon,
            hint: 'Items delivered',
            tone: 'text-success',
          },
        ]}
      />

      <TableCard>
        <FilterTabs
          value={tab.label}
          onValueChange={(v) =>
            update({ status: ADMIN_ORDER_TABS.find((t) => t.label === v)?.status ?? undefined }, true)
          }
          tabs={TABS}
          label="Order status"
          className="grid grid-cols-[minmax(0,1fr)] gap-3"
          listClassName="w-full justify-start md:w-fit"
          toolbarClassName="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
          toolbar={
            <SearchField
              label="Search orders by product or customer"
              placeholder="Search Order..."
              className="md:w-72"
              value={search}
              onChange={setSearch}
            />
          }
        >
          <DataTable
            label="Orders"
            busy={orders.isFetching}
            columns={COLUMNS}
            query={orders}
            count={rows.length}
            empty={ADMIN_INSIGHTS_MESSAGES.ordersEmpty}
            placeholders={list.limit}
            placeholderHeight="h-10"
            pager={list.replacingPager(data?.total ?? 0)}
          >
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
                  <ProductCellThumb image={o.product?.images[0]?.url} missing />
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
          </DataTable>
        </FilterTabs>
      </TableCard>
    </PageShell>
  );
}
