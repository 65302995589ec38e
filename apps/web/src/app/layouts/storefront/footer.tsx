import { imageAt } from '@electrohub/shared/media';
import { PhoneIcon, StoreIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { PAYMENT_METHODS } from '@/components/payment-icons';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths, type InfoSection } from '@/config/paths';
import { SITE_NAME, SITE_TAGLINE, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/config/site';
import { useTopCategories } from '@/features/catalog/api/get-categories';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

const info = (section: InfoSection) => paths.info.href({ section });

const aboutLinks = [
  { label: 'About ElectroHub', to: paths.about.href() },
  { label: 'Careers', to: info('careers') },
  { label: 'News & Blog', to: info('news-blog') },
  { label: 'Press Center', to: info('press-center') },
  { label: 'Shop by Location', to: info('locations') },
  { label: 'ElectroHub Brands', to: info('brands') },
  { label: 'Affiliate & Partners', to: info('affiliate') },
  { label: 'Ideas & Guides', to: info('ideas') },
];

// Shipping, Returns and Order Tracking all point to /user/orders.
const serviceLinks = [
  { label: 'Help Center', to: info('help-center') },
  { label: 'FAQs', to: info('faqs') },
  { label: 'Contact Us', to: paths.contact.href() },
  { label: 'Shipping', to: paths.user.orders.href() },
  { label: 'Returns', to: paths.user.orders.href() },
  { label: 'Order Tracking', to: paths.user.orders.href() },
  { label: 'Warranty', to: info('warranty-information') },
  { label: 'Financing Options', to: info('financing-options') },
];

const legalLinks = [
  { label: 'Terms', to: paths.terms.href() },
  { label: 'Privacy', to: paths.privacy.href() },
  { label: 'Copyright', to: paths.copyright.href() },
  { label: "What's New", to: paths.whatsNew.href() },
  { label: 'Gift Cards', to: paths.giftCards.href() },
];

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">{children}</ul>
    </nav>
  );
}

/** The `<li>` items of a footer link list, one plain link each. */
function LinkItems({ links }: { links: readonly { label: string; to: string }[] }) {
  return links.map((link) => (
    <li key={link.label}>
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}

function CategoryLinks() {
  const categories = useTopCategories();
  if (categories.isPending) {
    return Array.from({ length: 6 }, (_, i) => (
      <li key={i}>
        <Skeleton className="h-4 w-28" />
      </li>
    ));
  }
  if (!categories.data?.length) {
    return <li className="text-sm text-muted-foreground">Categories are not available right now.</li>;
  }
  return categories.data.map((category) => (
    <li key={category.name}>
      <Link
        to={paths.category.href({ categoryName: category.name })}
        className={`${linkClass} inline-flex items-center gap-2`}
      >
        <img
          src={imageAt(category.imageUrl, 200)}
          alt=""
          loading="lazy"
          className="size-5 rounded bg-white object-contain"
        />
        {category.name}
      </Link>
    </li>
  ));
}

/** The shop footer: newsletter, Categories / About Us / Customer Service, Become Seller, payments. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="border-b">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-lg font-semibold">Subscribe to our newsletter</h2>
            <p className="text-sm text-muted-foreground">
              New arrivals, deals and tech tips. No spam, unsubscribe anytime.
            </p>
          </div>
          <NewsletterForm className="md:max-w-md" />
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-3 lg:col-span-1">
          <Logo />
          <p className="text-sm text-muted-foreground">{SITE_TAGLINE}</p>
          <a href={SUPPORT_PHONE_HREF} className={`${linkClass} inline-flex items-center gap-2`}>
            <PhoneIcon aria-hidden className="size-4" />
            <span className="sr-only">Call support: </span>
            {SUPPORT_PHONE}
          </a>
          <Button asChild variant="outline" className="mt-1 w-fit">
            <Link to={paths.seller.signUp.href()}>
              <StoreIcon aria-hidden /> Become Seller
            </Link>
          </Button>
        </div>
        <Column title="Categories">
          <CategoryLinks />
        </Column>
        <Column title="About Us">
          <LinkItems links={aboutLinks} />
        </Column>
        <Column title="Customer Service">
          <LinkItems links={serviceLinks} />
        </Column>
      </div>

      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <p className="text-sm text-muted-foreground">
              © {year} {SITE_NAME}. All rights reserved.
            </p>
            <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Legal">
              <LinkItems links={legalLinks} />
            </ul>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label="Payment methods we accept">
            {PAYMENT_METHODS.map(({ id, Icon }) => (
              <li key={id} data-payment={id}>
                <Icon className="h-6 w-auto" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
