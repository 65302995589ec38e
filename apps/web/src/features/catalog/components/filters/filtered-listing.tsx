import { formatCount } from '@electrohub/shared/format';
import { countListingFilters, NO_FILTERS, type ListingFilters } from '@electrohub/shared/storefront';
import { SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFacets, type FacetScope } from '@/features/catalog/api/get-facets';
import { onceNear } from '@/lib/once-near';
import { EmptyState } from '../empty-state';
import { filterChips } from './filter-labels';

// The panel (checkboxes, slider, brand list) and the drawer load apart from the page. The sidebar's panel is
// rendered by the server with its counts (decision 053: crawlers see the filters, nothing moves on desktop), and
// the browser keeps that HTML until the panel's code has loaded and hydrates it then. The code loads once the sidebar
// is shown (from 1150 px, the `min-[1150px]` classes) and within 600 px of the viewport: at once on a category or
// search page, when the visitor scrolls towards 'Our Products' on home (decision 075), and never on a phone unless
// the window widens (decision 056). The drawer loads when 'Filters' is first approached.
let panelWanted: () => void = () => {};
const panelNear = new Promise<void>((resolve) => (panelWanted = resolve));
const loadPanel = () => import('./filter-panel');
const FilterPanel = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : panelNear)
    .then(loadPanel)
    .then((m) => ({ default: m.FilterPanel })),
);
const loadDrawer = () => import('./filter-drawer');
const FilterDrawer = lazy(loadDrawer);

/** The room the sidebar keeps for the panel while its code loads (a page rendered in the browser). */
const PANEL_MIN_HEIGHT = 480;

/** How long the counts wait for the filters to settle. */
const COUNT_DEBOUNCE_MS = 250;

const productCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'product' : 'products'}`;

/**
 * A product listing with its filter panel (docs/decisions/041-catalog-filters.md): a sidebar from 1150 px, a
 * drawer behind a 'Filters' button below; above the grid, the result count (kept in place while the next
 * arrives) and a chip per active filter with 'Clear all'. `children` is the grid, which the caller fetches
 * with the same `filters`.
 */
export function FilteredListing({
  scope,
  filters,
  onChange,
  enabled = true,
  resultsTitle,
  children,
}: {
  scope: FacetScope;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** False while the scope is not known yet (a search too short to run). */
  enabled?: boolean;
  /**
   * A hidden h2 over the grid, for a page whose h1 is the listing's only heading: on a phone the sidebar (and its
   * h2) is hidden, and the cards' h3 would otherwise follow the h1 directly.
   */
  resultsTitle?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const settled = useDebouncedValue(filters, COUNT_DEBOUNCE_MS);
  const facets = useFacets(scope, settled, enabled);
  const data = facets.data;
  const active = countListingFilters(filters);
  const chips = filterChips(filters);
  const sidebar = useRef<HTMLElement>(null);
  useEffect(() => (sidebar.current ? onceNear(sidebar.current, '600px', panelWanted) : undefined), []);

  return (
    <div className="min-[1150px]:grid min-[1150px]:grid-cols-[15rem_minmax(0,1fr)] min-[1150px]:gap-8">
      <aside ref={sidebar} aria-labelledby="filters-title" className="hidden min-[1150px]:block">
        <h2 id="filters-title" className="text-lg font-semibold">
          Filters
        </h2>
        <Suspense fallback={<div style={{ minHeight: PANEL_MIN_HEIGHT }} aria-hidden />}>
          <FilterPanel facets={data} filters={filters} onChange={onChange} />
        </Suspense>
      </aside>

      <div>
        {resultsTitle && <h2 className="sr-only">{resultsTitle}</h2>}
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            className="min-[1150px]:hidden"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            onClick={() => {
              setDrawerWanted(true);
              setOpen(true);
            }}
          >
            <SlidersHorizontalIcon aria-hidden />
            Filters{active > 0 && ` (${active})`}
          </Button>
          {/* Always one line high, so the grid never moves while counts load. */}
          <p
            aria-live="polite"
            className="min-h-5 text-sm text-muted-foreground tabular-nums"
            data-testid="result-count"
          >
            {data ? productCount(data.total) : '\u00a0'}
          </p>
          {chips.length > 0 && (
            <ul aria-label="Active filters" className="flex w-full flex-wrap items-center gap-2">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button
                    type="button"
                    onClick={() => onChange(chip.without)}
                    className="inline-flex items-center gap-1 rounded-full border bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {chip.label}
                    <XIcon aria-hidden className="size-3.5" />
                    <span className="sr-only">: remove this filter</span>
                  </button>
                </li>
              ))}
              <li>
                <Button variant="link" size="sm" className="h-auto px-1" onClick={() => onChange(NO_FILTERS)}>
                  Clear all
                </Button>
              </li>
            </ul>
          )}
        </div>
        {children}
      </div>

      {drawerWanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={open}
            onOpenChange={setOpen}
            facets={data}
            filters={filters}
            onChange={onChange}
            active={active}
            showLabel={data ? `Show ${productCount(data.total)}` : 'Show products'}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The empty grid of a filtered listing: nothing matches, with a way out. */
export function NoMatchingProducts({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState title="No products match these filters" hint="Remove a filter or clear them all.">
      <Button variant="outline" onClick={onClear}>
        Clear all filters
      </Button>
    </EmptyState>
  );
}
