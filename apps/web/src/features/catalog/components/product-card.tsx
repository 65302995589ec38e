import { formatINR } from '@electrohub/shared/format';
import { imageSrcSet } from '@electrohub/shared/media';
import { sellingPrice, showSaveBadge } from '@electrohub/shared/pricing';
import { StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image';
import { ListPrice } from '@/components/list-price';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { ProductSummary } from '../api/get-products';
import { ProductCardAction } from './product-card-action';

/** Grid widths: 2 columns on phones, 3 on tablets, 4 from 1024 px in a 1280 px container. */
export const PRODUCT_GRID_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw';

export type ProductCardProps = {
  product: Pick<
    ProductSummary,
    | 'id'
    | 'name'
    | 'price'
    | 'offerPercentage'
    | 'images'
    | 'categoryName'
    | 'status'
    | 'averageRating'
    | 'reviewCount'
  >;
  sizes?: string;
  className?: string;
  /** Load the image eagerly and first, and show it without fading in (cards above the fold: the page's LCP). */
  priority?: boolean;
};

/** A product tile: picture, wishlist heart, name, selling price with the list price struck through and a 'Save N%' badge. */
export function ProductCard({
  product,
  sizes = PRODUCT_GRID_SIZES,
  className,
  priority = false,
}: ProductCardProps) {
  const imageUrl = product.images[0]?.url;
  const offer = product.offerPercentage;
  const price = sellingPrice(product.price, offer);
  const outOfStock = product.status === 'OutOfStock';
  const rating = product.averageRating ?? 0;
  const reviews = product.reviewCount ?? 0;

  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-shadow hover:shadow-md focus-within:shadow-md',
        className,
      )}
    >
      <div className="relative">
        <LazyImage
          src={imageUrl}
          srcSet={imageUrl ? imageSrcSet(imageUrl) : undefined}
          sizes={sizes}
          alt={product.name}
          fit="contain"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="aspect-square bg-white dark:bg-white/95"
          imgClassName="p-3 transition-transform duration-300 group-hover:scale-105"
        />
        {outOfStock && (
          <Badge variant="secondary" className="absolute bottom-2 left-2">
            Out of Stock
          </Badge>
        )}
        {/* Above the card-wide link, so a tap toggles the heart instead of opening the product. */}
        <ProductCardAction
          productId={product.id}
          productName={product.name}
          className="absolute top-2 right-2 z-10 bg-background/90"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="truncate text-xs text-muted-foreground">{product.categoryName}</p>
        <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-medium">
          {/* The link covers the whole card; the name is its accessible text. */}
          <Link
            to={paths.product.href({ id: product.id })}
            className="focus-stretched after:absolute after:inset-0 after:rounded-xl"
          >
            {product.name}
          </Link>
        </h3>
        {reviews > 0 && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <StarIcon aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
            <span className="font-medium text-foreground">{rating.toFixed(1)}</span>
            <span>
              ({reviews}
              <span className="sr-only"> reviews</span>)
            </span>
          </p>
        )}
        {/* The badge sits with the price, off the picture: product photos often carry the brand top-left. */}
        <p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-base font-semibold">{formatINR(price)}</span>
          {offer > 0 && <ListPrice rupees={product.price} />}
          {showSaveBadge(offer) && <Badge variant="success">Save {Math.round(offer)}%</Badge>}
        </p>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border bg-card" aria-hidden>
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-5 w-1/2" />
      </div>
    </div>
  );
}
