// @vitest-environment happy-dom
import { ERROR_FLAGS } from '@electrohub/shared/error-flags';
import { describe, expect, it, vi } from 'vitest';
import { checkAnswer, failure, fakeApi, json } from '@/test/fake-api';
import { ApiError, call, callHref, callList, queryString } from './api';
import { queryClient, sessionKeys } from './query-client';

const caught = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('should have failed'),
    (e: unknown) => e as ApiError,
  );

describe('api: the web client', () => {
  it('sends JSON with cookies and answers the parsed body', async () => {
    const seen = fakeApi({ 'POST /api/newsletter': () => json({ message: 'Check your inbox' }, 201) });
    await expect(call('POST /api/newsletter', { body: { email: 'a@b.in' } })).resolves.toEqual({
      message: 'Check your inbox',
    });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/json');
    expect(seen.calls('POST /api/newsletter').map((r) => r.body)).toEqual([{ email: 'a@b.in' }]);
  });

  it("takes the method and path from the contract's key, the parameters encoded, the query's empty values left out", async () => {
    const seen = fakeApi({
      'DELETE /api/admin/cms/categories/:categoryName': () =>
        json({ message: 'Deleted', name: 'TV & Audio' }),
      'GET /api/admin/users': () => json([]),
    });
    await call('DELETE /api/admin/cms/categories/:categoryName', { params: { categoryName: 'TV & Audio' } });
    await callList('GET /api/admin/users', { query: { page: 2, limit: 10, search: '' } });
    expect(seen.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual([
      'DELETE /api/admin/cms/categories/TV%20%26%20Audio',
      'GET /api/admin/users?page=2&limit=10',
    ]);
    expect(
      callHref('GET /api/admin/reports/sales.csv', { query: { from: '2026-01-01', groupBy: 'day' } }),
    ).toBe('/api/admin/reports/sales.csv?from=2026-01-01&groupBy=day');
  });

  it('sends a FormData body as multipart, without a JSON content type', async () => {
    const seen = fakeApi({ 'POST /api/remove-bg': () => json({ processedImage: 'AAAA' }) });
    const form = new FormData();
    form.append('image', new Blob(['x']), 'image');
    await call('POST /api/remove-bg', { body: form });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init!.body).toBe(form);
    expect(new Headers(init!.headers).has('Content-Type')).toBe(false);
    expect(seen.calls('POST /api/remove-bg')).toHaveLength(1);
  });

  it('types a call by its key: an unknown key, a missing parameter or a wrong body do not compile', () => {
    const never = () => {
      // @ts-expect-error not a row of the contract
      void call('GET /api/nothing-here');
      // @ts-expect-error the path's :id is required
      void call('GET /api/user/orders/:id');
      // @ts-expect-error the body is `{ email }`
      void call('POST /api/newsletter', { body: { mail: 'a@b.in' } });
    };
    expect(never).toBeTypeOf('function');
  });

  it("the fake API refuses a canned answer that drifts from the contract's answer schema", () => {
    expect(() => checkAnswer('GET /api/user/wishlist/wishlistproducts', json({ wishlist: ['7'] }))).toThrow(
      /does not match the contract: wishlist\.0/,
    );
    expect(() =>
      checkAnswer('GET /api/user/wishlist/wishlistproducts', json({ wishlist: [7] })),
    ).not.toThrow();
    // Error answers are the test's own.
    expect(() =>
      checkAnswer('GET /api/user/wishlist/wishlistproducts', failure(500, 'X', 'x')),
    ).not.toThrow();
  });

  it("turns the server's error body into an ApiError with flag, message and field issues", async () => {
    fakeApi({
      'POST /api/newsletter': () =>
        json(
          {
            flag: 'ValidationError',
            error: 'Invalid input',
            issues: [{ path: 'name', message: 'Name is required' }, { bad: 1 }],
          },
          400,
        ),
    });
    const error = await caught(call('POST /api/newsletter', { body: { email: '' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.flag, error.message]).toEqual([400, 'ValidationError', 'Invalid input']);
    expect(error.issues).toEqual([{ path: 'name', message: 'Name is required' }]);
  });

  it('falls back to a readable message for a body without one (e.g. a proxy page)', async () => {
    fakeApi({
      'GET /api/health': () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    });
    const error = await caught(call('GET /api/health'));
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
    const error = await caught(call('GET /api/health'));
    expect([error.status, error.flag]).toEqual([0, 'NetworkError']);
  });

  it('reads the total of a paged list from X-Total-Count, else the length', async () => {
    const chat = {
      id: 1,
      name: 'Asha',
      userType: 'User',
      status: 'waiting',
      lastMessage: null,
      updatedAt: '',
    };
    fakeApi({
      'GET /api/admin/users': () => json([], 200, { 'X-Total-Count': '41' }),
      // A raw Response: a server that sends no count (the rows' shape is not what this test is about).
      'GET /api/admin/chats': () =>
        new Response(JSON.stringify([chat, { ...chat, id: 2 }]), {
          headers: { 'Content-Type': 'application/json' },
        }),
      'GET /api/seller/orders': () => json({ orders: [] }, 200, { 'X-Total-Count': '9' }),
    });
    await expect(callList('GET /api/admin/users', { query: { page: 3 } })).resolves.toEqual({
      items: [],
      total: 41,
    });
    await expect(callList('GET /api/admin/chats', {})).resolves.toMatchObject({ total: 2 });
    await expect(callList('GET /api/seller/orders', {}, 'orders')).resolves.toEqual({ items: [], total: 9 });
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
    await caught(call('GET /api/auth/user-data', { sessionProbe: true }));
    expect(queryClient.getQueryData(['cart'])).toBeDefined();
    expect(queryClient.getQueryState(sessionKeys.account)?.isInvalidated).toBe(false);
    await caught(call('GET /api/user/cart'));
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
