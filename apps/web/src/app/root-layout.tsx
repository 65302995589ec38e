import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { TestModeBanner } from '@/features/checkout/components/test-mode-banner';
import { RouteFocus } from './route-focus';

/** Thin progress bar while a navigation waits for a lazy page chunk. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <TestModeBanner />
      <ScrollRestoration />
      <RouteFocus />
      <Outlet />
    </>
  );
}
