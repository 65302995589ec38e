import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LINK_HEADER, TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';
import { AppError } from '../lib/errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes called by other servers (signed), not by browsers: no Origin to check. Matched on the route, not the raw URL. */
const ORIGIN_EXEMPT_ROUTES = new Set(['/api/payments/razorpay/webhook', '/api/webhooks/razorpayx']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (sign-out by GET, which the API contract keeps): it gets the same origin check as a write. */
    checksOrigin?: boolean;
  }
}

/** Route config of a state-changing GET (the API contract keeps sign-out by GET). */
export const CHECKS_ORIGIN = { checksOrigin: true } as const;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Whether a browser request comes from this site or a configured origin (Origin, else Referer).
 * Requests with neither header are not from a browser page and pass.
 */
export function isAllowedOrigin(request: FastifyRequest, config: Config): boolean {
  const origin =
    request.headers.origin ?? (request.headers.referer ? originOf(request.headers.referer) : undefined);
  if (!origin) return true;
  if (origin === `${request.protocol}://${request.headers.host ?? ''}`) return true;
  return origin === originOf(config.PUBLIC_URL) || config.corsOrigins.some((o) => originOf(o) === origin);
}

/**
 * Whether a browser request may change state here: its Origin (or Referer) is allowed, and a request the browser
 * marks as coming from another site (`Sec-Fetch-Site`) names an allowed origin. A link or an image on another site
 * may carry neither Origin nor Referer (referrer policy), but the browser still says where it came from.
 */
export function isSameSiteRequest(request: FastifyRequest, config: Config): boolean {
  if (!isAllowedOrigin(request, config)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site')
    return Boolean(request.headers.origin ?? request.headers.referer);
  return true;
}

/**
 * Security headers with a real CSP, CORS for configured origins, the origin check on state-changing
 * requests (docs/decisions/002-sessions-origin-rate-limits.md) and rate limiting.
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      writesPerMinute: number;
      /** `'sha256-…'` of the inline scripts the server's own pages carry (decision 066); no other inline script runs. */
      scriptHashes?: string[];
    },
  ) => {
    const { config } = app;
    const razorpay = config.razorpayEnabled;
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'", ...(razorpay ? ['https://api.razorpay.com'] : [])],
          scriptSrc: [
            "'self'",
            ...(opts.scriptHashes ?? []),
            ...(razorpay ? ['https://checkout.razorpay.com'] : []),
          ],
          // Radix and React set inline style attributes; no inline script runs but those hashed above.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            new URL(config.mediaBaseUrl).origin,
            'https://*.tile.openstreetmap.org',
          ],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            config.PUBLIC_URL.replace(/^http/, 'ws'),
            ...(razorpay ? ['https://*.razorpay.com'] : []),
          ],
          frameSrc: [
            "'self'",
            'https://www.openstreetmap.org',
            ...(razorpay ? ['https://api.razorpay.com'] : []),
          ],
          workerSrc: ["'self'", 'blob:'],
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      hsts: config.PUBLIC_URL.startsWith('https://'),
    });
    // On the socket's response, like helmet does, so every answer has them (errors, 404s and files included).
    app.addHook('onRequest', (_request, reply, done) => {
      const res = reply.raw;
      for (let i = 0; i < headers.length; i++) res.setHeader(headers[i]![0], headers[i]![1]);
      done();
    });

    if (config.corsOrigins.length > 0) {
      // Any client served from a configured origin may use the whole API with the session cookie, and read the
      // paging headers; other origins get no CORS headers at all.
      const allowed = new Set(config.corsOrigins.map(originOf).filter((o): o is string => o !== null));
      await app.register(cors, {
        // `false` for anyone else: no CORS header at all, not even Allow-Credentials.
        origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin) ? origin : false),
        credentials: true,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        exposedHeaders: [TOTAL_COUNT_HEADER, LINK_HEADER, 'X-Request-Id'],
        maxAge: 600,
      });
    }

    // Every request that may change state, whatever its path: the router decodes and normalises the URL
    // (`/%61pi/…` reaches `/api/…`), so a check on the raw URL's prefix could be walked around.
    // A callback hook: an async one costs a promise and a microtask on every read it lets through.
    app.addHook('onRequest', (request, _reply, done) => {
      if (READ_METHODS.has(request.method) && !request.routeOptions.config.checksOrigin) return done();
      if (ORIGIN_EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return done();
      // Non-browser clients send neither header; CSRF needs a browser, and browsers always send one on writes.
      if (!isSameSiteRequest(request, config))
        return done(new AppError('Forbidden', 'Request origin is not allowed', 403));
      done();
    });

    // Registered before the rate-limit plugin so its own onRoute hook sees the config. Reads are cheap and cached; writes are limited per address. Routes may set stricter limits.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.url.startsWith('/api/') || !methods.some((m) => WRITE_METHODS.has(m))) return;
      route.config = {
        ...(route.config as object),
        rateLimit: (route.config as { rateLimit?: object } | undefined)?.rateLimit ?? {
          max: opts.writesPerMinute,
          timeWindow: '1 minute',
        },
      };
    });
    const redis = config.REDIS_URL ? await rateLimitRedis(app, config.REDIS_URL) : undefined;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis } : {}),
      // Redis unreachable or slow: the limits let requests through (warned about, reported by /api/health)
      // rather than every write failing. Sign-in limits live in the database and stay in force.
      skipOnError: true,
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        flag: 'TooManyRequests',
        error: `Too many requests, please try again in ${Math.ceil(ctx.ttl / 1000)} seconds`,
      }),
    });
  },
  { name: 'security', dependencies: ['db'] },
);

/**
 * The security headers helmet writes for these options, worked out once: with fixed directives they are the same
 * for every answer, and building helmet's middleware for each request (what @fastify/helmet does) cost ~4 % of a
 * remembered answer's CPU (decision 043).
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader(name: string, value: string) {
      headers.push([name, value]);
    },
    removeHeader() {},
  };
  // Helmet throws on bad options (since 8.1); its callback only says it is done.
  helmet(options)({} as never, res as never, () => undefined);
  return headers;
}

/** Connect and command timeout of the rate-limit Redis: a write waits at most this long for it. */
export const REDIS_TIMEOUT_MS = 200;

/**
 * The shared rate-limit store's client. Nothing waits for Redis: no offline queue (a command while disconnected
 * fails at once), short connect and command timeouts, reconnection with back-off (up to 5 s apart). Its state is
 * reported by /api/health; a change of state is logged once, not per request.
 */
async function rateLimitRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const log = app.log.child({ module: 'rate-limit-redis' });
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 6), 5_000),
  });
  let up = false;
  let warned = false;
  const lost = (reason: string) => {
    if (up || !warned)
      log.warn(`Redis unreachable (${reason}): per-address rate limits are off until it is back`);
    up = false;
    warned = true;
  };
  redis.on('ready', () => {
    if (!up && warned) log.info('Redis is back: rate limits are shared again');
    up = true;
  });
  redis.on('error', (err: Error) => lost(err.message));
  redis.on('close', () => {
    if (up) lost('connection closed');
  });
  app.dependencies.register('redis', () => (up && redis.status === 'ready' ? 'up' : 'down'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}
