import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function OrderDetailPage() {
  const { id = '' } = useParams();
  return <PagePlaceholder title={`Order ${id}`} />;
}
