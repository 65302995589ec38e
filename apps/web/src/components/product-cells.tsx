import { PackageIcon, PackageXIcon } from 'lucide-react';
import { formatINR } from '@electrohub/shared/format';
import type { ProductStatus } from '@electrohub/shared/catalog';
import { imageAt } from '@electrohub/shared/media';
import { ProductStatusDot } from '@/components/status-dot';
import { TableCell } from '@/components/ui/table';
import { cn } from '@/lib/cn';

/**
 * The 40 px picture of a product in a list row: its first image (200 px wide), else a package icon — a crossed
 * one (`missing`) where the product no longer exists, a plain one where it has no image yet.
 */
export function ProductCellThumb({
  image,
  missing = false,
  className,
}: {
  image: string | null | undefined;
  missing?: boolean;
  className?: string;
}) {
  const Icon = missing ? PackageXIcon : PackageIcon;
  return (
    <span
      className={cn(
        'flex size-10 items-center justify-center overflow-hidden rounded-md border bg-muted',
        className,
      )}
    >
      {image ? (
        <img src={imageAt(image, 200)} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Icon aria-hidden className="size-4 text-muted-foreground" />
      )}
    </span>
  );
}

/** The header cells over `PriceStockStatusCells`, in the same order. */
export const PRICE_STOCK_STATUS_COLUMNS = [
  { header: 'Price', className: 'text-right' },
  { header: 'Stock', className: 'text-right' },
  { header: 'Status' },
] as const;

/**
 * The price, stock and status cells of a product row in the admin and seller product lists: the selling price
 * with the full price struck through under it while on offer, the units in stock, and the status with its dot.
 */
export function PriceStockStatusCells({
  product: p,
}: {
  product: {
    price: number;
    sellingPrice: number;
    offerPercentage: number;
    stock: number;
    status: ProductStatus;
  };
}) {
  return (
    <>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        {formatINR(p.sellingPrice)}
        {p.offerPercentage > 0 && (
          <span className="block text-xs text-muted-foreground line-through">{formatINR(p.price)}</span>
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">{p.stock}</TableCell>
      <TableCell>
        <ProductStatusDot status={p.status} />
      </TableCell>
    </>
  );
}
