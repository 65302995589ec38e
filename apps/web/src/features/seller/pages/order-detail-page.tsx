import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function SellerOrderDetailPage() {
  const { orderId = '' } = useParams();
  return <PagePlaceholder title={`Order ${orderId}`} />;
}
