import type { ProductCard } from '@electrohub/shared/catalog';
import { countListingFilters, NO_FILTERS } from '@electrohub/shared/storefront';
import { SlidersHorizontalIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAllCategories } from '@/lib/categories';
import { useProducts } from '../api/get-products';
import { EmptyState } from './empty-state';
import { FilteredListing, NoMatchingProducts } from './filters/filtered-listing';
import { useListingFilters } from './filters/use-listing-filters';
import { ProductResults } from './product-grid';

const CategoryFilterDrawer = lazy(() => import('./category-filter-drawer'));

const chipClass = (selected: boolean) =>
  cn(
    'shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
    selected
      ? 'border-primary bg-primary text-primary-foreground'
      : 'bg-background hover:bg-accent hover:text-accent-foreground',
  );

/**
 * 'Our Products': category chips (All plus each category; a filter drawer on phones), the grid,
 * and 'More Products' while the last page was full. Changing the category starts again at page 1.
 * `onLoaded` receives every product loaded so far ('Best Products For You' picks from them).
 */
export function OurProducts({ onLoaded }: { onLoaded?: (products: ProductCard[]) => void }) {
  const [category, setCategory] = useState<string | undefined>(undefined);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const categories = useAllCategories();
  const [filters, setFilters] = useListingFilters();
  const products = useProducts({ category, filters });
  const items = products.data?.pages.flatMap((page) => page.products) ?? [];

  // Failures loading the home list are only logged.
  useEffect(() => {
    if (products.error) console.error('Loading products failed', products.error);
  }, [products.error]);

  useEffect(() => {
    if (products.data) onLoaded?.(products.data.pages.flatMap((page) => page.products));
  }, [products.data, onLoaded]);

  const chips = [
    { label: 'All', value: undefined as string | undefined },
    ...(categories.data ?? []).map((c) => ({ label: c.name, value: c.name })),
  ];

  return (
    <section id="products" aria-labelledby="products-title" className="scroll-mt-24">
      <div className="flex items-center justify-between gap-3">
        <h2 id="products-title" className="text-xl font-bold tracking-tight md:text-2xl">
          Our Products
        </h2>
        <Button
          variant="outline"
          className="md:hidden"
          aria-haspopup="dialog"
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
        >
          <SlidersHorizontalIcon aria-hidden /> <span className="sr-only">Filter by category: </span>
          {category ?? 'All'}
        </Button>
      </div>

      <div role="group" aria-label="Filter by category" className="mt-3 hidden flex-wrap gap-2 md:flex">
        {chips.map((chip) => (
          <button
            key={chip.label}
            type="button"
            aria-pressed={chip.value === category}
            onClick={() => setCategory(chip.value)}
            className={chipClass(chip.value === category)}
          >
            {chip.label}
          </button>
        ))}
      </div>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <CategoryFilterDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            categories={categories.data ?? []}
            value={category}
            onChange={setCategory}
          />
        </Suspense>
      )}

      <div className="mt-4">
        <FilteredListing scope={{ category }} filters={filters} onChange={setFilters}>
          <ProductResults
            query={products}
            products={items}
            empty={
              countListingFilters(filters) > 0 ? (
                <NoMatchingProducts onClear={() => setFilters(NO_FILTERS)} />
              ) : (
                <EmptyState
                  title={category ? 'No products found for this category' : 'No products found'}
                  hint={category ? 'Try selecting a different category' : undefined}
                >
                  {products.isError && (
                    <Button variant="outline" onClick={() => void products.refetch()}>
                      Try again
                    </Button>
                  )}
                </EmptyState>
              )
            }
          />
        </FilteredListing>
      </div>
    </section>
  );
}
