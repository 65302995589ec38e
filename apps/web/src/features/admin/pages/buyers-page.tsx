import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminBuyersPage() {
  return <PagePlaceholder title='Buyers' />;
}
