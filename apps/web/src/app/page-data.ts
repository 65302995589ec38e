import type { QueryClient } from '@tanstack/react-query';
import { readListingFilters, SEARCH_MIN_CHARS } from '@electrohub/shared/storefront';
import { paths } from '@/config/paths';
import { allCategoriesQueryOptions } from '@/lib/categories';
import { bannersQueryOptions } from '@/features/catalog/api/get-banners';
import { topCategoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { facetsQueryOptions } from '@/features/catalog/api/get-facets';
import { featuredProductsQueryOptions } from '@/features/catalog/api/get-featured-products';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { productsInfiniteQueryOptions } from '@/features/catalog/api/get-products';
import { relatedProductsQueryOptions } from '@/features/catalog/api/get-related-products';
import { sortOf } from '@/features/catalog/components/sort-select';
import { searchResultsQueryOptions } from '@/features/search/api/search-products';
import { sellerQueryOptions } from '@/features/sellers/api/get-seller';

type Params = Record<string, string | undefined>;
/** Loads into `client` what a page shows on its first render, with the page's own query options. */
type PageData = (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>;

const nothing: PageData = async () => undefined;

/**
 * The public pages the server renders (docs/decisions/037-server-rendered-storefront.md), each with the reads its
 * first render makes above the fold. Every query here must use the same options (key and function) as the
 * component that reads it, or the browser would ask again after hydrating; the e2e journey counts those calls.
 * Below-the-fold blocks (home's top sellers, best picks, deal dash; the footer) load after hydration.
 */
const PAGES: [pattern: string, load: PageData][] = [
  [
    paths.home.path,
    (client, _params, search) =>
      Promise.all([
        client.prefetchQuery(bannersQueryOptions()),
        client.prefetchQuery(featuredProductsQueryOptions()),
        client.prefetchQuery(allCategoriesQueryOptions()),
        // 'Our Products' starts on 'All' with the URL's filters (useProducts({ category: undefined, filters })).
        client.prefetchInfiniteQuery(
          productsInfiniteQueryOptions({ category: undefined, filters: readListingFilters(search) }),
        ),
        // The filter sidebar's counts, rendered with the grid (decision 053; FilteredListing's useFacets).
        client.prefetchQuery(facetsQueryOptions({ category: undefined }, readListingFilters(search))),
      ]),
  ],
  [
    paths.product.path,
    async (client, { id = '' }) => {
      const product = await client.fetchQuery(productQueryOptions(id)).catch(() => null);
      if (product) await client.prefetchQuery(relatedProductsQueryOptions(product.categoryName, product.id));
    },
  ],
  [
    paths.category.path,
    async (client, { categoryName = '' }, search) => {
      const categories = await client.fetchQuery(allCategoriesQueryOptions()).catch(() => []);
      // The page lists the category under its canonical spelling when the URL's differs only in case.
      const name =
        categories.find((c) => c.name.toLowerCase() === categoryName.toLowerCase())?.name ?? categoryName;
      await Promise.all([
        client.prefetchInfiniteQuery(
          productsInfiniteQueryOptions({
            category: name,
            sort: sortOf(search),
            filters: readListingFilters(search),
          }),
        ),
        client.prefetchQuery(facetsQueryOptions({ category: name }, readListingFilters(search))),
      ]);
    },
  ],
  [
    paths.search.path,
    async (client, _params, search) => {
      const q = search.get('q')?.trim() ?? '';
      if (q.length >= SEARCH_MIN_CHARS)
        await Promise.all([
          client.prefetchInfiniteQuery(
            searchResultsQueryOptions(q, sortOf(search), readListingFilters(search)),
          ),
          client.prefetchQuery(facetsQueryOptions({ query: q }, readListingFilters(search))),
        ]);
    },
  ],
  [
    paths.topSeller.path,
    // The profile and the first SELLER_PAGE_SIZE products: 'More Products' asks for the rest (decision 052).
    (client, { sellerId = '' }) => client.prefetchInfiniteQuery(sellerQueryOptions(sellerId)),
  ],
  [paths.about.path, nothing],
  [paths.contact.path, nothing],
  [paths.info.path, nothing],
];

/** What the shop shell shows on every public page (the header's category menu). */
const shellData = (client: QueryClient) => client.prefetchQuery(topCategoriesQueryOptions());

/**
 * Loads the data of a server-rendered page: the route that matched (its pattern, and its params as the page's
 * useParams sees them) and the URL's search. Answers false when it is not one of those pages (it stays rendered in
 * the browser). A read that fails is left out: the page renders it loading and the browser asks for it.
 */
export async function loadPageData(
  client: QueryClient,
  route: { pattern: string | undefined; params: Params },
  search: URLSearchParams,
): Promise<boolean> {
  const load = PAGES.find(([pattern]) => pattern === route.pattern)?.[1];
  if (!load) return false;
  await Promise.all([shellData(client), load(client, route.params, search)]);
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  return true;
}
