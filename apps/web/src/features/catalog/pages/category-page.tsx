import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function CategoryPage() {
  const { categoryName = '' } = useParams();
  return (
    <PagePlaceholder title={categoryName} description={`Discover the latest & top-rated ${categoryName} products.`} />
  );
}
