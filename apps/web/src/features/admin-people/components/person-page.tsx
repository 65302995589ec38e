import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api';
import { BackLink } from '@/components/back-link';
import { DetailSkeleton } from './detail-skeleton';

/**
 * The frame of an admin person page (a seller, a buyer): the back link to the list it was opened from, then the
 * not-found text for a malformed id or a 404, the server's message for another failure, the person once loaded
 * (`children`), or a skeleton named `loadingLabel` while loading.
 */
export function PersonPage<T>({
  back,
  backLabel,
  validId,
  query,
  notFound,
  loadingLabel,
  children,
}: {
  back: string;
  backLabel: string;
  validId: boolean;
  query: { data: T | undefined; error: Error | null };
  notFound: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  const missing = !validId || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 md:py-8">
      <BackLink to={back} label={backLabel} />
      {missing ? (
        <p className="py-16 text-center text-muted-foreground">{notFound}</p>
      ) : query.error ? (
        <p className="py-16 text-center text-muted-foreground">{query.error.message}</p>
      ) : query.data ? (
        children(query.data)
      ) : (
        <DetailSkeleton label={loadingLabel} />
      )}
    </div>
  );
}
