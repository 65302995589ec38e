import type { z } from 'zod';

/** Who may make a call. Decides the 401/403 answers its OpenAPI entry lists. */
export type CallAuth = 'public' | 'buyer' | 'seller' | 'account' | 'admin';

/**
 * One row of the calls tables (docs/decisions/024-api-contract.md) as this API serves it. The key of a row is
 * `'<METHOD> <path>'` with Fastify's `:param` placeholders, e.g. `'GET /api/user/products/:id'`.
 */
export interface Call {
  /** One line for the API reference. */
  summary: string;
  /** The OpenAPI group. */
  tag: string;
  auth: CallAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. Multipart calls set `multipart` instead and read their parts in the handler. */
  body?: z.ZodType;
  multipart?: true;
  /** The parts of a multipart call (form.ts `formFile` for files), documented as its multipart/form-data body. */
  form?: z.ZodObject;
  /** The success answer's media type when it is not JSON (the CSV report). */
  mediaType?: string;
  /**
   * A browser navigation (`Accept: text/html`) is answered with this redirect instead of the JSON answer (the
   * mailed subscription links).
   */
  redirect?: { status: 302 | 303; description: string };
  /** The success status and its answer, in the calls table's shape. */
  status: 200 | 201;
  answer: z.ZodType;
  /**
   * A list paged by `?page=&limit=`, with `X-Total-Count` and `Link` headers (paging.ts): a bare array, or, where the
   * table's client reads a key (`{ orders }`, `{ products }`), an object holding the page under that key.
   */
  paged?: true;
  /**
   * Error statuses beyond those every call can answer: 400 (validation) and 500 always; 401 and 403 unless
   * public; 403 (origin), 413 (body too large), 415 (media type) and 429 (rate limit) on writes; 404 and 414 (a
   * parameter too long) when the path has parameters; 413/415 on multipart.
   */
  errors?: readonly number[];
}

/** Keeps a table's literal keys and schema types (for the server's route types and the web app's fetchers). */
export const defineCalls = <const T extends Record<string, Call>>(table: T): T => table;
