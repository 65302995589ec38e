import { ApiError, type ApiIssue } from './api-error';
import { ERROR_FLAGS } from '@electrohub/shared/error-flags';
import { TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';
import { endSession } from './query-client';
import type { Answer, CALLS, CallKey } from '@electrohub/shared/contract';
import type { z } from 'zod';

export { ApiError, errorMessage, type ApiIssue } from './api-error';

/** Transport options of a call, beside what the contract types. */
export type CallOptions = {
  signal?: AbortSignal;
  headers?: HeadersInit;
  /**
   * Set by the session probes themselves: their 401 means "signed out", not "your session just ended",
   * and resetting the session from inside its own fetch would refetch it forever.
   */
  sessionProbe?: boolean;
};

/** How a request reaches the server: the browser's fetch, or the server renderer's in-process reads. */
export type ApiFetcher = (path: string, init: RequestInit) => Promise<Response>;
let fetcher: ApiFetcher | null = null;

/**
 * Server rendering only (app/ssr.tsx): the page's public reads are answered in-process by the server's services
 * instead of over HTTP. Never set in the browser.
 */
export function setApiFetcher(next: ApiFetcher | null): void {
  fetcher = next;
}

// The contract's rows are read as types only: the key ('PATCH /api/user/:id') is all the request needs at run time,
// so no schema reaches the bundle (docs/decisions/046-web-client-contract.md).
type Row<K extends CallKey> = (typeof CALLS)[K];
type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
/** The `:name` parts of a path: `/api/a/:x/b/:y` → `'x' | 'y'`. */
type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;
type ParamsOf<K extends CallKey> = { [N in ParamNames<PathOf<K>>]: string | number };
/** The query a call takes, as the server's schema reads it. */
export type CallQuery<K extends CallKey> =
  Row<K> extends { query: z.ZodType } ? z.input<Row<K>['query']> : never;
/** A JSON body as the schema reads it; a multipart call takes FormData (its parts are read by the handler). */
export type CallBody<K extends CallKey> =
  | (Row<K> extends { body: z.ZodType } ? z.input<Row<K>['body']> : never)
  | (Row<K> extends { multipart: true } ? FormData : never);

/** What `call(key, input)` takes: the path's parameters, the query and the body the row declares, no others. */
export type CallInput<K extends CallKey> = CallOptions &
  ([ParamNames<PathOf<K>>] extends [never] ? { params?: undefined } : { params: ParamsOf<K> }) &
  ([CallQuery<K>] extends [never] ? { query?: undefined } : { query?: CallQuery<K> }) &
  ([CallBody<K>] extends [never] ? { body?: undefined } : { body: CallBody<K> });

type CallArgs<K extends CallKey> =
  object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/**
 * The one way the web app talks to the server: `call('GET /api/user/orders/:id', { params: { id } })`. The key names
 * a row of the shared contract, which types the parameters, query, body and the answer. Same-origin paths, cookies
 * always sent; resolves with the parsed JSON body (undefined for 204); rejects with `ApiError` for any failure.
 */
export async function call<K extends CallKey>(key: K, ...input: CallArgs<K>): Promise<Answer<K>> {
  return (await request<Answer<K>>(key, input[0])).data;
}

/** One page of a list the server answers as a bare array, with the row count of its `X-Total-Count` header. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** The keys of an answer that hold an array (the seller's `{ orders }`). */
type ListKeyOf<A> = { [L in keyof A]: A[L] extends readonly unknown[] ? L : never }[keyof A];
/** A row of a paged answer: an element of the bare array, or of the array under `L`. */
export type ListItem<A, L = never> = [L] extends [never]
  ? A extends readonly (infer I)[]
    ? I
    : never
  : L extends keyof A
    ? A[L] extends readonly (infer I)[]
      ? I
      : never
    : never;

/**
 * A paged list (`?page=&limit=`): the answer is a bare array, or an object with the array under `listKey` (the
 * seller's `{ orders }`); the total comes from the `X-Total-Count` header (the array's length when a server sends
 * none).
 */
export async function callList<K extends CallKey, L extends ListKeyOf<Answer<K>> = never>(
  key: K,
  input: CallInput<K>,
  listKey?: L,
): Promise<ListPage<ListItem<Answer<K>, L>>> {
  type Item = ListItem<Answer<K>, L>;
  const { data: answer, response } = await request<unknown>(key, input);
  const data = (listKey === undefined ? answer : (answer as Record<L, unknown>)[listKey]) as Item[];
  const header = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return {
    items: data,
    total: Number.isFinite(header) && response.headers.has(TOTAL_COUNT_HEADER) ? header : data.length,
  };
}

/** The same-origin URL of a call, for a plain link (the CSV download the browser saves itself). */
export function callHref<K extends CallKey>(key: K, input: CallInput<K>): string {
  return requestLine(key, input).path;
}

function requestLine(key: string, input: RequestInput): { method: string; path: string } {
  const space = key.indexOf(' ');
  // The key's type makes every `:name` a required parameter.
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = key
    .slice(space + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
  return {
    method: key.slice(0, space),
    path: path + queryString((input.query ?? {}) as Record<string, unknown>),
  };
}

type RequestInput = CallOptions & { params?: unknown; query?: unknown; body?: unknown };

async function request<T>(key: string, options: RequestInput = {}): Promise<{ data: T; response: Response }> {
  const { body, signal, sessionProbe = false } = options;
  const { method, path } = requestLine(key, options);
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await (fetcher ?? fetch)(path, {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'include',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NetworkError', 'Could not reach ElectroHub. Check your connection and try again.');
  }

  const data = await readBody(response);
  if (response.ok) return { data: data as T, response };

  const error = toApiError(response, data);
  if (!sessionProbe) {
    // These flags sign the person out locally (the buyer's and seller's session, or the admin's).
    if (error.flag === ERROR_FLAGS.NoTokenProvided) endSession('account');
    else if (error.flag === ERROR_FLAGS.NoAdminTokenProvided) endSession('admin');
  }
  throw error;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(response: Response, data: unknown): ApiError {
  const body = isRecord(data) ? data : {};
  const flag = typeof body.flag === 'string' ? body.flag : fallbackFlag(response.status);
  const message =
    (typeof body.error === 'string' && body.error) ||
    (typeof body.message === 'string' && body.message) ||
    fallbackMessage(response.status);
  const issues = Array.isArray(body.issues) ? body.issues.filter(isIssue) : undefined;
  return new ApiError(response.status, flag, message, issues);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIssue(value: unknown): value is ApiIssue {
  return isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';
}

function fallbackFlag(status: number): string {
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'NotFound';
  if (status === 429) return 'TooManyRequests';
  return status >= 500 ? 'ServerError' : 'RequestFailed';
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'Not found.';
  if (status === 429) return 'Too many attempts. Please wait a little and try again.';
  if (status >= 500) return 'The server had a problem. Please try again.';
  return 'The request failed. Please try again.';
}

/** `?a=1&b=x` from the defined, non-empty values only ('' when none). */
export function queryString(q: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    if ((typeof v === 'string' && v !== '') || typeof v === 'number' || typeof v === 'boolean')
      params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}
