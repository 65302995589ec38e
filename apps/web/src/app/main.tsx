import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { DehydratedState } from '@tanstack/react-query';
import '../index.css';
import { partsHydrated } from '@/components/hydrate-apart';
import { queryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createRouter, routes } from './router';
import { SSR_STATE_ID } from './ssr-state';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const app = () => (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createRouter()} />
    </AppProvider>
  </StrictMode>
);

/**
 * A server-rendered page (decision 037) arrives with its queries: they go into the cache before hydrating, so the
 * first render finds the data the server rendered with and asks for none of it again. They count as fetched now
 * (the server's clock may differ from this one; a cached page is at most as old as the answers it was built from).
 * Only successful queries are sent, so their data is all there is to restore (setQueryData keeps the entry chunk
 * smaller than TanStack's hydrate()).
 */
function hydrateQueries(json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  const updatedAt = Date.now();
  for (const query of state.queries)
    queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt });
}

/** The page's lazy route modules, loaded before hydrating so the first render is the server's tree. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Renders nothing; marks <html data-hydrated> once the server's page is the app's, its parts hydrated apart
 * included (decision 056; the e2e journeys wait for it).
 */
function MarkHydrated() {
  useEffect(() => {
    void partsHydrated.then(() => document.documentElement.setAttribute('data-hydrated', ''));
  }, []);
  return null;
}

const serverState = document.getElementById(SSR_STATE_ID);
if (serverState?.textContent && container.firstElementChild) {
  hydrateQueries(serverState.textContent);
  // As a transition, hydration is rendered in slices with the browser free in between (a default-priority
  // hydration is one task for everything outside the parts hydrated apart): fewer long tasks on a phone.
  void loadMatchedRoutes().then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {app()}
          <MarkHydrated />
        </>,
      );
    }),
  );
} else {
  createRoot(container).render(app());
}
