import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminSettingsPage() {
  return <PagePlaceholder title='Settings' />;
}
