import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminPaymentsPage() {
  return <PagePlaceholder title='Payments' />;
}
