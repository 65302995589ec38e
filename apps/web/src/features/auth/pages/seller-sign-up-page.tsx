import { PagePlaceholder } from '@/components/page-placeholder';

export function SellerSignUpPage() {
  return <PagePlaceholder title='Become a Seller' description='Create your seller account.' />;
}
