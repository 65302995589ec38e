import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminSellerInfoPage() {
  const { id = '' } = useParams();
  return <PagePlaceholder title={`Seller ${id}`} />;
}
