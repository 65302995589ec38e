import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NUL_MESSAGE } from '@electrohub/shared/text';
import { AppError, badRequest } from '../lib/errors.ts';

/**
 * Whether a value holds a NUL character in any string, key or nested value. PostgreSQL `text` cannot store
 * NUL, so such input would otherwise fail in SQL as a 500 (issue 12). Walked with an explicit stack: a deeply
 * nested JSON body must not overflow the call stack. Buffers (a raw webhook body) are not text and are skipped.
 */
export function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/** Throws the 400 of a NUL character (for readers of input the hooks below do not see, e.g. multipart fields). */
export function refuseNul(...values: unknown[]): void {
  if (values.some(hasNul)) throw badRequest(NUL_MESSAGE);
}

/**
 * Input bounds at the edge (docs/security.md): a NUL byte anywhere in the URL (path or query, `%00`) or in a
 * parsed body is refused with 400 before validation, so no handler or SQL ever sees one.
 */
export const inputPlugin = fp(
  (app: FastifyInstance) => {
    // Callback hooks: an async one costs a promise and a microtask on every request it lets through.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.includes('\u0000') || request.url.includes('%00')) return done(badRequest(NUL_MESSAGE));
      done();
    });
    app.addHook('preValidation', (request, _reply, done) => {
      // A multipart body sent to a JSON route is not parsed (its body reads as absent): refused instead of
      // letting a route whose body is optional act as if nothing was sent. Multipart routes say `consumes`.
      const schema = request.routeOptions.schema;
      if (schema?.body && request.isMultipart() && !(schema.consumes ?? []).includes('multipart/form-data'))
        return done(new AppError('UnsupportedMediaType', 'Send this request as JSON', 415));
      if (request.body !== undefined && hasNul(request.body)) return done(badRequest(NUL_MESSAGE));
      done();
    });
  },
  { name: 'input' },
);

/** Refuses a multipart part whose field name or text value holds NUL (a refused file is drained first). */
export function refusePartNul(part: MultipartFile | MultipartValue): void {
  if (!hasNul(part.fieldname) && (part.type === 'file' || !hasNul(part.value))) return;
  if (part.type === 'file') part.file.resume();
  throw badRequest(NUL_MESSAGE);
}

export const MALFORMED_FORM_MESSAGE = 'The form data is malformed';

/**
 * What a failure while reading a multipart body becomes: our own refusals and @fastify/multipart's 4xx errors
 * (limits → 413) stay as they are; anything else comes from parsing a broken body (truncated, a wrong or missing
 * boundary, bad part headers) and is the client's fault — a 400, never a 500. Used by the multipart readers.
 */
export function formReadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest(MALFORMED_FORM_MESSAGE);
}
