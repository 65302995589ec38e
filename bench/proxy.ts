/**
 * A tiny round-robin HTTP proxy for the sale-day benchmark: each request goes to the next target in turn
 * over keep-alive sockets (one `node:http` agent per target), answers are streamed back unchanged.
 * The client's X-Forwarded-For is passed on with the proxy's peer address appended, as nginx does.
 *
 *   node --import tsx bench/proxy.ts PORT http://127.0.0.1:A http://127.0.0.1:B   (loopback only)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export function createRoundRobinProxy(targets: string[], sockets = 256): http.Server & { sent: number[] } {
  if (targets.length === 0) throw new Error('the proxy needs at least one target');
  const urls = targets.map((t) => new URL(t));
  const agents = urls.map(
    () => new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets }),
  );
  const sent = urls.map(() => 0);
  let turn = 0;
  const server = http.createServer((req, res) => {
    const i = turn++ % urls.length;
    sent[i]!++;
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: urls[i]!.hostname,
        port: urls[i]!.port,
        method: req.method,
        path: req.url,
        agent: agents[i],
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  server.on('close', () => agents.forEach((a) => a.destroy()));
  return Object.assign(server, { sent });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, ...targets] = process.argv.slice(2);
  const proxy = createRoundRobinProxy(targets);
  proxy.listen(Number(port ?? 0), '127.0.0.1', () => {
    console.log(`proxy listening on ${(proxy.address() as AddressInfo).port}`);
  });
  process.on('SIGTERM', () => proxy.close(() => process.exit(0)));
}
