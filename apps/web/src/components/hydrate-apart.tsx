import { Suspense, useEffect, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that the browser hydrates after the rest, in slices (decision 056). React
 * hydrates the tree outside every `<Suspense>` in one task; a boundary the server filled is left for later and
 * hydrated at its lowest priority, a few milliseconds of work at a time with the browser free in between, so a
 * phone's main thread is not blocked for the whole page at once. The server renders the content (never the
 * fallback: the page is sent once everything is ready, app/ssr.tsx), so nothing moves. Elsewhere it changes
 * nothing: nothing inside suspends without a boundary of its own.
 *
 * `last`: the page's last part, whose hydration settles `partsHydrated` (the parts are hydrated in the page's
 * order, in one pass unless an event or an update makes React hydrate one of them sooner).
 */
export function HydrateApart({ children, last = false }: { children: ReactNode; last?: boolean }) {
  return (
    <Suspense fallback={null}>
      {children}
      {last && <Settled />}
    </Suspense>
  );
}

let settle: () => void = () => {};
/** Settles once the page's last part hydrated apart is hydrated (main.tsx then marks <html data-hydrated>). */
export const partsHydrated = new Promise<void>((resolve) => (settle = resolve));

/** Renders nothing (on the server too, so the HTML is the same); its effect runs once its part is hydrated. */
function Settled() {
  useEffect(() => settle(), []);
  return null;
}
