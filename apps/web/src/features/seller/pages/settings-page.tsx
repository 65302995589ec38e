import { PagePlaceholder } from '@/components/page-placeholder';

export function SellerSettingsPage() {
  return <PagePlaceholder title='Settings' />;
}
