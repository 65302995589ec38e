import { categoryTagline, countListingFilters, NO_FILTERS } from '@electrohub/shared/storefront';
import { ArrowLeftIcon, TriangleAlertIcon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { useAllCategories } from '@/lib/categories';
import { useProducts } from '../api/get-products';
import { EmptyState } from '../components/empty-state';
import { FilteredListing, NoMatchingProducts } from '../components/filters/filtered-listing';
import { useListingFilters } from '../components/filters/use-listing-filters';
import { ProductResults } from '../components/product-grid';
import { SortSelect, useSortParam } from '../components/sort-select';

/** Category page /categories/{categoryName}: title, description, sort select and grid. */
export function CategoryPage() {
  const { categoryName = '' } = useParams();
  const navigate = useNavigate();
  const [sort, setSort] = useSortParam();
  const [filters, setFilters] = useListingFilters();
  const categories = useAllCategories();
  // The canonical spelling when the URL's differs only in case.
  const category = categories.data?.find((c) => c.name.toLowerCase() === categoryName.toLowerCase());
  const name = category?.name ?? categoryName;
  const products = useProducts({ category: name, sort, filters });
  const items = products.data?.pages.flatMap((page) => page.products) ?? [];
  const total = products.data?.pages[0]?.total;
  useDocumentTitle(name);

  if (products.isError && items.length === 0)
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <TriangleAlertIcon aria-hidden className="size-12 text-destructive" />
        <h1 className="text-3xl font-bold">Oops!</h1>
        <p role="alert" className="text-muted-foreground">
          {errorMessage(products.error, 'We could not load this category.')}
        </p>
        <Button variant="outline" onClick={() => void navigate(-1)}>
          <ArrowLeftIcon aria-hidden /> Go back
        </Button>
      </div>
    );

  const unknown = categories.isSuccess && !category;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{name}</h1>
          {categories.isPending ? (
            <Skeleton className="mt-2 h-5 w-80 max-w-full" />
          ) : (
            <p className="mt-2 text-muted-foreground">{category?.description ?? categoryTagline(name)}</p>
          )}
          {typeof total === 'number' && total > 0 && (
            <p className="mt-1 text-sm text-muted-foreground">
              {total} {total === 1 ? 'product' : 'products'}
            </p>
          )}
        </div>
        <SortSelect value={sort} onChange={setSort} />
      </div>

      <div className="mt-6">
        <FilteredListing
          scope={{ category: name }}
          filters={filters}
          onChange={setFilters}
          resultsTitle={`Products in ${name}`}
        >
          <ProductResults
            query={products}
            products={items}
            empty={
              countListingFilters(filters) > 0 ? (
                <NoMatchingProducts onClear={() => setFilters(NO_FILTERS)} />
              ) : (
                <EmptyState
                  title={unknown ? 'No products found' : 'No products found for this category'}
                  hint="Try selecting a different category"
                >
                  {categories.data && categories.data.length > 0 && (
                    <ul className="mt-2 flex flex-wrap justify-center gap-2">
                      {categories.data
                        .filter((c) => c.name !== name)
                        .map((c) => (
                          <li key={c.name}>
                            <Link
                              to={paths.category.href({ categoryName: c.name })}
                              className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-accent hover:text-accent-foreground"
                            >
                              {c.name}
                            </Link>
                          </li>
                        ))}
                    </ul>
                  )}
                </EmptyState>
              )
            }
          />
        </FilteredListing>
      </div>
    </div>
  );
}
