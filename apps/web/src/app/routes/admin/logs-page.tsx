import { LogsTable } from '@/features/admin-finance/components/logs-table';
import { SecurityFacts } from '@/features/admin-finance/components/security-facts';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/logs: the real audit log and the security facts of this system. */
export function AdminLogsPage() {
  useDocumentTitle('Logs & Security');
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Logs &amp; Security</h1>
        <p className="mt-1 text-muted-foreground">Who signed in, what changed, and what failed.</p>
      </div>
      <LogsTable />
      <SecurityFacts />
    </div>
  );
}
