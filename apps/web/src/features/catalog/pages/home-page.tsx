import { ArrowRightIcon, PackageSearchIcon, ShieldCheckIcon, TruckIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { SITE_TAGLINE } from '@/config/site';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProducts } from '../api/get-products';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';

/** Home (spec 1 §2 'Home page'): for now a hero and the 'Our Products' grid with 'More Products'. */
export function HomePage() {
  useDocumentTitle('');
  const products = useProducts();
  const items = products.data?.pages.flatMap((page) => page.products) ?? [];

  // spec 1 §8: failures loading the home list are only logged.
  useEffect(() => {
    if (products.error) console.error('Loading products failed', products.error);
  }, [products.error]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-10">
      <section
        aria-labelledby="home-title"
        className="relative overflow-hidden rounded-2xl bg-primary px-6 py-10 text-primary-foreground md:px-12 md:py-14 dark:border dark:bg-card dark:text-card-foreground"
      >
        <div aria-hidden className="absolute -top-16 -right-16 size-64 rounded-full bg-primary-foreground/10 dark:bg-primary/15" />
        <div aria-hidden className="absolute -bottom-24 right-24 size-56 rounded-full bg-primary-foreground/10 dark:bg-primary/10" />
        <div className="relative max-w-xl">
          <p className="text-sm font-semibold tracking-wide uppercase dark:text-primary">ElectroHub</p>
          <h1 id="home-title" className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-5xl">
            {SITE_TAGLINE}
          </h1>
          <p className="mt-3 text-base md:text-lg">
            Phones, laptops, audio and smart gadgets from verified sellers, delivered free.
          </p>
          <Button asChild variant="secondary" size="lg" className="mt-6 dark:bg-primary dark:text-primary-foreground dark:hover:bg-primary/90">
            <a href="#products">
              Shop now <ArrowRightIcon aria-hidden />
            </a>
          </Button>
        </div>
      </section>

      <ul className="mt-6 grid gap-3 text-sm sm:grid-cols-3">
        <li className="flex items-center gap-3 rounded-xl border bg-card p-4">
          <TruckIcon aria-hidden className="size-5 text-primary" /> Free delivery on every order
        </li>
        <li className="flex items-center gap-3 rounded-xl border bg-card p-4">
          <ShieldCheckIcon aria-hidden className="size-5 text-primary" /> Verified sellers, genuine products
        </li>
        <li className="flex items-center gap-3 rounded-xl border bg-card p-4">
          <PackageSearchIcon aria-hidden className="size-5 text-primary" /> 7 days return and exchange
        </li>
      </ul>

      <section id="products" aria-labelledby="products-title" className="mt-10 scroll-mt-24">
        <h2 id="products-title" className="text-xl font-bold tracking-tight md:text-2xl">
          Our Products
        </h2>

        {products.isPending ? (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4" aria-busy="true" aria-label="Loading products">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <div className="mt-4 flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
            <PackageSearchIcon aria-hidden className="size-10 text-muted-foreground" />
            <p className="font-medium">No products found</p>
            {products.isError && (
              <Button variant="outline" onClick={() => void products.refetch()}>
                Try again
              </Button>
            )}
          </div>
        ) : (
          <>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4">
              {items.map((product, index) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} priority={index < 4} className="w-full" />
                </li>
              ))}
            </ul>
            {products.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() => void products.fetchNextPage()}
                  disabled={products.isFetchingNextPage}
                >
                  {products.isFetchingNextPage ? 'Loading...' : 'More Products'}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
