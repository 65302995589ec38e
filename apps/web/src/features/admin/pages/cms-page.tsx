import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminCmsPage() {
  return <PagePlaceholder title='Content Management' />;
}
