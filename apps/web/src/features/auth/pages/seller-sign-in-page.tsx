import { PagePlaceholder } from '@/components/page-placeholder';

export function SellerSignInPage() {
  return <PagePlaceholder title='Seller Sign In' description='Sign in to your seller dashboard.' />;
}
