import { PagePlaceholder } from '@/components/page-placeholder';

export function WishlistPage() {
  return <PagePlaceholder title='Wishlist' />;
}
