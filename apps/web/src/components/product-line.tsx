import { Link } from 'react-router';
import { imageAt } from '@electrohub/shared/media';
import { LazyImage } from '@/components/lazy-image';
import { cn } from '@/lib/cn';

const SIZES = {
  /** 80px, 96px from the sm breakpoint: cart, wishlist and order rows. */
  md: { box: 'size-20 sm:size-24', pad: 'p-1.5' },
  /** 64px, 80px from the sm breakpoint: review rows. */
  sm: { box: 'size-16 sm:size-20', pad: 'p-1' },
} as const;

/**
 * A product's picture as a small square on white, scaled to fit (the 200px rendition), as the buyer's cart,
 * wishlist, order and review rows show it. A product without pictures gets the empty frame.
 */
export function ProductThumb({
  url,
  size = 'md',
  className,
}: {
  url: string | undefined;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <LazyImage
      src={url ? imageAt(url, 200) : undefined}
      alt=""
      fit="contain"
      className={cn(SIZES[size].box, 'rounded-lg bg-white', className)}
      imgClassName={SIZES[size].pad}
    />
  );
}

/**
 * `ProductThumb` linking to the product page. It is hidden from screen readers and skipped by Tab because the
 * row's title links to the same page.
 */
export function ProductThumbLink({
  href,
  className,
  ...thumb
}: {
  href: string;
  url: string | undefined;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <Link to={href} tabIndex={-1} aria-hidden className={cn('shrink-0', className)}>
      <ProductThumb {...thumb} />
    </Link>
  );
}

/**
 * The product's name as the heading of a buyer's row (cart, wishlist, reviews), up to two lines, linking to the
 * product page. `level` keeps the page's heading outline right.
 */
export function ProductTitleLink({ href, name, level }: { href: string; name: string; level: 'h2' | 'h3' }) {
  const Heading = level;
  return (
    <Heading className="line-clamp-2 text-sm font-medium sm:text-base">
      <Link to={href} className="hover:underline">
        {name}
      </Link>
    </Heading>
  );
}
