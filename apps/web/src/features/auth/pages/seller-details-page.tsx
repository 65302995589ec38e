import { PagePlaceholder } from '@/components/page-placeholder';

export function SellerDetailsPage() {
  return <PagePlaceholder title='Seller Details' description='A few more details to finish setting up your store.' />;
}
