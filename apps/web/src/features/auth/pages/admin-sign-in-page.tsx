import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminSignInPage() {
  return <PagePlaceholder title='Admin Sign In' description='Sign in with your admin secret key.' />;
}
