import type { ProductStatus } from '@electrohub/shared/catalog';
import { PRODUCT_STATUS_LABELS } from '@electrohub/shared/products';
import { cn } from '@/lib/cn';

/** Product status colours; Discontinued is coloured too. */
export const PRODUCT_STATUS_TONE: Record<ProductStatus, string> = {
  Active: 'bg-green-500',
  Inactive: 'bg-slate-400',
  OutOfStock: 'bg-yellow-400',
  Discontinued: 'bg-red-500',
};

/** A product status with its coloured dot (the label carries the meaning). */
export function AdminProductStatus({ status, className }: { status: ProductStatus; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 whitespace-nowrap', className)}>
      <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', PRODUCT_STATUS_TONE[status])} />
      {PRODUCT_STATUS_LABELS[status]}
    </span>
  );
}
