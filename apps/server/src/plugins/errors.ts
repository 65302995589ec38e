import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, BODY_LIMIT_BYTES } from '../lib/errors.ts';

type Issue = { path: string; message: string };

const pathOf = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.');

function firstMessage(issues: Issue[]): string {
  return issues[0]?.message ?? 'Invalid request';
}

/** Postgres error codes we translate (unique, foreign key, check violations). */
function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Errors Fastify raises before any route or hook runs (a malformed %-escape in the URL, a path parameter over
 * the router's length limit → 414): answered in the same error model instead of Fastify's own shape.
 * Passed as the `frameworkErrors` option of the Fastify constructor.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.status(status).send({
    flag: status === 414 ? 'UriTooLong' : 'BadRequest',
    error: status === 414 ? 'The address is too long' : 'The address is malformed',
  });
}

/**
 * The one error model (docs/product.md#errors): `{ flag, error, issues? }`. Validation → 400 with issues,
 * unique violations → 409, AppError as thrown, anything unknown → 500 with no internals (logged with the request id).
 */
export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
      if (err instanceof AppError) {
        return reply.status(err.status).send({ flag: err.flag, error: err.message, ...err.extra });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const issues = err.validation.map((v) => ({
          path: pathOf(v.instancePath),
          message: v.message ?? 'Invalid value',
        }));
        return reply.status(400).send({ flag: 'ValidationError', error: firstMessage(issues), issues });
      }
      if (err instanceof ZodError) {
        const issues = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return reply.status(400).send({ flag: 'ValidationError', error: firstMessage(issues), issues });
      }
      const code = pgCode(err);
      if (code === '23505') return reply.status(409).send({ flag: 'Conflict', error: 'This already exists' });
      if (code === '23503')
        return reply
          .status(409)
          .send({ flag: 'Conflict', error: 'This is still in use or refers to something missing' });
      if (code === '23514')
        return reply.status(400).send({ flag: 'ValidationError', error: 'A value is out of range' });
      // Backstops for input the schemas let through (issue 12): a number past its column's range (an id past
      // 32 bits), text PostgreSQL cannot hold (NUL) or text/number it cannot read. The input plugin and the
      // shared id schemas refuse these first; a 400 here means a schema should be tightened, never a 500.
      if (code === '22003')
        return reply.status(400).send({ flag: 'ValidationError', error: 'A number is out of range' });
      if (code === '22021' || code === '22P05')
        return reply
          .status(400)
          .send({ flag: 'ValidationError', error: 'Text contains characters that cannot be stored' });
      if (code === '22P02')
        return reply.status(400).send({ flag: 'ValidationError', error: 'A value has the wrong format' });
      const fe = err as FastifyError;
      const status = fe.statusCode ?? 500;
      if (status === 429)
        return reply
          .status(429)
          .send({ flag: 'TooManyRequests', error: 'Too many requests, please try again later' });
      if (fe.code === 'FST_PARTS_LIMIT' || fe.code === 'FST_FIELDS_LIMIT')
        return reply.status(413).send({ flag: 'TooManyFields', error: 'The form has too many fields' });
      if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_FILES_LIMIT')
        return reply.status(413).send({ flag: 'FileTooLarge', error: 'File size must not exceed 5MB' });
      // Any other 413 is the body limit of a non-upload request (JSON): say which limit it was.
      if (status === 413)
        return reply.status(413).send({
          flag: 'PayloadTooLarge',
          error: `Request body must not exceed ${BODY_LIMIT_BYTES / 1024 / 1024} MB`,
        });
      if (status === 415)
        return reply.status(415).send({ flag: 'UnsupportedMediaType', error: 'Unsupported content type' });
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send({ flag: status === 404 ? 'NotFound' : 'BadRequest', error: fe.message });
      }
      request.log.error({ err }, 'unhandled error');
      return reply
        .status(500)
        .send({ flag: 'InternalError', error: 'Something went wrong. Please try again.' });
    });
  },
  { name: 'errors' },
);
