import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminAdminsPage() {
  return <PagePlaceholder title='Admins' />;
}
