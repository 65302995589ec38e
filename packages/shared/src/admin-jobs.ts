import { z } from 'zod';
import { listPageQuerySchema } from './contract/list-query.ts';

/**
 * Background jobs an admin can see (docs/decisions/027-background-jobs.md): work that failed its last attempt
 * (mail delivery, Razorpay refunds, the reservation sweep, auth housekeeping, the payout status poll) waits in a dead state until an
 * admin retries it. An answer names the work and its last error only: never a mail's body, a token or a key.
 */

export const JOB_MESSAGES = {
  noDeadJobs: 'No failed jobs',
  notFound: 'Job not found',
  notDead: 'This job is not failed: only a failed job can be retried',
  retried: 'Job queued again',
} as const;

/** The kinds of background work (the server's job queues). */
export const JOB_KIND_VALUES = [
  'mail-deliver',
  'refund-send',
  'reservation-sweep',
  'auth-housekeeping',
  'payout-poll',
] as const;
export type JobKindValue = (typeof JOB_KIND_VALUES)[number];

/** `GET /api/admin/jobs`: failed jobs, newest failure first; `kind` narrows to one queue. */
export const deadJobListQuerySchema = listPageQuerySchema
  .extend({ kind: z.enum(JOB_KIND_VALUES, `Kind must be one of ${JOB_KIND_VALUES.join(', ')}`).optional() })
  .strict();
export type DeadJobListQuery = z.input<typeof deadJobListQuerySchema>;

export const deadJobSchema = z.object({
  /** The job's id (a UUID). */
  id: z.uuid(),
  kind: z.enum(JOB_KIND_VALUES),
  /** The kind for people, e.g. 'Mail delivery'. */
  label: z.string(),
  /** What the job was about, e.g. 'Mail #12 (order-Shipped) to asha@example.in'. */
  subject: z.string(),
  /** Attempts made, the first one included. */
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When the last attempt failed. */
  failedAt: z.string().nullable(),
});
export type DeadJob = z.infer<typeof deadJobSchema>;
export const deadJobListSchema = z.array(deadJobSchema);

export const jobIdParamsSchema = z.object({ id: z.uuid('Job id must be a UUID') }).strict();

/** `POST /api/admin/jobs/{id}/retry` → the job is due again now (one more attempt). */
export const jobRetriedSchema = z.object({
  job: z.object({ id: z.uuid(), kind: z.enum(JOB_KIND_VALUES) }),
  message: z.string(),
});
