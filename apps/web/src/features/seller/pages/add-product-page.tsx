import { PagePlaceholder } from '@/components/page-placeholder';

export function AddProductPage() {
  return <PagePlaceholder title='Add Product' />;
}
