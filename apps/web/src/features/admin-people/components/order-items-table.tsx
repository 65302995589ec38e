import { PackageXIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  ADMIN_DETAIL_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  ADMIN_PEOPLE_MESSAGES,
  type AdminOrderItemRow,
} from '@electrohub/shared/admin-people';
import { formatDate, formatINR, truncate } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { TablePager } from '@/components/table-pager';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { OrderStatusLabel } from './status-label';
import { EmptyRow } from '@/components/ui/table-rows';
import { useClientPage } from './use-client-page';

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
  const columns = customer ? 8 : 7;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">Sr No.</TableHead>
            <TableHead>Order Item</TableHead>
            <TableHead>Product</TableHead>
            {customer && <TableHead>Customer</TableHead>}
            <TableHead>Date</TableHead>
            <TableHead className="text-right">Qty</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {visible.length === 0 && <EmptyRow columns={columns} text={ADMIN_PEOPLE_MESSAGES.ordersEmpty} />}
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
                    <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
                      {item.product?.images[0] ? (
                        <img
                          src={imageAt(item.product.images[0].url, 200)}
                          alt=""
                          className="size-full object-cover"
                          loading="lazy"
                        />
                      ) : (
                        <PackageXIcon aria-hidden className="size-4 text-muted-foreground" />
                      )}
                    </span>
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
                  <OrderStatusLabel status={item.status} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <TablePager {...pager} sizes={ADMIN_PAGE_SIZES} />
    </div>
  );
}
