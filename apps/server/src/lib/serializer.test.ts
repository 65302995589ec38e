import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { CALLS } from '@electrohub/shared/contract';
import { answerBytes, ENTRY_BYTES, Memo, OBJECT_BYTES_PER_CHAR, setAnswerBudget } from './memo.ts';
import {
  absoluteMediaUrls,
  absoluteMediaUrlsInJson,
  contractSerializerCompiler,
  storedAnswerBody,
} from './serializer.ts';

const BASE = 'https://cdn.example.test';

const compile = (schema: z.ZodType, base = BASE) =>
  contractSerializerCompiler(base)({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;
const zodWay = (schema: z.ZodType) =>
  createSerializerCompiler({ replacer: absoluteMediaUrls(BASE) })({
    schema,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  }) as (data: unknown) => string;

const product = (i: number) => ({
  id: i,
  name: `Phone "${i}" \\ \u2028 émoji 📱`,
  price: 1999.5,
  offerPercentage: 10,
  images: [1, 2].map((k) => ({ id: k, url: `/media/products/${i}-${k}.webp`, unknownKey: 'dropped' })),
  categoryName: 'Phones',
  status: 'Active',
  averageRating: 4.25,
  reviewCount: 12,
  sellerId: i % 2 ? 7 : null,
  description: 'says "url":"/media/x" in its text',
  productInfo: { brand: 'Acme', details: [{ key: 'url', value: '/media/not-a-key-value' }] },
  reviews: [
    {
      id: 1,
      rating: 5,
      content: 'ok',
      createdAt: '2026-01-01T00:00:00.000Z',
      user: { name: 'A', pfp: null },
    },
  ],
  hash: 'never sent',
});

describe('compiled answer serializers', () => {
  it('write the same bytes as the zod parse and JSON.stringify with the media replacer', () => {
    const schema = CALLS['GET /api/user/products'].answer;
    const answer = { products: [product(1), product(2)], page: 1, limit: 2, total: 9, nextCursor: null };
    expect(compile(schema)(answer)).toBe(zodWay(schema)(answer));
  });

  it('drop keys the contract does not name, at any depth', () => {
    const answer = { products: [product(3)], page: 1, limit: 1, total: 1, nextCursor: 'n', extra: 1 };
    const out = JSON.parse(compile(CALLS['GET /api/user/products'].answer)(answer));
    expect(out).not.toHaveProperty('extra');
    expect(out.products[0]).not.toHaveProperty('hash');
    expect(out.products[0].images[0]).not.toHaveProperty('unknownKey');
  });

  it('pick the union branch of an object that has more keys than the branch shows', () => {
    const schema = z.object({
      payment: z.union([
        z.object({ kind: z.literal('card'), last4: z.string() }),
        z.object({ kind: z.literal('cod') }),
      ]),
    });
    const data = { payment: { kind: 'card', last4: '4242', token: 'secret' } };
    expect(compile(schema)(data)).toBe(zodWay(schema)(data));
    expect(compile(schema)(data)).not.toContain('secret');
  });
});

describe('answers the cache remembers', () => {
  it('are written once; other answers every time', async () => {
    const schema = z.object({ name: z.string() });
    const write = compile(schema);
    const memo = new Memo<{ name: string }>({ ttlMs: 60_000, max: 10 });
    const db = {};
    const remembered = await memo.get(db, 'k', () => Promise.resolve({ name: 'first' }), {
      ttlMs: 60_000,
      tags: () => ['t'],
    });
    expect(write(remembered)).toBe('{"name":"first"}');
    // Remembered answers never change; this one is changed here only to show its text was kept.
    remembered.name = 'changed';
    expect(write(remembered)).toBe('{"name":"first"}');
    const fresh = { name: 'first' };
    expect(write(fresh)).toBe('{"name":"first"}');
    fresh.name = 'changed';
    expect(write(fresh)).toBe('{"name":"changed"}');
  });

  it('count what they hold against the answers’ byte budget: objects, text and each encoding (decision 061)', async () => {
    const schema = z.object({ name: z.string() });
    const write = compile(schema);
    const memo = new Memo<{ name: string }>({ ttlMs: 60_000, max: 10, shared: true });
    const db = {};
    setAnswerBudget(db, 1_000_000);
    const remembered = await memo.get(db, 'k', () => Promise.resolve({ name: 'x'.repeat(2_000) }));
    expect(answerBytes(db)).toBe(ENTRY_BYTES);
    const text = write(remembered);
    const written = ENTRY_BYTES + text.length + Math.ceil(text.length * OBJECT_BYTES_PER_CHAR);
    expect(answerBytes(db)).toBe(written);
    // Written again: nothing more. Compressed: its bytes count.
    write(remembered);
    expect(answerBytes(db)).toBe(written);
    const br = storedAnswerBody(remembered)!.encoded('br')!;
    expect(answerBytes(db)).toBe(written + br.byteLength);
  });
});

describe('absolute media URLs in written JSON', () => {
  const cases: unknown[] = [
    { url: '/media/a.webp', other: '/media/b.webp', list: [{ imageUrl: '/media/c.png' }, { pfp: null }] },
    { image: '/media/x', productImage: '/media/y', note: '"url":"/media/z"', url: '/elsewhere' },
    { 'x"url': '/media/quoted-key', nested: { deeper: { url: '/media/deep' } } },
    { nothing: 'here' },
  ];
  it.each(cases)('match the replacer walk on %j', (value) => {
    expect(absoluteMediaUrlsInJson(BASE)(JSON.stringify(value))).toBe(
      JSON.stringify(value, absoluteMediaUrls(BASE)),
    );
  });
});
