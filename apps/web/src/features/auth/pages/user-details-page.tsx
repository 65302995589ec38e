import { PagePlaceholder } from '@/components/page-placeholder';

export function UserDetailsPage() {
  return <PagePlaceholder title='Additional Details' description='A few more details to finish setting up your account.' />;
}
