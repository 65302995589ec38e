// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELLER_DEFAULT_PAGE_SIZE, SELLER_PAGE_SIZES } from '@electrohub/shared/seller';
import { useSellerListFilter } from './use-seller-list-filter';

type Row = { id: number; even: boolean };
type Tab = 'All' | 'Even';
const rows: Row[] = Array.from({ length: SELLER_DEFAULT_PAGE_SIZE * 2 + 1 }, (_, i) => ({
  id: i + 1,
  even: (i + 1) % 2 === 0,
}));
const keep = (row: Row, tab: Tab, words: string) =>
  (tab === 'All' || row.even) && (!words || String(row.id) === words);

afterEach(() => vi.useRealTimers());

describe('useSellerListFilter', () => {
  it('pages the rows with the seller sizes; a new tab filters and goes back to page 1', () => {
    const { result } = renderHook(() => useSellerListFilter(rows, 'All', keep));
    expect(result.current.tab).toBe('All');
    expect(result.current.pager).toMatchObject({ page: 1, total: rows.length, sizes: SELLER_PAGE_SIZES });
    act(() => result.current.pager.onPageChange(2));
    expect(result.current.offset).toBe(SELLER_DEFAULT_PAGE_SIZE);
    act(() => result.current.chooseTab('Even'));
    expect(result.current.tab).toBe('Even');
    expect(result.current.pager).toMatchObject({ page: 1, total: SELLER_DEFAULT_PAGE_SIZE });
    expect(result.current.visible.every((r) => r.even)).toBe(true);
  });

  it('applies the trimmed, lower-cased words 300 ms after typing, back on page 1', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSellerListFilter(rows, 'All', keep));
    act(() => result.current.pager.onPageChange(2));
    act(() => result.current.setSearch(' 3 '));
    expect(result.current.search).toBe(' 3 ');
    expect(result.current.pager.page).toBe(1);
    expect(result.current.pager.total).toBe(rows.length);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current.visible).toEqual([{ id: 3, even: false }]);
  });
});
