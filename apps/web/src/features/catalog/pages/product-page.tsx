import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function ProductPage() {
  const { id = '' } = useParams();
  return <PagePlaceholder title={`Product ${id}`} />;
}
