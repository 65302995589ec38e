import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureClock } from '../../lib/clock.ts';
import { configureOrderMail } from './order-mail.ts';
import { createMailWorker, fileTransport, smtpTransport, type MailWorker } from './outbox.ts';
import { sendMailRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox worker: `drain()` sends every due mail now (tests call it; a timer does otherwise). */
    mailOutbox: MailWorker;
  }
}

/**
 * Mail: the outbox worker (started in onReady, stopped in onClose; SMTP_URL or `.eml` files in DATA_DIR/mail)
 * and `POST /api/sendmail`. Other modules queue order mails with `queueOrderStatusMail(tx, itemId, status)`.
 */
export const mailModule = fp(
  async (app: FastifyInstance) => {
    ensureClock(app);
    configureOrderMail({ publicUrl: app.config.PUBLIC_URL });
    const transport = app.config.SMTP_URL ? smtpTransport(app.config.SMTP_URL) : fileTransport(path.join(app.config.DATA_DIR, 'mail'));
    const worker = createMailWorker({
      db: app.db,
      transport,
      from: app.config.MAIL_FROM,
      log: app.log.child({ module: 'mail' }),
      now: () => app.clock.now(),
    });
    app.decorate('mailOutbox', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
    await app.register(sendMailRoutes);
  },
  { name: 'mail', dependencies: ['db', 'auth'] },
);
