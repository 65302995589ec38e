import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminReportsPage() {
  return <PagePlaceholder title='Reports' />;
}
