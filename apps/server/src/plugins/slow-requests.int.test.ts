import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';

/**
 * Issue 21, finding 7: a body sent a byte at a time held its connection for ever. A whole request must arrive
 * within REQUEST_TIMEOUT_MS (here 2 s); the server then answers 408 and closes the connection.
 */
let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({ REQUEST_TIMEOUT_MS: '2000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await t.close();
});

describe('a request that arrives too slowly', () => {
  it('is cut with 408 before its body is complete', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const body = JSON.stringify({ email: 'slow@example.in', password: 'Password@123' }).padEnd(200, ' ');
    socket.write(
      `POST /api/user/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // One byte every 250 ms: the whole body would take 50 s. Stop when the server has closed the connection.
    let sent = 0;
    let open = true;
    void closed.then(() => (open = false));
    while (open && sent < body.length) {
      socket.write(body[sent++]!);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await closed;
    expect(sent).toBeLessThan(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
