import type { ProductCard as ProductCardData } from '@electrohub/shared/catalog';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ProductCard, ProductCardSkeleton } from './product-card';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4';

/** Loading placeholders in the grid's shape. */
export function ProductGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <ul className={cn(gridClass, className)} aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/**
 * A product grid with the 'More Products' button (another page is offered only while the last
 * page came back full; the caller's query decides `hasMore`).
 */
export function ProductGrid({
  products,
  hasMore = false,
  loadingMore = false,
  onMore,
  moreLabel = 'More Products',
  priorityCount = 0,
  className,
}: {
  products: ProductCardData[];
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  moreLabel?: string;
  /** How many first cards load their image eagerly (above the fold). */
  priorityCount?: number;
  className?: string;
}) {
  return (
    <div className={className}>
      <ul className={gridClass}>
        {products.map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} priority={index < priorityCount} className="w-full" />
          </li>
        ))}
      </ul>
      {hasMore && onMore && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" size="lg" onClick={onMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : moreLabel}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The body of a product listing (category, search, the home page's products): the skeleton grid while the first
 * page loads, `empty` when nothing came back, otherwise the grid, first four images eager, with its 'more'
 * button driven by the listing's infinite query.
 */
export function ProductResults({
  query,
  products,
  empty,
  moreLabel,
}: {
  query: {
    isPending: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  products: ProductCardData[];
  empty: ReactNode;
  moreLabel?: string;
}) {
  if (query.isPending) return <ProductGridSkeleton />;
  if (products.length === 0) return empty;
  return (
    <ProductGrid
      products={products}
      priorityCount={4}
      moreLabel={moreLabel}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onMore={() => void query.fetchNextPage()}
    />
  );
}
