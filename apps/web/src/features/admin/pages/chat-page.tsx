import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminChatPage() {
  const { id = '' } = useParams();
  return <PagePlaceholder title={`Chat ${id}`} />;
}
