import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminMessagesPage() {
  return <PagePlaceholder title='Message Center' />;
}
