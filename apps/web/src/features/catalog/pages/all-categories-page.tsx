import { imageAt } from '@electrohub/shared/media';
import { categoryTagline } from '@electrohub/shared/storefront';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { useAllCategories } from '@/lib/categories';

/** /categories: every category (the header's Category menu shows six and links here), each to its page. */
export function AllCategoriesPage() {
  useDocumentTitle('All categories');
  const categories = useAllCategories();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">All categories</h1>
      {categories.isPending ? (
        <div aria-busy="true" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <span role="status" className="sr-only">
            Loading categories…
          </span>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : categories.isError ? (
        <p role="alert" className="mt-6 text-destructive">
          {errorMessage(categories.error, 'Categories are not available right now.')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Categories">
          {categories.data.map((category) => (
            <li key={category.name}>
              <Link
                to={paths.category.href({ categoryName: category.name })}
                className="flex h-full items-center gap-4 rounded-xl border bg-card p-3 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
              >
                <LazyImage
                  src={imageAt(category.imageUrl, 200)}
                  alt=""
                  fit="contain"
                  className="size-16 shrink-0 rounded-lg bg-white"
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium">{category.name}</span>
                  <span className="text-sm leading-snug text-muted-foreground">
                    {category.description ?? categoryTagline(category.name)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
