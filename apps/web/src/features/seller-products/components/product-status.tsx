import { PRODUCT_STATUS_LABELS } from '@electrohub/shared/products';
import type { SellerProduct } from '@electrohub/shared/products';
import { cn } from '@/lib/cn';

const TONE: Record<SellerProduct['status'], string> = {
  Active: 'bg-green-500',
  Inactive: 'bg-slate-400',
  OutOfStock: 'bg-yellow-400',
  Discontinued: 'bg-red-500',
};

/** A product status with its coloured dot (Discontinued coloured too). */
export function ProductStatus({
  status,
  className,
}: {
  status: SellerProduct['status'];
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2 whitespace-nowrap', className)}>
      <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', TONE[status])} />
      {PRODUCT_STATUS_LABELS[status]}
    </span>
  );
}
