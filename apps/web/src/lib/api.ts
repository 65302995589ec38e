import { ApiError, type ApiIssue } from './api-error';
import { ERROR_FLAGS } from '@electrohub/shared/error-flags';
import { TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';
import { endSession } from './query-client';

export { ApiError, errorMessage, type ApiIssue } from './api-error';

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
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

/**
 * The one way the web app talks to the server. Same-origin paths (`/api/...`), cookies always sent.
 * Resolves with the parsed JSON body (undefined for 204); rejects with `ApiError` for any failure.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await request<T>(path, options)).data;
}

/** One page of a list the server answers as a bare array, with the row count of its `X-Total-Count` header. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/**
 * A paged list (`?page=&limit=`): the answer is a bare array, or an object with the array under `key` (the seller's
 * `{ orders }`); the total comes from the `X-Total-Count` header (the array's length when a server sends none).
 */
export async function apiList<T>(path: string, options: ApiOptions = {}, key?: string): Promise<ListPage<T>> {
  const { data: answer, response } = await request<T[] | Record<string, T[]>>(path, options);
  const data = key === undefined ? (answer as T[]) : (answer as Record<string, T[]>)[key]!;
  const header = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return {
    items: data,
    total: Number.isFinite(header) && response.headers.has(TOTAL_COUNT_HEADER) ? header : data.length,
  };
}

async function request<T>(path: string, options: ApiOptions): Promise<{ data: T; response: Response }> {
  const { body, signal, sessionProbe = false } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
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
