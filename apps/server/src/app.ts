import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { answersChanged, isRememberedAnswer, setAnswerBudget } from './lib/memo.ts';
import {
  acceptedEncodings,
  compressFresh,
  isCompressible,
  MIN_BYTES,
  varyWithEncoding,
} from './lib/compress.ts';
import { BODY_LIMIT_BYTES } from './lib/errors.ts';
import { contractValidatorCompiler } from './lib/validation.ts';
import { DependencyChecks } from './lib/health.ts';
import { SERVER_ROOT } from './lib/paths.ts';
import type { Database } from './db/client.ts';
import type { JobQueueOptions } from './modules/jobs/queue.ts';
import type { MediaStore } from './modules/media/storage.ts';
import { contractSerializerCompiler, storedAnswerBody } from './lib/serializer.ts';
import type { StoredBody } from './lib/compress.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { inputPlugin } from './plugins/input.ts';
import { securityPlugin } from './plugins/security.ts';
import { authPlugin } from './plugins/auth.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { contractPlugin } from './plugins/contract.ts';
import { listenerPlugin } from './plugins/listener.ts';
import { publicChangesPlugin } from './plugins/public-changes.ts';
import { spaPlugin, templateScriptHashes } from './plugins/spa.ts';
import { MODULES } from './modules.ts';

export const WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

export interface AppOptions {
  config: Config;
  database: Database;
  media: MediaStore;
  logger?: FastifyServerOptions['logger'];
  /** Per-address limit on state-changing API calls per minute. */
  writesPerMinute?: number;
  webDist?: string;
  /** Changes of the background jobs' retry policy and polling (tests use short delays). */
  jobs?: JobQueueOptions['overrides'];
  /** Extra routes registered with the modules (tests use it to exercise the error model). */
  extend?: (app: FastifyInstance) => Promise<void>;
  /** Called with every answer as it leaves (the test harness checks each against the API document). */
  onAnswer?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void;
}

/** A file's URL (built assets, media, favicon…): not an API call, and not a page (pages have no extension). */
function isFileRequest(url: string): boolean {
  if (url.startsWith('/api/')) return false;
  const end = url.search(/[?#]/);
  const pathname = end < 0 ? url : url.slice(0, end);
  return pathname.startsWith('/media/') || /\.[a-z0-9]+$/i.test(pathname);
}

declare module 'fastify' {
  interface FastifyReply {
    /** The kept body this reply sends (a remembered page): sent as its bytes, compressed once per encoding. */
    storedBody: StoredBody | null;
    /** The remembered answer object this reply writes, if any (its kept text is found by the serializer's map). */
    answer: object | null;
  }
}

/**
 * The body as it leaves (decision 043): a textual body of at least MIN_BYTES is compressed with the encoding the
 * client accepts (brotli, else gzip), a kept body with its encodings made once, any other at a cheap level; a
 * client that accepts neither gets it as it is. Streams (static files, which are compressed at build time) and
 * bodies already encoded pass unchanged.
 */
function encodeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  let stored = reply.storedBody;
  if (stored === null && reply.answer !== null) stored = storedAnswerBody(reply.answer) ?? null;
  if (stored !== null && stored.text !== payload) stored = null;
  if (
    payload.length < MIN_BYTES ||
    reply.statusCode < 200 ||
    reply.statusCode === 204 ||
    reply.statusCode === 304 ||
    reply.hasHeader('content-encoding') ||
    // A validator names one representation: bodies with one keep their bytes.
    reply.hasHeader('etag') ||
    !isCompressible(reply.getHeader('content-type'))
  )
    return stored?.bytes() ?? payload;
  reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.best === null) return stored?.bytes() ?? payload;
  if (stored !== null) {
    const encoded = stored.encoded(accepted.best);
    if (encoded === null) return stored.bytes();
    reply.header('content-encoding', accepted.best);
    return encoded;
  }
  const fresh = compressFresh(payload, accepted.best, accepted.gzip);
  if (fresh === null) return payload;
  reply.header('content-encoding', fresh.encoding);
  return fresh.bytes;
}

/** Builds the whole app with the options tests use too. It never listens: server.ts does. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A hop count believes that many addresses from the socket's end of X-Forwarded-For (what Fastify does for a number). */
function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    // Off unless configured: X-Forwarded-For is believed only from the proxies TRUST_PROXY names.
    trustProxy: trustProxyOption(opts.config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    // A whole request (headers and body) must arrive within this; a body sent a byte at a time is cut with 408
    // (Node looks at the open requests every few seconds; decision 032).
    requestTimeout: opts.config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(60_000, opts.config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(5_000, opts.config.REQUEST_TIMEOUT_MS / 2),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    // In-flight requests finish on close; new ones get 503.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
    // One line per request, written by the onResponse hook below (Fastify's own are two: received and completed).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('dependencies', new DependencyChecks());
  // Requests are validated by their contract schema; a query string asked again is not parsed again (decision 064).
  app.setValidatorCompiler(contractValidatorCompiler);
  // Answers are written by serializers compiled from their contract schema (unknown keys dropped, decision 033);
  // media URLs leave absolute.
  app.setSerializerCompiler(contractSerializerCompiler(opts.config.mediaBaseUrl));
  // At most one log line per request (decision 036): health checks and files (scripts, styles, images, media) only
  // at LOG_LEVEL=debug.
  const debugLogs = app.log.level === 'debug' || app.log.level === 'trace';
  // Above info (LOG_LEVEL=warn) no request line is written: no hook at all, rather than one that builds nothing.
  if (debugLogs || app.log.level === 'info')
    app.addHook('onResponse', (request, reply, done) => {
      const quiet = request.url.startsWith('/api/health') || isFileRequest(request.url);
      if (quiet && !debugLogs) return done();
      const line = {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      };
      if (quiet) request.log.debug(line, 'request');
      else request.log.info(line, 'request');
      done();
    });
  // While closing, responses of in-flight requests end their keep-alive connection so close() can finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Remembered answers are sent as their kept bytes, compressed once per encoding (decision 043): the hook notes
  // which answer object this reply writes, the serializer keeps its text (lib/serializer.ts).
  app.decorateReply('storedBody', null);
  app.decorateReply('answer', null);
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    if (isRememberedAnswer(payload)) reply.answer = payload;
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    opts.onAnswer?.(request, reply, payload);
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    // A request that may have written (anything but a read, unless refused as bad input) makes the remembered
    // public answers stale: all of them are forgotten before its answer leaves (here, and in the other processes
    // through NOTIFY), so the next request reads the change. Routes that change nothing public keep them; routes
    // whose service reported precisely what it changed (decision 029) have already forgotten just that.
    if (!READS.has(request.method)) {
      const config = request.routeOptions.config;
      if (
        (reply.statusCode < 400 || reply.statusCode >= 500) &&
        !config.keepsPublicAnswers &&
        !config.reportsPublicChanges
      )
        answersChanged(app.db);
    }
    done(null, encodeAnswer(request, reply, payload));
  });

  await app.register(dbPlugin, { config: opts.config, database: opts.database, media: opts.media });
  // One byte budget for the remembered public answers of this database (decision 061).
  setAnswerBudget(app.db, opts.config.ANSWER_CACHE_MB * 1024 * 1024);
  await app.register(listenerPlugin);
  await app.register(publicChangesPlugin);
  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(cookie);
  const webDist = opts.webDist ?? WEB_DIST;
  await app.register(securityPlugin, {
    writesPerMinute: opts.writesPerMinute ?? 300,
    scriptHashes: templateScriptHashes(webDist),
  });
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 5, fields: 30, fieldSize: 100_000 },
  });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(authPlugin);
  await app.register(openapiPlugin);
  await app.register(contractPlugin);

  // The modules, from one list that says what each needs (modules.ts).
  for (const module of MODULES) await module.register(app, { media: opts.media, jobs: opts.jobs });
  if (opts.extend) await app.register(opts.extend);

  await app.register(spaPlugin, { webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
