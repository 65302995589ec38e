import { PagePlaceholder } from '@/components/page-placeholder';

export function PrivacyPage() {
  return <PagePlaceholder title='Privacy Policy' />;
}
