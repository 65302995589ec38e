import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';

/**
 * Render a component inside the app's real providers (the one QueryClient, theme, lazy toaster) and a memory
 * router at `path`. Further routes (e.g. where a form navigates to) can be given in `routes`.
 */
export function renderInApp(
  ui: ReactElement,
  { path = '/', routes = [], ...options }: { path?: string; routes?: RouteObject[] } & RenderOptions = {},
) {
  const router = createMemoryRouter([{ path: path.split('?')[0], element: ui }, ...routes], {
    initialEntries: [path],
  });
  const result = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
    options,
  );
  return { ...result, router };
}
