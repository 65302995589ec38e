// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/lib/query-client';
import { useIsBuyer, useSession, type Session } from './get-session';

/** Decision 056: a part of the page hydrated after the session has answered still renders what the server did. */

function Status() {
  return <p>{useSession().status}</p>;
}

// A page as the server renders it for nobody: the status inside a boundary, hydrated apart from the shell.
const page = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <Suspense fallback={null}>
      <Status />
    </Suspense>
  </QueryClientProvider>
);

// React's act() in a plain test file (Testing Library sets this for its own render).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('useSession while a server-rendered page hydrates', () => {
  it("is 'pending' as on the server though the browser knows the session, then the session's", async () => {
    // No server here: a request never answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const serverClient = new QueryClient();
    const html = renderToString(page(serverClient));
    expect(html).toContain('pending');

    // The browser already has the answer (the shell asked for it and it came back before this part hydrated).
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answer: Session = { user: null, seller: null };
    client.setQueryData(sessionKeys.account, answer);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.fn();
    const root = await act(async () => hydrateRoot(container, page(client), { onRecoverableError: errors }));
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('signed-out');
    act(() => root.unmount());
    client.clear();
  });

  it("useIsBuyer: false while hydrating; a visitor's card renders once, a buyer's again with the answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    let renders = 0;
    function Card() {
      renders++;
      return <p>{String(useIsBuyer())}</p>;
    }
    const tree = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <Card />
        </Suspense>
      </QueryClientProvider>
    );
    const html = renderToString(tree(new QueryClient()));
    const buyer = { id: 1, name: 'Asha Verma' } as unknown as NonNullable<Session['user']>;
    for (const [answer, shown, times] of [
      [{ user: null, seller: null }, 'false', 1],
      [{ user: buyer, seller: null }, 'true', 2],
    ] as const) {
      const client = new QueryClient();
      client.setQueryData(sessionKeys.account, answer);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const errors = vi.fn();
      renders = 0;
      const root = await act(async () =>
        hydrateRoot(container, tree(client), { onRecoverableError: errors }),
      );
      expect(errors).not.toHaveBeenCalled();
      expect(container.textContent).toBe(shown);
      expect(renders).toBe(times);
      act(() => root.unmount());
      client.clear();
    }
  });
});
