import { JOB_MESSAGES, type DeadJob, type DeadJobListQuery } from '@electrohub/shared/admin-jobs';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../lib/contract.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { JOB_KINDS, type JobKind } from './kinds.ts';
import type { JobQueue } from './queue.ts';
import { findJob, listFailedJobs, type FailedJobRow } from './repository.ts';

/**
 * `GET /api/admin/jobs`: dead jobs (failed after their last attempt), newest failure first. What a job was about
 * is told by the module that owns its kind (registered with `queue.describe`), from its rows: never a mail's body.
 */
export async function listDeadJobs(
  db: Db,
  queue: JobQueue,
  query: DeadJobListQuery & { page: number; limit: number },
): Promise<Page<DeadJob>> {
  const { page, limit } = query;
  const { rows, total } = await listFailedJobs(db, { kind: query.kind, limit, offset: (page - 1) * limit });
  const byKind = new Map<JobKind, FailedJobRow[]>();
  for (const job of rows) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
  const subjects = new Map<string, string>();
  await Promise.all(
    [...byKind].map(async ([kind, jobs]) => {
      const describe = queue.subjectsOf(kind);
      const named = describe ? await describe(db, jobs) : [];
      jobs.forEach((job, i) => subjects.set(job.id, named[i] ?? JOB_KINDS[kind].label));
    }),
  );
  return {
    page,
    limit,
    total,
    rows: rows.map((job) => ({
      id: job.id,
      kind: job.kind,
      label: JOB_KINDS[job.kind].label,
      subject: subjects.get(job.id) ?? JOB_KINDS[job.kind].label,
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
export { enqueueJob, jobInsertStatement } from './repository.ts';
