import type { ProductCard as ProductCardData } from '@electrohub/shared/catalog';
import { BEST_PICKS_COUNT } from '@electrohub/shared/storefront';
import { useMemo } from 'react';
import { ProductCard } from './product-card';

/** `count` distinct random items (Fisher–Yates on a copy). */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

/** 'Best Products For You': 5 chosen at random among the loaded products; a click opens one. */
export function BestPicks({ products }: { products: ProductCardData[] }) {
  // New picks only when the set of loaded products changes (not on every render).
  const key = products.map((p) => p.id).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `products`
  const picks = useMemo(() => pickRandom(products, BEST_PICKS_COUNT), [key]);
  if (picks.length === 0) return null;

  return (
    <section aria-labelledby="best-picks-title">
      <h2 id="best-picks-title" className="mb-3 text-xl font-bold tracking-tight md:text-2xl">
        Best Products For You
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-5">
        {picks.map((product) => (
          <li key={product.id} className="flex">
            <ProductCard
              product={product}
              className="w-full"
              sizes="(min-width: 1024px) 240px, (min-width: 640px) 32vw, 48vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
