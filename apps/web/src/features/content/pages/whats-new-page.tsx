import { PagePlaceholder } from '@/components/page-placeholder';

export function WhatsNewPage() {
  return <PagePlaceholder title="What's New" />;
}
