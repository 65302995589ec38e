import { formatDate, formatINR } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { sellingPrice, showSaveBadge } from '@electrohub/shared/pricing';
import { PRODUCT_OFFERS } from '@electrohub/shared/content/home';
import { FREE_DELIVERY_NOTE, RETURN_NOTE } from '@electrohub/shared/storefront';
import {
  BadgeCheckIcon,
  ChevronRightIcon,
  LogInIcon,
  RotateCcwIcon,
  TagIcon,
  TruckIcon,
  UserRoundIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ListPrice } from '@/components/list-price';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api';
import { useProduct, type ProductDetail } from '@/features/catalog/api/get-product';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { ProductPageSkeleton } from '@/features/catalog/components/product-page-skeleton';
import { OutOfStockPanel, PurchaseActions } from './purchase-actions';
import { SimilarProducts } from '@/features/catalog/components/similar-products';
import { StarRating } from '@/features/catalog/components/star-rating';

/** The product page's messages. */
function loadError(id: string | undefined, error: unknown): string | null {
  if (!id) return 'Product ID is missing';
  if (!error) return null;
  if (error instanceof ApiError && error.status > 0) return 'Failed to load product data';
  return 'An error occurred while fetching the product.';
}

function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > 220;
  return (
    <div>
      <p id="product-description" className={open || !long ? 'whitespace-pre-line' : 'line-clamp-3'}>
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls="product-description"
          onClick={() => setOpen(!open)}
          className="mt-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {open ? 'Show less' : 'Read more'}
        </button>
      )}
    </div>
  );
}

function BuyArea({ product }: { product: ProductDetail }) {
  const { status } = useSession();
  if (status === 'pending') return <Skeleton className="h-11 w-full" />;
  if (status === 'buyer') return <PurchaseActions productId={product.id} status={product.status} />;
  if (product.status === 'OutOfStock') return <OutOfStockPanel />;
  // A visitor sees 'Login to Purchase'.
  return (
    <Button asChild size="lg" className="w-full sm:w-auto sm:self-start">
      <Link to={paths.user.signIn.href()} state={{ from: paths.product.href({ id: product.id }) }}>
        <LogInIcon aria-hidden /> Login to Purchase
      </Link>
    </Button>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const price = sellingPrice(product.price, product.offerPercentage);
  const details = product.productInfo.details;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li className="flex items-center gap-1">
            <Link to={paths.home.href()} className="hover:text-foreground hover:underline">
              Home
            </Link>
            <ChevronRightIcon aria-hidden className="size-3.5" />
          </li>
          <li className="flex items-center gap-1">
            <Link
              to={paths.category.href({ categoryName: product.categoryName })}
              className="hover:text-foreground hover:underline"
            >
              {product.categoryName}
            </Link>
            <ChevronRightIcon aria-hidden className="size-3.5" />
          </li>
          <li aria-current="page" className="max-w-[40ch] truncate text-foreground">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />

        <div className="flex flex-col gap-4">
          <div>
            {product.productInfo.brand && (
              <p className="text-sm font-medium text-primary">{product.productInfo.brand}</p>
            )}
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance md:text-3xl">
              {product.name}
            </h1>
            {product.reviewCount > 0 ? (
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <StarRating value={product.averageRating} />
                <span className="font-medium">{product.averageRating.toFixed(1)}</span>
                <a href="#reviews" className="text-muted-foreground hover:underline">
                  ({product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'})
                </a>
              </p>
            ) : (
              // No empty stars and no '0.0' for a product nobody has reviewed yet.
              <p className="mt-2 text-sm text-muted-foreground">No reviews yet</p>
            )}
          </div>

          <Description text={product.description} />

          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-3xl font-bold">{formatINR(price)}</span>
            {product.offerPercentage > 0 && (
              <>
                <ListPrice rupees={product.price} className="text-lg" />
                <span className="font-semibold text-success">{product.offerPercentage}% off</span>
              </>
            )}
            {showSaveBadge(product.offerPercentage) && (
              <Badge variant="success" className="self-center">
                Save {formatINR(product.price - price)}
              </Badge>
            )}
          </div>

          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            <li className="flex items-center gap-2 rounded-lg border p-3">
              <TruckIcon aria-hidden className="size-5 text-primary" /> {FREE_DELIVERY_NOTE}
            </li>
            <li className="flex items-center gap-2 rounded-lg border p-3">
              <RotateCcwIcon aria-hidden className="size-5 text-primary" /> {RETURN_NOTE}
            </li>
          </ul>

          <section aria-labelledby="offers-title">
            <h2 id="offers-title" className="mb-2 font-semibold">
              Available offers
            </h2>
            <ul className="grid gap-1.5 text-sm">
              {PRODUCT_OFFERS.map((offer) => (
                <li key={offer.type} className="flex items-start gap-2">
                  <TagIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  <span>
                    <span className="font-medium">{offer.type}:</span> {offer.description}
                    {offer.code && <span className="text-muted-foreground"> (code {offer.code})</span>}
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <BuyArea product={product} />

          {product.seller && (
            <p className="flex items-center gap-2 text-sm">
              <span className="text-muted-foreground">Sold by</span>
              <Link
                to={paths.topSeller.href({ sellerId: product.seller.id })}
                className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
              >
                {product.seller.name}{' '}
                <BadgeCheckIcon aria-label="Verified seller" className="size-4 text-success" />
              </Link>
            </p>
          )}
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="specs-title">
          <h2 id="specs-title" className="mb-3 text-xl font-bold tracking-tight">
            Specifications
          </h2>
          {details.length === 0 ? (
            <p className="text-muted-foreground">No specifications available for this product</p>
          ) : (
            <table className="w-full overflow-hidden rounded-xl border text-sm">
              <tbody>
                {details.map((pair, i) => (
                  <tr key={`${pair.key}-${i}`} className="border-b last:border-0 even:bg-muted/40">
                    <th scope="row" className="w-2/5 px-4 py-2.5 text-left font-medium text-muted-foreground">
                      {pair.key}
                    </th>
                    <td className="px-4 py-2.5">{pair.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24">
          <h2 id="reviews-title" className="mb-3 text-xl font-bold tracking-tight">
            Customer Reviews
          </h2>
          {product.reviews.length === 0 ? (
            <p className="text-muted-foreground">No reviews available</p>
          ) : (
            <ul className="grid gap-3">
              {product.reviews.map((review) => (
                <li key={review.id} className="rounded-xl border p-4">
                  <div className="flex items-center gap-3">
                    {review.user.pfp ? (
                      <img
                        src={imageAt(review.user.pfp, 200)}
                        alt=""
                        loading="lazy"
                        className="size-9 rounded-full border object-cover"
                      />
                    ) : (
                      <span className="flex size-9 items-center justify-center rounded-full bg-muted">
                        <UserRoundIcon aria-hidden className="size-5 text-muted-foreground" />
                      </span>
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium">{review.user.name}</p>
                      {/* The viewer's time zone may put it on another day than the server's (decision 037). */}
                      <p className="text-xs text-muted-foreground" suppressHydrationWarning>
                        {formatDate(review.createdAt)}
                      </p>
                    </div>
                    <StarRating value={review.rating} size="size-3.5" />
                  </div>
                  <p className="mt-2 text-sm whitespace-pre-line">{review.content}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <div className="mt-12">
        <SimilarProducts category={product.categoryName} productId={product.id} />
      </div>
    </>
  );
}

/** Product detail /product/{id}. */
export function ProductPage() {
  const { id } = useParams();
  const product = useProduct(id);
  useDocumentTitle(product.data?.name);
  const message = loadError(id, product.error);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8">
      {product.data ? (
        <ProductView product={product.data} />
      ) : (
        <>
          {message && (
            <div
              role="alert"
              className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3"
            >
              <p className="font-medium text-destructive">{message}</p>
              <Button asChild variant="outline" size="sm">
                <Link to={paths.home.href()}>Back to Home</Link>
              </Button>
            </div>
          )}
          <ProductPageSkeleton />
        </>
      )}
    </div>
  );
}
