import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function TopSellerPage() {
  const { sellerId = '' } = useParams();
  return <PagePlaceholder title={`Seller ${sellerId}`} />;
}
