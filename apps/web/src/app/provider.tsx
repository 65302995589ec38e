import { QueryClientProvider } from '@tanstack/react-query';
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

/** App-wide providers: server state, theme, toasts, the product cards' wishlist heart. */
export function AppProvider({ children }: { children: ReactNode }) {
  const toasts = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  return (
    <QueryClientProvider client={queryClient}>
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
