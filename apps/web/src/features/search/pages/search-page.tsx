import { useSearchParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return <PagePlaceholder title={q ? `Search results for "${q}"` : 'Search'} />;
}
