import { formatCount } from '@electrohub/shared/format';
import { imageAt, imageSrcSet } from '@electrohub/shared/media';
import { SELLER_FALLBACK_ADDRESS } from '@electrohub/shared/storefront';
import {
  BadgeCheckIcon,
  CalendarIcon,
  ClockIcon,
  MapPinIcon,
  PackageIcon,
  ShieldCheckIcon,
  ShoppingBagIcon,
  StarIcon,
  StoreIcon,
} from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LazyImage } from '@/components/lazy-image';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, errorMessage } from '@/lib/api';
import { EmptyState } from '@/features/catalog/components/empty-state';
import type { ProductSummary } from '@/features/catalog/api/get-products';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { useSeller } from '@/features/sellers/api/get-seller';
import { NotifyMeDialog } from '@/features/sellers/components/notify-me-dialog';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card p-4">
      <span className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
        {icon}
      </span>
      <div>
        <p className="text-lg font-bold">{value}</p>
        <p className="text-xs text-muted-foreground">{label}</p>
      </div>
    </div>
  );
}

/** The public seller page /topsellers/{sellerId}. */
export function TopSellerPage() {
  const { sellerId } = useParams();
  const query = useSeller(sellerId);
  // The first page carries the profile and statistics; each page, SELLER_PAGE_SIZE of the products (decision 052).
  const pages = query.data?.pages;
  const first = pages?.[0];
  const seller = first?.seller;
  const products = useMemo(() => {
    // A product listed between two pages' reads shifts the next page by one: show each product once.
    const seen = new Set<number>();
    const shown: ProductSummary[] = [];
    for (const page of pages ?? [])
      for (const product of page.seller.products)
        if (!seen.has(product.id)) {
          seen.add(product.id);
          shown.push(product);
        }
    return shown;
  }, [pages]);
  useDocumentTitle(seller?.name ?? (query.isError ? 'Seller not found' : undefined));

  if (query.isError && !seller) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <EmptyState
          icon={<StoreIcon aria-hidden className="size-10 text-muted-foreground" />}
          title={notFound ? 'Seller not found' : errorMessage(query.error)}
        >
          <Button asChild variant="outline">
            <Link to={paths.home.href()}>Back to Home</Link>
          </Button>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8">
      {!seller || !first ? (
        <div className="flex flex-col gap-6" aria-busy="true">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <ProductGridSkeleton count={4} />
        </div>
      ) : (
        <>
          <section aria-labelledby="seller-name" className="rounded-2xl border bg-card p-5 md:p-8">
            <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
              <LazyImage
                src={seller.pfp ? imageAt(seller.pfp, 400) : undefined}
                srcSet={seller.pfp ? imageSrcSet(seller.pfp) : undefined}
                sizes="(min-width: 768px) 112px, 96px"
                alt={`${seller.name} logo`}
                loading="eager"
                className="size-24 shrink-0 rounded-full border bg-white md:size-28"
              />
              <div className="min-w-0 flex-1">
                <span className="inline-flex items-center gap-1 rounded-full bg-success px-2.5 py-0.5 text-xs font-semibold text-white dark:text-[#052e16]">
                  <BadgeCheckIcon aria-hidden className="size-3.5" /> Verified
                </span>
                <h1 id="seller-name" className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">
                  {seller.name}
                </h1>
                <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
                  <li className="flex items-center gap-1.5">
                    <MapPinIcon aria-hidden className="size-4" />{' '}
                    {seller.address?.trim() || SELLER_FALLBACK_ADDRESS}
                  </li>
                  <li className="flex items-center gap-1.5">
                    <CalendarIcon aria-hidden className="size-4" /> Member since{' '}
                    {new Date(seller.createdAt).getFullYear()}
                  </li>
                  <li className="flex items-center gap-1.5">
                    <ClockIcon aria-hidden className="size-4" /> Responds within 24 hrs
                  </li>
                  <li className="flex items-center gap-1.5">
                    <ShieldCheckIcon aria-hidden className="size-4" /> 100% Authentic Products
                  </li>
                </ul>
              </div>
            </div>
            <div className="mt-6 grid gap-3 sm:grid-cols-3">
              <Stat
                icon={<PackageIcon aria-hidden className="size-5" />}
                label="Products"
                value={String(seller.productCount)}
              />
              <Stat
                icon={<StarIcon aria-hidden className="size-5" />}
                label="Rating"
                value={`${first.averageRating.toFixed(1)} / 5`}
              />
              <Stat
                icon={<ShoppingBagIcon aria-hidden className="size-5" />}
                label="Sales"
                value={formatCount(first.totalSales)}
              />
            </div>
          </section>

          <section aria-labelledby="seller-products" className="mt-10">
            <h2 id="seller-products" className="mb-4 text-xl font-bold tracking-tight md:text-2xl">
              Products by {seller.name}
            </h2>
            {products.length === 0 ? (
              <EmptyState title="No Products Available" hint="This seller has not listed any products yet.">
                <NotifyMeDialog sellerId={seller.id} sellerName={seller.name} />
              </EmptyState>
            ) : (
              <ProductGrid
                products={products}
                hasMore={query.hasNextPage}
                loadingMore={query.isFetchingNextPage}
                onMore={() => void query.fetchNextPage()}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
