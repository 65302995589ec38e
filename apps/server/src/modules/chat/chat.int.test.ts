import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateEvents } from '../../db/schema/index.ts';
import { countRateEvent } from './repository.ts';
import { useTestApp } from '../../../test/api.ts';
import type { WebSocket } from 'ws';
import { CHAT_LIMITS, CHAT_WELCOME } from '@electrohub/shared/chat-constants';
import type { ChatServerFrame } from '@electrohub/shared/chat';

const t = useTestApp();
let adminCookie: string;
let buyerCookie: string;

beforeAll(async () => {
  adminCookie = (await t.admin()).cookie;
  buyerCookie = (await t.buyer()).cookie;
});

/** Collects every frame a socket receives; `next(pred)` waits for the first matching one not yet taken. */
async function connect(headers: Record<string, string> = {}) {
  const got: ChatServerFrame[] = [];
  let taken = 0;
  // Listen from the first byte: the welcome frame may arrive before injectWS resolves.
  const ws: WebSocket = await t.app.injectWS(
    '/api/chat',
    { headers },
    {
      onInit: (s) => s.on('message', (d: Buffer) => got.push(JSON.parse(d.toString()) as ChatServerFrame)),
    },
  );
  return {
    ws,
    all: got,
    async next(pred: (f: ChatServerFrame) => boolean = () => true, ms = 5000): Promise<ChatServerFrame> {
      const deadline = Date.now() + ms;
      for (;;) {
        const i = got.findIndex((f, idx) => idx >= taken && pred(f));
        if (i >= 0) {
          taken = i + 1;
          return got[i]!;
        }
        if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(got)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

const isMsg = (role: string) => (f: ChatServerFrame) => f.type === 'message' && f.message.role === role;

describe('support chat', () => {
  it('greets first, shows typing, and answers from the bot', async () => {
    const f = await connect();
    const ws = f.ws;
    const first = await f.next();
    expect(first).toMatchObject({ type: 'message', message: { role: 'bot', content: CHAT_WELCOME } });
    ws.send(JSON.stringify({ type: 'message', content: '  How do I cancel my order?  ' }));
    const mine = await f.next(isMsg('user'));
    expect(mine).toMatchObject({ message: { content: 'How do I cancel my order?' } });
    await f.next((x) => x.type === 'typing');
    const bot = await f.next(isMsg('bot'));
    expect(bot.type === 'message' && bot.message.content).toMatch(/Cancel Order/);
    if (bot.type === 'message') expect(new Date(bot.message.timestamp).getTime()).not.toBeNaN();
    ws.terminate();
  });

  it('refuses empty and over-long messages with an error frame', async () => {
    const f = await connect();
    const ws = f.ws;
    await f.next();
    ws.send(JSON.stringify({ type: 'message', content: '   ' }));
    expect(await f.next((x) => x.type === 'error')).toMatchObject({ flag: 'ValidationError' });
    ws.send(JSON.stringify({ type: 'message', content: 'x'.repeat(1001) }));
    expect(await f.next((x) => x.type === 'error')).toMatchObject({ flag: 'ValidationError' });
    ws.send('not json');
    expect(await f.next((x) => x.type === 'error')).toMatchObject({ flag: 'ValidationError' });
    ws.terminate();
  });

  it('hands a signed-in buyer over to a person, who answers live; the buyer resumes the conversation later', async () => {
    const f = await connect({ cookie: buyerCookie });
    const ws = f.ws;
    await f.next();
    ws.send(JSON.stringify({ type: 'handoff' }));
    await f.next((x) => x.type === 'message' && /support team/.test(x.message.content));

    const inbox = await t.get('/api/admin/chats', adminCookie);
    expect(inbox.statusCode).toBe(200);
    const conv = inbox
      .json<{ id: number; name: string; status: string; userType: string }[]>()
      .find((c) => c.status === 'waiting' && c.userType === 'User')!;
    expect(conv).toBeTruthy();
    expect(conv.name).toBe('Asha Verma');

    // While waiting for a person, the bot stays quiet.
    ws.send(JSON.stringify({ type: 'message', content: 'my screen is cracked' }));
    await f.next(isMsg('user'));
    const reply = await t.send('POST', `/api/admin/chats/${conv.id}/messages`, adminCookie, {
      content: 'Hello, I am Priya from support.',
    });
    expect(reply.statusCode).toBe(201);
    const fromAdmin = await f.next(isMsg('admin'));
    expect(fromAdmin).toMatchObject({ message: { content: 'Hello, I am Priya from support.' } });
    expect(
      f.all
        .filter(isMsg('bot'))
        .some((x) => x.type === 'message' && /cracked|not sure/.test(x.message.content)),
    ).toBe(false);
    ws.terminate();

    const g = await connect({ cookie: buyerCookie });
    const again = g.ws;
    expect(await g.next()).toMatchObject({ message: { content: CHAT_WELCOME } });
    const history = await g.next(isMsg('admin'));
    expect(history).toMatchObject({ message: { content: 'Hello, I am Priya from support.' } });
    again.terminate();

    const transcript = await t.get(`/api/admin/chats/${conv.id}`, adminCookie);
    expect(transcript.json().messages.map((m: { role: string }) => m.role)).toEqual(['bot', 'user', 'admin']);
  });

  it('keeps the admin side to admins', async () => {
    expect((await t.get('/api/admin/chats')).statusCode).toBe(401);
    const asBuyer = await t.get('/api/admin/chats', buyerCookie);
    expect(asBuyer.statusCode).toBe(401);
    expect(asBuyer.json().flag).toBe('NoAdminTokenProvided');
  });

  it('refuses a WebSocket upgrade from a foreign origin', async () => {
    await expect(
      t.app.injectWS('/api/chat', { headers: { origin: 'https://evil.example' } }),
    ).rejects.toThrow();
  });
});

/** Issue 21, finding 4: one address opened 50 anonymous sockets and wrote 2,000 messages in 25 s. */
describe('chat floods are limited per address and per account, in every process', () => {
  // injectWS always comes from one address (127.0.0.1); each test starts with no counted events.
  const from = (_address: string) => t.app.injectWS('/api/chat', {});
  beforeEach(async () => {
    await t.app.db.delete(rateEvents);
  });

  it('one address opens at most the sockets a minute allows; the next upgrade is refused with 429', async () => {
    const ip = '198.51.100.201';
    const open: WebSocket[] = [];
    let refused: Error | null = null;
    for (let i = 0; i <= CHAT_LIMITS.socketsPerMinutePerAddress && !refused; i++) {
      try {
        const ws = await from(ip);
        open.push(ws);
        // Close it again: the per-minute count, not the open sockets, is what stops this address.
        ws.terminate();
      } catch (err) {
        refused = err as Error;
      }
    }
    expect(refused?.message).toMatch(/429/);
    expect(open.length).toBe(CHAT_LIMITS.socketsPerMinutePerAddress);
  });

  it('parallel events under one key each see a count of their own: the n-th sees n, none twice', async () => {
    // On PostgreSQL the pool runs these on several connections at once: without the key's lock, an event counted
    // rows inserted after its own (so the 59th message of a minute was refused) and two events saw one count.
    const counts = await Promise.all(
      Array.from({ length: 40 }, () =>
        countRateEvent(t.app.db, ['chat-message:ip:198.51.100.204'], 60_000).then(
          (m) => m.get('chat-message:ip:198.51.100.204') ?? 0,
        ),
      ),
    );
    expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('messages from one address over many sockets stop at the per-address limit', async () => {
    const ip = '198.51.100.203';
    const sockets = await Promise.all(Array.from({ length: 5 }, () => from(ip)));
    const errors: ChatServerFrame[] = [];
    const stored: ChatServerFrame[] = [];
    for (const ws of sockets)
      ws.on('message', (d: Buffer) => {
        const f = JSON.parse(d.toString()) as ChatServerFrame;
        if (f.type === 'error') errors.push(f);
        if (f.type === 'message' && f.message.role === 'user') stored.push(f);
      });
    // 5 sockets × 15 messages = 75, each socket below its own 20 a minute.
    for (let i = 0; i < 15; i++)
      for (const ws of sockets) ws.send(JSON.stringify({ type: 'message', content: `hi ${i}` }));
    const deadline = Date.now() + 20_000;
    while (stored.length + errors.length < 75 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(stored.length).toBe(CHAT_LIMITS.messagesPerMinutePerAddress);
    expect(errors.every((e) => e.type === 'error' && e.flag === 'TooManyRequests')).toBe(true);
    expect(errors).toHaveLength(75 - CHAT_LIMITS.messagesPerMinutePerAddress);
    for (const ws of sockets) ws.terminate();
  });
});
