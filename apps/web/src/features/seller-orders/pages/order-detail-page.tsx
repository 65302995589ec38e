import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { formatDate, formatINR } from '@electrohub/shared/format';
import {
  ORDER_STATUS_LABELS,
  sellerNextStatuses,
  type VisibleOrderItemStatus,
} from '@electrohub/shared/orders-status';
import { SELLER_ORDER_MESSAGES, type SellerOrderDetail } from '@electrohub/shared/seller';
import { OrderStatusDot } from '@/components/status-dot';
import { DetailImage } from '@/components/detail-image';
import { DetailPage, OrderDetailHeader } from '@/components/detail-page';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingRegion } from '@/components/loading-region';
import { SpecificationList } from '@/components/specification-list';
import { TitledCard } from '@/components/titled-card';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSellerOrder } from '../api/get-seller-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { CustomerName } from '../components/customer-avatar';
import type { OrderNavigationState } from '../components/orders-management';
import { OrderStatusBadge } from '../components/order-status';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function DetailSkeleton() {
  return (
    <LoadingRegion label="Loading order" className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Skeleton className="h-80 w-full" />
      <div className="grid gap-6">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    </LoadingRegion>
  );
}

/** 'Update Order Status': only the forward moves the server allows (docs/decisions/011-seller-area.md). */
function StatusUpdater({ order }: { order: SellerOrderDetail }) {
  const update = useUpdateOrderStatus();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const next = sellerNextStatuses(order.status) as VisibleOrderItemStatus[];

  const apply = async (status: VisibleOrderItemStatus) => {
    try {
      await update.mutateAsync({ id: order.id, status });
      toast.success(`${SELLER_ORDER_MESSAGES.updated}: ${ORDER_STATUS_LABELS[status]}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="order-status">Update Order Status</Label>
      <Select
        value=""
        disabled={update.isPending}
        onValueChange={(v) => {
          const status = v as VisibleOrderItemStatus;
          if (status === 'Cancelled') setConfirmCancel(true);
          else void apply(status);
        }}
      >
        <SelectTrigger id="order-status" className="w-full sm:w-64">
          <SelectValue placeholder={update.isPending ? 'Updating...' : 'Choose the next status'} />
        </SelectTrigger>
        <SelectContent>
          {next.map((s) => (
            <SelectItem key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this order item?"
        description="The buyer is refunded, the stock goes back to the product and the buyer is told by e-mail. This cannot be undone."
        cancelLabel="Keep order"
        confirmLabel="Cancel order item"
        destructive
        onConfirm={() => void apply('Cancelled')}
      />
    </div>
  );
}

/** /seller/dashboard/order/{id} and /seller/dashboard/orders/{id}. */
export function SellerOrderDetailPage() {
  const params = useParams();
  const id = Number(params.orderId);
  const location = useLocation();
  const fromList = (location.state as OrderNavigationState | null)?.orderRow;
  const query = useSellerOrder(id);
  useDocumentTitle(`Order #${params.orderId ?? ''}`);

  // The row from the list (its product with description and specifications) shows at once; the fetched item
  // (with its status history) replaces it when it arrives.
  const order: SellerOrderDetail | undefined =
    query.data ??
    (fromList && fromList.item.id === id
      ? { ...fromList.item, user: fromList.user, statusHistory: [] }
      : undefined);
  const preview = !query.data;
  const product = order?.product ?? null;
  const productName = query.data
    ? (product?.name ?? SELLER_ORDER_MESSAGES.productDeleted)
    : (fromList?.item.product?.name ?? fromList?.item.productName);
  const image = product?.images[0]?.url;
  const canUpdate = Boolean(
    query.data && product && order?.user && sellerNextStatuses(order.status).length > 0,
  );

  return (
    <DetailPage
      back={paths.seller.dashboard.href()}
      backLabel="Back to Orders"
      loading={!order && query.isLoading}
      missing={!order && !query.isLoading}
      skeleton={<DetailSkeleton />}
      notFound={SELLER_ORDER_MESSAGES.notFound}
      error={query.error ? errorMessage(query.error) : null}
    >
      {order && (
        <>
          <OrderDetailHeader
            id={order.id}
            orderId={order.orderId}
            placed={formatDate(order.createdAt)}
            status={<OrderStatusBadge status={order.status} />}
          />

          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Card>
              <CardContent className="grid gap-6 md:grid-cols-[220px_1fr]">
                <DetailImage url={image} alt={productName ?? ''} />
                <div className="grid content-start gap-3">
                  <h2 className="text-xl font-semibold">{productName}</h2>
                  {product?.description && (
                    <p className="text-sm text-muted-foreground">{product.description}</p>
                  )}
                  <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">Date</dt>
                    <dd>{formatDate(order.createdAt)}</dd>
                    <dt className="text-muted-foreground">Price</dt>
                    <dd>
                      {formatINR(order.unitPrice)}
                      {order.offerPercentage > 0 && (
                        <span className="text-muted-foreground"> ({order.offerPercentage}% off)</span>
                      )}
                    </dd>
                    <dt className="text-muted-foreground">Quantity</dt>
                    <dd>{order.quantity}</dd>
                    <dt className="text-muted-foreground">Total paid</dt>
                    <dd className="font-semibold">{formatINR(order.total)}</dd>
                  </dl>
                  {preview ? (
                    <Skeleton className="h-9 w-64" />
                  ) : canUpdate ? (
                    <StatusUpdater order={order} />
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      {sellerNextStatuses(order.status).length === 0
                        ? `This order item is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}; its status can no longer change.`
                        : 'The status cannot be changed: the product or the customer details are missing.'}
                    </p>
                  )}
                </div>
              </CardContent>
            </Card>

            <div className="grid content-start gap-6">
              <TitledCard title="Customer details" contentClassName="grid gap-2 text-sm">
                {order.user ? (
                  <>
                    <CustomerName name={order.user.name} className="font-medium" />
                    {order.user.email && <p className="break-all">{order.user.email}</p>}
                    {order.user.phone && <p>+91 {order.user.phone}</p>}
                    {order.user.address && <p className="text-muted-foreground">{order.user.address}</p>}
                  </>
                ) : (
                  <p className="text-muted-foreground">{SELLER_ORDER_MESSAGES.noCustomer}</p>
                )}
              </TitledCard>

              <TitledCard title="Status history">
                {preview ? (
                  <Skeleton className="h-16 w-full" />
                ) : (
                  <ol className="grid gap-2 text-sm">
                    {order.statusHistory.map((h, i) => (
                      <li key={`${h.status}-${i}`} className="flex items-center justify-between gap-3">
                        <OrderStatusDot status={h.status} />
                        <time dateTime={h.at} className="text-muted-foreground">
                          {dateTime.format(new Date(h.at))}
                        </time>
                      </li>
                    ))}
                  </ol>
                )}
              </TitledCard>
            </div>
          </div>

          {product && (
            <TitledCard title="Product specifications">
              <SpecificationList details={product.productInfo.details} className="sm:grid-cols-2" />
            </TitledCard>
          )}
        </>
      )}
    </DetailPage>
  );
}
