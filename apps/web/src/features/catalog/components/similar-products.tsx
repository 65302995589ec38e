import { Skeleton } from '@/components/ui/skeleton';
import { useRelatedProducts } from '../api/get-related-products';
import { ProductCard } from './product-card';
import { ScrollRow } from './scroll-row';

/** The similar-products row scrolls by 390 px. */
export const SIMILAR_STEP = 390;

/** 'Similar products': up to 8 of the same category, without the current one. */
export function SimilarProducts({ category, productId }: { category: string; productId: number }) {
  const related = useRelatedProducts(category, productId);
  return (
    <section aria-labelledby="similar-title">
      <h2 id="similar-title" className="mb-3 text-xl font-bold tracking-tight">
        Similar Products
      </h2>
      {related.isPending ? (
        <div className="flex gap-3 overflow-hidden" aria-hidden>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-80 w-56 shrink-0 rounded-xl" />
          ))}
        </div>
      ) : related.isError ? (
        <p role="alert" className="text-destructive">
          An error occurred while fetching related products.
        </p>
      ) : related.data.length === 0 ? (
        <p className="text-muted-foreground">No similar products found.</p>
      ) : (
        <ScrollRow label="Similar products" step={SIMILAR_STEP}>
          {related.data.map((product) => (
            <li key={product.id} className="flex w-52 shrink-0 snap-start sm:w-60">
              <ProductCard product={product} className="w-full" sizes="(min-width: 640px) 240px, 208px" />
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
