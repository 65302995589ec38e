import type { ProductCard } from '@electrohub/shared/catalog';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { TopSellersGrid } from '@/features/sellers/components/top-sellers-grid';
import { BannerCarousel } from '../components/banner-carousel';
import { BestPicks } from '../components/best-picks';
import { DealDash } from '../components/deal-dash';
import { FeaturedCarousel } from '../components/featured-carousel';
import { HomeHero } from '../components/home-hero';
import { OurProducts } from '../components/our-products';
import { ServicesSection } from '../components/services-section';

/** The outcome of a newsletter / 'Notify Me' confirmation link (the server redirects here). */
function useSubscriptionOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('subscription');
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'confirmed') toast.success('Subscription confirmed');
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
 * Home (spec 1 §2 'Home page'): banner carousel, featured products, top sellers, hero, 'Our Products',
 * 'Best Products For You', 'Deal Dash' and 'Services to help you shop'.
 */
export function HomePage() {
  useDocumentTitle('');
  useSubscriptionOutcome();
  const [loaded, setLoaded] = useState<ProductCard[]>([]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-6 md:gap-14 md:py-8">
      <BannerCarousel />
      <FeaturedCarousel />
      <TopSellersGrid />
      <HomeHero />
      <OurProducts onLoaded={setLoaded} />
      <BestPicks products={loaded} />
      <DealDash />
      <ServicesSection />
    </div>
  );
}
