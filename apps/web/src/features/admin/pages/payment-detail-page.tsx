import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminPaymentDetailPage() {
  const { id = '' } = useParams();
  return <PagePlaceholder title={`Payment ${id}`} />;
}
