import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminProductDetailPage() {
  const { id = '' } = useParams();
  return <PagePlaceholder title={`Product ${id}`} />;
}
