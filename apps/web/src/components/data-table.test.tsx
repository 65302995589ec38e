// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TableCell, TableRow } from '@/components/ui/table';
import { DataTable, type DataTableQuery } from './data-table';

const COLUMNS = [{ header: 'Name' }, { header: 'Price', className: 'text-right' }];
const idle: DataTableQuery = { isPending: false, isError: false, error: null };

function table(props: Partial<Parameters<typeof DataTable>[0]> = {}, names: string[] = []) {
  return render(
    <DataTable
      label="Products"
      columns={COLUMNS}
      query={idle}
      count={names.length}
      empty="No products"
      {...props}
    >
      {names.map((name) => (
        <TableRow key={name}>
          <TableCell>{name}</TableCell>
          <TableCell>₹1</TableCell>
        </TableRow>
      ))}
    </DataTable>,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('names the table, shows the header cells with their classes and the rows', () => {
    table({}, ['Phone', 'Laptop']);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Price']);
    expect(headers[1]).toHaveClass('text-right');
    expect(bodyRows().map((r) => r.textContent)).toEqual(['Phone₹1', 'Laptop₹1']);
    expect(screen.queryByText('No products')).toBeNull();
  });

  it('shows hidden placeholder rows spanning every column while loading', () => {
    table({ query: { ...idle, isPending: true }, placeholders: 4, placeholderHeight: 'h-10' });
    const rows = screen.getByRole('table').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(4);
    const first = rows.item(0);
    expect(first).toHaveAttribute('aria-hidden');
    expect(first.querySelector('td')).toHaveAttribute('colspan', '2');
    expect(first.querySelector('.h-10')).not.toBeNull();
    expect(screen.queryByText('No products')).toBeNull();
  });

  it('says the empty text in one row when there are no rows', () => {
    table();
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('cell', { name: 'No products' })).toHaveAttribute('colspan', '2');
  });

  it("says a failed load with the error's message, a given text, or the empty text when told", () => {
    const failed = { ...idle, isError: true, error: new Error('Server down') };
    const { unmount } = table({ query: failed });
    expect(screen.getByRole('cell', { name: 'Server down' })).toBeInTheDocument();
    unmount();
    const second = table({ query: failed, failed: 'Could not load' });
    expect(screen.getByRole('cell', { name: 'Could not load' })).toBeInTheDocument();
    second.unmount();
    table({ query: failed, failed: false });
    expect(screen.getByRole('cell', { name: 'No products' })).toBeInTheDocument();
  });

  it('keeps rows from the last load without the failure, unless told to say it above them', () => {
    const failed = { ...idle, isError: true, error: new Error('Server down') };
    const { unmount } = table({ query: failed }, ['Phone']);
    expect(screen.queryByText('Server down')).toBeNull();
    unmount();
    table({ query: failed, failureOverRows: true }, ['Phone']);
    expect(bodyRows().map((r) => r.textContent)).toEqual(['Server down', 'Phone₹1']);
  });

  it('without a query (rows already loaded) only says the empty text', () => {
    table({ query: undefined });
    expect(screen.getByRole('cell', { name: 'No products' })).toBeInTheDocument();
  });

  it('marks the table busy only when told', () => {
    const { unmount } = table({ busy: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    unmount();
    table();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('puts the pager under the table when given one', async () => {
    const onPageChange = vi.fn<(page: number) => void>();
    table(
      {
        pager: {
          page: 1,
          pageSize: 10,
          total: 25,
          sizes: [10, 20],
          onPageChange,
          onPageSizeChange: vi.fn(),
        },
      },
      ['Phone'],
    );
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
