import { FileDownIcon, StarIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate, formatINR, truncate } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import type { OrderItemDetail } from '@electrohub/shared/orders';
import {
  ORDER_MESSAGES,
  ORDER_NAME_MAX_DETAIL,
  orderStatusMessage,
} from '@electrohub/shared/orders-constants';
import { REVIEW_MESSAGES } from '@electrohub/shared/reviews';
import { BackLink } from '@/components/back-link';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LazyImage } from '@/components/lazy-image';
import { ShippingContact } from '@/components/shipping-contact';
import { OrderStatusDot } from '@/components/status-dot';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/titled-card';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCreateReview } from '@/features/reviews/api/create-review';
import { ReviewDialog } from '@/features/reviews/components/review-dialog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { invoiceHref } from '@/features/orders/api/get-invoice';
import { useOrder } from '@/features/orders/api/get-order';
import { useUpdateOrderStatus } from '@/features/orders/api/update-order-status';
import { TrackingTimeline } from '@/features/orders/components/tracking-timeline';

function ConfirmAction({
  label,
  title,
  description,
  busy,
  onConfirm,
}: {
  label: string;
  title: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={busy}
        >
          {busy ? 'Updating...' : label}
        </Button>
      }
      title={title}
      description={description}
      cancelLabel="Keep order"
      confirmLabel={label}
      onConfirm={onConfirm}
    />
  );
}

/** The one change a buyer may ask for: cancelling before delivery, returning after it. */
const BUYER_CHANGES = {
  Cancelled: {
    label: 'Cancel Order',
    title: 'Cancel this order?',
    description: 'The item will be cancelled and the amount paid refunded to your original payment method.',
  },
  Returned: {
    label: 'Return Order',
    title: 'Return this item?',
    description: 'We will arrange a pickup and refund the amount paid once the item is back with the seller.',
  },
} as const;

function Actions({ order }: { order: OrderItemDetail }) {
  const update = useUpdateOrderStatus();
  const createReview = useCreateReview();
  const [reviewing, setReviewing] = useState(false);
  const change = (status: 'Cancelled' | 'Returned') =>
    update.mutate(
      { id: order.id, status },
      {
        onSuccess: () => toast.success(ORDER_MESSAGES.statusUpdated),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const canCancel = order.status === 'OrderConfirmed' || order.status === 'Shipped';
  const delivered = order.status === 'Delivered';
  const next = canCancel ? 'Cancelled' : delivered && order.returnable ? 'Returned' : null;
  const canReview = (delivered || order.status === 'Returned') && order.productId !== null;
  if (!canCancel && !delivered && !canReview) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {next && (
        <ConfirmAction {...BUYER_CHANGES[next]} busy={update.isPending} onConfirm={() => change(next)} />
      )}
      {delivered && !order.returnable && (
        <p className="self-center text-sm text-muted-foreground">{ORDER_MESSAGES.returnWindowClosed}.</p>
      )}
      {canReview &&
        (order.reviewId ? (
          <Button variant="outline" asChild>
            <Link to={paths.user.reviews.href()}>
              <StarIcon aria-hidden /> View your review
            </Link>
          </Button>
        ) : (
          <>
            <Button onClick={() => setReviewing(true)}>
              <StarIcon aria-hidden /> Write a Review
            </Button>
            {reviewing && (
              <ReviewDialog
                open={reviewing}
                onOpenChange={setReviewing}
                title="Write a Review"
                productName={order.name}
                submitting={createReview.isPending}
                onSubmit={async (input) => {
                  try {
                    await createReview.mutateAsync({ productId: order.productId!, ...input });
                    toast.success(REVIEW_MESSAGES.added);
                    return true;
                  } catch (error) {
                    toast.error(errorMessage(error));
                    return false;
                  }
                }}
              />
            )}
          </>
        ))}
    </div>
  );
}

function Row({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: React.ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t pt-3 text-base font-semibold' : 'text-sm'}`}
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** /user/orders/{id}: product, tracking, shipping and price details, actions. */
export function OrderDetailPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const query = useOrder(orderId);
  const order = query.data;
  useDocumentTitle(order ? truncate(order.name, 60) : 'Order details');

  useEffect(() => {
    // A failed fetch shows the error message in a toast.
    if (query.isError) toast.error(errorMessage(query.error));
  }, [query.isError, query.error]);

  const back = <BackLink to={paths.user.orders.href()} label="My Orders" />;

  // A malformed id asks nothing (the query is off) and is simply not found.
  if (query.isPending && Number.isInteger(orderId) && orderId > 0)
    return (
      <div className="mx-auto w-full max-w-5xl space-y-4 px-4 py-6 md:px-8 md:py-10" aria-busy>
        {back}
        <span role="status" className="sr-only">
          Loading order…
        </span>
        <Skeleton className="h-40 rounded-xl" />
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-64 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </div>
    );

  if (!order)
    return (
      <div className="mx-auto w-full max-w-5xl space-y-4 px-4 py-6 md:px-8 md:py-10">
        {back}
        <h1 className="text-2xl font-bold">Order not found</h1>
        <p role="alert" className="text-muted-foreground">
          {errorMessage(query.error, 'This order could not be loaded.')}
        </p>
      </div>
    );

  const image = order.product?.images[0]?.url ?? order.image ?? undefined;
  const productHref = order.product ? paths.product.href({ id: order.product.id }) : null;
  const picture = (
    <LazyImage
      src={image ? imageAt(image, 400) : undefined}
      alt={order.name}
      fit="contain"
      className="size-28 rounded-lg bg-white sm:size-36"
      imgClassName="p-2"
    />
  );
  const refundNote =
    order.product === null && (order.status === 'OrderConfirmed' || order.status === 'Shipped');

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 px-4 py-6 md:px-8 md:py-10">
      {back}
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row">
          {productHref ? (
            <Link
              to={productHref}
              className="shrink-0 self-start rounded-lg"
              aria-label={`View ${order.name}`}
            >
              {picture}
            </Link>
          ) : (
            <div className="shrink-0 self-start">{picture}</div>
          )}
          <div className="min-w-0 flex-1 space-y-2">
            <h1 className="text-lg font-semibold sm:text-xl" title={order.name}>
              {truncate(order.name, ORDER_NAME_MAX_DETAIL)}
            </h1>
            {order.seller && <p className="text-sm text-muted-foreground">Sold by {order.seller.name}</p>}
            {order.product === null && (
              <p className="text-sm text-muted-foreground">{ORDER_MESSAGES.productDeletedText}</p>
            )}
            <p className="text-xl font-semibold">{formatINR(order.price)}</p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <OrderStatusDot status={order.status} className="text-sm font-medium" />
              <span className="text-sm text-muted-foreground">
                {refundNote ? ORDER_MESSAGES.refundPromise : orderStatusMessage(order.status)}
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p className="text-xs text-muted-foreground">
                Order #{order.order.id} · placed on{' '}
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              </p>
              <Button asChild variant="outline" size="sm">
                <a href={invoiceHref(order.order.id)} download>
                  <FileDownIcon aria-hidden /> Download invoice
                </a>
              </Button>
            </div>
            <div className="pt-2">
              <Actions order={order} />
            </div>
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <TitledCard title="Order tracking" titleClassName="text-base leading-6">
          <TrackingTimeline item={order} />
        </TitledCard>

        <div className="space-y-4">
          <TitledCard title="Shipping details" titleClassName="text-base leading-6">
            <ShippingContact
              name={order.order.user.name}
              address={order.order.user.address}
              phone={order.order.user.phone}
            />
          </TitledCard>

          <TitledCard title="Price details" titleClassName="text-base leading-6">
            <dl className="space-y-2">
              <Row label="Quantity">{order.quantity}</Row>
              <Row label="List price">
                <s className="text-muted-foreground">{formatINR(order.listPrice)}</s>
              </Row>
              <Row label="Selling price">{formatINR(order.price)}</Row>
              <Row label="Delivery">
                <span className="font-medium text-success">Free</span>
              </Row>
              <Row label="Total amount" strong>
                {formatINR(order.total)}
              </Row>
              {order.refund && (
                <Row label={order.refund.status === 'processed' ? 'Refunded' : 'Refund (processing)'}>
                  <span className="font-medium text-success">{formatINR(order.refund.amount)}</span>
                </Row>
              )}
            </dl>
          </TitledCard>
        </div>
      </div>
    </div>
  );
}
