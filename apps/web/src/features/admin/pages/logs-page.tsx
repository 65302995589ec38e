import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminLogsPage() {
  return <PagePlaceholder title='Logs & Security' />;
}
