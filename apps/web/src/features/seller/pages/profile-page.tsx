import { PagePlaceholder } from '@/components/page-placeholder';

export function SellerProfilePage() {
  return <PagePlaceholder title='Profile' />;
}
