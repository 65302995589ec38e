import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { errorLine } from '../../lib/errors.ts';
import { JOB_KINDS } from '../jobs/kinds.ts';
import { asError, type JobBatchHandler, type JobRun } from '../jobs/queue.ts';
import { enqueueJob, jobInsertStatement } from '../jobs/service.ts';
import { buildMessage, type Mailbox } from './mime.ts';
import {
  claimForDelivery,
  insertOutboxRows,
  lockRowsWithoutJob,
  markAttemptFailed,
  markSent,
  outboxValues,
  outboxWithJobStatement,
  setOutboxJob,
  unsentIds,
  type OutboxInsert,
  type QueuedMailStatement,
  type OutboxRow,
} from './repository.ts';

/** A built message (mime.ts) and its envelope. */
export interface OutgoingMail {
  /** The envelope's sender (MAIL FROM). */
  from: string;
  /** The envelope's one recipient (RCPT TO), as in the message's To. */
  to: string;
  messageId: string;
  /** The whole RFC 5322 message, ASCII, CRLF line ends. */
  message: string;
}

/** Where a mail goes: SMTP (`SMTP_URL`) or `.eml` files in `DATA_DIR/mail` (the default). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer for the SMTP conversation only: it sends our message as it is (`raw`) to the envelope given. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A dead SMTP server must fail fast; the job is retried later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      // With `raw`, nodemailer reads no address from the message: the envelope says where it goes.
      await transporter.sendMail({ envelope: { from: mail.from, to: [mail.to] }, raw: mail.message });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: the raw message (RFC 5322) as `<dir>/<time>-<id>.eml`, openable in any mail client. */
export function fileTransport(dir: string): MailTransport {
  return {
    async send(mail) {
      const file = path.join(dir, `${Date.now()}-${mail.messageId.replace(/[^\w.-]/g, '_')}.eml`);
      // The folder is made when a write finds it missing, not before every mail (a mkdir per mail was 5 % of
      // its CPU); made again should someone remove it.
      await writeFile(file, mail.message, 'latin1').catch(async (err: unknown) => {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        await mkdir(dir, { recursive: true });
        await writeFile(file, mail.message, 'latin1');
      });
    },
    close: () => undefined,
  };
}

/**
 * A delivery attempt holds its row this long (the job's own time limit, kinds.ts): a second job for the same
 * row waits, and a crashed attempt's row is free again by the time pg-boss retries its job.
 */
export const LEASE_SECONDS = JOB_KINDS['mail-deliver'].expireInSeconds;

/**
 * Queue mails (through the outbox, retried, never lost): each new row and its
 * delivery job are written in one transaction (a savepoint inside the caller's), so a mail exists exactly when
 * the change that caused it commits. A dedupe key already queued adds nothing. Returns how many were added.
 */
export async function queueMails(db: DbOrTx, mails: OutboxInsert[]): Promise<number> {
  if (mails.length === 0) return 0;
  return db.transaction(async (tx) => {
    const ids = await insertOutboxRows(tx, mails);
    for (const id of ids) await setOutboxJob(tx, id, await enqueueJob(tx, 'mail-deliver', { outboxId: id }));
    return ids.length;
  });
}

export { nextOutboxIdSql } from './repository.ts';

/**
 * A mail and its delivery job as one piece of the caller's statement (docs/decisions/045): two CTEs, `outbox` and
 * `outbox_job`, to follow a `with` or a comma. `outboxId` was taken earlier in the caller's transaction
 * (`nextOutboxIdSql`). Written exactly when the caller's transaction commits, as with `queueMails`. Should the
 * dedupe key be queued already, no row is added and the job finds no row to send (it does nothing). `statement` is
 * the same object on every call (its values are placeholders, filled in by `values`): the caller's statement can be
 * built once per process (decision 071).
 */
export async function queuedMailStatement(
  outboxId: number,
  mail: OutboxInsert,
): Promise<QueuedMailStatement> {
  const jobId = randomUUID();
  const job = await jobInsertStatement('mail-deliver', jobId, { outboxId });
  return {
    statement: outboxWithJobStatement(job.statement),
    values: { ...outboxValues(outboxId, mail, jobId), ...job.values },
  };
}

/** Give unsent rows that have no delivery job one (mails queued before the job queue existed). */
export async function adoptOutboxRows(db: Db): Promise<number> {
  let adopted = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const ids = await lockRowsWithoutJob(tx, 100);
      for (const id of ids)
        await setOutboxJob(tx, id, await enqueueJob(tx, 'mail-deliver', { outboxId: id }));
      return ids.length;
    });
    adopted += n;
    if (n < 100) return adopted;
  }
}

/**
 * One delivery attempt of each `mail-deliver` job `{ outboxId }` of a batch (kinds.ts): claim their rows in one
 * statement, send them all at once, record the sent ones in one statement. A failure is recorded on its row and is
 * that job's outcome, so pg-boss retries that job alone later (back-off); the row is marked dead when that was the
 * job's last attempt. A row sent already (or deleted) needs nothing; one leased by an attempt running elsewhere is
 * tried again later. Two jobs of the batch for one row: the first sends it, the other shares its outcome.
 */
export function mailDeliveryHandler(opts: {
  db: Db;
  transport: MailTransport;
  /** MAIL_FROM, parsed (`parseMailbox`). */
  from: Mailbox;
  log: FastifyBaseLogger;
}): JobBatchHandler<{ outboxId: number }> {
  const { db, transport, from, log } = opts;
  const deliver = async (row: OutboxRow, job: JobRun<unknown>): Promise<Error | null> => {
    try {
      const messageId = `<outbox-${row.id}-${row.createdAt.getTime()}@electrohub>`;
      const message = buildMessage({
        from,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId,
        date: new Date(),
      });
      await transport.send({ from: from.address, to: row.toAddress, messageId, message });
      return null;
    } catch (err) {
      const { attempt, last } = job;
      log.warn(
        { err, outboxId: row.id, attempt, dead: last },
        last ? 'mail not sent; no attempts left' : 'mail not sent; will retry',
      );
      await markAttemptFailed(db, row.id, errorLine(err), last);
      return asError(err);
    }
  };
  return async (jobs) => {
    const ids = [...new Set(jobs.map((j) => j.data.outboxId).filter((id) => Number.isInteger(id)))];
    const claimed = new Map((await claimForDelivery(db, ids, LEASE_SECONDS)).map((r) => [r.id, r]));
    const leased = await unsentIds(
      db,
      ids.filter((id) => !claimed.has(id)),
    );
    const sending = new Map<number, Promise<Error | null>>();
    for (const job of jobs) {
      const row = claimed.get(job.data.outboxId);
      if (row && !sending.has(row.id)) sending.set(row.id, deliver(row, job));
    }
    const results = new Map(await Promise.all([...sending].map(async ([id, p]) => [id, await p] as const)));
    await markSent(
      db,
      [...results].filter(([, err]) => err === null).map(([id]) => id),
    );
    return jobs.map(({ data: { outboxId } }) => {
      if (!Number.isInteger(outboxId)) return new Error('the job names no outbox row');
      if (leased.has(outboxId)) return new Error('another delivery attempt of this mail is running');
      return results.get(outboxId) ?? null;
    });
  };
}
