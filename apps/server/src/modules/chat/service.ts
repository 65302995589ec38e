import { CHAT_WELCOME } from '@electrohub/shared/chat-constants';
import type { AdminChatSummary } from '@electrohub/shared/admin-cms';
import type { ChatMessage, ChatServerFrame } from '@electrohub/shared/chat';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../lib/contract.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { botReply, HANDOFF_REPLY } from './bot.ts';
import type { ChatHub } from './hub.ts';
import * as repo from './repository.ts';

type MessageRow = Awaited<ReturnType<typeof repo.addMessage>>;

export const toChatMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  content: m.content,
  role: m.role,
  timestamp: m.createdAt.toISOString(),
});

/** How long the bot "types" before answering: enough to show the indicator, short enough not to annoy. */
export const BOT_TYPING_MS = 400;

export interface ChatSession {
  /** Null until the first message: opening the widget alone stores nothing. */
  conversationId: number | null;
  /** Frames to send to this socket at once: the welcome message, then the conversation so far. */
  opening: ChatServerFrame[];
}

/** A signed-in buyer or seller resumes their open conversation; anyone else starts afresh. */
export async function openSession(db: Db, owner: repo.Owner): Promise<ChatSession> {
  const existing = await repo.findOpenConversation(db, owner);
  const history = existing ? await repo.listMessages(db, existing.id) : [];
  const welcome: ChatMessage = {
    id: 0,
    content: CHAT_WELCOME,
    role: 'bot',
    timestamp: new Date().toISOString(),
  };
  return {
    conversationId: existing?.id ?? null,
    opening: [
      { type: 'message', message: welcome },
      ...history.map((m) => ({ type: 'message' as const, message: toChatMessage(m) })),
    ],
  };
}

/** The conversation of a session, created on first use. */
export async function ensureConversation(db: Db, session: ChatSession, owner: repo.Owner): Promise<number> {
  session.conversationId ??= (await repo.createConversation(db, owner)).id;
  return session.conversationId;
}

export async function userSays(
  db: Db,
  hub: ChatHub,
  conversationId: number,
  content: string,
  wait = BOT_TYPING_MS,
) {
  const conversation = await repo.getConversation(db, conversationId);
  if (!conversation) throw notFound('Conversation not found');
  const mine = await repo.addMessage(db, conversationId, 'user', content);
  await hub.publish(conversationId, { type: 'message', message: toChatMessage(mine) });
  // Once a person has been asked for, the bot steps aside.
  if (conversation.status !== 'bot') return;
  await hub.publish(conversationId, { type: 'typing', role: 'bot' });
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const reply = await repo.addMessage(db, conversationId, 'bot', botReply(content).answer);
  await hub.publish(conversationId, { type: 'message', message: toChatMessage(reply) });
}

export async function handoff(db: Db, hub: ChatHub, conversationId: number) {
  const conversation = await repo.getConversation(db, conversationId);
  if (!conversation) throw notFound('Conversation not found');
  if (conversation.status === 'waiting' || conversation.status === 'admin') return;
  await repo.setConversationStatus(db, conversationId, 'waiting');
  const note = await repo.addMessage(db, conversationId, 'bot', HANDOFF_REPLY);
  await hub.publish(conversationId, { type: 'message', message: toChatMessage(note) });
}

export async function adminSays(db: Db, hub: ChatHub, conversationId: number, content: string) {
  const conversation = await repo.getConversation(db, conversationId);
  if (!conversation) throw notFound('Conversation not found');
  if (conversation.status === 'closed')
    throw new AppError('InvalidStatusTransition', 'This conversation is closed', 409);
  if (conversation.status !== 'admin') await repo.setConversationStatus(db, conversationId, 'admin');
  const m = await repo.addMessage(db, conversationId, 'admin', content);
  await hub.publish(conversationId, { type: 'message', message: toChatMessage(m) });
  return toChatMessage(m);
}

export async function closeConversation(db: Db, conversationId: number) {
  const conversation = await repo.getConversation(db, conversationId);
  if (!conversation) throw notFound('Conversation not found');
  await repo.setConversationStatus(db, conversationId, 'closed');
}

/** `GET /api/admin/chats`: a page of the open conversations (the route answers the bare list + paging headers). */
export async function inbox(db: Db, q: { page: number; limit: number }): Promise<Page<AdminChatSummary>> {
  const open: repo.ChatStatus[] = ['waiting', 'admin', 'bot'];
  const offset = (q.page - 1) * q.limit;
  const rows = await repo.listConversations(db, open, q.limit, offset);
  // Past the last page no row carries the total.
  const total = rows[0]?.total ?? (offset > 0 ? await repo.countConversations(db, open) : 0);
  const items = rows.map((r) => ({
    id: r.id,
    status: r.status,
    updatedAt: r.updatedAt.toISOString(),
    name: r.userName ?? r.sellerName ?? 'Visitor',
    userType: r.userName ? ('User' as const) : r.sellerName ? ('Seller' as const) : ('Visitor' as const),
    lastMessage: r.lastMessage ?? null,
  }));
  return { rows: items, total, page: q.page, limit: q.limit };
}

export async function transcript(db: Db, conversationId: number) {
  const conversation = await repo.getConversation(db, conversationId);
  if (!conversation) throw notFound('Conversation not found');
  const messages = await repo.listMessages(db, conversationId, 500);
  return { id: conversation.id, status: conversation.status, messages: messages.map(toChatMessage) };
}
