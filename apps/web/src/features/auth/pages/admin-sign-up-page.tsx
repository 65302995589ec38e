import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminSignUpPage() {
  return <PagePlaceholder title='Admin Sign Up' description='Create an admin account with the admin secret key.' />;
}
