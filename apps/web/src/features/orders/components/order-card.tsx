import { PackageXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, formatINR, truncate } from '@electrohub/shared/format';
import type { OrderItem } from '@electrohub/shared/orders';
import { ORDER_MESSAGES, ORDER_NAME_MAX_LIST, orderStatusMessage } from '@electrohub/shared/orders-constants';
import { ProductThumb } from '@/components/product-line';
import { paths } from '@/config/paths';
import { OrderStatusDot } from '@/components/status-dot';

/**
 * One order item in 'My Orders': image, name cut to 50, selling price, quantity, total, status dot
 * and date. It opens the detail only while the product exists; a deleted product shows a placeholder.
 */
export function OrderCard({ item }: { item: OrderItem }) {
  const deleted = item.product === null;
  const image = item.product?.images[0]?.url ?? item.image ?? undefined;
  const refundNote = deleted && (item.status === 'OrderConfirmed' || item.status === 'Shipped');
  const body = (
    <>
      {deleted ? (
        <div className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-lg bg-muted text-center text-muted-foreground sm:size-24">
          <PackageXIcon aria-hidden className="size-6" />
          <span className="px-1 text-[11px] leading-tight font-medium">
            {ORDER_MESSAGES.productDeletedTitle}
          </span>
        </div>
      ) : (
        <ProductThumb url={image} className="shrink-0" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:gap-4">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-sm font-medium sm:text-base" title={item.name}>
            {truncate(item.name, ORDER_NAME_MAX_LIST)}
          </h2>
          {deleted && <p className="text-xs text-muted-foreground">{ORDER_MESSAGES.productDeletedText}</p>}
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">{formatINR(item.price)}</span>
            <span> × {item.quantity}</span>
            <span className="ml-2">
              Total <span className="font-medium text-foreground">{formatINR(item.total)}</span>
            </span>
          </p>
        </div>
        <div className="space-y-1 sm:w-64 sm:text-right">
          <p className="text-sm font-medium">
            <OrderStatusDot
              status={item.status}
              label={refundNote ? ORDER_MESSAGES.refundPromise : orderStatusMessage(item.status)}
              className="whitespace-normal"
            />
          </p>
          <p className="text-xs text-muted-foreground">
            Ordered on <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </p>
        </div>
      </div>
    </>
  );
  const frame = 'flex gap-3 rounded-xl border bg-card p-3 sm:gap-4 sm:p-4';
  return deleted ? (
    <li className={frame}>{body}</li>
  ) : (
    <li>
      <Link
        to={paths.user.order.href({ id: item.id })}
        state={{ item }}
        className={`${frame} transition-shadow hover:shadow-md`}
      >
        {body}
      </Link>
    </li>
  );
}
