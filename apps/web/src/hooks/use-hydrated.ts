import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page (decision 037), true once React runs
 * the page: what must not work before the app does (a form's submit) waits for it without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
