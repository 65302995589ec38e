import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from './route-error';

/**
 * A route module loaded on first visit. Only the shop shell and the home page are in the entry chunk;
 * every other page, and the whole buyer, seller, admin and sign-in areas, arrive as separate chunks.
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** Wraps a layout's pages so a page that throws shows its error inside the layout. */
export const withPageBoundary = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteError />, children },
];
