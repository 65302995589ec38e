import { DeadJobsTable } from '@/features/admin-jobs/components/dead-jobs-table';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/jobs: background work that failed its last attempt, and a Retry for each (docs/decisions/027-background-jobs.md). */
export function AdminJobsPage() {
  useDocumentTitle('Background jobs');
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Background jobs</h1>
        <p className="mt-1 text-muted-foreground">
          Mails, refunds and sweeps that failed, with their last error.
        </p>
      </div>
      <DeadJobsTable />
    </div>
  );
}
