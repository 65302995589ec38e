import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_MAX_LENGTH } from '@electrohub/shared/chat-constants';
import { chatClientFrameSchema, type ChatServerFrame } from '@electrohub/shared/chat';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import { AppError } from '../../lib/errors.ts';
import { isAllowedOrigin } from '../../plugins/security.ts';
import { ChatHub } from './hub.ts';
import * as chat from './service.ts';

/** Per connection: at most this many messages a minute (a person types far fewer). */
const MESSAGES_PER_MINUTE = 20;

/** `/api/chat` (support chat WebSocket, docs/product.md#support-chat) and the admin side of it. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new ChatHub(app.database.pool, app.listener);
  // Across processes (PostgreSQL), delivery depends on the LISTEN connection: /api/health reports it.
  const listener = app.listener;
  if (listener) app.dependencies.register('chat', () => listener.state);
  app.addHook('preClose', () => hub.stop());

  app.get(
    '/api/chat',
    {
      websocket: true,
      schema: { hide: true },
      // Cross-site WebSocket hijacking: the upgrade must come from this site.
      preValidation: async (request) => {
        if (!isAllowedOrigin(request, app.config))
          throw new AppError('Forbidden', 'Request origin is not allowed', 403);
      },
    },
    async (socket, request) => {
      const send = (f: ChatServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(f));
      };
      // Buffer frames that arrive while the conversation is being opened.
      const early: string[] = [];
      const onEarly = (d: Buffer) => early.push(d.toString());
      socket.on('message', onEarly);

      const s = await request.session();
      const owner =
        s?.role === 'user' ? { userId: s.accountId } : s?.role === 'seller' ? { sellerId: s.accountId } : {};
      const session = await chat.openSession(app.db, owner);
      if (session.conversationId) hub.join(session.conversationId, socket);
      session.opening.forEach(send);
      const conversation = async () => {
        const joined = session.conversationId !== null;
        const id = await chat.ensureConversation(app.db, session, owner);
        if (!joined) hub.join(id, socket);
        return id;
      };

      let windowStart = Date.now();
      let count = 0;
      const handle = async (raw: string) => {
        let frame;
        try {
          frame = chatClientFrameSchema.parse(JSON.parse(raw));
        } catch {
          send({
            type: 'error',
            flag: 'ValidationError',
            error: `Messages must be 1 to ${CHAT_MAX_LENGTH} characters`,
          });
          return;
        }
        if (Date.now() - windowStart > 60_000) {
          windowStart = Date.now();
          count = 0;
        }
        if (++count > MESSAGES_PER_MINUTE) {
          send({
            type: 'error',
            flag: 'TooManyRequests',
            error: 'You are sending messages too quickly. Please wait a moment.',
          });
          return;
        }
        try {
          const id = await conversation();
          if (frame.type === 'handoff') await chat.handoff(app.db, hub, id);
          else await chat.userSays(app.db, hub, id, frame.content);
        } catch (err) {
          request.log.error({ err }, 'chat message failed');
          send({
            type: 'error',
            flag: 'InternalError',
            error: 'Your message could not be sent. Please try again.',
          });
        }
      };
      // Frames are handled one at a time, in order.
      let queue = Promise.resolve();
      const enqueue = (raw: string) => {
        queue = queue.then(() => handle(raw));
      };
      socket.off('message', onEarly);
      early.forEach(enqueue);
      socket.on('message', (d: Buffer) => enqueue(d.toString()));
      socket.on('close', () => {
        if (session.conversationId) hub.leave(session.conversationId, socket);
      });
    },
  );

  app.get('/api/admin/chats', { schema: schemaOf('GET /api/admin/chats') }, async (request, reply) => {
    await request.requireAdmin();
    return sendPage(request, reply, await chat.inbox(app.db, request.query));
  });

  app.get('/api/admin/chats/:id', { schema: schemaOf('GET /api/admin/chats/:id') }, async (request) => {
    await request.requireAdmin();
    return chat.transcript(app.db, request.params.id);
  });

  app.post(
    '/api/admin/chats/:id/messages',
    { schema: schemaOf('POST /api/admin/chats/:id/messages') },
    async (request, reply) => {
      await request.requireAdmin();
      const message = await chat.adminSays(app.db, hub, request.params.id, request.body.content);
      return reply.status(201).send({ message });
    },
  );

  app.post(
    '/api/admin/chats/:id/close',
    { schema: schemaOf('POST /api/admin/chats/:id/close') },
    async (request) => {
      await request.requireAdmin();
      await chat.closeConversation(app.db, request.params.id);
      return { success: true as const };
    },
  );
};
