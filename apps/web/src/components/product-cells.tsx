import { PackageIcon, PackageXIcon } from 'lucide-react';
import { formatINR } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { cn } from '@/lib/cn';

/**
 * The 40 px picture of a product in a list row: its first image (200 px wide), else a package icon — a crossed
 * one (`missing`) where the product no longer exists, a plain one where it has no image yet.
 */
export function ProductThumb({
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

/** A price cell's content: the selling price, with the full price struck through under it while on offer. */
export function PriceStack({
  price,
  sellingPrice,
  offer,
}: {
  price: number;
  sellingPrice: number;
  offer: number;
}) {
  return (
    <>
      {formatINR(sellingPrice)}
      {offer > 0 && (
        <span className="block text-xs text-muted-foreground line-through">{formatINR(price)}</span>
      )}
    </>
  );
}
