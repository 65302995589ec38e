import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminDashboardPage() {
  return <PagePlaceholder title='Dashboard' />;
}
