import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '../../db/client.ts';
import { builtOnce } from '../../db/prepared.ts';
import { JOB_KIND_NAMES, type JobKind } from './kinds.ts';

/** pg-boss's tables live in their own schema of the same database. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * pg-boss's SQL (`$1`-numbered) as a Drizzle query, so it runs on whatever Drizzle runs on: the pool, PGlite, or
 * an open transaction. Each `$n` becomes a bound parameter (never text in the SQL).
 */
function boundSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)));
    chunks.push(sql`${values[Number(m[1]) - 1] ?? null}`);
    last = m.index + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** pg-boss's database adapter over a Drizzle database or transaction (single statements with parameters). */
export function executorOf(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await db.execute(boundSql(text, values));
      return { rows: result.rows };
    },
  };
}

/**
 * Only builds SQL: a pg-boss that never connects, used to queue jobs through a caller's transaction (the queue's
 * retry policy is read from its row by the insert itself).
 */
const sender = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('jobs are queued through a transaction')) },
  schema: JOBS_SCHEMA,
});

/**
 * Queue a job in the caller's transaction: it exists exactly when the transaction commits (an outbox row and its
 * delivery job, a refund and its sending job). Throws when the queue does not exist (the jobs module creates
 * every queue before the app is ready), so work is never silently dropped. Returns the job's id.
 */
export async function enqueueJob(tx: DbOrTx, kind: JobKind, data: Record<string, unknown>): Promise<string> {
  const id = await sender.send(kind, data, { db: executorOf(tx) });
  if (!id) throw new Error(`job queue ${kind} does not exist`);
  return id;
}

/** pg-boss's SQL with each `$n` as the placeholder `<prefix><n>`, made once per text (it is the same every call). */
const placeholderSqlOf = builtOnce((prefix: string) =>
  builtOnce((text: string) => {
    const chunks: SQL[] = [];
    let last = 0;
    for (const m of text.matchAll(/\$(\d+)/g)) {
      chunks.push(sql.raw(text.slice(last, m.index)));
      chunks.push(sql`${sql.placeholder(`${prefix}${m[1]}`)}`);
      last = m.index + m[0].length;
    }
    chunks.push(sql.raw(text.slice(last)));
    return sql.join(chunks);
  }),
);

/**
 * The same insertion as `enqueueJob`, as a statement to put in the caller's own statement (a CTE body), with the
 * job's id chosen by the caller: pg-boss builds its SQL and values as for `send` (its retry policy still read from
 * the queue's row), and nothing runs here. The text is the same for every call of a kind, so the caller's statement
 * can be a named prepared one: `statement` is one object per kind, its values placeholders `<prefix>1`, `<prefix>2`…
 * that `values` fills in (decision 071: the caller's statement text is built once per process).
 */
export async function jobInsertStatement(
  kind: JobKind,
  id: string,
  data: Record<string, unknown>,
  prefix = 'job',
): Promise<{ statement: SQL; values: Record<string, unknown> }> {
  let built: { statement: SQL; values: Record<string, unknown> } | undefined;
  await sender.send(kind, data, {
    id,
    db: {
      async executeSql(text: string, values: unknown[]) {
        built = {
          statement: placeholderSqlOf(prefix)(text.trim()),
          values: Object.fromEntries(values.map((v, i) => [`${prefix}${i + 1}`, v ?? null])),
        };
        return { rows: [{ id }] };
      },
    },
  });
  if (!built) throw new Error(`job ${kind} was not built`);
  return built;
}

export interface FailedJobRow {
  id: string;
  kind: JobKind;
  data: Record<string, unknown> | null;
  retryCount: number;
  createdOn: Date;
  completedOn: Date | null;
  error: string | null;
}

const ourKinds = () =>
  sql.join(
    JOB_KIND_NAMES.map((k) => sql`${k}`),
    sql`, `,
  );

const failedWhere = (kind?: JobKind) =>
  kind ? sql`name = ${kind} and state = 'failed'` : sql`name in (${ourKinds()}) and state = 'failed'`;

/** Dead jobs (pg-boss's `failed` state) of our queues, newest failure first. */
export async function listFailedJobs(
  db: DbOrTx,
  opts: { kind?: JobKind; limit: number; offset: number },
): Promise<{ rows: FailedJobRow[]; total: number }> {
  const schema = sql.raw(JOBS_SCHEMA);
  const [list, count] = await Promise.all([
    db.execute<{
      id: string;
      name: string;
      data: Record<string, unknown> | null;
      retry_count: number;
      created_on: string | Date;
      completed_on: string | Date | null;
      error: string | null;
    }>(sql`
      select id, name, data, retry_count, created_on, completed_on, output->>'message' as error
      from ${schema}.job
      where ${failedWhere(opts.kind)}
      order by completed_on desc nulls last, id
      limit ${opts.limit} offset ${opts.offset}`),
    db.execute<{ total: number | string }>(
      sql`select count(*) as total from ${schema}.job where ${failedWhere(opts.kind)}`,
    ),
  ]);
  return {
    total: Number(count.rows[0]?.total ?? 0),
    rows: list.rows.map((r) => ({
      id: r.id,
      kind: r.name as JobKind,
      data: r.data,
      retryCount: Number(r.retry_count),
      createdOn: new Date(r.created_on),
      completedOn: r.completed_on == null ? null : new Date(r.completed_on),
      error: r.error,
    })),
  };
}

/** A job of our queues by id: its queue and state, or null. */
export async function findJob(db: DbOrTx, id: string): Promise<{ kind: JobKind; state: string } | null> {
  const result = await db.execute<{ name: string; state: string }>(
    sql`select name, state::text as state from ${sql.raw(JOBS_SCHEMA)}.job where id = ${id}::uuid and name in (${ourKinds()}) limit 1`,
  );
  const row = result.rows[0];
  return row ? { kind: row.name as JobKind, state: row.state } : null;
}
