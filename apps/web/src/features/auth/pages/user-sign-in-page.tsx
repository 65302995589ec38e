import { PagePlaceholder } from '@/components/page-placeholder';

export function UserSignInPage() {
  return <PagePlaceholder title='Sign In' description='Welcome back to ElectroHub.' />;
}
