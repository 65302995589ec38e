/**
 * The sale-day traffic mix and its load loop, shared by `bench/sale-day.ts` and its smoke test.
 *
 * A bounded closed loop: CONNECTIONS workers, each sending one request at a time over keep-alive sockets
 * (`node:http` agents, one per target, the targets taken in turn request by request), until the duration or
 * the request cap runs out, whichever comes first. Each worker draws an action from the mix:
 *  - browse: a listing page, a category page (sorted), a product page or the search dropdown;
 *  - cart: the worker's current buyer adds a product, then changes the line's quantity, then removes it
 *    (one request per action, a new buyer after the three);
 *  - checkout: place-order (one or two units of a sale product) + test-card pay + verify-payment.
 * Every request's time is recorded under its kind; an answer other than 2xx, a socket error or a timeout is
 * an error of that kind. Buyers are signed in (session cookie) and come from their own address
 * (`X-Forwarded-For` in 198.18.0.0/15, the benchmarking range; the servers run with TRUST_PROXY=loopback), so
 * the per-address write limit applies per buyer as it would in production.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { SEARCH_TERMS } from './common.ts';

/**
 * What a browser sends (Chromium 123+, Firefox 126+): the servers answer with brotli, else gzip (decision 043). The
 * load generator decodes what it gets in its own process, so the servers' CPU figures are not touched by it.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

const SORTS = ['default', 'newest', 'price_asc', 'price_desc', 'top_rated'] as const;
/** Brands of the generated catalogue (apps/server/src/seed/catalog-data.ts) that the filter requests pick from. */
const FILTER_BRANDS = [
  'Samsung',
  'Apple',
  'OnePlus',
  'Xiaomi',
  'HP',
  'Dell',
  'Lenovo',
  'Sony',
  'boAt',
  'JBL',
];

export interface Buyer {
  cookie: string;
  /** The buyer's own address, sent as X-Forwarded-For. */
  address: string;
}

export interface MixFixture {
  /** Visible products (product pages). */
  productIds: number[];
  categories: string[];
  buyers: Buyer[];
  /** Active products with stock for cart lines. */
  cartProductIds: number[];
  /** Sale products with ample stock for checkouts, with their selling price in paise. */
  saleProducts: { id: number; sellingPricePaise: number }[];
  /** Sellers with a public page (the 'pages' phases; seller 1 when not given). */
  sellerIds?: number[];
}

export type Action = 'browse' | 'cart' | 'checkout' | 'filters';
export type Mix = Record<Action, number>;
/** The sale-day mix (filters are measured alone, so the mix's figures stay comparable with earlier runs). */
export const SALE_MIX: Mix = { browse: 0.8, cart: 0.15, checkout: 0.05, filters: 0 };

/** A buyer's address in 198.18.0.0/15 (RFC 2544's benchmarking range), distinct for the first 131,072. */
export const buyerAddress = (i: number) => `198.${18 + ((i >> 16) & 1)}.${(i >> 8) & 255}.${i & 255}`;

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** Keep-alive HTTP to several targets in turn (one agent each, `sockets` sockets at most per target). */
export class Targets {
  private readonly agents: http.Agent[];
  private readonly urls: URL[];
  private turn = 0;
  /** Requests sent to each target, in the order of `bases`. */
  readonly sent: number[];

  constructor(
    bases: string[],
    sockets: number,
    private readonly timeoutMs = 10_000,
  ) {
    this.urls = bases.map((b) => new URL(b));
    this.agents = bases.map(
      () => new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets }),
    );
    this.sent = bases.map(() => 0);
  }

  request(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ): Promise<Answer> {
    const i = this.turn++ % this.urls.length;
    this.sent[i]!++;
    const url = this.urls[i]!;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const t0 = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent: this.agents[i],
          headers: {
            'accept-encoding': BROWSER_ACCEPT_ENCODING,
            ...headers,
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
          timeout: this.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - t0;
            let body: string;
            try {
              body = decode(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8');
            } catch (e) {
              resolve({ status: 0, body: `undecodable answer: ${String(e)}`, ms });
              return;
            }
            resolve({ status: res.statusCode ?? 0, body, ms });
          });
          res.on('error', (e) => resolve({ status: 0, body: String(e), ms: performance.now() - t0 }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (e) => resolve({ status: 0, body: String(e), ms: performance.now() - t0 }));
      req.end(payload);
    });
  }

  close() {
    for (const a of this.agents) a.destroy();
  }
}

/** Latencies and errors per request kind. */
export class Recorder {
  readonly times = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  /** A few failed answers per kind, to say what went wrong. */
  readonly samples = new Map<string, string[]>();

  add(kind: string, a: Answer) {
    let list = this.times.get(kind);
    if (!list) this.times.set(kind, (list = []));
    list.push(a.ms);
    if (a.status < 200 || a.status >= 300) {
      this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
      const s = this.samples.get(kind) ?? [];
      if (s.length < 3) s.push(`${a.status} ${a.body.slice(0, 160)}`);
      this.samples.set(kind, s);
    }
    return a.status >= 200 && a.status < 300;
  }

  /** A derived timing (e.g. a whole checkout), recorded without an answer of its own. */
  addTime(kind: string, ms: number) {
    let list = this.times.get(kind);
    if (!list) this.times.set(kind, (list = []));
    list.push(ms);
  }
}

export interface KindResult {
  kind: string;
  n: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export function summarize(rec: Recorder, seconds: number): KindResult[] {
  return [...rec.times.entries()].map(([kind, xs]) => {
    const s = [...xs].sort((a, b) => a - b);
    return {
      kind,
      n: s.length,
      rps: s.length / seconds,
      p50: percentile(s, 50),
      p95: percentile(s, 95),
      p99: percentile(s, 99),
      errors: rec.errors.get(kind) ?? 0,
    };
  });
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** One worker's state: its buyers (every CONNECTIONS-th one) and where its cart cycle is. */
interface Worker {
  buyerTurn: number;
  buyerStep: number;
  cartStep: 0 | 1 | 2;
  lineId: number | null;
}

const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The request builders: each runs one action for a worker and records its requests. */
export function actions(fx: MixFixture, t: Targets, rec: Recorder, connections: number) {
  // Worker i has buyers i, i + connections, i + 2·connections, … of its own (shared only when there are
  // fewer buyers than connections), so no two workers change one cart at once.
  const perWorker = Math.max(1, Math.floor(fx.buyers.length / connections));
  const buyerOf = (w: Worker) =>
    fx.buyers[(w.buyerStep + connections * (w.buyerTurn % perWorker)) % fx.buyers.length]!;
  const as = (b: Buyer) => ({ cookie: b.cookie, 'x-forwarded-for': b.address });
  const nextBuyer = (w: Worker) => {
    w.buyerTurn++;
  };

  /** A browse request; `r` in [0, 1) picks the kind (listing < 0.25 ≤ category < 0.5 ≤ product < 0.85 ≤ search). */
  async function browse(r = Math.random()) {
    if (r < 0.25) {
      rec.add(
        'listing page',
        await t.request('GET', `/api/user/products?page=${1 + Math.floor(Math.random() * 5)}&limit=12`),
      );
    } else if (r < 0.5) {
      const c = encodeURIComponent(pick(fx.categories));
      rec.add(
        'category page',
        await t.request('GET', `/api/user/products?page=1&limit=12&sort=${pick(SORTS)}&category=${c}`),
      );
    } else if (r < 0.85) {
      rec.add('product page', await t.request('GET', `/api/user/products/${pick(fx.productIds)}`));
    } else {
      rec.add(
        'search dropdown',
        await t.request(
          'GET',
          `/api/user/products/search?query=${encodeURIComponent(pick(SEARCH_TERMS))}&limit=5`,
        ),
      );
    }
  }

  async function cart(w: Worker) {
    const b = buyerOf(w);
    if (w.cartStep === 0 || w.lineId === null) {
      const a = await t.request('POST', `/api/user/cart/add/${pick(fx.cartProductIds)}`, as(b), {
        quantity: '1',
      });
      if (rec.add('cart: add', a)) {
        w.lineId = (JSON.parse(a.body) as { cartItem: { id: number } }).cartItem.id;
        w.cartStep = w.lineId === null ? 0 : 1;
      }
      if (w.lineId === null) nextBuyer(w);
      return;
    }
    if (w.cartStep === 1) {
      rec.add(
        'cart: change quantity',
        await t.request('PUT', `/api/user/cart/update/${w.lineId}`, as(b), { quantity: 2 }),
      );
      w.cartStep = 2;
      return;
    }
    rec.add('cart: remove', await t.request('DELETE', `/api/user/cart/remove/${w.lineId}`, as(b)));
    w.cartStep = 0;
    w.lineId = null;
    nextBuyer(w);
  }

  async function checkout(w: Worker) {
    const b = buyerOf(w);
    // The next buyer, unless this one is half-way through a cart change.
    if (w.lineId === null) nextBuyer(w);
    const p = pick(fx.saleProducts);
    const quantity = Math.random() < 0.8 ? 1 : 2;
    const total = (p.sellingPricePaise * quantity) / 100;
    const placed = await t.request('POST', '/api/user/orders/place-order', as(b), {
      total,
      items: [{ productId: p.id, quantity }],
      flag: 'buy',
    });
    if (!rec.add('checkout: place-order', placed)) return;
    const orderId = (JSON.parse(placed.body) as { order: { id: string } }).order.id;
    const paid = await t.request('POST', '/api/payments/test/pay', as(b), {
      orderId,
      cardNumber: '4111111111111111',
      expiry: EXPIRY,
      cvc: '123',
      name: 'Bench Buyer',
    });
    if (!rec.add('checkout: test-card pay', paid)) return;
    const verified = await t.request('POST', '/api/user/orders/verify-payment', as(b), {
      ...(JSON.parse(paid.body) as object),
      flag: 'buy',
    });
    if (!rec.add('checkout: verify-payment', verified)) return;
    rec.addTime('checkout: place + pay + verify', placed.ms + paid.ms + verified.ms);
  }

  /**
   * A filter request (docs/decisions/041-catalog-filters.md) with a random combination, so that nearly every one
   * misses the answer cache: the facets of a category (40 %) or a search (20 %), or a filtered category page (40 %).
   */
  async function filters(r = Math.random()) {
    const p = new URLSearchParams();
    if (Math.random() < 0.5) p.set('brand', [pick(FILTER_BRANDS), pick(FILTER_BRANDS)].join(','));
    if (Math.random() < 0.7) p.set('maxPrice', String(1000 * (5 + Math.floor(Math.random() * 150))));
    if (Math.random() < 0.3) p.set('minPrice', String(1000 * Math.floor(Math.random() * 5)));
    if (Math.random() < 0.4) p.set('minRating', String(1 + Math.floor(Math.random() * 4)));
    if (Math.random() < 0.3) p.set('minOffer', String(10 * (1 + Math.floor(Math.random() * 6))));
    if (Math.random() < 0.5) p.set('inStock', '1');
    if (r < 0.4) {
      p.set('category', pick(fx.categories));
      rec.add('facets: category', await t.request('GET', `/api/user/products/facets?${p.toString()}`));
    } else if (r < 0.6) {
      p.set('query', pick(SEARCH_TERMS));
      rec.add('facets: search', await t.request('GET', `/api/user/products/facets?${p.toString()}`));
    } else {
      p.set('category', pick(fx.categories));
      p.set('sort', pick(SORTS));
      p.set('limit', '12');
      rec.add('filtered category page', await t.request('GET', `/api/user/products?${p.toString()}`));
    }
  }

  return { browse, cart, checkout, filters };
}

/** A worker's state for worker number `i` (its buyers are i, i + connections, i + 2·connections, …). */
export const newWorker = (i: number): Worker => ({ buyerTurn: 0, buyerStep: i, cartStep: 0, lineId: null });

/**
 * Run the mix: `connections` workers until `seconds` pass or `maxRequests` actions were started. Returns the
 * recorder and the seconds it ran. Cart cycles left half-way at the end leave a line in a bench buyer's cart.
 */
export async function runMix(opts: {
  fixture: MixFixture;
  targets: Targets;
  connections: number;
  seconds: number;
  mix: Mix;
  maxActions?: number;
}): Promise<{ rec: Recorder; seconds: number; actions: Record<Action, number> }> {
  const rec = new Recorder();
  const run = actions(opts.fixture, opts.targets, rec, opts.connections);
  const counts: Record<Action, number> = { browse: 0, cart: 0, checkout: 0, filters: 0 };
  const total = opts.mix.browse + opts.mix.cart + opts.mix.checkout + opts.mix.filters;
  const t0 = performance.now();
  const deadline = t0 + opts.seconds * 1000;
  const cap = opts.maxActions ?? Number.MAX_SAFE_INTEGER;
  let started = 0;
  await Promise.all(
    Array.from({ length: opts.connections }, async (_, i) => {
      const w = newWorker(i);
      while (performance.now() < deadline && started < cap) {
        started++;
        const r = Math.random() * total;
        if (r < opts.mix.browse) {
          counts.browse++;
          await run.browse();
        } else if (r < opts.mix.browse + opts.mix.cart) {
          counts.cart++;
          await run.cart(w);
        } else if (r < opts.mix.browse + opts.mix.cart + opts.mix.checkout) {
          counts.checkout++;
          await run.checkout(w);
        } else {
          counts.filters++;
          await run.filters();
        }
      }
    }),
  );
  return { rec, seconds: (performance.now() - t0) / 1000, actions: counts };
}

/** The same closed loop on one fixed path (the ceiling: a bare server replaying one answer). */
export async function runFixed(opts: {
  targets: Targets;
  path: string;
  connections: number;
  seconds: number;
  kind: string;
}) {
  const rec = new Recorder();
  const t0 = performance.now();
  const deadline = t0 + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < deadline) rec.add(opts.kind, await opts.targets.request('GET', opts.path));
    }),
  );
  return { rec, seconds: (performance.now() - t0) / 1000 };
}

/** The five server-rendered page types of issue 19, as a browser's first request of each asks for them. */
export const PAGE_KINDS = [
  'home (HTML)',
  'product (HTML)',
  'category (HTML)',
  'search (HTML)',
  'seller (HTML)',
] as const;

/**
 * Server-rendered pages alone (decision 037): `connections` workers asking for the five page types in turn until
 * `seconds` pass. `cached`: always the same page of each type (what a remembered page costs); otherwise a random
 * product, category, search term and seller each time (mostly pages rendered afresh: 2,000 products).
 */
export async function runPages(opts: {
  fixture: MixFixture;
  targets: Targets;
  connections: number;
  seconds: number;
  cached: boolean;
  maxActions?: number;
}): Promise<{ rec: Recorder; seconds: number }> {
  const fx = opts.fixture;
  const sellers = fx.sellerIds?.length ? fx.sellerIds : [1];
  const one = <T>(xs: readonly T[]): T => (opts.cached ? xs[0]! : pick(xs));
  const paths: Record<(typeof PAGE_KINDS)[number], () => string> = {
    'home (HTML)': () => '/',
    'product (HTML)': () => `/product/${one(fx.productIds)}`,
    'category (HTML)': () => `/categories/${encodeURIComponent(one(fx.categories))}`,
    'search (HTML)': () => `/search?q=${encodeURIComponent(one(SEARCH_TERMS))}`,
    'seller (HTML)': () => `/topsellers/${one(sellers)}`,
  };
  const rec = new Recorder();
  const t0 = performance.now();
  const deadline = t0 + opts.seconds * 1000;
  const cap = opts.maxActions ?? Number.MAX_SAFE_INTEGER;
  let started = 0;
  await Promise.all(
    Array.from({ length: opts.connections }, async (_, i) => {
      for (let n = i; performance.now() < deadline && started < cap; n++) {
        started++;
        const kind = PAGE_KINDS[n % PAGE_KINDS.length]!;
        rec.add(kind, await opts.targets.request('GET', paths[kind](), { accept: 'text/html' }));
      }
    }),
  );
  return { rec, seconds: (performance.now() - t0) / 1000 };
}
