import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function EditProductPage() {
  const { id = '' } = useParams();
  return <PagePlaceholder title={`Edit Product ${id}`} />;
}
