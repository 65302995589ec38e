import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { LINK_HEADER, TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';
import { AppError } from '../lib/errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths that are called by other servers (signed), not by browsers: no Origin to check. */
const ORIGIN_EXEMPT = [/^\/api\/payments\/razorpay\/webhook$/];

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
  const origin = request.headers.origin ?? (request.headers.referer ? originOf(request.headers.referer) : undefined);
  if (!origin) return true;
  if (origin === `${request.protocol}://${request.headers.host ?? ''}`) return true;
  return origin === originOf(config.PUBLIC_URL) || config.corsOrigins.some((o) => originOf(o) === origin);
}

/**
 * Security headers with a real CSP, CORS for configured origins, the origin check on state-changing
 * requests (DECISIONS.md 'Sessions and access') and rate limiting.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { writesPerMinute: number }) => {
    const { config } = app;
    const razorpay = config.razorpayEnabled;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'", ...(razorpay ? ['https://api.razorpay.com'] : [])],
          scriptSrc: ["'self'", ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
          // Radix and React set inline style attributes; no inline scripts are allowed.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', new URL(config.mediaBaseUrl).origin, 'https://*.tile.openstreetmap.org'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", config.PUBLIC_URL.replace(/^http/, 'ws'), ...(razorpay ? ['https://*.razorpay.com'] : [])],
          frameSrc: ["'self'", 'https://www.openstreetmap.org', ...(razorpay ? ['https://api.razorpay.com'] : [])],
          workerSrc: ["'self'", 'blob:'],
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      hsts: config.PUBLIC_URL.startsWith('https://'),
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

    app.addHook('onRequest', async (request) => {
      if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const path = request.url.split('?')[0]!;
      if (ORIGIN_EXEMPT.some((re) => re.test(path))) return;
      // Non-browser clients send neither header; CSRF needs a browser, and browsers always send one on writes.
      if (!isAllowedOrigin(request, config)) throw new AppError('Forbidden', 'Request origin is not allowed', 403);
    });

    // Registered before the rate-limit plugin so its own onRoute hook sees the config. Reads are cheap and cached; writes are limited per address. Routes may set stricter limits.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.url.startsWith('/api/') || !methods.some((m) => WRITE_METHODS.has(m))) return;
      route.config = { ...(route.config as object), rateLimit: (route.config as { rateLimit?: object } | undefined)?.rateLimit ?? { max: opts.writesPerMinute, timeWindow: '1 minute' } };
    });
    await app.register(rateLimit, {
      global: false,
      ...(config.REDIS_URL ? { redis: new (await import('ioredis')).Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }) } : {}),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        flag: 'TooManyRequests',
        error: `Too many requests, please try again in ${Math.ceil(ctx.ttl / 1000)} seconds`,
      }),
    });
  },
  { name: 'security', dependencies: ['db'] },
);
