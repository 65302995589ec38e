import { ShoppingBagIcon, StarIcon, StoreIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ADMIN_INSIGHTS_MESSAGES } from '@electrohub/shared/admin-insights';
import { formatDate, formatINR } from '@electrohub/shared/format';
import { sellingPrice } from '@electrohub/shared/pricing';
import { DetailPage, OrderDetailHeader } from '@/components/detail-page';
import { DetailImage } from '@/components/detail-image';
import { ShippingContact } from '@/components/shipping-contact';
import { TitledCard } from '@/components/titled-card';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminOrder } from '@/features/admin-insights/api/get-order';
import { useBackTarget } from '@/hooks/use-list-params';
import { AdminOrderStatusBadge } from '@/features/admin-insights/components/order-status';
import { AdminOrderTimeline } from '@/features/admin-insights/components/order-timeline';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';

function DetailSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Skeleton className="h-72 w-full rounded-xl" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}

/**
 * /admin/ordersmanage/{id}: product, status, seller, timeline and shipping.
 * Read only: the admin does not change order status.
 */
export function AdminOrderDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const query = useAdminOrder(id);
  const order = query.data;
  useDocumentTitle(`Order #${params.id ?? ''}`);
  const back = useBackTarget(paths.admin.orders.href());
  const product = order?.product ?? null;
  const image = product?.images[0]?.url;
  const seller = product?.seller ?? null;

  // A malformed id never asks the server (the query stays pending): it is missing at once.
  const loading = query.isPending && Number.isInteger(id) && id > 0;

  return (
    <DetailPage
      back={back}
      backLabel="Back to Orders"
      loading={loading}
      missing={!order && !loading}
      skeleton={<DetailSkeleton />}
      notFound={ADMIN_INSIGHTS_MESSAGES.orderNotFound}
      error={query.error && errorMessage(query.error)}
    >
      {order && (
        <>
          <OrderDetailHeader
            id={order.id}
            orderId={order.orderId}
            placed={formatDate(order.createdAt)}
            status={<AdminOrderStatusBadge status={order.status} className="px-3 py-1 text-sm" />}
          />

          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="grid content-start gap-6">
              <Card>
                <CardContent className="grid gap-6 sm:grid-cols-[180px_minmax(0,1fr)]">
                  <DetailImage url={image} alt={product?.name ?? ''} className="w-full max-w-60" />
                  <div className="grid min-w-0 content-start gap-3">
                    <h2 className="text-xl font-semibold break-words">
                      {product ? (
                        <Link
                          to={paths.admin.product.href({ id: product.id })}
                          className="underline-offset-4 hover:underline"
                        >
                          {product.name}
                        </Link>
                      ) : (
                        ADMIN_INSIGHTS_MESSAGES.productNotAvailable
                      )}
                    </h2>
                    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1.5 text-sm">
                      <dt className="text-muted-foreground">Price</dt>
                      <dd className="tabular-nums">
                        {product ? (
                          <>
                            <span className="font-semibold">
                              {formatINR(sellingPrice(product.price, product.offerPercentage))}
                            </span>
                            {product.offerPercentage > 0 && (
                              <span className="text-muted-foreground">
                                {' '}
                                <span className="line-through">{formatINR(product.price)}</span> (
                                {product.offerPercentage}% off)
                              </span>
                            )}
                          </>
                        ) : (
                          ADMIN_INSIGHTS_MESSAGES.notAvailable
                        )}
                      </dd>
                      <dt className="text-muted-foreground">Quantity</dt>
                      <dd className="tabular-nums">{order.quantity}</dd>
                      <dt className="text-muted-foreground">Paid</dt>
                      <dd className="tabular-nums">{formatINR(order.total)}</dd>
                      <dt className="text-muted-foreground">Last update</dt>
                      <dd>{formatDate(order.updatedAt)}</dd>
                    </dl>
                  </div>
                </CardContent>
              </Card>

              <TitledCard title="Timeline">
                <AdminOrderTimeline order={order} />
              </TitledCard>
            </div>

            <div className="grid content-start gap-6">
              <TitledCard title="Seller">
                {seller ? (
                  <ul className="grid gap-2 text-sm">
                    <li className="flex min-w-0 items-center gap-2">
                      <StoreIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                      <Link
                        to={paths.admin.sellerInfo.href({ id: seller.id })}
                        className="truncate font-medium underline-offset-4 hover:underline"
                      >
                        {seller.name}
                      </Link>
                    </li>
                    <li className="flex items-center gap-2">
                      <StarIcon aria-hidden className="size-4 shrink-0 fill-amber-400 text-amber-400" />
                      <span>Average rating</span>
                      <span className="ml-auto tabular-nums">
                        {order.sellerAverageRating
                          ? `${order.sellerAverageRating.toFixed(1)} / 5`
                          : 'No ratings'}
                      </span>
                    </li>
                    <li className="flex items-center gap-2">
                      <ShoppingBagIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                      <span>Total orders</span>
                      <span className="ml-auto tabular-nums">{order.totalSellerOrders ?? 0}</span>
                    </li>
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">{ADMIN_INSIGHTS_MESSAGES.sellerUnavailable}</p>
                )}
              </TitledCard>

              <TitledCard title="Shipping Details">
                {order.user ? (
                  <ShippingContact
                    name={order.user.name}
                    address={order.user.address}
                    phone={order.user.phone}
                    missing={ADMIN_INSIGHTS_MESSAGES.notAvailable}
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    {ADMIN_INSIGHTS_MESSAGES.shippingUnavailable}
                  </p>
                )}
              </TitledCard>
            </div>
          </div>
        </>
      )}
    </DetailPage>
  );
}
