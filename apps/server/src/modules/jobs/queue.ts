import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client.ts';
import { JOB_KINDS, JOB_KIND_NAMES, type JobKind, type JobKindSpec } from './kinds.ts';
import { JOBS_SCHEMA } from './repository.ts';

/** One attempt of a job, as a handler sees it. */
export interface JobRun<T> {
  id: string;
  data: T;
  /** 1 on the first attempt. */
  attempt: number;
  /** No retry follows if this attempt fails: the job becomes dead (an admin may still retry it). */
  last: boolean;
}

export type JobHandler<T = Record<string, unknown>> = (job: JobRun<T>) => Promise<void>;

/**
 * The attempts of a batch of jobs (kinds.ts `batchSize`), handled together: answers each job's outcome in the
 * batch's order, null when it succeeded, else why it failed. A job that failed is retried on its own; the others
 * are done. A handler that throws fails every job of the batch.
 */
export type JobBatchHandler<T = Record<string, unknown>> = (jobs: JobRun<T>[]) => Promise<(Error | null)[]>;

/** A thrown value as an Error (what a job's outcome and pg-boss's record of it need). */
export const asError = (err: unknown): Error => (err instanceof Error ? err : new Error(String(err)));

/**
 * What pg-boss records as the failure of a batch's failed jobs (one statement records them all, with one output):
 * their error when they share its message (a dead SMTP server fails every mail alike), else every message.
 */
function batchFailure(errors: Error[]): Error {
  const messages = [...new Set(errors.map((e) => e.message))];
  if (messages.length === 1) return errors[0]!;
  return new Error(`${errors.length} jobs of one batch failed: ${messages.join('; ')}`);
}

/**
 * pg-boss's connection to our database: the app's pool on PostgreSQL, the embedded PGlite otherwise (PGlite runs
 * one statement at a time and queues the rest, transactions included, so the queue shares it safely). pg-boss
 * sends several statements in one text (its schema, its maintenance) only without parameters: PGlite's `exec`
 * takes those. Every call is counted so `idle()` can wait for the last one before the database closes.
 */
/**
 * pg-boss's worker records an attempt's outcome (complete, fail) without awaiting it: should the database be away
 * for that moment, the rejection would be unhandled and end the process. Those two statements are answered
 * "nothing changed" instead (and logged); the job stays active until its time limit, and its retry finds the work
 * done (every handler checks its row first).
 */
const UNAWAITED = [
  /^\s*WITH results AS \(\s*UPDATE \S+\.job\s+SET completed_on/i,
  /^\s*WITH deleted_jobs AS \(/i,
];

function connectionOf(database: Database, log: FastifyBaseLogger) {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  const run = async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    if (closed) throw new Error('the job queue is closed');
    if (database.pool) return database.pool.query(text, values);
    const pglite = database.pglite!;
    if (values && values.length > 0) return pglite.query(text, values);
    const results = await pglite.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
  return {
    executeSql(text: string, values?: unknown[]) {
      const p = run(text, values);
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p)).catch(() => undefined);
      if (!UNAWAITED.some((r) => r.test(text))) return p;
      return p.catch((err: unknown) => {
        log.warn({ err }, 'job outcome not recorded; the job is retried after its time limit');
        return { rows: [{ count: 0 }] };
      });
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close() {
      closed = true;
    },
  };
}

/**
 * How the module that owns a kind names its dead jobs for an admin (a mail's kind and recipient, a refund's amount):
 * one subject per job, in order. The queue knows no domain; each owner registers this next to its handler.
 */
export type JobSubjects = (
  db: Db,
  jobs: readonly { data: Record<string, unknown> | null }[],
) => Promise<string[]>;

/** A whole-number id a job carries in its data under `key` (what the owner's rows are found by), or null. */
export function jobDataId(data: Record<string, unknown> | null, key: string): number | null {
  const v = data?.[key];
  return typeof v === 'number' && Number.isInteger(v) ? v : null;
}

export interface JobQueueOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Per-kind changes of the defaults in kinds.ts (config: MAIL_MAX_ATTEMPTS, MAIL_BATCH_SIZE; tests: short delays). */
  overrides?: Partial<
    Record<
      JobKind,
      Partial<Pick<JobKindSpec, 'retryLimit' | 'retryDelaySeconds' | 'pollingSeconds' | 'batchSize'>>
    >
  >;
}

/**
 * The app's background work on pg-boss (docs/decisions/027-background-jobs.md): `setup()` installs pg-boss's
 * schema and our queues with their retry policies; modules `handle()` their kinds; `start()` runs the workers and
 * the schedules; `stop()` lets running attempts finish and leaves nothing behind. Several processes may run it
 * on one database: a job is fetched by one worker only (FOR UPDATE SKIP LOCKED), a schedule makes one job per
 * slot, and singleton kinds never run twice at once.
 */
/** The advisory lock key of the job queue's setup (any constant; 'EHJOBSET' in ASCII). */
const JOBS_SETUP_LOCK = '4992321891215820116';

export class JobQueue {
  readonly kinds: Record<JobKind, JobKindSpec>;
  private readonly connection;
  private readonly log: FastifyBaseLogger;
  private readonly handlers = new Map<JobKind, JobBatchHandler<never>>();
  private readonly subjects = new Map<JobKind, JobSubjects>();
  private readonly workerIds = new Map<JobKind, string>();
  private readonly running = new Set<Promise<unknown>>();
  private boss: PgBoss | null = null;
  private stopped: Promise<void> | undefined;

  constructor(private readonly opts: JobQueueOptions) {
    this.connection = connectionOf(opts.database, opts.log);
    this.log = opts.log;
    this.kinds = Object.fromEntries(
      JOB_KIND_NAMES.map((k) => [k, { ...JOB_KINDS[k], ...opts.overrides?.[k] }]),
    ) as Record<JobKind, JobKindSpec>;
  }

  private newBoss(run: boolean): PgBoss {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.connection.executeSql(text, values) },
      schema: JOBS_SCHEMA,
      migrate: !run,
      supervise: run,
      schedule: run,
      // Failed jobs are the dead letter admins see: kept 30 days; finished ones an hour, then archived a week.
      archiveCompletedAfterSeconds: 60 * 60,
      archiveFailedAfterSeconds: 30 * 24 * 60 * 60,
      deleteAfterDays: 7,
      maintenanceIntervalSeconds: 60,
    });
    boss.on('error', (err: Error) => this.log.warn({ err }, 'job queue error'));
    return boss;
  }

  /** Install or upgrade pg-boss's schema and create or update our queues (safe in several processes at once). */
  async setup(): Promise<void> {
    // Processes started together on one database would race to create pg-boss's schema and queues (a duplicate
    // schema, or a deadlock on its queue table): they take turns under an advisory lock, and the later ones find
    // everything in place. PGlite is one process.
    const pool = this.opts.database.pool;
    if (!pool) return this.install();
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [JOBS_SETUP_LOCK]);
      await this.install();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [JOBS_SETUP_LOCK]).catch(() => undefined);
      lock.release();
    }
  }

  private async install(): Promise<void> {
    const installer = this.newBoss(false);
    await installer.start();
    try {
      for (const kind of JOB_KIND_NAMES) {
        const spec = this.kinds[kind];
        const options = {
          name: kind,
          policy: spec.policy,
          retryLimit: spec.retryLimit,
          retryDelay: spec.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: spec.expireInSeconds,
        };
        await installer.createQueue(kind, options);
        await installer.updateQueue(kind, options);
      }
    } finally {
      await installer.stop({ graceful: false });
    }
  }

  /**
   * Register the handler of a kind (before `start`). A handler that throws fails the attempt. Jobs of a batch
   * (kinds.ts `batchSize`) run at the same time, each with its own outcome.
   */
  handle<T>(kind: JobKind, handler: JobHandler<T>): void {
    this.handleBatch<T>(kind, (jobs) =>
      Promise.all(jobs.map((job) => handler(job).then(() => null, asError))),
    );
  }

  /** Register the handler of a kind that does its batch's work together (before `start`). */
  handleBatch<T>(kind: JobKind, handler: JobBatchHandler<T>): void {
    this.handlers.set(kind, handler);
  }

  /** Register how a kind's dead jobs are named for an admin (any process, whether or not it handles the kind). */
  describe(kind: JobKind, subjects: JobSubjects): void {
    this.subjects.set(kind, subjects);
  }

  /** The registered naming of a kind's jobs, if its owner gave one. */
  subjectsOf(kind: JobKind): JobSubjects | undefined {
    return this.subjects.get(kind);
  }

  async start(): Promise<void> {
    const boss = this.newBoss(true);
    await boss.start();
    this.boss = boss;
    for (const [kind, handler] of this.handlers) {
      const spec = this.kinds[kind];
      const workerId = await boss.work<Record<string, unknown>>(
        kind,
        { pollingIntervalSeconds: spec.pollingSeconds, batchSize: spec.batchSize, includeMetadata: true },
        async (jobs) => {
          if (jobs.length === 0) return;
          const outcomes = await this.track(
            (handler as JobBatchHandler<Record<string, unknown>>)(
              jobs.map((job) => ({
                id: job.id,
                data: job.data,
                attempt: job.retryCount + 1,
                last: job.retryCount >= job.retryLimit,
              })),
            ),
          );
          if (outcomes.length !== jobs.length) throw new Error(`${kind}: one outcome per job expected`);
          // A full batch: more jobs may be due; the worker asks again at once instead of at its next poll.
          if (jobs.length >= spec.batchSize) this.wake(kind);
          // pg-boss records the batch's outcome after this returns: completed, every job still active, when it
          // returns (one statement); failed (retried or dead), every job not completed yet, when it throws. So
          // the jobs that succeeded are completed first, and the throw then fails exactly the others; none is
          // recorded twice, and a failed job, still active until then, cannot have been fetched again meanwhile.
          const failed = outcomes.filter((o) => o !== null);
          if (failed.length === 0) return;
          const done = jobs.filter((_, i) => outcomes[i] === null).map((job) => job.id);
          if (done.length > 0) await boss.complete(kind, done);
          throw batchFailure(failed);
        },
      );
      this.workerIds.set(kind, workerId);
      if (spec.cron) await boss.schedule(kind, spec.cron, {}, { tz: 'UTC' });
      else await boss.unschedule(kind);
    }
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.running.add(p);
    void p.finally(() => this.running.delete(p)).catch(() => undefined);
    return p;
  }

  /** Queue a job now (outside a transaction; inside one use repository.ts `enqueueJob`). */
  async send(kind: JobKind, data: Record<string, unknown> = {}): Promise<string | null> {
    if (!this.boss) throw new Error('the job queue is not started');
    return this.boss.send(kind, data);
  }

  /** Ask this process's worker of `kind` to look for due jobs now instead of at its next poll. */
  wake(kind: JobKind): void {
    const id = this.workerIds.get(kind);
    if (id && this.boss) this.boss.notifyWorker(id);
  }

  /** Make a failed job due again (one more attempt); false when it is not failed. */
  async retry(kind: JobKind, id: string): Promise<boolean> {
    if (!this.boss) throw new Error('the job queue is not started');
    // pg-boss 10 answers { affected } here although its types say void.
    const result = (await this.boss.retry(kind, id)) as unknown as { affected: number } | undefined;
    this.wake(kind);
    return (result?.affected ?? 0) > 0;
  }

  /**
   * Stop fetching, let running attempts finish (their results are recorded), then let go of the database. Safe to
   * call more than once (a module whose handlers use something it closes awaits it first).
   */
  stop(): Promise<void> {
    this.stopped ??= this.halt();
    return this.stopped;
  }

  private async halt(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    await Promise.allSettled([...this.running]);
    await this.connection.idle();
    this.connection.close();
  }
}
