/**
 * The kinds of background work (docs/decisions/027-background-jobs.md). Each is a pg-boss queue of the same
 * name; its retry limit and back-off live on the queue, so a job queued inside any transaction gets them.
 * Waits between attempts double: pg-boss waits `retryDelaySeconds × 2^(n-1)` to twice that (random spread)
 * after the n-th failure; after the last one the job stays `failed` (our dead letter) until an admin retries it.
 */
export interface JobKindSpec {
  /** What an admin reads in the dead-jobs list. */
  label: string;
  /** Retries after the first attempt. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** An attempt still running after this long is failed by pg-boss's maintenance (and retried). */
  expireInSeconds: number;
  /** `singleton`: never two active at once, whichever process runs it. */
  policy: 'standard' | 'singleton';
  /** How often an idle worker of this process asks for due jobs. */
  pollingSeconds: number;
  /**
   * How many due jobs one fetch takes (queue.ts): the kind's handler gets them together and may do their database
   * work in one statement each, and a full batch asks for the next at once instead of waiting for the next poll.
   * Every job still succeeds or fails on its own.
   */
  batchSize: number;
  /** Scheduled work: a cron line (UTC); one job per slot for all processes together. */
  cron?: string;
}

export const JOB_KINDS = {
  'mail-deliver': {
    label: 'Mail delivery',
    // Replaced by MAIL_MAX_ATTEMPTS − 1 at start.
    retryLimit: 9,
    retryDelaySeconds: 30,
    // nodemailer gives up on a dead SMTP server well before (10 s connect + 30 s socket).
    expireInSeconds: 120,
    policy: 'standard',
    pollingSeconds: 1,
    // Every checkout queues one mail: on a sale day that is tens a second, which one mail per poll (and per fetch,
    // claim, update and completion statement) could not keep up with. All of a batch are sent at once, so the
    // batch takes as long as its slowest mail, well within the time limit above. Replaced by MAIL_BATCH_SIZE.
    batchSize: 20,
  },
  'refund-send': {
    label: 'Razorpay refund',
    retryLimit: 12,
    retryDelaySeconds: 60,
    // The Razorpay client times out after 15 s.
    expireInSeconds: 120,
    policy: 'standard',
    pollingSeconds: 2,
    batchSize: 1,
  },
  'reservation-sweep': {
    label: 'Unpaid orders give their stock back',
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 300,
    policy: 'singleton',
    pollingSeconds: 5,
    batchSize: 1,
    // Reservations last 15 minutes; a lapsed one returns its stock within a minute after.
    cron: '* * * * *',
  },
  'auth-housekeeping': {
    label: 'Expired sessions, old sign-in failures and Google states removed',
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    policy: 'singleton',
    pollingSeconds: 10,
    batchSize: 1,
    cron: '*/10 * * * *',
  },
  'payout-poll': {
    label: 'RazorpayX payouts still processing asked about',
    retryLimit: 2,
    retryDelaySeconds: 30,
    // A bounded batch (PAYOUT_POLL_BATCH) of calls that time out after 15 s each.
    expireInSeconds: 900,
    policy: 'singleton',
    pollingSeconds: 10,
    batchSize: 1,
    cron: '*/5 * * * *',
  },
} as const satisfies Record<string, JobKindSpec>;

export type JobKind = keyof typeof JOB_KINDS;

export const JOB_KIND_NAMES = Object.keys(JOB_KINDS) as JobKind[];

export const isJobKind = (s: string): s is JobKind => Object.hasOwn(JOB_KINDS, s);
