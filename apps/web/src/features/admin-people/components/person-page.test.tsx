// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { PersonPage } from './person-page';

function page(query: { data: { name: string } | undefined; error: Error | null }, validId = true) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PersonPage
          back="/admin/seller?page=2"
          backLabel="Back to Sellers"
          validId={validId}
          query={query}
          notFound="Seller not found"
          loadingLabel="Loading seller"
        >
          {(data) => <h1>{data.name}</h1>}
        </PersonPage>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('PersonPage', () => {
  it('links back to the list page it came from and shows the person once loaded', () => {
    page({ data: { name: 'Asha' }, error: null });
    expect(screen.getByRole('link', { name: 'Back to Sellers' })).toHaveAttribute(
      'href',
      '/admin/seller?page=2',
    );
    expect(screen.getByRole('heading', { name: 'Asha' })).toBeInTheDocument();
  });

  it('is a named loading region while the person loads', () => {
    page({ data: undefined, error: null });
    expect(screen.getByRole('status', { name: 'Loading seller' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says not found for a malformed id', () => {
    page({ data: undefined, error: null }, false);
    expect(screen.getByText('Seller not found')).toBeInTheDocument();
  });

  it('says not found for a 404', () => {
    page({ data: undefined, error: new ApiError(404, 'not_found', 'No such seller') });
    expect(screen.getByText('Seller not found')).toBeInTheDocument();
  });

  it("says the server's message for another failure", () => {
    page({ data: undefined, error: new Error('Server down') });
    expect(screen.getByText('Server down')).toBeInTheDocument();
  });
});
