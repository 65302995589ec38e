import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import { AppError } from '../../lib/errors.ts';
import { isAllowedOrigin } from '../../plugins/security.ts';
import { ChatHub } from './hub.ts';
import { ChatLimits } from './limits.ts';
import type { Owner } from './repository.ts';
import * as chat from './service.ts';
import { serveChatSocket } from './socket.ts';

/** `/api/chat` (support chat WebSocket, docs/product.md#support-chat) and the admin side of it. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new ChatHub(app.database.pool, app.listener);
  // Across processes (PostgreSQL), delivery depends on the LISTEN connection: /api/health reports it.
  const listener = app.listener;
  if (listener) app.dependencies.register('chat', () => listener.state);
  app.addHook('preClose', () => hub.stop());
  const limits = new ChatLimits(app.db);
  const ownerOf = async (request: FastifyRequest): Promise<Owner> => {
    const s = await request.session();
    return s?.role === 'user'
      ? { userId: s.accountId }
      : s?.role === 'seller'
        ? { sellerId: s.accountId }
        : {};
  };

  app.get(
    '/api/chat',
    {
      websocket: true,
      schema: { hide: true },
      // Cross-site WebSocket hijacking: the upgrade must come from this site. Floods: sockets per address and
      // account (limits.ts), counted in the database like the writes of every process.
      preValidation: async (request) => {
        if (!isAllowedOrigin(request, app.config))
          throw new AppError('Forbidden', 'Request origin is not allowed', 403);
        await limits.admitSocket(request.ip, await ownerOf(request));
      },
    },
    (socket, request) => {
      const closed = limits.opened(request.ip);
      socket.on('close', closed);
      return serveChatSocket(socket, () => ownerOf(request), {
        db: app.db,
        hub,
        log: request.log,
        allowMessage: (owner) => limits.allowMessage(request.ip, owner),
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
