import { PagePlaceholder } from '@/components/page-placeholder';

export function GiftCardsPage() {
  return <PagePlaceholder title='Gift Cards' />;
}
