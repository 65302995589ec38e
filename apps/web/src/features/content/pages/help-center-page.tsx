import { PagePlaceholder } from '@/components/page-placeholder';

export function HelpCenterPage() {
  return <PagePlaceholder title='Help Center' />;
}
