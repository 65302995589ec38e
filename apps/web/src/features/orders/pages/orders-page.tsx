import { PagePlaceholder } from '@/components/page-placeholder';

export function OrdersPage() {
  return <PagePlaceholder title='My Orders' />;
}
