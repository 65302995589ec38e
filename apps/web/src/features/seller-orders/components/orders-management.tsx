import { EyeIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { formatDate, formatINR } from '@electrohub/shared/format';
import {
  SELLER_ORDER_MESSAGES,
  SELLER_ORDER_TABS,
  type SellerOrderCustomer,
  type SellerOrderItem,
} from '@electrohub/shared/seller';
import { OrderStatusDot } from '@/components/status-dot';
import { DataTable } from '@/components/data-table';
import { FilterTabs } from '@/components/filter-tabs';
import { ProductCellThumb } from '@/components/product-cells';
import { SearchField } from '@/components/search-field';
import { TableCard, TableCardTitle } from '@/components/table-card';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useSellerListFilter } from '@/hooks/use-seller-list-filter';
import { useSellerOrders } from '../api/get-seller-orders';
import { CustomerName } from './customer-avatar';

export type OrderRow = { item: SellerOrderItem; user: SellerOrderCustomer | null };
/** What the order detail page receives through navigation state (shown before the fetch ends). */
export type OrderNavigationState = { orderRow?: OrderRow };

type TabLabel = (typeof SELLER_ORDER_TABS)[number]['label'];
const TABS = SELLER_ORDER_TABS.map((t) => ({ value: t.label, label: t.label }));
/** Phones keep Order (with the customer, date and status under it), Total and Action: View stays in reach. */
const WIDE = 'hidden md:table-cell';
const COLUMNS = [
  { header: 'Order' },
  { header: 'Customer', className: WIDE },
  { header: 'Date', className: WIDE },
  { header: 'Total', className: 'text-right' },
  { header: 'Status', className: WIDE },
  { header: 'Action', className: 'text-right' },
];

/** The status each tab shows (null: every status). */
const TAB_STATUS = new Map(SELLER_ORDER_TABS.map((t) => [t.label, t.status]));

function keep(row: OrderRow, tab: TabLabel, q: string): boolean {
  const status = TAB_STATUS.get(tab) ?? null;
  if (status !== null && row.item.status !== status) return false;
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
  const rows = useMemo<OrderRow[]>(
    () => (orders.data?.items ?? []).flatMap((o) => o.orderItems.map((item) => ({ item, user: o.user }))),
    [orders.data],
  );
  const list = useSellerListFilter(rows, 'All', keep);

  const open = (row: OrderRow) =>
    void navigate(paths.seller.order.href({ orderId: row.item.id }), {
      state: { orderRow: row } satisfies OrderNavigationState,
    });

  return (
    <TableCard
      header={<TableCardTitle>Orders Management</TableCardTitle>}
      search={
        <SearchField
          label="Search orders"
          placeholder="Search Order..."
          className="md:w-72"
          value={list.search}
          onChange={list.setSearch}
        />
      }
    >
      <FilterTabs
        value={list.tab}
        onValueChange={list.chooseTab}
        tabs={TABS}
        // The five tabs wrap on phones instead of running off the card.
        listClassName="h-auto w-full flex-wrap justify-start md:w-fit"
        triggerClassName="h-8 flex-none"
      >
        <DataTable
          label="Orders"
          columns={COLUMNS}
          query={orders}
          count={list.visible.length}
          empty={SELLER_ORDER_MESSAGES.empty}
          failed={false}
          placeholders={list.pageSize}
          placeholderHeight="h-10"
          pager={list.pager}
        >
          {list.visible.map((row) => {
            const { item } = row;
            const product = item.product;
            return (
              <TableRow key={item.id} className="cursor-pointer" onClick={() => open(row)}>
                <TableCell className="max-w-96 min-w-40 md:min-w-52">
                  <span className="flex items-center gap-3">
                    <ProductCellThumb image={product?.images[0]?.url} missing className="shrink-0" />
                    <span className="grid min-w-0">
                      <span className="truncate font-medium" title={product?.name ?? item.productName}>
                        {product ? product.name : SELLER_ORDER_MESSAGES.productDeleted}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        #{item.id} · Qty {item.quantity}
                      </span>
                      <span className="grid gap-0.5 text-xs text-muted-foreground md:hidden">
                        <span className="truncate">
                          {row.user?.name || SELLER_ORDER_MESSAGES.unknownCustomer} ·{' '}
                          {formatDate(item.createdAt)}
                        </span>
                        <OrderStatusDot status={item.status} />
                      </span>
                    </span>
                  </span>
                </TableCell>
                <TableCell className={`min-w-40 ${WIDE}`}>
                  <CustomerName name={row.user?.name} />
                </TableCell>
                <TableCell className={`whitespace-nowrap ${WIDE}`}>{formatDate(item.createdAt)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {product ? formatINR(item.total) : SELLER_ORDER_MESSAGES.notAvailable}
                </TableCell>
                <TableCell className={WIDE}>
                  <OrderStatusDot status={item.status} />
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
        </DataTable>
      </FilterTabs>
    </TableCard>
  );
}
