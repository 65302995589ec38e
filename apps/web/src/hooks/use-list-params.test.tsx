// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBackTarget, useListParams } from './use-list-params';

type ListParams = ReturnType<typeof useListParams>;

/** Mount the hook on `/admin/orders` at `entry`; read its latest answer and the router's address. */
function mountList(
  entry: string | { pathname: string; search?: string; state?: unknown },
  defaultLimit = 10,
) {
  const seen: { current?: ListParams; back?: string } = {};
  function List() {
    seen.current = useListParams({ defaultLimit });
    return null;
  }
  function Detail() {
    seen.back = useBackTarget('/admin/orders');
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/admin/orders', element: <List /> },
      { path: '/admin/orders/:id', element: <Detail /> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return {
    get list() {
      if (!seen.current) throw new Error('the list did not render');
      return seen.current;
    },
    get back() {
      return seen.back;
    },
    get search() {
      return router.state.location.search;
    },
    router,
  };
}

describe('useListParams: paging in the address', () => {
  it('reads page and limit; page 1 and the default limit when absent', () => {
    const plain = mountList('/admin/orders');
    expect([plain.list.page, plain.list.limit]).toEqual([1, 10]);
  });

  it('takes a valid page and an offered page size', () => {
    const at = mountList('/admin/orders?page=3&limit=20');
    expect([at.list.page, at.list.limit]).toEqual([3, 20]);
  });

  it.each(['page=0&limit=7000', 'page=-2&limit=13', 'page=abc&limit=x', 'page=1e3&limit=', 'page=9999999'])(
    'ignores a page or size that is not a positive number or not offered (%s)',
    (query) => {
      const bad = mountList(`/admin/orders?${query}`);
      expect([bad.list.page, bad.list.limit]).toEqual([1, 10]);
    },
  );

  it('restores ?returnPage= and drops it from the address, replacing the history entry', async () => {
    const back = mountList('/admin/orders?returnPage=4&limit=20');
    expect(back.list.page).toBe(4);
    await act(async () => {});
    expect(back.search).toBe('?limit=20&page=4');
    expect(back.router.state.historyAction).toBe('REPLACE');
    expect(back.list.page).toBe(4);
  });

  it('returnPage=1 leaves no page in the address', async () => {
    const back = mountList('/admin/orders?returnPage=1&page=5');
    await act(async () => {});
    expect(back.search).toBe('');
    expect(back.list.page).toBe(1);
  });

  it('setPage keeps the page size; page 1 is not written', async () => {
    const at = mountList('/admin/orders?limit=20');
    await act(async () => at.list.setPage(3));
    expect(at.search).toBe('?limit=20&page=3');
    expect(at.router.state.historyAction).toBe('PUSH');
    await act(async () => at.list.setPage(1));
    expect(at.search).toBe('?limit=20');
  });

  it('setLimit starts again at page 1 and writes only a size other than the default', async () => {
    const at = mountList('/admin/orders?page=4');
    await act(async () => at.list.setLimit(50));
    expect(at.search).toBe('?limit=50');
    expect(at.list.limit).toBe(50);
    await act(async () => at.list.setLimit(10));
    expect(at.search).toBe('');
  });

  it('update changes filters in one step, back to page 1, dropping empty values', async () => {
    const at = mountList('/admin/orders?page=6&q=old&status=Shipped');
    await act(async () => at.list.update({ q: 'sony', status: '' }));
    expect(at.search).toBe('?q=sony');
    expect(at.list.get('q')).toBe('sony');
    expect(at.list.get('status')).toBe('');
    await act(async () => at.list.update({ tab: 'sellers', page: 2 }, true));
    expect(at.search).toBe('?q=sony&page=2&tab=sellers');
    expect(at.router.state.historyAction).toBe('REPLACE');
  });

  it('here and backState name this list as it is now', () => {
    const at = mountList('/admin/orders?page=2&q=tv');
    expect(at.list.here).toBe('/admin/orders?page=2&q=tv');
    expect(at.list.backState).toEqual({ from: '/admin/orders?page=2&q=tv' });
  });
});

describe('useBackTarget: where a detail page leads back to', () => {
  it('the exact list address from navigation state', () => {
    const at = mountList({ pathname: '/admin/orders/9', state: { from: '/admin/orders?page=3&limit=20' } });
    expect(at.back).toBe('/admin/orders?page=3&limit=20');
  });

  it('never another place named in the state', () => {
    const at = mountList({
      pathname: '/admin/orders/9',
      state: { from: 'https://evil.example/admin/orders' },
    });
    expect(at.back).toBe('/admin/orders');
    const other = mountList({ pathname: '/admin/orders/9', state: { from: '/admin/ordersX?page=2' } });
    expect(other.back).toBe('/admin/orders');
  });

  it('else ?returnPage=, else the list itself', () => {
    expect(mountList('/admin/orders/9?returnPage=5').back).toBe('/admin/orders?page=5');
    expect(mountList('/admin/orders/9?returnPage=zero').back).toBe('/admin/orders');
  });
});
