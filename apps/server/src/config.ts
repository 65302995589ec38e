import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseMailbox } from './modules/mail/mime.ts';

/** Demo secrets: fine for `npm start` on a laptop, refused with NODE_ENV=production. */
export const DEMO_ADMIN_SECRET_KEY = 'electrohub-demo-admin-key';
export const DEMO_PAYMENT_SECRET = 'electrohub-test-mode-secret';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe. Off (the default): the socket's address is the client's, and
 * nobody can pick the address that rate limits and the audit log see. A hop count (1-10): that many proxies in
 * front of the app. Else addresses or CIDR ranges of the proxies, comma-separated (proxy-addr also knows the
 * names loopback, linklocal and uniquelocal).
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length > 0 || address!.includes('%')) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The widest range a proxy list may name: a private network. IPv4 /8 (10.0.0.0/8), IPv6 /7 (fc00::/7), and IPv4
 * written as IPv6 (::ffff:a.b.c.d) /104, its /8. Wider ranges (0.0.0.0/1 twice, ::ffff:0.0.0.0/96, ::/0) would
 * believe nearly every client, which is what `true` is refused for.
 */
const WIDEST_PREFIX = { v4: 8, v6: 7, mappedV4: 96 + 8 } as const;

/** The 16 bytes of an IPv6 address (`::` and a dotted IPv4 tail expanded). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').filter(Boolean) : []);
  const left = groups(head);
  const right = groups(tail);
  const all =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** Whether a proxy entry names more addresses than a private network holds. */
function isTooWide(entry: string): boolean {
  const [address, prefixText] = entry.split('/');
  if (prefixText === undefined || PROXY_NAMES.has(entry)) return false;
  const prefix = Number(prefixText);
  if (isIP(address!) === 4) return prefix < WIDEST_PREFIX.v4;
  if (prefix < WIDEST_PREFIX.v6) return true;
  // IPv4 written as IPv6: within ::ffff:0:0/96 the IPv4 bounds apply; a range holding all of it is too wide.
  const bytes = ipv6Bytes(address!);
  const mapped = [...Array<number>(10).fill(0), 0xff, 0xff];
  const bitsOf = (b: number[], n: number) =>
    b.every(
      (byte, i) =>
        i * 8 >= n || byte >> Math.max(0, 8 - (n - i * 8)) === mapped[i]! >> Math.max(0, 8 - (n - i * 8)),
    );
  if (prefix <= WIDEST_PREFIX.mappedV4 - 8) return bitsOf(bytes.slice(0, 12), prefix);
  return bitsOf(bytes.slice(0, 12), 96) && prefix < WIDEST_PREFIX.mappedV4;
}

const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 10) return hops;
    } else {
      const list = v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      if (list.length > 0 && list.every(isProxyAddress)) {
        const wide = list.filter(isTooWide);
        if (wide.length === 0) return list;
        ctx.addIssue({
          code: 'custom',
          message: `${wide.join(', ')} covers more than a private network (at most /8 for IPv4, /7 for IPv6): it would believe nearly any client; name your proxies' addresses or network`,
        });
        return z.NEVER;
      }
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count (1-10) or a comma-separated list of proxy addresses or CIDR ranges (true is refused: it would believe any client)',
    });
    return z.NEVER;
  });

const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

type S3Env = {
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_SESSION_TOKEN?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
  AWS_SESSION_TOKEN?: string;
  AWS_REGION?: string;
  AWS_DEFAULT_REGION?: string;
};

/**
 * The bucket's credentials: the `S3_*` keys (with `S3_SESSION_TOKEN` for temporary ones), or, when neither S3 key
 * is set, the standard `AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY` / `AWS_SESSION_TOKEN` that AWS Lambda and
 * `aws configure export-credentials --format env` set. The two sets are never mixed (decision 028).
 */
function s3Credentials(env: S3Env) {
  const own = Boolean(env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY);
  return own
    ? {
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        sessionToken: env.S3_SESSION_TOKEN,
      }
    : {
        accessKeyId: env.AWS_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '',
        sessionToken: env.AWS_SESSION_TOKEN,
      };
}

function s3Settings(env: S3Env) {
  const region = env.S3_REGION ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const bucket = env.S3_BUCKET ?? '';
  const endpoint = (env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  // Virtual-hosted on AWS (its default; path-style is deprecated there), path-style on a custom endpoint (MinIO and
  // most look-alikes have no per-bucket host names). A dotted bucket over https would not match the *.s3 certificate.
  const dottedOverTls = bucket.includes('.') && endpoint.startsWith('https:');
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? (Boolean(env.S3_ENDPOINT) || dottedOverTls);
  return { endpoint, bucket, region, pathStyle, ...s3Credentials(env) };
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    /**
     * Bounds on a PostgreSQL that stops answering (docs/decisions/032-parallel-guesses.md): a statement (and a
     * transaction left idle) is ended by the server after this long, and a query whose answer never arrives is
     * given up by the app a second later and its connection replaced.
     */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    /**
     * PostgreSQL connections per server process (the pool's size; decision 048 chose it by measuring the sale-day
     * mix). Every process of a deployment opens up to this many, so processes × size stays under the server's
     * `max_connections` (100 by default), with room for the LISTEN connection of each process and for psql.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    /** How long opening a database connection, or waiting for a free one of the pool, may take. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** How long a client may take to send a whole request, headers and body (a slow body is cut after it). */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
    PUBLIC_URL: optionalUrl,
    CORS_ORIGINS: optionalString,
    TRUST_PROXY: trustProxy,
    ADMIN_SECRET_KEY: z.string().min(6, 'must be at least 6 characters').optional(),
    STORE_TIMEZONE: z
      .string()
      .default('Asia/Kolkata')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Asia/Kolkata'),
    /**
     * Seconds a public catalog answer (a product list page, a product, related products, a seller page, a search)
     * is reused per process (0: never). A write forgets the answers it changed at once, in every process (decision
     * 029), so this bounds only what no write reports (decision 055); at most 10 s while the LISTEN connection is down.
     */
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /**
     * Megabytes the remembered public answers of a process may hold together (lists, products, related products,
     * seller pages, searches, filter counts and scopes, sitemaps; decision 061): beyond it the least recently used
     * go first. Each is counted at its written text, its compressed forms and an estimate of its objects. The
     * server-rendered pages have a budget of their own (32 MB, decision 043).
     */
    ANSWER_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
    /** URLs per sitemap file (the protocol's most is 50,000); smaller only to see the split in tests (decision 028). */
    SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
    SMTP_URL: optionalUrl,
    /** Written into every mail's From and envelope (decision 063): a start with one we cannot write is refused. */
    MAIL_FROM: z
      .string()
      .default('ElectroHub <no-reply@electrohub.local>')
      .refine((value) => {
        try {
          parseMailbox(value);
          return true;
        } catch {
          return false;
        }
      }, 'must be an address or "Name <address>" (ASCII address)'),
    /**
     * Delivery attempts of one mail before it is dead (listed for admins, who may retry it); the waits between
     * attempts double from 30 s (docs/decisions/027-background-jobs.md).
     */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(10),
    /**
     * Mails one delivery fetch takes and sends at once per process (docs/decisions/059): lower it for an SMTP server
     * that allows fewer connections at a time.
     */
    MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(50).default(20),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: z.url().default('https://accounts.google.com'),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(S3_BUCKET_NAME, 'must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens')
        .optional(),
    ),
    S3_REGION: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, 'must be a region such as us-east-1 or auto')
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** The session token of temporary credentials (an IAM role assumed through STS), with the S3_* keys. */
    S3_SESSION_TOKEN: optionalString,
    /** `true`: `<endpoint>/<bucket>/key`; `false`: `<bucket>.<endpoint host>/key`. Default: path-style only with S3_ENDPOINT. */
    S3_FORCE_PATH_STYLE: optionalString.pipe(
      z
        .enum(['true', 'false', '1', '0'], 'must be true or false')
        .transform((v) => v === 'true' || v === '1')
        .optional(),
    ),
    // The standard AWS variables, read for the bucket when S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not set.
    AWS_ACCESS_KEY_ID: optionalString,
    AWS_SECRET_ACCESS_KEY: optionalString,
    AWS_SESSION_TOKEN: optionalString,
    AWS_REGION: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, 'must be a region such as ap-south-1')
        .optional(),
    ),
    AWS_DEFAULT_REGION: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, 'must be a region such as ap-south-1')
        .optional(),
    ),
    REDIS_URL: optionalUrl,
    /** Where `/media/…` is served for clients (a CDN in front of the app or the bucket); PUBLIC_URL by default. */
    MEDIA_BASE_URL: optionalUrl,
    SEED: z.enum(['demo', 'none']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PAYMENT_TEST_SECRET: optionalString,
    /**
     * Which gateway takes card payments: `razorpay` (needs its keys) or `test` (the built-in test card form, no
     * money moves). Unset: Razorpay when its keys are set, else test. Production takes test payments only when
     * this says `test` on purpose, and then every page says so (docs/decisions/022-hardening-infra.md).
     */
    PAYMENT_MODE: optionalString.pipe(z.enum(['test', 'razorpay'], 'must be test or razorpay').optional()),
    /** `auto`: a new seller is approved at sign-up; `manual`: pending until an admin approves (decision 049). */
    SELLER_APPROVAL: z.enum(['auto', 'manual'], 'must be auto or manual').default('auto'),
    /** Days a delivered sale stays pending before it can be paid out (the return window). */
    SETTLEMENT_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    /** RazorpayX Payouts: all three set, payouts go to sellers' bank accounts; else the built-in test mode. */
    RAZORPAYX_KEY_ID: optionalString,
    RAZORPAYX_KEY_SECRET: optionalString,
    RAZORPAYX_ACCOUNT_NUMBER: optionalString,
    RAZORPAYX_API_URL: z.url().default('https://api.razorpay.com'),
    /** The secret of RazorpayX's payout webhook (`POST /api/webhooks/razorpayx`); unset, that route answers 404. */
    RAZORPAYX_WEBHOOK_SECRET: optionalString,
    /** The payout status poll asks RazorpayX about a payout still processing after this many minutes (then again). */
    PAYOUT_POLL_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
    /** At most this many payouts asked about per run of the poll (every 5 minutes). */
    PAYOUT_POLL_BATCH: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    // Demo data by default only on the embedded database (no DATABASE_URL).
    SEED: env.SEED ?? (env.DATABASE_URL ? 'none' : 'demo'),
    ADMIN_SECRET_KEY: env.ADMIN_SECRET_KEY ?? DEMO_ADMIN_SECRET_KEY,
    PAYMENT_TEST_SECRET: env.PAYMENT_TEST_SECRET ?? DEMO_PAYMENT_SECRET,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    /** Absolute media URLs in answers are this base + `/media/…` (docs/decisions/024-api-contract.md). */
    mediaBaseUrl: (env.MEDIA_BASE_URL ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    paymentMode: env.PAYMENT_MODE ?? (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET ? 'razorpay' : 'test'),
    razorpayEnabled: env.PAYMENT_MODE !== 'test' && Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET),
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    /** Payouts: RazorpayX when its three settings are set, else the built-in test mode (decision 049). */
    payoutMode:
      env.RAZORPAYX_KEY_ID && env.RAZORPAYX_KEY_SECRET && env.RAZORPAYX_ACCOUNT_NUMBER
        ? ('razorpayx' as const)
        : ('test' as const),
    /** Media in an S3-compatible bucket: on when S3_BUCKET is set (docs/decisions/013-media-in-s3.md). */
    s3: env.S3_BUCKET ? s3Settings(env) : undefined,
  }))
  .superRefine((env, ctx) => {
    if (env.S3_ENDPOINT && !/^https?:$/.test(new URL(env.S3_ENDPOINT).protocol))
      ctx.addIssue({ code: 'custom', path: ['S3_ENDPOINT'], message: 'must be an http:// or https:// URL' });
    if (env.S3_BUCKET) {
      const own = Boolean(env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY);
      const names =
        own || !env.AWS_ACCESS_KEY_ID
          ? (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
          : (['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const);
      for (const name of names)
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              own || !env.AWS_ACCESS_KEY_ID
                ? 'must be set when S3_BUCKET is set (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)'
                : 'must be set with AWS_ACCESS_KEY_ID',
          });
      if (env.S3_SESSION_TOKEN && !own)
        ctx.addIssue({
          code: 'custom',
          path: ['S3_SESSION_TOKEN'],
          message: 'goes with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
        });
    } else {
      // Half an S3 setup must not quietly keep uploads on local disk.
      const set = (
        [
          'S3_ENDPOINT',
          'S3_REGION',
          'S3_ACCESS_KEY_ID',
          'S3_SECRET_ACCESS_KEY',
          'S3_SESSION_TOKEN',
          'S3_FORCE_PATH_STYLE',
        ] as const
      ).filter((n) => env[n] !== undefined);
      if (set.length)
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: `must be set to keep media in a bucket (${set.join(', ')} set)`,
        });
    }
    if (env.PAYMENT_MODE === 'razorpay' && !env.razorpayEnabled)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_MODE'],
        message: 'razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      });
    {
      const x = ['RAZORPAYX_KEY_ID', 'RAZORPAYX_KEY_SECRET', 'RAZORPAYX_ACCOUNT_NUMBER'] as const;
      const missing = x.filter((n) => !env[n]);
      // Half a RazorpayX setup must not quietly pay out in test mode.
      if (missing.length > 0 && missing.length < x.length)
        for (const name of missing)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `goes with ${x.filter((n) => n !== name).join(' and ')}`,
          });
    }
    if (env.NODE_ENV === 'production') {
      // The test card form pays real orders: production uses it only when told so in as many words.
      if (env.paymentMode === 'test' && env.PAYMENT_MODE !== 'test')
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENT_MODE'],
          message:
            'production needs a payment provider: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENT_MODE=test to take test payments on purpose',
        });
      if (env.ADMIN_SECRET_KEY === DEMO_ADMIN_SECRET_KEY)
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_SECRET_KEY'],
          message: 'must be set (not the demo key) in production',
        });
      if (!env.razorpayEnabled && env.PAYMENT_TEST_SECRET === DEMO_PAYMENT_SECRET)
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENT_TEST_SECRET'],
          message: 'the demo payment secret is refused in production; set Razorpay keys or a secret',
        });
      if (env.SEED === 'demo')
        ctx.addIssue({ code: 'custom', path: ['SEED'], message: 'demo data is refused in production' });
    }
  });

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Parse the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
