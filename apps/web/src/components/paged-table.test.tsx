// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TableCell, TableRow } from '@/components/ui/table';
import { PagedTable, type PageQuery } from './paged-table';

const page: PageQuery<string> = {
  isPending: false,
  isError: false,
  error: null,
  isFetching: true,
  data: { items: ['Phone', 'Laptop'], total: 12 },
};

const pagerFor = (total: number) => ({
  page: 1,
  pageSize: 2,
  total,
  sizes: [2, 4],
  onPageChange: vi.fn(),
  onPageSizeChange: vi.fn(),
});

describe('PagedTable', () => {
  it("draws a row per item of the query's page, busy while fetching, with the pager for the total", () => {
    const pager = vi.fn(pagerFor);
    render(
      <PagedTable label="Devices" columns={[{ header: 'Name' }]} query={page} empty="None" pager={pager}>
        {(name) => (
          <TableRow key={name}>
            <TableCell>{name}</TableCell>
          </TableRow>
        )}
      </PagedTable>,
    );
    const table = screen.getByRole('table', { name: 'Devices' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Phone', 'Laptop']);
    expect(pager).toHaveBeenLastCalledWith(12);
    expect(screen.getByText('1–2 of 12')).toBeInTheDocument();
  });

  it('says the empty text when the page has no items yet', () => {
    render(
      <PagedTable
        label="Devices"
        columns={[{ header: 'Name' }]}
        query={{ ...page, isFetching: false, data: undefined }}
        empty="None"
        pager={pagerFor}
      >
        {(name: string) => <TableRow key={name} />}
      </PagedTable>,
    );
    expect(screen.getByRole('cell', { name: 'None' })).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });
});
