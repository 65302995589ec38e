import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that the browser hydrates after the rest, in slices (decision 056). React
 * hydrates the tree outside every `<Suspense>` in one task; a boundary the server filled is left for later and
 * hydrated at its lowest priority, a few milliseconds of work at a time with the browser free in between, so a
 * phone's main thread is not blocked for the whole page at once. The server renders the content (never the
 * fallback: the page is sent once everything is ready, app/ssr.tsx), so nothing moves. Elsewhere it changes
 * nothing: nothing inside suspends without a boundary of its own.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
