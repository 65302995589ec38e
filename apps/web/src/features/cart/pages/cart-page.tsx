import { PagePlaceholder } from '@/components/page-placeholder';

export function CartPage() {
  return <PagePlaceholder title='Shopping Cart' />;
}
