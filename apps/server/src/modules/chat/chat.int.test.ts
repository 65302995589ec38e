import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import type { WebSocket } from 'ws';
import { CHAT_WELCOME } from '@electrohub/shared/chat-constants';
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
