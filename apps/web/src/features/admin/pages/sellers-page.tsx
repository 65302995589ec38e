import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminSellersPage() {
  return <PagePlaceholder title='Sellers' />;
}
