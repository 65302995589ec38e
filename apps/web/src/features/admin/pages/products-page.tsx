import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminProductsPage() {
  return <PagePlaceholder title='Product Management' />;
}
