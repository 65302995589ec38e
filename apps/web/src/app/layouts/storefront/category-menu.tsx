import { imageAt } from '@electrohub/shared/media';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { disclosureItemClass } from '@/components/hover-disclosure';
import { LazyImage } from '@/components/lazy-image';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useTopCategories } from '@/features/catalog/api/get-categories';
import { cn } from '@/lib/cn';
import { HeaderMenu } from './header-menu';

/** Same text as categoryTagline in @electrohub/shared/catalog (a value import there would pull in zod). */
export const categoryBlurb = (name: string) => `Discover the latest & top-rated ${name} products.`;

/** The header's Category dropdown: image, name and blurb per category (the first six), then 'All categories'. */
export function CategoryMenu() {
  const categories = useTopCategories();

  return (
    <HeaderMenu label="Category" buttonClassName="gap-1" panelClassName="w-[min(36rem,calc(100vw-2rem))] p-2">
      {(close) =>
        categories.isPending ? (
          <div className="grid gap-1 sm:grid-cols-2" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="flex items-center gap-3 p-2">
                <Skeleton className="size-12 shrink-0 rounded-lg" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-3.5 w-1/2" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </div>
            ))}
          </div>
        ) : categories.data && categories.data.length > 0 ? (
          <ul className="grid gap-1 sm:grid-cols-2">
            {categories.data.map((category) => (
              <li key={category.name}>
                <Link
                  to={paths.category.href({ categoryName: category.name })}
                  onClick={close}
                  className={cn(disclosureItemClass, 'items-start gap-3 p-2')}
                >
                  <LazyImage
                    src={imageAt(category.imageUrl, 200)}
                    alt=""
                    className="size-12 shrink-0 rounded-lg bg-white"
                    fit="contain"
                  />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-medium">{category.name}</span>
                    <span className="text-xs leading-snug text-muted-foreground">
                      {categoryBlurb(category.name)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t pt-1 sm:col-span-2">
              <Link
                to={paths.categories.href()}
                onClick={close}
                className={cn(disclosureItemClass, 'justify-center p-2 font-medium text-primary')}
              >
                All categories <ArrowRightIcon aria-hidden className="size-4" />
              </Link>
            </li>
          </ul>
        ) : (
          <p className="p-3 text-sm text-muted-foreground">Categories are not available right now.</p>
        )
      }
    </HeaderMenu>
  );
}
