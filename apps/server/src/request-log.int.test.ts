import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/api.ts';

/** The app's log lines, parsed, with a logger at `level` (decision 036: at most one line per request). */
function logged(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, t: useTestApp({ app: () => ({ logger: { level, stream } }) }) };
}

const ofUrl = (lines: Record<string, unknown>[], url: string) => lines.filter((l) => l.url === url);

describe('request logs at info', () => {
  const { lines, t } = logged('info');

  it('write one line per request, with its status and time', async () => {
    await t.get('/api/user/products?limit=1');
    await t.get('/api/user/products/999999');
    expect(lines.filter((l) => typeof l.url === 'string' && l.url.startsWith('/api/user/products'))).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/user/products?limit=1',
        statusCode: 200,
        level: 30,
      }),
      expect.objectContaining({
        method: 'GET',
        url: '/api/user/products/999999',
        statusCode: 404,
        level: 30,
      }),
    ]);
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it('write nothing for health checks and files', async () => {
    await t.get('/api/health');
    await t.get('/media/products/none.webp');
    await t.get('/favicon.ico');
    expect(ofUrl(lines, '/api/health')).toEqual([]);
    expect(ofUrl(lines, '/media/products/none.webp')).toEqual([]);
    expect(ofUrl(lines, '/favicon.ico')).toEqual([]);
  });
});

describe('request logs at debug', () => {
  const { lines, t } = logged('debug');

  it('write health checks and files too, at debug', async () => {
    await t.get('/api/health');
    await t.get('/media/products/none.webp');
    expect(ofUrl(lines, '/api/health')).toEqual([expect.objectContaining({ level: 20 })]);
    expect(ofUrl(lines, '/media/products/none.webp')).toEqual([expect.objectContaining({ level: 20 })]);
  });
});
