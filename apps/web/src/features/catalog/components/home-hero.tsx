import { ArrowRightIcon, PackageSearchIcon, ShieldCheckIcon, TruckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SITE_TAGLINE } from '@/config/site';

/** The hero of the home page with the three promises under it. */
export function HomeHero() {
  return (
    <div>
      <section
        aria-labelledby="home-title"
        className="relative overflow-hidden rounded-2xl bg-primary px-6 py-10 text-primary-foreground md:px-12 md:py-14 dark:border dark:bg-card dark:text-card-foreground"
      >
        <div
          aria-hidden
          className="absolute -top-16 -right-16 size-64 rounded-full bg-primary-foreground/10 dark:bg-primary/15"
        />
        <div
          aria-hidden
          className="absolute right-24 -bottom-24 size-56 rounded-full bg-primary-foreground/10 dark:bg-primary/10"
        />
        <div className="relative max-w-xl">
          <p className="text-sm font-semibold tracking-wide uppercase dark:text-primary">ElectroHub</p>
          <h1 id="home-title" className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-5xl">
            {SITE_TAGLINE}
          </h1>
          <p className="mt-3 text-base md:text-lg">
            Phones, laptops, audio and smart gadgets from verified sellers, delivered free.
          </p>
          <Button
            asChild
            variant="secondary"
            size="lg"
            className="mt-6 dark:bg-primary dark:text-primary-foreground dark:hover:bg-primary/90"
          >
            <a href="#products">
              Shop now <ArrowRightIcon aria-hidden />
            </a>
          </Button>
        </div>
      </section>
      <ul className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
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
    </div>
  );
}
