import { PagePlaceholder } from '@/components/page-placeholder';

export function UserForgotPasswordPage() {
  return <PagePlaceholder title='Forgot Password' description='Reset your password with your email and security answer.' />;
}
