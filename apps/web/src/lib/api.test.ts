// @vitest-environment happy-dom
import { ERROR_FLAGS } from '@electrohub/shared/error-flags';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, json } from '@/test/fake-api';
import { api, ApiError, apiList, queryString } from './api';
import { queryClient, sessionKeys } from './query-client';

const caught = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('should have failed'),
    (e: unknown) => e as ApiError,
  );

describe('api: the web client', () => {
  it('sends JSON with cookies and answers the parsed body', async () => {
    const seen = fakeApi({ 'POST /api/things': ({ body }) => json({ got: body }, 201) });
    await expect(api('/api/things', { body: { a: 1 } })).resolves.toEqual({ got: { a: 1 } });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/json');
    expect(seen.calls('POST /api/things')).toHaveLength(1);
  });

  it("turns the server's error body into an ApiError with flag, message and field issues", async () => {
    fakeApi({
      'POST /api/things': () =>
        json(
          {
            flag: 'ValidationError',
            error: 'Invalid input',
            issues: [{ path: 'name', message: 'Name is required' }, { bad: 1 }],
          },
          400,
        ),
    });
    const error = await caught(api('/api/things', { body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.flag, error.message]).toEqual([400, 'ValidationError', 'Invalid input']);
    expect(error.issues).toEqual([{ path: 'name', message: 'Name is required' }]);
  });

  it('falls back to a readable message for a body without one (e.g. a proxy page)', async () => {
    fakeApi({
      'GET /api/things': () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    });
    const error = await caught(api('/api/things'));
    expect([error.status, error.flag, error.message]).toEqual([
      502,
      'ServerError',
      'The server had a problem. Please try again.',
    ]);
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await caught(api('/api/things'));
    expect([error.status, error.flag]).toEqual([0, 'NetworkError']);
  });

  it('reads the total of a paged list from X-Total-Count, else the length', async () => {
    fakeApi({
      'GET /api/counted': () => json([{ id: 1 }], 200, { 'X-Total-Count': '41' }),
      'GET /api/plain': () => json([{ id: 1 }, { id: 2 }]),
      'GET /api/keyed': () => json({ orders: [{ id: 3 }] }, 200, { 'X-Total-Count': '9' }),
    });
    await expect(apiList('/api/counted?page=3')).resolves.toEqual({ items: [{ id: 1 }], total: 41 });
    await expect(apiList('/api/plain')).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], total: 2 });
    await expect(apiList('/api/keyed', {}, 'orders')).resolves.toEqual({ items: [{ id: 3 }], total: 9 });
  });

  it("an ended session's flag forgets that session's cached data; the session probes themselves do not", async () => {
    fakeApi({
      'GET /api/user/cart': () => failure(401, ERROR_FLAGS.NoTokenProvided, 'Please sign in'),
      'GET /api/auth/user-data': () => failure(401, ERROR_FLAGS.NoTokenProvided, 'Please sign in'),
    });
    await queryClient.fetchQuery({
      queryKey: ['cart'],
      queryFn: () => ({ products: [1] }),
      meta: { scope: 'account' },
    });
    queryClient.setQueryData(['public'], 'kept');
    queryClient.setQueryData(sessionKeys.account, { user: { id: 1 }, seller: null });
    await caught(api('/api/auth/user-data', { sessionProbe: true }));
    expect(queryClient.getQueryData(['cart'])).toBeDefined();
    expect(queryClient.getQueryState(sessionKeys.account)?.isInvalidated).toBe(false);
    await caught(api('/api/user/cart'));
    expect(queryClient.getQueryData(['cart'])).toBeUndefined();
    expect(queryClient.getQueryData(['public'])).toBe('kept');
    // The session is asked again (it is what tells the header and the guards who is signed in).
    expect(queryClient.getQueryState(sessionKeys.account)?.isInvalidated).toBe(true);
  });

  it('queryString keeps only defined, non-empty values', () => {
    expect(queryString({ q: 'tv', page: 2, empty: '', none: undefined, on: false })).toBe(
      '?q=tv&page=2&on=false',
    );
    expect(queryString({ q: '' })).toBe('');
  });
});
