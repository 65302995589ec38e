import { PagePlaceholder } from '@/components/page-placeholder';

export function SellerProductsPage() {
  return <PagePlaceholder title='Product List' />;
}
