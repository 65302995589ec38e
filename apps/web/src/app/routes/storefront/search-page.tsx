import { countListingFilters, NO_FILTERS, SEARCH_MIN_CHARS } from '@electrohub/shared/storefront';
import { SearchIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { FilteredListing, NoMatchingProducts } from '@/features/catalog/components/filters/filtered-listing';
import { useListingFilters } from '@/features/catalog/components/filters/use-listing-filters';
import { ProductResults } from '@/features/catalog/components/product-grid';
import { SortSelect, useSortParam } from '@/features/catalog/components/sort-select';
import { useSearchResults } from '@/features/search/api/search-products';

/** /search?q=…: every result, with the category page's sort (docs/decisions/005-storefront-listing-and-search.md). */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [sort, setSort] = useSortParam();
  const [filters, setFilters] = useListingFilters();
  const results = useSearchResults(q, sort, filters);
  const items = results.data?.pages.flat() ?? [];
  useDocumentTitle(q ? `Search results for "${q}"` : 'Search');

  const tooShort = q.length < SEARCH_MIN_CHARS;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          {q ? <>Search results for &quot;{q}&quot;</> : 'Search'}
        </h1>
        {!tooShort && <SortSelect value={sort} onChange={setSort} />}
      </div>
      <div className="mt-6">
        {tooShort ? (
          <EmptyState
            icon={<SearchIcon aria-hidden className="size-10 text-muted-foreground" />}
            title="Type at least 2 characters in the search box to find products"
          />
        ) : (
          <FilteredListing
            scope={{ query: q }}
            filters={filters}
            onChange={setFilters}
            resultsTitle="Results"
          >
            <ProductResults
              query={results}
              products={items}
              moreLabel="More Results"
              empty={
                countListingFilters(filters) > 0 ? (
                  <NoMatchingProducts onClear={() => setFilters(NO_FILTERS)} />
                ) : (
                  <EmptyState
                    title={`No products found for "${q}"`}
                    hint="Check the spelling or try a more general word."
                  >
                    {results.isError && (
                      <Button variant="outline" onClick={() => void results.refetch()}>
                        Try again
                      </Button>
                    )}
                  </EmptyState>
                )
              }
            />
          </FilteredListing>
        )}
      </div>
    </div>
  );
}
