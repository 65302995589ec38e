import type { PublicUser } from '@electrohub/shared/auth';
import { CALLS, type CallKey } from '@electrohub/shared/contract';
import { onTestFinished, vi } from 'vitest';

/** One request the app sent, as the fake API saw it. */
export interface SeenRequest {
  method: string;
  /** The path without the query string, e.g. `/api/user/cart/update/7`. */
  path: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
  /** Values of the `:name` parts of the matched route. */
  params: Record<string, string>;
}

/** What a route answers: a Response, or a JSON body with an optional status and headers. */
export type Answer = Response | { status?: number; json?: unknown; headers?: Record<string, string> };
export type Route = (request: SeenRequest) => Answer | Promise<Answer>;
/** The fake's routes, keyed by the contract's rows: a key the server does not serve is a type error. */
export type Routes = Partial<Record<CallKey, Route>>;

/**
 * A canned success answer must be one the server could send: it is parsed with the row's answer schema, and a
 * fake that drifts from the contract fails the test that uses it (error answers and raw Responses are the
 * test's own business).
 */
export function checkAnswer(key: CallKey, answer: Answer): void {
  if (answer instanceof Response || answer.json === undefined || (answer.status ?? 200) >= 300) return;
  const parsed = CALLS[key].answer.safeParse(answer.json);
  if (!parsed.success)
    throw new Error(
      `fake answer of '${key}' does not match the contract: ${parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ')}`,
    );
}

/** JSON answer helper. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Answer => ({
  status,
  json: body,
  headers,
});

/** The server's error body: `{ flag, error }` with a 4xx/5xx status. */
export const failure = (status: number, flag: string, error: string): Answer => json({ flag, error }, status);

/** A request whose answer the test releases by hand, to look at the screen while it is in flight. */
export function deferred() {
  let release!: (answer: Answer) => void;
  const answer = new Promise<Answer>((resolve) => (release = resolve));
  return { answer, release };
}

function matcher(pattern: string) {
  const [method, path] = pattern.split(' ') as [string, string];
  const names: string[] = [];
  const re = new RegExp(
    `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`,
  );
  return (m: string, p: string): Record<string, string> | null => {
    if (m !== method) return null;
    const found = re.exec(p);
    if (!found) return null;
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1] ?? '')]));
  };
}

/**
 * Replace `fetch` with a tiny fake of the API: `routes` maps `'METHOD /path/:param'` to an answer. The app's own
 * modules (api client, query hooks, mutations) run unchanged; only the network is fake. A request no route
 * matches answers 404 `NotFound` (as the server does) and is recorded in `unmatched`.
 * The session probes answer "signed out" unless a route says otherwise.
 */
export function fakeApi(routes: Routes) {
  const all: Routes = {
    'GET /api/auth/user-data': () => json({ authorized: false }),
    'GET /api/auth/seller-data': () => json({ authorized: false }),
    ...routes,
  };
  const table = (Object.entries(all) as [CallKey, Route][]).map(([key, route]) => ({
    key,
    match: matcher(key),
    route,
  }));
  const requests: SeenRequest[] = [];
  const unmatched: string[] = [];
  const drift: Error[] = [];
  onTestFinished(() => {
    if (drift.length > 0) throw drift[0];
  });

  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    for (const { key, match, route } of table) {
      const params = match(method, url.pathname);
      if (!params) continue;
      const request: SeenRequest = { method, path: url.pathname, url, body, params };
      requests.push(request);
      const answer = await route(request);
      try {
        checkAnswer(key, answer);
      } catch (error) {
        // The app's client turns a failed fetch into its own error: the test is failed at its end instead.
        drift.push(error as Error);
        return new Response(null, { status: 500 });
      }
      if (answer instanceof Response) return answer;
      return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }
    unmatched.push(`${method} ${url.pathname}`);
    return new Response(JSON.stringify({ flag: 'NotFound', error: 'Not found.' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchFake);

  return {
    requests,
    unmatched,
    /** The requests to one call of the contract, in order. */
    calls: (pattern: CallKey) => {
      const match = matcher(pattern);
      return requests.filter((r) => match(r.method, r.path));
    },
  };
}

/** The demo-like buyer of these tests. */
export const BUYER: PublicUser = {
  id: 1,
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  gender: null,
  address: '12 MG Road, Pune',
  pfp: null,
  hasPassword: true,
  hasAnswer: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** GET /api/auth/user-data for a signed-in buyer. */
export const signedInBuyer = () => json({ authorized: true, user: BUYER });
