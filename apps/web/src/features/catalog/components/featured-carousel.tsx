import { formatINR } from '@electrohub/shared/format';
import { imageAt, imageSrcSet } from '@electrohub/shared/media';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeaturedProducts } from '../api/get-featured-products';
import { ScrollRow } from './scroll-row';

/** 2 cards on phones up to 5 on wide screens, minus the row's gaps. */
const cardWidth =
  'basis-[calc((100%-0.75rem)/2)] sm:basis-[calc((100%-1.5rem)/3)] md:basis-[calc((100%-3rem)/4)] lg:basis-[calc((100%-4rem)/5)]';

/** The card widths above, in a 1280 px container. */
const FEATURED_SIZES =
  '(min-width: 1280px) 240px, (min-width: 1024px) 19vw, (min-width: 768px) 23vw, (min-width: 640px) 31vw, 46vw';

/** The featured-product carousel: admin-chosen items, looping, 300 px steps. */
export function FeaturedCarousel() {
  const featured = useFeaturedProducts();
  if (featured.isPending)
    return (
      <div className="flex gap-3 overflow-hidden" aria-hidden>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className={`aspect-[4/5] shrink-0 rounded-xl ${cardWidth}`} />
        ))}
      </div>
    );
  const items = featured.data ?? [];
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="featured-title">
      <h2 id="featured-title" className="mb-3 text-xl font-bold tracking-tight md:text-2xl">
        Featured Products
      </h2>
      <ScrollRow label="Featured products" loop>
        {items.map((item) => {
          const external = /^https?:\/\//.test(item.href);
          const body = (
            <>
              <LazyImage
                src={imageAt(item.imageUrl, 400)}
                srcSet={imageSrcSet(item.imageUrl)}
                sizes={FEATURED_SIZES}
                alt=""
                fit="contain"
                className="aspect-square bg-white dark:bg-white/95"
                imgClassName="p-3"
              />
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="line-clamp-2 text-sm font-medium">{item.name}</span>
                <span className="mt-auto text-base font-semibold">{formatINR(item.price)}</span>
              </span>
            </>
          );
          const cardClass =
            'flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md';
          return (
            <li key={item.id} className={`shrink-0 snap-start ${cardWidth}`}>
              {external ? (
                <a href={item.href} className={cardClass} rel="noopener noreferrer">
                  {body}
                </a>
              ) : (
                <Link to={item.href} className={cardClass}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ScrollRow>
    </section>
  );
}
