import { PagePlaceholder } from '@/components/page-placeholder';

export function ProfilePage() {
  return <PagePlaceholder title='Personal Information' />;
}
