import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import {
  ProductCardActionProvider,
  type ProductCardActionProps,
} from '@/features/catalog/components/product-card-action';
import { ThemeProvider } from '@/features/settings/theme/theme-provider';
import { WishlistHeartButton } from '@/features/wishlist/components/wishlist-heart-button';
import { queryClient } from '@/lib/query-client';
import { toasterWanted } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster'));

/** Product cards (catalog) carry the wishlist heart (wishlist): the app composes the two features here. */
const wishlistHeart = (props: ProductCardActionProps) => <WishlistHeartButton {...props} />;

/**
 * App-wide providers: server state, theme, toasts, the product cards' wishlist heart. The server renderer
 * passes a client of its own per page (app/ssr.tsx); the browser uses the app's one.
 */
export function AppProvider({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  const toasts = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ProductCardActionProvider value={wishlistHeart}>{children}</ProductCardActionProvider>
        {toasts && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
