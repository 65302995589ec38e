import { HeartIcon, LoaderCircleIcon, ShoppingCartIcon, ZapIcon } from 'lucide-react';
import { sellingPrice } from '@electrohub/shared/pricing';
import { Button } from '@/components/ui/button';
import { useAddToCartAction } from '@/features/cart/api/add-to-cart';
import { useCheckout } from '@/features/checkout/components/checkout-flow';
import { useWishlistHeart } from '@/features/wishlist/api/toggle-wishlist';
import { cn } from '@/lib/cn';
import { useProduct } from '@/features/catalog/api/get-product';

/** The failure text for the wishlist. */
export const WISHLIST_ERROR = 'Error updating wishlist';

/**
 * The signed-in buyer's buttons on the product page: Add to Cart, Buy Now (card payment),
 * and the wishlist heart (optimistic: it flips at once and reverts if the call fails). With status
 * OutOfStock, Add to Cart and Buy Now are hidden and an 'Out of Stock' panel shows; the heart stays.
 */
export function PurchaseActions({
  productId,
  status,
}: {
  productId: number;
  status: string;
  /** Unused: the heart reads the buyer's wishlist itself (kept so callers need not change). */
  wishlisted?: boolean;
}) {
  // Handlers wired to the buying features (cart, checkout, wishlist).
  const cart = useAddToCartAction();
  const checkout = useCheckout('buy');
  const wishlist = useWishlistHeart();
  const product = useProduct(String(productId)).data;
  const isWishlisted = wishlist.isWishlisted(productId);
  const outOfStock = status === 'OutOfStock';
  const busy = cart.isPending ? 'cart' : checkout.phase !== 'idle' ? 'buy' : null;

  const add = async (then: 'cart' | 'buy') => {
    if (then === 'cart') {
      await cart.add(productId);
      return;
    }
    // Buy Now: a one-line draft at quantity 1, paid by card; the server re-checks price and stock.
    const price = product ? sellingPrice(product.price, product.offerPercentage) : 0;
    await checkout.start({
      total: price,
      items: [{ productId, quantity: 1, sellerId: product?.seller?.id ?? null }],
    });
  };

  const onHeart = async () => {
    wishlist.toggle(productId);
  };

  const heartButton = (
    <Button
      variant="outline"
      size="lg"
      aria-pressed={isWishlisted}
      aria-label={isWishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={() => void onHeart()}
      className="px-3"
    >
      <HeartIcon aria-hidden className={cn('size-5', isWishlisted && 'fill-red-500 text-red-500')} />
    </Button>
  );

  if (outOfStock)
    return (
      <div className="flex items-stretch gap-3">
        <OutOfStockPanel className="flex-1" />
        {heartButton}
      </div>
    );

  return (
    <div className="flex flex-wrap gap-3">
      <Button
        size="lg"
        variant="outline"
        className="flex-1 border-primary text-primary"
        busy={busy !== null}
        onClick={() => void add('cart')}
      >
        {busy === 'cart' ? (
          <LoaderCircleIcon aria-hidden className="animate-spin" />
        ) : (
          <ShoppingCartIcon aria-hidden />
        )}{' '}
        Add to Cart
      </Button>
      <Button size="lg" className="flex-1" busy={busy !== null} onClick={() => void add('buy')}>
        {busy === 'buy' ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : <ZapIcon aria-hidden />}{' '}
        {checkout.busyLabel ?? 'Buy Now'}
      </Button>
      {heartButton}
      {checkout.dialog}
    </div>
  );
}

/** 'Out of Stock' / 'Currently Unavailable'. */
export function OutOfStockPanel({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn('rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3', className)}
    >
      <p className="font-semibold text-destructive">Out of Stock</p>
      <p className="text-sm text-muted-foreground">Currently Unavailable</p>
    </div>
  );
}
