import { RotateCcwIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ADMIN_PAGE_SIZES } from '@electrohub/shared/admin-finance';
import { JOB_MESSAGES, type DeadJob } from '@electrohub/shared/admin-jobs';
import { PagedTable } from '@/components/paged-table';
import { Button } from '@/components/ui/button';
import { TableCard } from '@/components/table-card';
import { CardDescription, CardTitle } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { usePaging } from '@/hooks/use-paging';
import { errorMessage } from '@/lib/api';
import { useDeadJobs } from '../api/get-dead-jobs';
import { useRetryJob } from '../api/retry-job';

const COLUMNS = [
  { header: 'Job' },
  { header: 'Failed', className: 'hidden sm:table-cell' },
  { header: 'Attempts', className: 'hidden md:table-cell' },
  { header: 'Last error', className: 'hidden lg:table-cell' },
  { key: 'action', header: <span className="sr-only">Action</span> },
];

const time = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

/** The table owns the mutation: a retried row leaves the list (and unmounts) before the answer's toast shows. */
function RetryButton({ job, retry }: { job: DeadJob; retry: ReturnType<typeof useRetryJob> }) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={retry.isPending && retry.variables === job.id}
      aria-label={`Retry ${job.subject}`}
      onClick={() => retry.mutate(job.id)}
    >
      <RotateCcwIcon aria-hidden className="size-4" /> Retry
    </Button>
  );
}

/**
 * Background work that failed its last attempt (docs/decisions/027-background-jobs.md): mails, Razorpay refunds,
 * the reservation sweep and auth housekeeping, newest failure first, each with a Retry button.
 */
export function DeadJobsTable() {
  const paging = usePaging(10);
  const jobs = useDeadJobs({ page: paging.page, limit: paging.pageSize });
  const retry = useRetryJob({
    onSuccess: (answer) => toast.success(answer.message),
    onError: (err) => toast.error(errorMessage(err)),
  });

  return (
    <TableCard
      header={
        <>
          <CardTitle>Failed jobs</CardTitle>
          <CardDescription>Work that failed every attempt waits here until you retry it</CardDescription>
        </>
      }
    >
      <PagedTable
        label="Failed jobs"
        columns={COLUMNS}
        query={jobs}
        empty={JOB_MESSAGES.noDeadJobs}
        placeholderHeight="h-7"
        pager={(total) => ({ ...paging.pager(total), sizes: ADMIN_PAGE_SIZES })}
      >
        {(job) => (
          <TableRow key={job.id} data-kind={job.kind}>
            <TableCell className="max-w-80 min-w-40">
              <span className="block font-medium">{job.label}</span>
              <span className="block truncate text-sm text-muted-foreground" title={job.subject}>
                {job.subject}
              </span>
            </TableCell>
            <TableCell className="hidden text-sm whitespace-nowrap text-muted-foreground sm:table-cell">
              {job.failedAt ? time.format(new Date(job.failedAt)) : '—'}
            </TableCell>
            <TableCell className="hidden md:table-cell">{job.attempts}</TableCell>
            <TableCell
              className="hidden max-w-72 truncate text-muted-foreground lg:table-cell"
              title={job.lastError ?? ''}
            >
              {job.lastError ?? '—'}
            </TableCell>
            <TableCell className="text-right">
              <RetryButton job={job} retry={retry} />
            </TableCell>
          </TableRow>
        )}
      </PagedTable>
    </TableCard>
  );
}
