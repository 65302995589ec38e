import { formatINR } from '@electrohub/shared/format';
import { JOB_MESSAGES, type DeadJob, type DeadJobListQuery } from '@electrohub/shared/admin-jobs';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../lib/contract.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { outboxSummaries } from '../mail/service.ts';
import { refundSummaries } from '../payments/service.ts';
import { JOB_KINDS } from './kinds.ts';
import type { JobQueue } from './queue.ts';
import { findJob, listFailedJobs, type FailedJobRow } from './repository.ts';

const idOf = (job: FailedJobRow, key: string): number | null => {
  const v = job.data?.[key];
  return typeof v === 'number' && Number.isInteger(v) ? v : null;
};

/**
 * `GET /api/admin/jobs`: dead jobs (failed after their last attempt), newest failure first. What a job was about
 * comes from our rows (a mail's kind and recipient, a refund's amount and order item): never a mail's body.
 */
export async function listDeadJobs(
  db: Db,
  query: DeadJobListQuery & { page: number; limit: number },
): Promise<Page<DeadJob>> {
  const { page, limit } = query;
  const { rows, total } = await listFailedJobs(db, { kind: query.kind, limit, offset: (page - 1) * limit });
  const mailIds = rows.flatMap((j) =>
    j.kind === 'mail-deliver' && idOf(j, 'outboxId') !== null ? [idOf(j, 'outboxId')!] : [],
  );
  const refundIds = rows.flatMap((j) =>
    j.kind === 'refund-send' && idOf(j, 'refundId') !== null ? [idOf(j, 'refundId')!] : [],
  );
  const [mails, refunds] = await Promise.all([outboxSummaries(db, mailIds), refundSummaries(db, refundIds)]);
  const mailById = new Map(mails.map((m) => [m.id, m]));
  const refundById = new Map(refunds.map((r) => [r.id, r]));
  const subjectOf = (job: FailedJobRow): string => {
    if (job.kind === 'mail-deliver') {
      const id = idOf(job, 'outboxId');
      const mail = id === null ? undefined : mailById.get(id);
      return mail ? `Mail #${mail.id} (${mail.kind}) to ${mail.toAddress}` : `Mail #${id ?? '?'}`;
    }
    if (job.kind === 'refund-send') {
      const id = idOf(job, 'refundId');
      const refund = id === null ? undefined : refundById.get(id);
      return refund
        ? `Refund #${refund.id} of ${formatINR(refund.amountPaise / 100)} for order item #${refund.orderItemId}`
        : `Refund #${id ?? '?'}`;
    }
    return JOB_KINDS[job.kind].label;
  };
  return {
    page,
    limit,
    total,
    rows: rows.map((job) => ({
      id: job.id,
      kind: job.kind,
      label: JOB_KINDS[job.kind].label,
      subject: subjectOf(job),
      attempts: job.retryCount + 1,
      lastError: job.error,
      createdAt: job.createdOn.toISOString(),
      failedAt: job.completedOn ? job.completedOn.toISOString() : null,
    })),
  };
}

/** `POST /api/admin/jobs/{id}/retry`: a dead job gets one more attempt now. */
export async function retryDeadJob(db: Db, queue: JobQueue, id: string) {
  const job = await findJob(db, id);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  if (job.state !== 'failed' || !(await queue.retry(job.kind, id)))
    throw conflict('JobNotFailed', JOB_MESSAGES.notDead);
  return { job: { id, kind: job.kind }, message: JOB_MESSAGES.retried };
}

/** Queue a job (inside the caller's transaction when given one); for the modules whose work runs as jobs. */
export { enqueueJob } from './repository.ts';
