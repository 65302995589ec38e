import { PageShell } from '@/components/page-shell';
import { BuyersList } from '@/features/admin-people/components/buyers-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/buyer. */
export function AdminBuyersPage() {
  useDocumentTitle('Buyers');
  return (
    <PageShell title="Buyers">
      <BuyersList />
    </PageShell>
  );
}
