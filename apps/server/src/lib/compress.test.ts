import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, compressFresh, StoredBody, varyWithEncoding } from './compress.ts';

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', true],
    ['gzip, deflate', 'gzip', true],
    ['br;q=0, gzip;q=0.5', 'gzip', true],
    ['br', 'br', false],
    ['*', 'br', true],
    ['*;q=0, identity', null, false],
    ['identity', null, false],
    ['deflate', null, false],
    ['', null, false],
  ] as const)('%j → %s', (header, best, gzip) => {
    expect(acceptedEncodings(header)).toEqual({ best, gzip });
  });
});

describe('compression', () => {
  const text = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Phone ${i}` })));

  it('writes a fresh body as gzip when taken, else brotli, and nothing that would not shrink', () => {
    const gz = compressFresh(text, 'br', true)!;
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(text);
    const br = compressFresh(text, 'br', false)!;
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(text);
    expect(compressFresh('{}', 'br', true)).toBeNull();
  });

  it('keeps each encoding of a stored body once made', () => {
    const body = new StoredBody(text);
    const br = body.encoded('br')!;
    expect(body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(body.bytes()).toBe(body.bytes());
  });

  it('keeps a stored body in memory of its own size, and its identity bytes only when asked for (decision 050)', () => {
    const small = `{"id":1,"name":"${'Sonic headphones '.repeat(60)}"}`;
    const body = new StoredBody(small);
    const br = body.encoded('br')!;
    const gz = body.encoded('gzip')!;
    // zlib hands out a slice of a 16 KB chunk and Buffer.from a slice of an 8 KB pool: not what a cache keeps.
    for (const b of [br, gz]) expect(b.buffer.byteLength).toBe(b.byteLength);
    expect(body.size).toBe(small.length + br.byteLength + gz.byteLength);
    const raw = body.bytes();
    expect(raw.buffer.byteLength).toBe(raw.byteLength);
    expect(raw.toString()).toBe(small);
    expect(body.size).toBe(2 * small.length + br.byteLength + gz.byteLength);
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(varyWithEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyWithEncoding('Origin, accept-encoding')).toBe('Origin, accept-encoding');
  });
});
