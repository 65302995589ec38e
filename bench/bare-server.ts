/**
 * The ceiling of the sale-day benchmark: a plain `node:http` server that answers every request with one
 * captured answer (status, headers and body of a real product page answer), doing no other work.
 *
 *   node --import tsx bench/bare-server.ts PORT answer.json   (loopback only)
 *
 * answer.json: `{ "status": 200, "headers": { … }, "body": "<base64>" }`.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface CapturedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function createBareServer(answer: CapturedAnswer): http.Server {
  const body = Buffer.from(answer.body, 'base64');
  // Hop-by-hop and length headers are the server's own; everything else is replayed as captured.
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(
      ([k]) => !['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'].includes(k),
    ),
  );
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(answer.status, { ...headers, 'content-length': body.length });
    res.end(body);
  });
  server.keepAliveTimeout = 65_000;
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, file] = process.argv.slice(2);
  const server = createBareServer(JSON.parse(readFileSync(file!, 'utf8')) as CapturedAnswer);
  server.listen(Number(port ?? 0), '127.0.0.1', () => {
    console.log(`bare server listening on ${(server.address() as AddressInfo).port}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
