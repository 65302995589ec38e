import { HomeIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Any unknown path: the message, the bad path and a way home. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-extrabold tracking-tight text-primary md:text-7xl">404</p>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Oops! Page Not Found</h1>
      <p className="text-muted-foreground">
        We couldn&apos;t find{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all text-foreground">
          {pathname}
        </code>
      </p>
      <Button asChild size="lg">
        <Link to={paths.home.href()}>
          <HomeIcon aria-hidden /> Back to Home
        </Link>
      </Button>
    </div>
  );
}
