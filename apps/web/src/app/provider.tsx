import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from '@/features/settings/theme/theme-provider';
import { queryClient } from '@/lib/query-client';
import { toasterWanted } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster'));

/** App-wide providers: server state, theme, toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const toasts = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        {toasts && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
