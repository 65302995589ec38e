import type { ProductCard as ProductCardData } from '@electrohub/shared/catalog';
import { dealTier, type DealTier } from '@electrohub/shared/pricing';
import { DEAL_FILTERS, DEAL_NAMES, type DealFilter } from '@electrohub/shared/storefront';
import { FlameIcon, ZapIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useProductPage } from '../api/get-products';
import { EmptyState } from './empty-state';
import { ProductCard } from './product-card';
import { ScrollRow } from './scroll-row';

/** Products Deal Dash picks its deals from (one page of the catalog). */
const DEAL_SOURCE_LIMIT = 48;

const FILTER_LABELS: Record<DealFilter, string> = {
  all: 'All Deals',
  hot: 'Hot',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
const TIER_STYLES: Record<DealTier, string> = {
  hot: 'bg-red-600 text-white',
  high: 'bg-orange-700 text-white',
  medium: 'bg-amber-300 text-amber-950',
  low: 'bg-sky-200 text-sky-950',
};

/** Which filters to offer: 'hot' only when some product has 60% or more. */
export function dealFilters(products: Pick<ProductCardData, 'offerPercentage'>[]): DealFilter[] {
  const hasHot = products.some((p) => dealTier(p.offerPercentage) === 'hot');
  return DEAL_FILTERS.filter((f) => f !== 'hot' || hasHot);
}

/**
 * 'Deal Dash': a horizontal carousel of discounted products with a deal-tier filter
 * (all, hot ≥ 60%, high 30–59%, medium 15–29%, low < 15%); each card gets a random deal name of its tier.
 * Empty: 'Deals not available'.
 */
export function DealDash() {
  const source = useProductPage({ limit: DEAL_SOURCE_LIMIT });
  const [filter, setFilter] = useState<DealFilter>('all');

  const deals = useMemo(
    () =>
      (source.data?.products ?? [])
        .filter((p) => p.offerPercentage > 0)
        .sort((a, b) => b.offerPercentage - a.offerPercentage)
        .map((p) => {
          const tier = dealTier(p.offerPercentage);
          const names = DEAL_NAMES[tier];
          return { product: p, tier, dealName: names[Math.floor(Math.random() * names.length)]! };
        }),
    [source.data],
  );
  const filters = dealFilters(deals.map((d) => d.product));
  const active = filters.includes(filter) ? filter : 'all';
  const shown = active === 'all' ? deals : deals.filter((d) => d.tier === active);

  return (
    <section aria-labelledby="deal-dash-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2
          id="deal-dash-title"
          className="flex items-center gap-2 text-xl font-bold tracking-tight md:text-2xl"
        >
          <ZapIcon aria-hidden className="size-6 fill-amber-400 text-amber-500" /> Deal Dash
        </h2>
        <div role="group" aria-label="Deal tier" className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={f === active}
              onClick={() => setFilter(f)}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                f === active
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'hover:bg-accent hover:text-accent-foreground',
              )}
            >
              {f === 'hot' && <FlameIcon aria-hidden className="size-3.5" />}
              {FILTER_LABELS[f]}
            </button>
          ))}
        </div>
      </div>

      {source.isPending ? (
        <div className="flex gap-3 overflow-hidden" aria-hidden>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-80 w-56 shrink-0 rounded-xl" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title="Deals not available" />
      ) : (
        <ScrollRow label="Deals">
          {shown.map(({ product, tier, dealName }) => (
            <li key={product.id} className="relative flex w-52 shrink-0 snap-start flex-col sm:w-56">
              <span
                className={cn(
                  'mb-1.5 self-start rounded-md px-2.5 py-1 text-xs font-bold tracking-wide uppercase',
                  TIER_STYLES[tier],
                )}
              >
                {dealName} · {product.offerPercentage}% off
              </span>
              <ProductCard
                product={product}
                className="w-full flex-1"
                sizes="(min-width: 640px) 224px, 208px"
              />
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
