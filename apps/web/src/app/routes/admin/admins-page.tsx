import { PageShell } from '@/components/page-shell';
import { AdminsTable } from '@/features/admin-people/components/admins-table';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/admins. */
export function AdminAdminsPage() {
  useDocumentTitle('Admins');
  return (
    <PageShell title="Admins">
      <AdminsTable />
    </PageShell>
  );
}
