// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useClientPage, usePaging } from './use-paging';

describe('usePaging', () => {
  it('starts on page 1 at the default size; a new size goes back to page 1', () => {
    const { result } = renderHook(() => usePaging(10));
    expect(result.current.pager(35)).toMatchObject({ page: 1, pageSize: 10, total: 35 });
    act(() => result.current.pager(35).onPageChange(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.pager(35).onPageSizeChange(20));
    expect(result.current).toMatchObject({ page: 1, pageSize: 20 });
  });
});

describe('useClientPage', () => {
  const rows = Array.from({ length: 12 }, (_, i) => i + 1);

  it('slices the loaded rows by page and gives the offset of the first', () => {
    const { result } = renderHook(() => useClientPage(rows, 5));
    expect(result.current.visible).toEqual([1, 2, 3, 4, 5]);
    act(() => result.current.pager.onPageChange(3));
    expect(result.current.visible).toEqual([11, 12]);
    expect(result.current.offset).toBe(10);
    expect(result.current.pager).toMatchObject({ page: 3, pageSize: 5, total: 12 });
    act(() => result.current.firstPage());
    expect(result.current.pager.page).toBe(1);
  });

  it('shows the last page when the list shrinks under the current one', () => {
    const { result, rerender } = renderHook(({ list }) => useClientPage(list, 5), {
      initialProps: { list: rows },
    });
    act(() => result.current.pager.onPageChange(3));
    rerender({ list: rows.slice(0, 7) });
    expect(result.current.pager.page).toBe(2);
    expect(result.current.visible).toEqual([6, 7]);
  });
});
