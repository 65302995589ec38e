import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function ViewProductPage() {
  const { id = '' } = useParams();
  return <PagePlaceholder title={`Product ${id}`} />;
}
