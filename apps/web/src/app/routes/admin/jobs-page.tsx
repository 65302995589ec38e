import { PageShell } from '@/components/page-shell';
import { DeadJobsTable } from '@/features/admin-jobs/components/dead-jobs-table';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/jobs: background work that failed its last attempt, and a Retry for each (docs/decisions/027-background-jobs.md). */
export function AdminJobsPage() {
  useDocumentTitle('Background jobs');
  return (
    <PageShell
      title="Background jobs"
      description="Mails, refunds and sweeps that failed, with their last error."
    >
      <DeadJobsTable />
    </PageShell>
  );
}
