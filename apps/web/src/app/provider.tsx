import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ThemeProvider } from '@/features/settings/theme/theme-provider';
import { queryClient } from '@/lib/query-client';

const Toaster = lazy(() => import('./toaster'));

/** App-wide providers: server state, theme, toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
