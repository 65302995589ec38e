import { PageShell } from '@/components/page-shell';
import { LogsTable } from '@/features/admin-finance/components/logs-table';
import { SecurityFacts } from '@/features/admin-finance/components/security-facts';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/logs: the real audit log and the security facts of this system. */
export function AdminLogsPage() {
  useDocumentTitle('Logs & Security');
  return (
    <PageShell title="Logs & Security" description="Who signed in, what changed, and what failed.">
      <LogsTable />
      <SecurityFacts />
    </PageShell>
  );
}
