import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { claimDue, markFailed, markSent, type OutboxRow } from './repository.ts';

/** Where a mail goes: SMTP (`SMTP_URL`) or `.eml` files in `DATA_DIR/mail` (ARCHITECTURE.md 'Embedded defaults'). */
export interface MailTransport {
  send(mail: { from: string; to: string; subject: string; html: string; text: string; messageId: string }): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A dead SMTP server must fail fast; the outbox retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: the raw message (RFC 5322) as `<dir>/<time>-<id>.eml`, openable in any mail client. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const safeId = mail.messageId.replace(/[^\w.-]/g, '_');
      await writeFile(path.join(dir, `${Date.now()}-${safeId}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour (retried forever). */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** A claimed row is not offered to another worker for this long (a crashed sender's rows come back after it). */
export const LEASE_MS = 2 * 60 * 1000;

export interface MailWorker {
  /** Send every due mail now (also what the timer does). Runs are serialised; resolves with the counts. */
  drain(now?: Date): Promise<{ sent: number; failed: number }>;
  start(): void;
  stop(): Promise<void>;
}

export function createMailWorker(opts: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  now: () => Date;
  intervalMs?: number;
  batch?: number;
}): MailWorker {
  const { db, transport, from, log } = opts;
  const batch = opts.batch ?? 20;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function sendOne(row: OutboxRow): Promise<boolean> {
    try {
      await transport.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@electrohub>`,
      });
      await markSent(db, row.id, opts.now());
      return true;
    } catch (err) {
      const retryAt = new Date(opts.now().getTime() + retryDelayMs(row.attempts));
      log.warn({ err, outboxId: row.id, attempts: row.attempts }, 'mail not sent; will retry');
      await markFailed(db, row.id, retryAt, err instanceof Error ? err.message : String(err));
      return false;
    }
  }

  async function run(now: Date) {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const rows = await claimDue(db, now, new Date(now.getTime() + LEASE_MS), batch);
      if (rows.length === 0) break;
      for (const row of rows) {
        if (await sendOne(row)) sent++;
        else failed++;
      }
      if (rows.length < batch) break;
    }
    return { sent, failed };
  }

  function drain(now?: Date) {
    const next = chain.then(() => run(now ?? opts.now()));
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    drain,
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => {
        drain().catch((err: unknown) => log.error({ err }, 'mail outbox run failed'));
      }, opts.intervalMs ?? 2000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await chain;
    },
  };
}
