import { PagePlaceholder } from '@/components/page-placeholder';

export function MyReviewsPage() {
  return <PagePlaceholder title='My Reviews' />;
}
