import { PagePlaceholder } from '@/components/page-placeholder';

export function SellerForgotPasswordPage() {
  return <PagePlaceholder title='Forgot Password' description='Reset your seller account password.' />;
}
