import { Link, useNavigate } from 'react-router';
import {
  ADMIN_DETAIL_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  ADMIN_PEOPLE_MESSAGES,
  type AdminOrderItemRow,
} from '@electrohub/shared/admin-people';
import { formatDate, formatINR, truncate } from '@electrohub/shared/format';
import { OrderStatusDot } from '@/components/status-dot';
import { DataTable } from '@/components/data-table';
import { ProductCellThumb } from '@/components/product-cells';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useClientPage } from '@/hooks/use-paging';

/**
 * Order items of a seller or a buyer, newest first, paged here (7 a page by default). A row opens
 * /admin/ordersmanage/{orderItemId}. A deleted product shows its checkout name marked 'Product Deleted'.
 */
export function OrderItemsTable({
  items,
  label,
  customer = false,
}: {
  items: readonly AdminOrderItemRow[];
  label: string;
  customer?: boolean;
}) {
  const navigate = useNavigate();
  const { visible, offset, pager } = useClientPage(items, ADMIN_DETAIL_PAGE_SIZE);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <DataTable
        label={label}
        columns={[
          { header: 'Sr No.', className: 'w-16' },
          { header: 'Order Item' },
          { header: 'Product' },
          ...(customer ? [{ header: 'Customer' }] : []),
          { header: 'Date' },
          { header: 'Qty', className: 'text-right' },
          { header: 'Total', className: 'text-right' },
          { header: 'Status' },
        ]}
        count={visible.length}
        empty={ADMIN_PEOPLE_MESSAGES.ordersEmpty}
        pager={{ ...pager, sizes: ADMIN_PAGE_SIZES }}
      >
        {visible.map((item, i) => {
          const href = paths.admin.order.href({ id: item.id });
          const deleted = item.productId === null;
          return (
            <TableRow key={item.id} className="cursor-pointer" onClick={() => void navigate(href)}>
              <TableCell className="tabular-nums">{offset + i + 1}</TableCell>
              <TableCell>
                <Link
                  to={href}
                  onClick={(e) => e.stopPropagation()}
                  className="font-medium text-primary tabular-nums hover:underline"
                  aria-label={`Order item ${item.id}: ${item.productName}`}
                >
                  #{item.id}
                </Link>
                <span className="block text-xs text-muted-foreground">Order #{item.orderId}</span>
              </TableCell>
              <TableCell className="max-w-80 min-w-56">
                <span className="flex items-center gap-3">
                  <ProductCellThumb image={item.product?.images[0]?.url} missing className="shrink-0" />
                  <span className="grid min-w-0">
                    <span className="truncate" title={item.productName}>
                      {truncate(item.productName, 30)}
                    </span>
                    {deleted && (
                      <span className="text-xs text-muted-foreground">
                        {ADMIN_PEOPLE_MESSAGES.productDeleted}
                      </span>
                    )}
                  </span>
                </span>
              </TableCell>
              {customer && (
                <TableCell>{item.customerName ?? ADMIN_PEOPLE_MESSAGES.unknownCustomer}</TableCell>
              )}
              <TableCell>{formatDate(item.createdAt)}</TableCell>
              <TableCell className="text-right tabular-nums">{item.quantity}</TableCell>
              <TableCell className="text-right tabular-nums">{formatINR(item.total)}</TableCell>
              <TableCell>
                <OrderStatusDot status={item.status} />
              </TableCell>
            </TableRow>
          );
        })}
      </DataTable>
    </div>
  );
}
