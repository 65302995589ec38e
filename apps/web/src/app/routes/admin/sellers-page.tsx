import { PageShell } from '@/components/page-shell';
import { SellersList } from '@/features/admin-people/components/sellers-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/seller. */
export function AdminSellersPage() {
  useDocumentTitle('Sellers');
  return (
    <PageShell title="Sellers">
      <SellersList />
    </PageShell>
  );
}
