import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminBuyerDetailPage() {
  const { id = '' } = useParams();
  return <PagePlaceholder title={`Buyer ${id}`} />;
}
