import { HeartIcon, ShoppingCartIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import type { BuyerProduct } from '@electrohub/shared/cart';
import { formatINR } from '@electrohub/shared/format';
import { EmptyList } from '@/components/empty-list';
import { ListPrice } from '@/components/list-price';
import { ProductThumbLink, ProductTitleLink } from '@/components/product-line';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAddToCartAction } from '@/features/cart/api/add-to-cart';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { useToggleWishlist } from '@/features/wishlist/api/toggle-wishlist';

function StockLabel({ available }: { available: boolean }) {
  return available ? (
    <span className="text-sm font-medium text-success">In Stock</span>
  ) : (
    <span className="text-sm font-medium text-destructive">Out of Stock</span>
  );
}

function WishlistRow({ product, onRemove }: { product: BuyerProduct; onRemove: () => void }) {
  const cart = useAddToCartAction();
  const image = product.images[0]?.url;
  const href = paths.product.href({ id: product.id });
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-3 sm:items-center sm:gap-4 sm:p-4">
      <ProductThumbLink href={href} url={image} className="rounded-lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1 space-y-1">
          <ProductTitleLink href={href} name={product.name} level="h2" />
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold">{formatINR(product.sellingPrice)}</span>
            {product.offerPercentage > 0 && (
              <>
                <ListPrice rupees={product.price} />
                <span className="text-xs font-medium text-success">{product.offerPercentage}% off</span>
              </>
            )}
          </p>
          <StockLabel available={product.available} />
        </div>
        <div className="flex items-center gap-2">
          {product.available && (
            <Button size="sm" disabled={cart.isPending} onClick={() => void cart.add(product.id)}>
              <ShoppingCartIcon aria-hidden /> Add to Cart
            </Button>
          )}
          <Button
            size="icon-sm"
            variant="ghost"
            onClick={onRemove}
            aria-label={`Remove ${product.name} from wishlist`}
          >
            <Trash2Icon aria-hidden className="text-destructive" />
          </Button>
        </div>
      </div>
    </li>
  );
}

function WishlistSkeleton() {
  return (
    <ul aria-hidden className="space-y-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex gap-4 rounded-xl border bg-card p-4">
          <Skeleton className="size-20 rounded-lg sm:size-24" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /user/wishlist. Removal is immediate (optimistic) and reverts on failure. */
export function WishlistPage() {
  useDocumentTitle('Wishlist');
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();
  const products = wishlist.data?.products ?? [];

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 md:px-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
        Wishlist
        {wishlist.data && products.length > 0 ? (
          <span className="text-muted-foreground"> ({products.length})</span>
        ) : null}
      </h1>
      {wishlist.isPending ? (
        <>
          <span role="status" className="sr-only">
            Loading wishlist…
          </span>
          <WishlistSkeleton />
        </>
      ) : wishlist.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(wishlist.error)}
        </p>
      ) : products.length === 0 ? (
        <EmptyList
          icon={HeartIcon}
          title="Your wishlist is empty"
          text="Tap the heart on any product to save it here."
          action={
            <Button asChild>
              <Link to={paths.home.href()}>Browse Products</Link>
            </Button>
          }
        />
      ) : (
        <ul className="space-y-3">
          {products.map((p) => (
            <WishlistRow key={p.id} product={p} onRemove={() => toggle.mutate(p.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
