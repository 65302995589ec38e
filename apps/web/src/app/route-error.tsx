import { RefreshCwIcon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NotFoundPage } from './not-found';

/** A lazy chunk that no longer exists (the app was redeployed while this tab was open). */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * The error boundary of each layout. Used on the pathless route that wraps a layout's pages, so a page
 * that throws leaves the header, footer or sidebar in place; used on the layouts too as the last resort.
 */
export function RouteError() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const stale = isStaleChunk(error);
  if (!stale) console.error(error);

  return (
    <div
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold tracking-tight">
        {stale ? 'ElectroHub was updated' : 'Something went wrong'}
      </h1>
      <p className="text-muted-foreground">
        {stale
          ? 'A newer version of this page is available. Reload to continue.'
          : 'This page hit an unexpected problem. Reloading usually fixes it.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden /> Reload
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home.href()} reloadDocument>
            Back to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
