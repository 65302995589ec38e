import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@electrohub/shared/api-error';
import { CALLS, type Call, type CallKey } from '@electrohub/shared/contract';
import { LINK_HEADER, TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';
import { allKeys, SECRET_KEYS } from '../test/helpers.ts';
import { useTestApp } from '../test/api.ts';
import { signedInAccounts } from '../test/factories.ts';
import { accountsWalk } from '../test/contract/accounts.ts';
import { adminWalk } from '../test/contract/admin.ts';
import { adminContentWalk } from '../test/contract/admin-content.ts';
import { buyerWalk } from '../test/contract/buyer.ts';
import { sellerWalk } from '../test/contract/seller.ts';
import { moneyWalk } from '../test/contract/money.ts';
import { storefrontWalk } from '../test/contract/storefront.ts';
import { fillPath, resolve, type Step, type World } from '../test/contract/walk.ts';

/**
 * The contract test: every row of the shared calls table (packages/shared/src/contract) is called on a seeded
 * database and its answer checked against the row's schema and against the contract's reading of its shape (a bare
 * list, or an object with the named keys at the top). A route that re-wraps an answer, or a row missing from the
 * walk or from the app, fails here.
 */
const walks = [storefrontWalk, accountsWalk, buyerWalk, sellerWalk, adminWalk, adminContentWalk, moneyWalk];
const steps: Step[] = walks.flatMap((w) => w.steps);
const table = CALLS as Record<string, Call>;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that are not calls a client makes with fetch: the API reference itself, the chat WebSocket, the
 * Google sign-in browser redirects (navigations, not calls) and Razorpay's and RazorpayX's webhooks (the
 * providers call them, signed with their secrets; razorpay.int.test.ts and settlement's razorpayx.int.test.ts test them).
 */
const NOT_CALLS = [
  /^\/api\/docs/,
  /^\/api\/chat$/,
  /^\/api\/auth\/google/,
  /^\/api\/payments\/razorpay\/webhook$/,
  /^\/api\/webhooks\/razorpayx$/,
];

const ctx = useTestApp({ env: { PUBLIC_URL: 'http://shop.test', CORS_ORIGINS: 'http://client.test' } });
let world: World;
const walked = new Set<string>();

beforeAll(async () => {
  const a = await signedInAccounts(ctx.database.db);
  world = {
    app: ctx.app,
    db: ctx.database,
    cookies: { buyer: a.buyer, seller: a.seller, admin: a.admin },
    buyerId: a.buyerId,
    sellerId: a.sellerId,
    adminId: a.adminId,
    ids: {},
  };
  for (const w of walks) await w.setup?.(world);
});

describe('the API answers every call of the contract in the contract’s shape', () => {
  for (const [i, step] of steps.entries()) {
    const call = table[step.call];
    const label = `${i + 1}. ${step.call} as ${step.as ?? 'anon'}${step.status ? ` → ${step.status}` : ''}${step.note ? ` (${step.note})` : ''}`;
    it(label, async () => {
      expect(call, `${step.call} is a row of the contract`).toBeDefined();
      const [method, path] = step.call.split(' ') as [string, string];
      const url = fillPath(path, resolve(step.params, world));
      const query = resolve(step.query, world);
      const mp = step.multipart ? await step.multipart(world) : undefined;
      const body = resolve(step.body, world);
      const cookie = step.cookie
        ? step.cookie(world)
        : step.as && step.as !== 'anon'
          ? world.cookies[step.as]
          : undefined;
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        query: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(WRITES.has(method) ? { origin: 'http://client.test' } : {}),
          ...mp?.headers,
        },
        payload: mp ? mp.payload : (body as Record<string, unknown> | undefined),
      });
      const expected = step.status ?? call!.status;
      expect(res.statusCode, res.body.slice(0, 400)).toBe(expected);
      const json = String(res.headers['content-type'] ?? '').includes('json');
      const answer: unknown = json ? res.json() : res.body || undefined;
      expect([...allKeys(answer)].filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
      if (expected >= 400) {
        expect(apiErrorSchema.safeParse(answer).success, res.body).toBe(true);
        return;
      }
      const parsed = call!.answer.safeParse(answer);
      expect(parsed.success, parsed.error ? `${parsed.error.message}\n${res.body.slice(0, 400)}` : '').toBe(
        true,
      );
      expect(step.shape, 'a success step says how the contract reads the answer').toBeDefined();
      if (step.shape === 'list') expect(Array.isArray(answer), 'a bare JSON array').toBe(true);
      else if (step.shape === 'text') expect(json, 'a body that is not JSON').toBe(false);
      else if (step.shape === 'number') expect(typeof answer, 'a bare JSON number').toBe('number');
      else {
        expect(answer && typeof answer === 'object' && !Array.isArray(answer), 'an object').toBe(true);
        for (const key of step.shape!)
          expect(Object.keys(answer as object), `top-level key ${key}`).toContain(key);
      }
      if (call!.paged) {
        expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toMatch(/^\d+$/);
        expect(String(res.headers[LINK_HEADER.toLowerCase()])).toContain('rel="first"');
      }
      walked.add(step.call);
      step.save?.(answer, world);
    });
  }

  it('walks every row of the contract with a success answer', () => {
    expect(Object.keys(table).filter((k) => !walked.has(k))).toEqual([]);
  });

  it('registers every API route from the contract, and every row as a route', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api') && !NOT_CALLS.some((re) => re.test(p)))
      .flatMap(([p, item]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    expect(
      served.filter((k) => !(k in table)),
      'routes missing from the contract',
    ).toEqual([]);
    expect(
      Object.keys(table).filter((k) => !served.includes(k)),
      'rows no route serves',
    ).toEqual([]);
  });

  it('documents every error answer of every call in /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Responses = Record<string, { headers?: Record<string, unknown> }>;
    const doc = res.json<{ paths: Record<string, Record<string, { responses: Responses }>> }>();
    for (const [key, call] of Object.entries(table)) {
      const [method, path] = key.split(' ') as [string, string];
      const op = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(op, key).toBeDefined();
      expect(Object.keys(op!.responses), key).toEqual(
        expect.arrayContaining([String(call.status), '400', '500']),
      );
      if (call.paged)
        expect(Object.keys(op!.responses[String(call.status)]?.headers ?? {}), key).toEqual([
          TOTAL_COUNT_HEADER,
          LINK_HEADER,
        ]);
    }
  });
});

export type { CallKey };
