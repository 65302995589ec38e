// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { CategoryMenu } from './category-menu';

const six = ['Smartphones', 'Laptops', 'Tablets', 'Headphones', 'Smartwatches', 'Cameras'].map((name) => ({
  name,
  imageUrl: `/media/categories/${name}-200.webp`,
  description: null,
}));

describe('the header Category menu', () => {
  it("lists the first six categories, then 'All categories' leading to /categories", async () => {
    fakeApi({ 'GET /api/categories/6': () => json(six) });
    const { router } = renderInApp(<CategoryMenu />, {
      path: '/',
      routes: [{ path: '/categories', element: <h1>Every category</h1> }],
    });
    await userEvent.click(screen.getByRole('button', { name: /Category/ }));
    const all = await screen.findByRole('link', { name: 'All categories' });
    const links = within(all.closest('ul')!).getAllByRole('link');
    expect(links.map((l) => l.textContent?.trim())).toEqual([
      ...six.map((c) => expect.stringContaining(c.name)),
      'All categories',
    ]);
    await userEvent.click(all);
    await screen.findByRole('heading', { name: 'Every category' });
    expect(router.state.location.pathname).toBe('/categories');
  });
});
