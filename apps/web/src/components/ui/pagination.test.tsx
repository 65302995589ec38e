// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaginationBar } from './pagination';

function bar(page: number, pageCount: number) {
  const onPageChange = vi.fn<(page: number) => void>();
  const { container, unmount } = render(
    <PaginationBar page={page} pageCount={pageCount} onPageChange={onPageChange} />,
  );
  const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
  /** The numbers and gaps shown, in order ('…' for an ellipsis). */
  const shown = () =>
    [...nav().querySelectorAll('li')]
      .map((li) => (li.querySelector('[data-slot="pagination-ellipsis"]') ? '…' : li.textContent))
      .filter((t) => t !== 'Previous' && t !== 'Next');
  return { onPageChange, nav, shown, container, unmount };
}

describe('PaginationBar', () => {
  it('is not shown for a single page', () => {
    const { container } = bar(1, 1);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows first, last, the current page with its neighbours and ellipses', () => {
    const b = bar(6, 10);
    expect(b.shown()).toEqual(['1', '…', '5', '6', '7', '…', '10']);
    expect(within(b.nav()).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(b.nav()).getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  });

  it('previous and next move by one; the ends disable them', async () => {
    const first = bar(1, 4);
    expect(within(first.nav()).getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await userEvent.click(within(first.nav()).getByRole('button', { name: 'Go to next page' }));
    expect(first.onPageChange).toHaveBeenLastCalledWith(2);
    first.unmount();

    const last = bar(4, 4);
    expect(within(last.nav()).getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    await userEvent.click(within(last.nav()).getByRole('button', { name: 'Go to previous page' }));
    expect(last.onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('a page button asks for that page', async () => {
    const b = bar(1, 10);
    await userEvent.click(within(b.nav()).getByRole('button', { name: 'Page 10' }));
    expect(b.onPageChange).toHaveBeenCalledWith(10);
  });
});
