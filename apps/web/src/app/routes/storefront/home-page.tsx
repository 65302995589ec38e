import type { ProductCard } from '@electrohub/shared/catalog';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { BannerCarousel } from '@/features/catalog/components/banner-carousel';
import { FeaturedCarousel } from '@/features/catalog/components/featured-carousel';
import { HomeHero } from '@/features/catalog/components/home-hero';
import { OurProducts } from '@/features/catalog/components/our-products';
import { WhenVisible } from '@/components/when-visible';

// Below the fold: their code loads when the visitor scrolls towards them (keeps the home route's JS small).
const TopSellersGrid = lazy(() =>
  import('@/features/sellers/components/top-sellers-grid').then((m) => ({ default: m.TopSellersGrid })),
);
const BestPicks = lazy(() =>
  import('@/features/catalog/components/best-picks').then((m) => ({ default: m.BestPicks })),
);
const DealDash = lazy(() =>
  import('@/features/catalog/components/deal-dash').then((m) => ({ default: m.DealDash })),
);
const ServicesSection = lazy(() =>
  import('@/features/catalog/components/services-section').then((m) => ({ default: m.ServicesSection })),
);

function Deferred({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return (
    <WhenVisible minHeight={minHeight}>
      <Suspense fallback={<div style={{ minHeight }} aria-hidden />}>{children}</Suspense>
    </WhenVisible>
  );
}

/**
 * The products 'Our Products' has loaded so far, for 'Best Products For You' alone: kept in the page's state, they
 * made the whole page (every card of the grid) render again just after hydration (decision 056).
 */
function loadedProducts() {
  let products: ProductCard[] = [];
  const listeners = new Set<() => void>();
  return {
    get: () => products,
    set: (next: ProductCard[]) => {
      products = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const NONE: ProductCard[] = [];

function LoadedBestPicks({ loaded }: { loaded: ReturnType<typeof loadedProducts> }) {
  const products = useSyncExternalStore(loaded.subscribe, loaded.get, () => NONE);
  return <BestPicks products={products} />;
}

/** The outcome of a newsletter / 'Notify Me' confirmation link (the server redirects here). */
function useSubscriptionOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('subscription');
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'confirmed') toast.success('Subscription confirmed');
    else if (outcome === 'unsubscribed') toast.success('You will not get these e-mails any more');
    else if (outcome === 'invalid-unsubscribe') toast.error('This unsubscribe link is invalid');
    else toast.error('This confirmation link is invalid or has expired');
    setParams(
      (p) => {
        p.delete('subscription');
        return p;
      },
      { replace: true },
    );
  }, [outcome, setParams]);
}

/**
 * Home: banner carousel, featured products, top sellers, hero, 'Our Products',
 * 'Best Products For You', 'Deal Dash' and 'Services to help you shop'.
 */
export function HomePage() {
  useDocumentTitle('');
  useSubscriptionOutcome();
  const [loaded] = useState(loadedProducts);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-6 md:gap-14 md:py-8">
      <BannerCarousel />
      <FeaturedCarousel />
      <Deferred minHeight={420}>
        <TopSellersGrid />
      </Deferred>
      <HomeHero />
      <OurProducts onLoaded={loaded.set} />
      <Deferred minHeight={380}>
        <LoadedBestPicks loaded={loaded} />
      </Deferred>
      <Deferred minHeight={420}>
        <DealDash />
      </Deferred>
      <Deferred minHeight={480}>
        <ServicesSection />
      </Deferred>
    </div>
  );
}
