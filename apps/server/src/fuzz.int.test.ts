import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/api.ts';
import { createCategory, createProduct, sessionCookie, signedInAccounts } from '../test/factories.ts';
import { cartItems, reviews, wishlistItems } from './db/schema/index.ts';

/**
 * The fuzz pass (issue 12, docs/security.md): every documented route gets malformed input — NUL bytes in the
 * query, path and body, ids past 32 bits and with a leading space, wrong types, huge strings and numbers, and
 * broken multipart bodies — anonymously and as a signed-in buyer, seller and admin. No answer may be a 5xx, and
 * no row of the data may change. Run: `npx vitest run --project int apps/server/src/fuzz.int.test.ts`.
 */

/**
 * Tables whose rows may change on refused input, left out of the checksum:
 * - sessions: every signed-in request may refresh its session's last-seen / expiry time;
 * - auth_failures: counting failed sign-in attempts is the lockout's whole purpose;
 * - audit_log: refused sign-ins and other attempts are recorded on purpose;
 * - oidc_states: starting a Google sign-in (a GET) keeps a state row, and its inputs are all optional.
 */
const MAY_CHANGE = new Set(['sessions', 'auth_failures', 'audit_log', 'oidc_states']);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface JsonSchema {
  type?: string | string[];
  enum?: Json[];
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: Json;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  /** The path with `{name}` placeholders, as in the OpenAPI document. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  body?: JsonSchema;
  multipart: boolean;
}

interface Probe {
  what: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

/** Values that are plausible for a field by its name, so the rest of a body passes and a handler is reached. */
const PLAUSIBLE: Record<string, Json> = {
  email: 'fuzz@example.in',
  phone: '9876543210',
  password: 'Password@123',
  newPassword: 'Password@456',
  currentPassword: 'Password@123',
  oldPassword: 'Password@123',
  answer: 'electro',
  secretKey: 'fuzz-secret',
  status: 'Cancelled',
  href: '/products',
  url: '/products',
};

const HUGE = 'x'.repeat(100_000);
/** Path and query values for an id: past 32 bits, past 64 bits, a leading space, NUL, negative, fraction, exponent. */
const BAD_IDS = ['2147483648', '99999999999999999999', '%201', '%00', '-1', '1.5', '1e3', '0x10', ''];

const typeOf = (s: JsonSchema | undefined): string | undefined => {
  if (!s) return undefined;
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  const alt = (s.anyOf ?? s.oneOf)?.find((a) => a.type !== 'null');
  return typeOf(alt);
};
const unwrap = (s: JsonSchema): JsonSchema => (s.anyOf ?? s.oneOf)?.find((a) => a.type !== 'null') ?? s;

/** A value the schema probably accepts (best effort; enough for most bodies to reach their handler). */
function plausible(name: string, schema: JsonSchema): Json {
  const s = unwrap(schema);
  if (name in PLAUSIBLE) return PLAUSIBLE[name]!;
  if (s.enum?.length) return s.enum[0]!;
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'string':
      return s.format === 'email' ? 'fuzz@example.in' : 'Fuzz value text'.padEnd(s.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => plausible('', s.items ?? {}));
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(k, v)]));
    default:
      return 'Fuzz value text';
  }
}

/** Wrong values for a field of this schema: wrong types, NUL, huge strings, huge or fractional numbers. */
function wrongValues(schema: JsonSchema): Json[] {
  switch (typeOf(schema)) {
    case 'string':
      return [{ a: 1 }, ['x'], 12345, 'a\u0000b', HUGE];
    case 'integer':
      return ['abc', 1e308, -1, 1.5, 2147483648, 1e20, ' 1', { a: 1 }];
    case 'number':
      return ['abc', 1e308, -1, -1e308, { a: 1 }, 'a\u0000b'];
    case 'boolean':
      return ['yes', 2, { a: 1 }];
    case 'array':
      return [{ a: 1 }, 'x', ['a\u0000b'], [{ a: '\u0000' }]];
    default:
      return [[1, 2], 'x', { '\u0000': 'a', nested: { x: 'a\u0000b' } }];
  }
}

/** Broken multipart bodies: truncated, a wrong boundary, none at all, a file where text is expected, NUL in a field. */
function brokenMultipart(): Probe[] {
  const b = 'fuzzBoundary1234';
  const part = (name: string, value: string, file = false) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="x.png"\r\nContent-Type: image/png' : ''}\r\n\r\n${value}\r\n`;
  const ct = `multipart/form-data; boundary=${b}`;
  const textFields = ['name', 'title', 'email', 'price', 'status', 'isActive', 'details', 'description'];
  const fileFields = ['image', 'images', 'pfp'];
  return [
    {
      what: 'truncated multipart',
      url: '',
      contentType: ct,
      payload: `${part('name', 'Fuzz')}--${b}\r\nContent-Disposition: form-da`,
    },
    {
      what: 'multipart without the closing boundary',
      url: '',
      contentType: ct,
      payload: part('name', 'Fuzz'),
    },
    {
      what: 'multipart with a wrong boundary',
      url: '',
      contentType: 'multipart/form-data; boundary=other',
      payload: `${part('name', 'Fuzz')}--${b}--\r\n`,
    },
    {
      what: 'multipart without a boundary',
      url: '',
      contentType: 'multipart/form-data',
      payload: `${part('name', 'Fuzz')}--${b}--\r\n`,
    },
    {
      what: 'multipart part without headers',
      url: '',
      contentType: ct,
      payload: `--${b}\r\n\r\nvalue\r\n--${b}--\r\n`,
    },
    {
      what: 'multipart with files in text fields',
      url: '',
      contentType: ct,
      payload: `${textFields.map((f) => part(f, 'PNG', true)).join('')}--${b}--\r\n`,
    },
    {
      what: 'multipart with NUL in text fields',
      url: '',
      contentType: ct,
      payload: `${textFields.map((f) => part(f, 'a\u0000b')).join('')}${fileFields.map((f) => part(f, '')).join('')}--${b}--\r\n`,
    },
    {
      what: 'multipart with NUL in a field name',
      url: '',
      contentType: ct,
      payload: `${part('na\u0000me', 'x')}--${b}--\r\n`,
    },
    {
      what: 'multipart with a huge text field',
      url: '',
      contentType: ct,
      payload: `${part('name', HUGE + 'x')}--${b}--\r\n`,
    },
    {
      what: 'multipart with too many fields',
      url: '',
      contentType: ct,
      payload: `${Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'x')).join('')}--${b}--\r\n`,
    },
    {
      what: 'multipart with too many files',
      url: '',
      contentType: ct,
      payload: `${Array.from({ length: 8 }, () => part('images', 'PNG', true)).join('')}--${b}--\r\n`,
    },
    {
      what: 'multipart with text in file fields',
      url: '',
      contentType: ct,
      payload: `${fileFields.map((f) => part(f, 'not a file')).join('')}--${b}--\r\n`,
    },
  ];
}

const enc = encodeURIComponent;

/** Every malformed request for one route (with plausible values for whatever is not being broken). */
function probesFor(route: Route, ids: Record<string, string>): Probe[] {
  const pathWith = (over: Record<string, string> = {}) =>
    route.path.replace(
      /\{(\w+)\}/g,
      (_, name: string) =>
        over[name] ??
        ids[name] ??
        (typeOf(route.params.find((p) => p.name === name)?.schema) === 'string' ? 'Phones' : '1'),
    );
  const good = pathWith();
  const probes: Probe[] = [
    { what: 'NUL in an unknown query parameter', url: `${good}?x=%00` },
    { what: 'NUL in the path', url: `${good}%00` },
  ];
  for (const p of route.params) {
    // Ids are text in the path (a shared idParam): every param gets the bad ids and the bad texts.
    const values = [...BAD_IDS, 'a%00b', enc(HUGE), '%20', 'abc'];
    for (const v of values)
      probes.push({ what: `path ${p.name}=${v.slice(0, 24)}`, url: pathWith({ [p.name]: v }) });
  }
  for (const q of route.query) {
    const values =
      typeOf(q.schema) === 'integer' || typeOf(q.schema) === 'number'
        ? ['abc', '1e308', '-1', '1.5', ...BAD_IDS]
        : ['%00', 'a%00b', enc(HUGE), '%20'];
    for (const v of values)
      probes.push({ what: `query ${q.name}=${v.slice(0, 24)}`, url: `${good}?${q.name}=${v}` });
    probes.push({ what: `query ${q.name} twice`, url: `${good}?${q.name}=a&${q.name}=b` });
  }
  if (route.body) {
    const json = (what: string, value: unknown) => ({
      what,
      url: good,
      contentType: 'application/json',
      payload: JSON.stringify(value),
    });
    const base = plausible('', route.body);
    probes.push(
      json('body: an array', [base]),
      json('body: a string', 'a\u0000b'),
      json('body: a number', 1e308),
    );
    probes.push({ what: 'body: broken JSON', url: good, contentType: 'application/json', payload: '{"a":' });
    probes.push({
      what: 'body: NUL byte outside a string',
      url: good,
      contentType: 'application/json',
      payload: '{"a":\u0000}',
    });
    const props = unwrap(route.body).properties ?? {};
    for (const [name, schema] of Object.entries(props)) {
      for (const wrong of wrongValues(schema))
        probes.push(
          json(`body ${name}=${JSON.stringify(wrong).slice(0, 24)}`, { ...(base as object), [name]: wrong }),
        );
      // One level down: the fields of objects in an array (order lines, details).
      const item = typeOf(schema) === 'array' ? unwrap(unwrap(schema).items ?? {}) : undefined;
      if (item && typeOf(item) === 'object') {
        const baseItem = plausible('', item) as Record<string, Json>;
        for (const [k, v] of Object.entries(item.properties ?? {}))
          for (const wrong of wrongValues(v))
            probes.push(
              json(`body ${name}[0].${k}=${JSON.stringify(wrong).slice(0, 24)}`, {
                ...(base as object),
                [name]: [{ ...baseItem, [k]: wrong }],
              }),
            );
      }
    }
  }
  // Broken multipart goes to every route that reads a body: JSON ones (the multipart parser must not confuse
  // them) and those documented as multipart (a body-less route such as logout rightly ignores any body).
  if (route.body || route.multipart) for (const m of brokenMultipart()) probes.push({ ...m, url: good });
  return probes;
}

const t = useTestApp();
let accounts: Awaited<ReturnType<typeof signedInAccounts>>;
let ids: Record<string, string>;

/**
 * Who sends a route's probes: anonymous, and the signed-in role the route is for (by its path), so that input
 * passing the session check reaches the handler. The other roles only meet the same 401/403 before any handler.
 * The session is made fresh for each route: a refused request must not end one, but a route may (logout).
 */
async function identities(path: string): Promise<{ who: string; cookie?: string }[]> {
  const db = t.database.db;
  const owner: { who: string; cookie: string } = path.startsWith('/api/admin')
    ? { who: 'admin', cookie: await sessionCookie(db, 'admin', accounts.adminId) }
    : path.startsWith('/api/seller') || path === '/api/remove-bg'
      ? { who: 'seller', cookie: await sessionCookie(db, 'seller', accounts.sellerId) }
      : { who: 'buyer', cookie: await sessionCookie(db, 'user', accounts.buyerId) };
  return [{ who: 'anonymous' }, owner];
}

/** count + md5 of every table's rows (in a stable order), except those that may change on refused input. */
async function checksum(): Promise<Record<string, string>> {
  const tables = (
    await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows as { name: string }[];
  const parts = tables
    .filter((x) => !MAY_CHANGE.has(x.name))
    .map(
      (x) =>
        `select '${x.name}' as t, count(*) || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${x.name}" r`,
    );
  const rows = (await t.database.db.execute(sql.raw(parts.join(' union all ')))).rows as {
    t: string;
    h: string;
  }[];
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const out: Route[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      const parameters = op.parameters ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        multipart: /multipart/i.test(`${op.summary ?? ''} ${op.description ?? ''}`),
      });
    }
  return out;
}

beforeAll(async () => {
  const db = t.database.db;
  const a = (accounts = await signedInAccounts(db));
  const category = await createCategory(db, { name: 'Phones' });
  const product = await createProduct(db, { sellerId: a.sellerId, categoryName: category.name });
  const [cartItem] = await db
    .insert(cartItems)
    .values({ userId: a.buyerId, productId: product.id, quantity: 1 })
    .returning();
  await db.insert(wishlistItems).values({ userId: a.buyerId, productId: product.id });
  const [review] = await db
    .insert(reviews)
    .values({ userId: a.buyerId, productId: product.id, rating: 4, content: 'Good phone' })
    .returning();
  // Real ids, so that what is not broken in a request names something that exists (handlers are reached).
  ids = {
    productId: String(product.id),
    cartItemId: String(cartItem!.id),
    reviewId: String(review!.id),
    sellerId: String(a.sellerId),
    imageId: '1',
  };
});

describe('fuzz pass over every documented route', () => {
  it('answers malformed input with a 4xx error and changes no row', { timeout: 180_000 }, async () => {
    const routes = routesOf(t.app.swagger() as { paths: Record<string, Record<string, Operation>> });
    expect(routes.length).toBeGreaterThan(100);
    const before = await checksum();
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const probes = probesFor(route, ids);
      for (const { who, cookie } of await identities(route.path))
        for (const probe of probes) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: probe.url,
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
            },
            ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
          });
          sent++;
          const where = `${route.method} ${route.path} as ${who}: ${probe.what}`;
          if (res.statusCode < 400 && route.method !== 'GET')
            failures.push(`${where} → accepted ${res.statusCode} ${res.body.slice(0, 80)}`);
          if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          else if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
            const body = res.json<{ flag?: unknown; error?: unknown }>();
            if (typeof body.flag !== 'string' || typeof body.error !== 'string')
              failures.push(`${where} → ${res.statusCode} without the error model`);
          }
        }
      const after = await checksum();
      const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
      if (changed.length > 0) failures.push(`${route.method} ${route.path} changed ${changed.join(', ')}`);
      Object.assign(before, after);
    }
    expect(sent).toBeGreaterThan(4000);
    expect(failures).toEqual([]);
  });
});

/** Cursor keys that are shaped right but name no real instant or id (issue 21, finding 3). */
const FORGED_KEYS: Json[][] = [
  ['2024-02-30T00:00:00.000000Z', 1],
  ['2024-13-45T00:00:00.000000Z', 1],
  ['0000-01-01T00:00:00.000000Z', 1],
  ['2024-01-01T24:00:00.000000Z', 1],
  ['2024-01-01T00:00:00.000000Z', 2 ** 31],
  ['2024-01-01T00:00:00.000000Z', -1.5],
  [2 ** 53, 1, 1],
  ['', null],
];
/** The list names cursors carry (lib/cursor.ts callers), so a forged cursor passes the name check. */
const CURSOR_LISTS = [
  'products:default',
  'products:newest',
  'products:price_asc',
  'products:price_desc',
  'products:top_rated',
  'orders:Newest',
  'orders:Oldest',
  'my-reviews',
  'seller-products',
  'seller-orders',
  'admin-users',
  'admin-orders',
  'admin-products',
];

describe('fuzz pass: forged cursors and parallel sign-in bursts (issue 21)', () => {
  it('answers every forged cursor on every list that takes one with a 4xx, never a 5xx', async () => {
    const routes = routesOf(t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).filter(
      (r) => r.method === 'GET' && r.query.some((q) => q.name === 'cursor'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const failures: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name] ?? '1');
      const sort = route.query.some((q) => q.name === 'sort') ? 'sort=newest&' : '';
      for (const { who, cookie } of await identities(route.path))
        for (const list of CURSOR_LISTS)
          for (const keys of FORGED_KEYS) {
            const cursor = Buffer.from(JSON.stringify([list, ...keys])).toString('base64url');
            const res = await t.app.inject({
              method: 'GET',
              url: `${path}?${sort}cursor=${cursor}`,
              headers: cookie ? { cookie } : {},
            });
            if (res.statusCode >= 500 || res.statusCode < 400)
              failures.push(
                `${route.path} as ${who}: ${JSON.stringify([list, ...keys])} → ${res.statusCode}`,
              );
          }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['/api/user/auth/signin', (i: number) => ({ email: 'burst-user@example.in', password: `Wrong@${i}000` })],
    [
      '/api/user/auth/forgot-password',
      (i: number) => ({ email: 'burst-user@example.in', answer: `guess ${i}`, password: 'Taken@Over1' }),
    ],
    [
      '/api/seller/auth/signin',
      (i: number) => ({ email: 'burst-seller@example.in', password: `Wrong@${i}000` }),
    ],
    [
      '/api/seller/auth/forgot-password',
      (i: number) => ({ email: 'burst-seller@example.in', answer: `guess ${i}`, password: 'Taken@Over1' }),
    ],
    [
      '/api/admin/auth/signin',
      (i: number) => ({
        email: 'burst-admin@example.in',
        password: 'Admin@1234',
        secretKey: `guess-${i}-key`,
      }),
    ],
    [
      '/api/admin/auth/forgot-password',
      (i: number) => ({
        email: 'burst-admin@example.in',
        password: 'Admin@1234',
        secretKey: `guess-${i}-key`,
      }),
    ],
    [
      '/api/admin/auth/signup',
      (i: number) => ({
        name: 'X',
        email: `burst${i}@example.in`,
        password: 'Admin@1234',
        secretKey: `guess-${i}-key`,
      }),
    ],
  ])(
    '%s: 40 parallel wrong attempts from one address check at most 10, the rest 429, none 5xx',
    async (url, body) => {
      const remoteAddress = `192.0.2.${Math.floor(Math.random() * 200) + 20}`;
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          t.app.inject({ method: 'POST', url, payload: body(i), remoteAddress }),
        ),
      );
      const codes = burst.map((r) => r.statusCode);
      expect(codes.filter((c) => c >= 500)).toEqual([]);
      expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(10);
      expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(30);
    },
  );
});

describe('malformed input found by the fuzz pass', () => {
  const inject = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    o: { cookie?: string; payload?: string; type?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(o.cookie ? { cookie: o.cookie } : {}), ...(o.type ? { 'content-type': o.type } : {}) },
      ...(o.payload !== undefined ? { payload: o.payload } : {}),
    });

  it('refuses a NUL byte in the query or the path with 400', async () => {
    for (const url of ['/api/user/products?category=%00', '/api/user/products/relatedproducts/Pho%00nes']) {
      const res = await inject('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ flag: 'ValidationError', error: 'Text must not contain NUL characters' });
    }
  });

  it('refuses a NUL character in a JSON body with 400 and creates nothing', async () => {
    const users = await checksum();
    const res = await inject('POST', '/api/user/auth/signup', {
      type: 'application/json',
      payload: JSON.stringify({
        name: 'Nul\u0000Name',
        email: 'nul@example.in',
        phone: '9876543210',
        password: 'Password@123',
        address: '1 Road',
        answer: 'electro',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().flag).toBe('ValidationError');
    expect((await checksum()).users).toBe(users.users);
  });

  it('answers ids past 32 bits, with a sign, space or exponent with 400 (404 on the public catalog pages)', async () => {
    const buyer = await sessionCookie(t.database.db, 'user', accounts.buyerId);
    for (const id of ['2147483648', '99999999999999999999', '%201', '1e0', '-1', '0x1']) {
      const res = await inject('GET', `/api/user/orders/${id}`, { cookie: buyer });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ flag: 'ValidationError', error: 'Invalid id' });
    }
    // A product with a leading space in its id is not that product.
    expect((await inject('GET', `/api/user/products/${ids.productId}`)).statusCode).toBe(200);
    expect((await inject('GET', `/api/user/products/%20${ids.productId}`)).statusCode).toBe(404);
    expect(
      (await inject('POST', `/api/user/wishlist/%20${ids.productId}`, { cookie: buyer })).statusCode,
    ).toBe(400);
  });

  it('answers a broken multipart body with 400 and a JSON route sent multipart with 415', async () => {
    const buyer = await sessionCookie(t.database.db, 'user', accounts.buyerId);
    const b = 'edgeBoundary';
    const truncated = `--${b}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha`;
    for (const type of [
      `multipart/form-data; boundary=${b}`,
      'multipart/form-data; boundary=other',
      'multipart/form-data',
    ]) {
      const res = await inject('PATCH', `/api/user/${accounts.buyerId}`, {
        cookie: buyer,
        type,
        payload: truncated,
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toMatchObject({ flag: 'ValidationError', error: expect.any(String) });
    }
    const before = await checksum();
    const res = await inject('POST', `/api/user/cart/add/${ids.productId}`, {
      cookie: buyer,
      type: `multipart/form-data; boundary=${b}`,
      payload: `${truncated}\r\n--${b}--\r\n`,
    });
    expect(res.statusCode).toBe(415);
    expect((await checksum()).cart_items).toBe(before.cart_items);
  });

  it('answers an address with an over-long part in the error model (414)', async () => {
    const res = await inject('GET', `/api/user/products/${'9'.repeat(500)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ flag: 'UriTooLong', error: 'The address is too long' });
  });
});
