import { PagePlaceholder } from '@/components/page-placeholder';

export function CopyrightPage() {
  return <PagePlaceholder title='Copyright' />;
}
