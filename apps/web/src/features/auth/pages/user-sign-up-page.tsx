import { PagePlaceholder } from '@/components/page-placeholder';

export function UserSignUpPage() {
  return <PagePlaceholder title='Sign Up' description='Create your ElectroHub account.' />;
}
