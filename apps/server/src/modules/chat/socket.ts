import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CHAT_MAX_LENGTH } from '@electrohub/shared/chat-constants';
import { chatClientFrameSchema, type ChatServerFrame } from '@electrohub/shared/chat';
import type { Db } from '../../db/client.ts';
import type { ChatHub } from './hub.ts';
import type { Owner } from './repository.ts';
import * as chat from './service.ts';

/** Per connection: at most this many messages a minute (a person types far fewer). */
export const MESSAGES_PER_MINUTE = 20;

export interface ChatSocketContext {
  db: Db;
  hub: ChatHub;
  log: FastifyBaseLogger;
  /** The limits shared by this address's and account's sockets in every process (limits.ts). */
  allowMessage?: (owner: Owner) => Promise<boolean>;
}

/**
 * The support chat protocol on one WebSocket (docs/decisions/010-support-chat.md): the client sends
 * `{type: 'message', content}` or `{type: 'handoff'}`; the server answers with `message`, `typing` and `error`
 * frames. On connect the socket gets the welcome line and the owner's open conversation so far; the conversation
 * is stored on the first frame, not on connect. Frames are handled one at a time in arrival order, at most
 * {@link MESSAGES_PER_MINUTE} a minute.
 *
 * `whoIs` resolves the signed-in buyer or seller; frames that arrive while it runs are buffered, not lost.
 */
export async function serveChatSocket(
  socket: WebSocket,
  whoIs: () => Promise<Owner>,
  { db, hub, log, allowMessage }: ChatSocketContext,
) {
  const send = (f: ChatServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(f));
  };
  const early: string[] = [];
  const onEarly = (d: Buffer) => early.push(d.toString());
  socket.on('message', onEarly);

  const owner = await whoIs();
  const session = await chat.openSession(db, owner);
  if (session.conversationId) hub.join(session.conversationId, socket);
  session.opening.forEach(send);
  const conversation = async () => {
    const joined = session.conversationId !== null;
    const id = await chat.ensureConversation(db, session, owner);
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
    if (++count > MESSAGES_PER_MINUTE || (allowMessage && !(await allowMessage(owner)))) {
      send({
        type: 'error',
        flag: 'TooManyRequests',
        error: 'You are sending messages too quickly. Please wait a moment.',
      });
      return;
    }
    try {
      const id = await conversation();
      if (frame.type === 'handoff') await chat.handoff(db, hub, id);
      else await chat.userSays(db, hub, id, frame.content);
    } catch (err) {
      log.error({ err }, 'chat message failed');
      send({
        type: 'error',
        flag: 'InternalError',
        error: 'Your message could not be sent. Please try again.',
      });
    }
  };
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
}
