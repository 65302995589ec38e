import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiErrorSchema } from '@electrohub/shared/api-error';
import { CALLS, type Call, type CallKey } from '@electrohub/shared/contract';
import { CURSOR_PARAM, LINK_HEADER, TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';
import { isRememberedAnswer } from './memo.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error statuses a call can answer (types.ts `Call.errors` says which are implied). */
export function errorStatuses(key: string, call: Call): number[] {
  const [method = 'GET', path = ''] = key.split(' ');
  const out = new Set<number>([400, 500]);
  if (call.auth !== 'public') out.add(401).add(403);
  // A write may carry a body: too large (413) or of a type the call does not read (415).
  if (WRITES.has(method)) out.add(403).add(413).add(415).add(429);
  // A path parameter past the router's length limit is 414 (plugins/errors.ts frameworkErrors).
  if (path.includes(':')) out.add(404).add(414);
  if (call.multipart) out.add(413).add(415);
  for (const s of call.errors ?? []) out.add(s);
  return [...out].sort((a, b) => a - b);
}

type Row<K extends CallKey> = (typeof CALLS)[K];
type Pick<C, F extends string> = C extends Record<F, infer S> ? S : undefined;

/** A route's schema for Fastify and the zod type provider, from its row of the contract. */
export type RouteSchema<K extends CallKey> = {
  tags: string[];
  summary: string;
  params: Pick<Row<K>, 'params'>;
  querystring: Pick<Row<K>, 'query'>;
  body: Pick<Row<K>, 'body'>;
  response: Record<Row<K>['status'], Row<K>['answer']> & Record<number, z.ZodType>;
};

/** Which row each registered schema came from (the contract plugin checks method and path against it). */
export const callOfSchema = new WeakMap<object, string>();

/**
 * The schema a route registers, written once in the shared contract (`packages/shared/src/contract`):
 * `app.get('/api/user/orders', { schema: schemaOf('GET /api/user/orders') }, handler)`.
 * Every error status the call can answer is documented with the one error body.
 */
export function schemaOf<K extends CallKey>(key: K): RouteSchema<K> {
  const call: Call = CALLS[key];
  const response: Record<number, z.ZodType> = { [call.status]: call.answer };
  for (const status of errorStatuses(key, call)) response[status] = apiErrorSchema;
  const schema = {
    tags: [call.tag],
    summary: call.summary,
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    // Multipart rows read their parts in the handler; the API reference still says they take form data.
    ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response,
  };
  callOfSchema.set(schema, key);
  return schema as unknown as RouteSchema<K>;
}

/** One page of a bare-array list and the count of every row. */
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  limit: number;
  /**
   * The cursor of the rows after these (lists read by keyset, lib/cursor.ts): the `Link` header's `next` carries it
   * instead of a page number. `null`: no rows after these. Absent: the list pages by number only.
   */
  next?: string | null;
  /** The page was asked by `?cursor=` (it has no page number: no `prev`). */
  byCursor?: boolean;
}

/**
 * Answers a page of a list in the contract's shape (the bare array) and puts the paging in headers:
 * `X-Total-Count` and a `Link` header with `next`/`prev` (and `first`/`last`) URLs of the same query.
 * A list read by keyset has its `next` as `?cursor=` (paging.ts `CURSOR_PARAM`).
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  const { total, limit } = page;
  const last = Math.max(1, Math.ceil(total / limit));
  const base = new URL(request.url, request.server.config.PUBLIC_URL);
  base.searchParams.delete(CURSOR_PARAM);
  const at = (n: number) => {
    const u = new URL(base);
    u.searchParams.set('page', String(n));
    u.searchParams.set('limit', String(limit));
    return `<${u.href}>`;
  };
  const links = [`${at(1)}; rel="first"`, `${at(last)}; rel="last"`];
  if (page.next !== undefined) {
    if (page.next !== null && (page.byCursor || page.page < last))
      links.unshift(`${cursorUrl(base, page.next, limit)}; rel="next"`);
  } else if (page.page < last) links.unshift(`${at(page.page + 1)}; rel="next"`);
  if (page.page > 1 && !page.byCursor) links.unshift(`${at(Math.min(page.page - 1, last))}; rel="prev"`);
  reply.header(TOTAL_COUNT_HEADER, String(total)).header(LINK_HEADER, links.join(', '));
  return page.rows;
}

function cursorUrl(base: URL, cursor: string, limit: number): string {
  const u = new URL(base);
  u.searchParams.delete('page');
  u.searchParams.set(CURSOR_PARAM, cursor);
  u.searchParams.set('limit', String(limit));
  return `<${u.href}>`;
}

/**
 * The `Link` header of each remembered list answer (lib/memo.ts), by the URL it was asked with: such an answer is one
 * object shared by every request that gets it and never changes, so its header is worked out once per URL instead of
 * parsing and rebuilding URLs on every request (decision 064). Gone with the answer (a WeakMap).
 */
const rememberedLinks = new WeakMap<object, { url: string; base: string; link: string | null }>();

/** How many `Link` headers of lists were built (tests count them: a remembered list builds its header once per URL). */
export const nextLinkCount = { built: 0 };

function nextLinkOf(request: FastifyRequest, next: string | null, limit: number): string | null {
  if (next === null) return null;
  nextLinkCount.built++;
  const base = new URL(request.url, request.server.config.PUBLIC_URL);
  return `${cursorUrl(base, next, limit)}; rel="next"`;
}

/**
 * The `Link` header of a list answered in an object (the product listing): `next` by cursor when there is one.
 * `answer`, when given, is the list object itself: a remembered one keeps its header per URL (see above).
 */
export function sendNextLink(
  request: FastifyRequest,
  reply: FastifyReply,
  next: string | null,
  limit: number,
  answer?: object,
): void {
  let link: string | null;
  if (answer !== undefined && isRememberedAnswer(answer)) {
    const base = request.server.config.PUBLIC_URL;
    const kept = rememberedLinks.get(answer);
    if (kept !== undefined && kept.url === request.url && kept.base === base) link = kept.link;
    else {
      link = nextLinkOf(request, next, limit);
      rememberedLinks.set(answer, { url: request.url, base, link });
    }
  } else link = nextLinkOf(request, next, limit);
  if (link !== null) reply.header(LINK_HEADER, link);
}
