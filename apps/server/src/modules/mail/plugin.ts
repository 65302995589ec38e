import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureClock } from '../../lib/clock.ts';
import { configureOrderMail } from './order-mail.ts';
import { adoptOutboxRows, fileTransport, mailDeliveryHandler, smtpTransport } from './outbox.ts';
import { parseMailbox } from './mime.ts';
import { sendMailRoutes } from './routes.ts';
import { mailJobSubjects } from './service.ts';

/**
 * Mail: delivery of the outbox as `mail-deliver` jobs on the job queue (SMTP_URL or `.eml` files in
 * DATA_DIR/mail; retried with back-off, dead after MAIL_MAX_ATTEMPTS) and `POST /api/sendmail`. Other modules
 * queue mails with `queueOrderStatusMail(tx, itemId, status)` or `queueMails(tx, rows)`.
 */
export const mailModule = fp(
  async (app: FastifyInstance) => {
    ensureClock(app);
    configureOrderMail({ publicUrl: app.config.PUBLIC_URL });
    const transport = app.config.SMTP_URL
      ? smtpTransport(app.config.SMTP_URL)
      : fileTransport(path.join(app.config.DATA_DIR, 'mail'));
    const log = app.log.child({ module: 'mail' });
    // MAIL_FROM was checked with the rest of the configuration (config.ts): it parses.
    const from = parseMailbox(app.config.MAIL_FROM);
    app.jobs.handleBatch('mail-deliver', mailDeliveryHandler({ db: app.db, transport, from, log }));
    app.jobs.describe('mail-deliver', mailJobSubjects);
    app.addHook('onReady', async () => {
      const adopted = await adoptOutboxRows(app.db);
      if (adopted > 0) log.info(`${adopted} queued mails given a delivery job`);
    });
    app.addHook('onClose', async () => {
      // No delivery attempt may be running when the transport closes.
      await app.jobs.stop();
      transport.close();
    });
    await app.register(sendMailRoutes);
  },
  { name: 'mail', dependencies: ['db', 'auth', 'jobs'] },
);
