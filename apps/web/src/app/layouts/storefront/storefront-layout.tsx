import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { HydrateApart } from '@/components/hydrate-apart';
import { SkipLink } from '@/components/skip-link';
import { WhenVisible } from '@/components/when-visible';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { Header } from './header';
import { TopBar } from './top-bar';

// Below the fold on every page: its links, newsletter form and payment marks load when scrolled near.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/*
 * The header and the page are hydrated apart from the shell and from each other, in slices (decision 056). They are
 * made once, here: when the layout renders again (the session answers, often before the slices are done), React
 * finds the same elements and leaves them be; new ones would make it hydrate whatever is left of them at once, in
 * one long task.
 */
const header = (
  <HydrateApart>
    <Header />
  </HydrateApart>
);
const page = (
  <HydrateApart last>
    <Outlet />
  </HydrateApart>
);

/** The shop shell around every public page. */
export function StorefrontLayout() {
  const { status } = useSession();

  // A signed-in seller on the storefront is sent to the dashboard.
  if (status === 'seller') return <Navigate to={paths.seller.dashboard.href()} replace />;

  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <TopBar />
      {header}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col">
        {page}
      </main>
      <WhenVisible minHeight={384}>
        <Suspense fallback={<div className="mt-16 min-h-96 border-t bg-muted/40" />}>
          <Footer />
        </Suspense>
      </WhenVisible>
      <ChatWidget />
    </div>
  );
}
