import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminForgotPasswordPage() {
  return <PagePlaceholder title='Admin Password Reset' description='Reset an admin password with the admin secret key.' />;
}
