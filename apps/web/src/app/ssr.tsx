import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { setApiFetcher, type ApiFetcher } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { loadPageData } from './page-data';
import { AppProvider } from './provider';
import { routes } from './router';

/**
 * The server renderer's entry (`vite build --ssr`, imported by the server at run time; decision 037). It renders a
 * public page for nobody in particular: the session is never read here (its query stays pending, as in the
 * browser before the session answers), so the HTML can be cached and shared.
 */

export type RenderedPage = {
  /** The React stream, ready in full (every Suspense boundary resolved): pipe it into the page's #root. */
  stream: PipeableStream;
  /** The dehydrated queries (TanStack Query), as JSON. */
  state: string;
};

const handler = createStaticHandler(routes);

/**
 * `fetcher` answers the page's API reads in-process (the server's services; set once, it is the same for every
 * page). Resolves with null when `url` is not a server-rendered page.
 */
export async function render(url: string, fetcher: ApiFetcher): Promise<RenderedPage | null> {
  setApiFetcher(fetcher);
  const location = new URL(url);
  const context = await handler.query(new Request(location));
  // A redirect or an answer of its own: no page to render.
  if (context instanceof Response) return null;
  const page = context.matches.at(-1);
  const client = createQueryClient();
  const route = { pattern: page?.route.path, params: page?.params ?? {} };
  if (!(await loadPageData(client, route, location.searchParams))) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const stream = await new Promise<PipeableStream>((resolve, reject) => {
    const s = renderToPipeableStream(
      <StrictMode>
        <AppProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
      {
        onAllReady: () => resolve(s),
        onShellError: reject,
        // The page is sent whole once every boundary is ready: React would still write a finished boundary
        // after the first 12.8 kB as a hidden segment that only its script moves into place, so a reader without
        // JavaScript saw the fallback (the filter sidebar's, decision 053). Inline, always.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
  });
  const state = JSON.stringify(dehydrate(client));
  client.clear();
  return { stream, state };
}
