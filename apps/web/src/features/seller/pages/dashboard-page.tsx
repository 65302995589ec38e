import { PagePlaceholder } from '@/components/page-placeholder';

export function SellerDashboardPage() {
  return <PagePlaceholder title='Dashboard' />;
}
