// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterTabs } from './filter-tabs';
import { SearchField } from './search-field';

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'paid', label: 'Paid' },
] as const;

/** A list filtered by tab and words, as the admin and seller lists use it. */
function FilteredList({ onTab, onSearch }: { onTab: (v: string) => void; onSearch: (v: string) => void }) {
  const [tab, setTab] = useState<'all' | 'paid'>('all');
  const [search, setSearch] = useState('');
  return (
    <FilterTabs
      value={tab}
      onValueChange={(v) => {
        setTab(v);
        onTab(v);
      }}
      tabs={TABS}
      label="Payment status"
      toolbarClassName="toolbar"
      toolbar={
        <SearchField
          label="Search payments"
          placeholder="Search..."
          className="md:w-72"
          value={search}
          onChange={(v) => {
            setSearch(v);
            onSearch(v);
          }}
        />
      }
    >
      <p>List of {tab}</p>
    </FilterTabs>
  );
}

describe('FilterTabs and SearchField', () => {
  it('shows the named tab strip beside the search box, and the list under the chosen tab', async () => {
    const onTab = vi.fn();
    const { container } = render(<FilteredList onTab={onTab} onSearch={vi.fn()} />);
    const strip = screen.getByRole('tablist', { name: 'Payment status' });
    expect(container.querySelector('.toolbar')).toContainElement(strip);
    expect(container.querySelector('.toolbar')).toContainElement(screen.getByRole('searchbox'));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('List of all');

    await userEvent.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(onTab).toHaveBeenLastCalledWith('paid');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('List of paid');
  });

  it('the search box is a named search input with its placeholder and width, reporting each change', async () => {
    const onSearch = vi.fn();
    render(<FilteredList onTab={vi.fn()} onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search payments' });
    expect(box).toHaveAttribute('placeholder', 'Search...');
    expect(box.parentElement).toHaveClass('relative', 'w-full', 'md:w-72');
    await userEvent.type(box, 'ab');
    expect(onSearch).toHaveBeenLastCalledWith('ab');
    expect(box).toHaveValue('ab');
  });

  it('shows the placeholder instead of the strip while the tabs are not known, and no toolbar box without a toolbar', () => {
    const { container } = render(
      <FilterTabs
        value="all"
        onValueChange={vi.fn()}
        tabs={undefined}
        placeholder={<span>Loading tabs</span>}
      >
        <p>Rows</p>
      </FilterTabs>,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('Loading tabs')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Rows');
    expect(container.querySelector('[data-slot="tabs"]')?.firstElementChild).toHaveTextContent(
      'Loading tabs',
    );
  });
});
