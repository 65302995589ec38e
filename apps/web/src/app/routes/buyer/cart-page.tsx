import { ShoppingBagIcon, Trash2Icon, TruckIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { CartProduct } from '@electrohub/shared/cart';
import { cartSubtotal, UNITS_PER_PRODUCT_MAX } from '@electrohub/shared/cart-constants';
import { formatINR, truncate } from '@electrohub/shared/format';
import { EmptyList } from '@/components/empty-list';
import { ListPrice } from '@/components/list-price';
import { ProductThumbLink, ProductTitleLink } from '@/components/product-line';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { CheckoutButton } from '@/features/checkout/components/checkout-flow';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCart } from '@/features/cart/api/get-cart';
import { useRemoveCartItem } from '@/features/cart/api/remove-cart-item';
import { useUpdateCartItem } from '@/features/cart/api/update-cart-item';
import { QuantityStepper } from '@/features/cart/components/quantity-stepper';

/** Order summary names are cut to 20 characters. */
const SUMMARY_NAME_MAX = 20;

function CartLine({ line }: { line: CartProduct }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const image = line.images[0]?.url;
  const href = paths.product.href({ id: line.id });
  const unavailable = !line.available;
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <ProductThumbLink href={href} url={image} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <ProductTitleLink href={href} name={line.name} level="h3" />
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove ${line.name} from cart`}
            onClick={() =>
              remove.mutate(line.cartItemId, { onError: (error) => toast.error(errorMessage(error)) })
            }
          >
            <Trash2Icon aria-hidden className="text-destructive" />
          </Button>
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{formatINR(line.sellingPrice)}</span>
          {line.offerPercentage > 0 && <ListPrice rupees={line.price} />}
        </p>
        {unavailable && (
          <p className="text-sm font-medium text-destructive">
            {line.status === 'Active' && line.stock > 0 ? `Only ${line.stock} left in stock` : 'Out of Stock'}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            label={`Quantity of ${line.name}`}
            value={line.quantity}
            max={
              line.status === 'Active'
                ? Math.max(Math.min(line.stock, UNITS_PER_PRODUCT_MAX), line.quantity)
                : line.quantity
            }
            onChange={(quantity) =>
              update.mutate(
                { cartItemId: line.cartItemId, quantity },
                { onError: (error) => toast.error(errorMessage(error)) },
              )
            }
          />
          <p className="text-sm">
            <span className="text-muted-foreground">Subtotal: </span>
            <span className="font-semibold">{formatINR(cartSubtotal([line]))}</span>
          </p>
        </div>
      </div>
    </li>
  );
}

function CartSkeleton() {
  return (
    <div aria-hidden className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <Card>
        <CardContent className="space-y-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-4">
              <Skeleton className="size-24 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/4" />
                <Skeleton className="h-8 w-28" />
              </div>
            </div>
          ))}
        </CardContent>
      </Card>
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

/** /user/cart: Shopping Cart and Order Summary; checkout with flag 'cart'. */
export function CartPage() {
  useDocumentTitle('Shopping Cart');
  const cart = useCart();
  const lines = cart.data?.products ?? [];
  const buyable = lines.filter((l) => l.available);
  const subtotal = cartSubtotal(buyable);
  const units = buyable.reduce((n, l) => n + l.quantity, 0);
  const draft = {
    total: subtotal,
    items: buyable.map((l) => ({ productId: l.id, quantity: l.quantity, sellerId: l.sellerId })),
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 md:px-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Shopping Cart</h1>
      {cart.isPending ? (
        <>
          <span role="status" className="sr-only">
            Loading cart…
          </span>
          <CartSkeleton />
        </>
      ) : cart.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(cart.error)}
        </p>
      ) : lines.length === 0 ? (
        <EmptyList
          icon={ShoppingBagIcon}
          title="Your cart is empty"
          text="Find something you love and add it here."
          action={
            <Button asChild>
              <Link to={paths.home.href()}>Start Shopping</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg leading-7">
                {lines.length} {lines.length === 1 ? 'item' : 'items'}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y">
                {lines.map((line) => (
                  <CartLine key={line.cartItemId} line={line} />
                ))}
              </ul>
            </CardContent>
          </Card>

          <Card className="lg:sticky lg:top-20" aria-labelledby="order-summary-title">
            <CardHeader>
              <CardTitle id="order-summary-title" className="text-lg leading-7">
                Order Summary
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <ul className="space-y-2 text-sm">
                {buyable.map((l) => (
                  <li key={l.cartItemId} className="flex justify-between gap-3">
                    <span className="min-w-0 text-muted-foreground" title={l.name}>
                      {truncate(l.name, SUMMARY_NAME_MAX)} × {l.quantity}
                    </span>
                    <span className="shrink-0 tabular-nums">{formatINR(cartSubtotal([l]))}</span>
                  </li>
                ))}
              </ul>
              <Separator />
              <dl className="space-y-2 text-sm">
                <div className="flex justify-between">
                  <dt className="text-muted-foreground">
                    Subtotal ({units} {units === 1 ? 'item' : 'items'})
                  </dt>
                  <dd className="tabular-nums">{formatINR(subtotal)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="flex items-center gap-1.5 text-muted-foreground">
                    <TruckIcon aria-hidden className="size-4" /> Delivery
                  </dt>
                  <dd className="font-medium text-success">Free</dd>
                </div>
                <div className="flex justify-between border-t pt-3 text-base font-semibold">
                  <dt>Total</dt>
                  <dd className="tabular-nums">{formatINR(subtotal)}</dd>
                </div>
              </dl>
              {buyable.length < lines.length && (
                <p className="text-xs text-muted-foreground">
                  Items that cannot be bought right now are left out of the order.
                </p>
              )}
              <CheckoutButton draft={draft} flag="cart" size="lg" className="w-full">
                Proceed to Checkout
              </CheckoutButton>
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
