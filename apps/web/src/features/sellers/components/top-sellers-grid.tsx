import { imageAt } from '@electrohub/shared/media';
import { BadgeCheckIcon, StoreIcon, TruckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useTopSellers } from '../api/get-top-sellers';

/** Cards shown on the home page. */
const SHOWN = 12;

/** 'Top sellers and brands': picture, name, 'Verified', '24 Hours Delivery'; empty 'No sellers found'. */
export function TopSellersGrid() {
  const sellers = useTopSellers();
  const items = (sellers.data ?? []).slice(0, SHOWN);

  return (
    <section aria-labelledby="top-sellers-title">
      <h2 id="top-sellers-title" className="mb-3 text-xl font-bold tracking-tight md:text-2xl">
        Top Sellers &amp; Brands
      </h2>
      {sellers.isPending ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-hidden>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-44 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed p-6 text-muted-foreground">
          <StoreIcon aria-hidden className="size-5" /> No sellers found
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {items.map((seller) => (
            <li key={seller.id}>
              <Link
                to={paths.topSeller.href({ sellerId: seller.id })}
                className="flex h-full flex-col items-center gap-2 rounded-xl border bg-card p-4 text-center shadow-xs transition-shadow hover:shadow-md"
              >
                <LazyImage
                  src={seller.pfp ? imageAt(seller.pfp, 200) : undefined}
                  alt=""
                  className="size-16 rounded-full border bg-white"
                  fit="cover"
                />
                <span className="line-clamp-2 text-sm font-semibold">{seller.name}</span>
                <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
                  <BadgeCheckIcon aria-hidden className="size-4" /> Verified
                </span>
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  <TruckIcon aria-hidden className="size-3.5" /> 24 Hours Delivery
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
