import type { ProductStatus } from '@electrohub/shared/catalog';
import type { PayoutStatus, SellerStatus } from '@electrohub/shared/money';
import { ORDER_STATUS_LABELS, type OrderItemStatus } from '@electrohub/shared/orders-status';
import { PRODUCT_STATUS_LABELS } from '@electrohub/shared/products';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A status in a list or a heading, in every area (buyer, seller, admin): its label after a coloured dot. The label
 * carries the meaning; the dot (a `bg-…` class) is decoration, hidden from screen readers.
 */
export function StatusDot({ label, dot, className }: { label: ReactNode; dot: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 fallback:whitespace-nowrap', className)}>
      <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', dot)} />
      {label}
    </span>
  );
}

/** Order-item dot colours: Delivered green, Cancelled and Returned red, Shipped yellow, confirmed blue. */
const ORDER_DOT: Partial<Record<OrderItemStatus, string>> = {
  OrderConfirmed: 'bg-blue-500',
  Shipped: 'bg-yellow-400',
  Delivered: 'bg-green-500',
  Cancelled: 'bg-red-500',
  Returned: 'bg-red-500',
};

/**
 * An order item's status ('Order Confirmed') with its dot, or the dot before another text of that status (the
 * buyer's 'Your item has been delivered'); a status without a colour gets a grey one.
 */
export function OrderStatusDot({
  status,
  label = ORDER_STATUS_LABELS[status],
  className,
}: {
  status: OrderItemStatus;
  label?: ReactNode;
  className?: string;
}) {
  return <StatusDot label={label} dot={ORDER_DOT[status] ?? 'bg-muted-foreground'} className={className} />;
}

/** Product status dot colours; Discontinued is coloured too. */
export const PRODUCT_STATUS_DOT: Record<ProductStatus, string> = {
  Active: 'bg-green-500',
  Inactive: 'bg-slate-400',
  OutOfStock: 'bg-yellow-400',
  Discontinued: 'bg-red-500',
};

/** A product's status ('Out of Stock') with its dot. */
export function ProductStatusDot({ status, className }: { status: ProductStatus; className?: string }) {
  return (
    <StatusDot label={PRODUCT_STATUS_LABELS[status]} dot={PRODUCT_STATUS_DOT[status]} className={className} />
  );
}

const PAYOUT_STATUS: Record<PayoutStatus, { label: string; dot: string }> = {
  processing: { label: 'Processing', dot: 'bg-yellow-400' },
  paid: { label: 'Paid', dot: 'bg-green-500' },
  failed: { label: 'Failed', dot: 'bg-red-500' },
};

/** A payout's status: Processing yellow, Paid green, Failed red. */
export function PayoutStatusDot({ status, className }: { status: PayoutStatus; className?: string }) {
  return <StatusDot {...PAYOUT_STATUS[status]} className={className} />;
}

export const SELLER_STATUS_LABELS: Record<SellerStatus, string> = {
  pending: 'Pending approval',
  approved: 'Approved',
  suspended: 'Suspended',
};
const SELLER_DOT: Record<SellerStatus, string> = {
  pending: 'bg-yellow-400',
  approved: 'bg-green-500',
  suspended: 'bg-red-500',
};

/** A seller's standing: Approved green, Pending approval yellow, Suspended red. */
export function SellerStatusDot({ status, className }: { status: SellerStatus; className?: string }) {
  return <StatusDot label={SELLER_STATUS_LABELS[status]} dot={SELLER_DOT[status]} className={className} />;
}
