import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { axeViolations, DEMO_ADMIN_KEY, PHONE, shot, signInAsAdmin, startE2E, type E2E } from './helpers.ts';
import { pickOption, statFigure } from './widgets.ts';

/**
 * The admin's insight journey in Chromium: sign in, read the dashboard figures and chart, filter
 * products by category, open one and change its status, filter orders to Delivered, open one and read its
 * timeline, and come back to the same page of the list. Axe at 1366 px (dashboard, product detail, orders,
 * order detail) and 390 px in dark mode (dashboard, products, order detail): every page at least once, ~2 s each.
 */
let e2e: E2E;
let page: Page;
let phone: Page;

const api = async <T>(p: Page, path: string) => (await (await p.request.get(path)).json()) as T;

/** Rows of the page's main table (skeleton rows have no link). */
const rows = (p: Page) => p.locator('tbody tr:has(a)');

beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
  ({ page: phone } = await e2e.newPage({ viewport: PHONE, colorScheme: 'dark' }));
  const res = await phone.request.post('/api/admin/auth/signin', {
    data: {
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.admin.password,
      secretKey: DEMO_ADMIN_KEY,
    },
  });
  expect(res.status()).toBe(200);
});
afterAll(async () => e2e?.close());

describe('admin insights journey', () => {
  it('signs in and sees the dashboard figures, the weekly chart, categories and top sellers', async () => {
    await signInAsAdmin(page);

    const sales = await api<{ sales: number; orders: number; users: number; weeklySales: unknown[] }>(
      page,
      '/api/admin/sales',
    );
    expect(sales.orders).toBeGreaterThan(0);
    expect(await statFigure(page, 'Total Sales')).toBe(sales.sales);
    expect(await statFigure(page, 'Total Orders')).toBe(sales.orders);
    expect(await statFigure(page, 'Buyers')).toBe(sales.users);
    // The lazily loaded Recharts line with one dot per day.
    await page.locator('.recharts-line-dots circle').nth(6).waitFor();
    expect(await page.locator('.recharts-line-dots circle').count()).toBe(7);
    const counts = await api<{ name: string }[]>(page, '/api/admin/cms/categories/productCount');
    expect(await page.getByTestId('highest-category').textContent()).toBe(counts[0]!.name);
    await page.getByRole('heading', { name: 'Top Selling Products' }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(5);
    await shot(page, 'admin-dashboard');
    expect(await axeViolations(page)).toEqual([]);

    await phone.goto('/admin/dashboard');
    await phone.locator('.recharts-line').first().waitFor();
    expect(await axeViolations(phone)).toEqual([]);
  });

  it('filters products by category, opens one, changes its status, and goes back to the same page', async () => {
    await page.goto('/admin/productmanage');
    const stats = await api<{ categoryCounts: { name: string; productCount: number }[] }>(
      page,
      '/api/admin/products/productStats',
    );
    const category = stats.categoryCounts.find((c) => c.productCount > 7)!;
    await page.getByRole('tab', { name: category.name, exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('category') === category.name);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    const products = await api<{ id: number; name: string; categoryName: string }[]>(
      page,
      `/api/admin/products?category=${encodeURIComponent(category.name)}&page=2&limit=7`,
    );
    expect(products.every((p) => p.categoryName === category.name)).toBe(true);
    await expect.poll(() => rows(page).first().textContent()).toContain(String(products[0]!.id));

    const product = products[0]!;
    await rows(page).first().locator('td').first().click();
    await page.waitForURL((u) => u.pathname === `/admin/productsmanage/${product.id}`);
    expect(new URL(page.url()).searchParams.get('returnPage')).toBe('2');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Reviews' }).waitFor();
    await pickOption(page, 'Product Status', 'Inactive');
    await page.getByText('Product status updated successfully').first().waitFor();
    const after = await api<{ status: string }>(page, `/api/admin/products/${product.id}`);
    expect(after.status).toBe('Inactive');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to Products' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/productmanage');
    const url = new URL(page.url());
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('category')).toBe(category.name);
    await page.locator('[aria-current="page"]', { hasText: '2' }).first().waitFor();

    await phone.goto('/admin/productmanage');
    await rows(phone).first().waitFor();
    expect(await axeViolations(phone)).toEqual([]);
  });

  it('filters orders to Delivered, opens one, reads its timeline, and goes back to the same page', async () => {
    await page.goto('/admin/ordersmanage');
    await rows(page).first().waitFor();
    await page.getByRole('tab', { name: 'Delivered', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'Delivered');
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    const list = await api<{
      orderItems: { id: number; status: string }[];
      fulfilledOrders: number;
      total: number;
    }>(page, '/api/admin/orders?status=Delivered&page=2&limit=7');
    expect(list.total).toBe(list.fulfilledOrders);
    const first = list.orderItems[0]!;
    await page.getByRole('link', { name: `Order item ${first.id}`, exact: true }).waitFor();
    await expect.poll(() => page.locator('tbody tr', { hasText: 'Order Placed' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await rows(page).first().locator('td').nth(2).click();
    await page.waitForURL((u) => u.pathname === `/admin/ordersmanage/${first.id}`);
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    await timeline.waitFor();
    expect(await timeline.locator('li').allInnerTexts()).toEqual([
      expect.stringMatching(/^Order Placed/),
      expect.stringMatching(/^Shipped/),
      expect.stringMatching(/^Delivered/),
    ]);
    expect(await timeline.getByText('(done)').count()).toBe(3);
    await page.getByRole('heading', { name: 'Shipping Details' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/ordersmanage');
    const url = new URL(page.url());
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('status')).toBe('Delivered');
    await page.getByRole('link', { name: `Order item ${first.id}`, exact: true }).waitFor();

    await phone.goto(`/admin/ordersmanage/${first.id}`);
    await phone.getByRole('list', { name: 'Order timeline' }).waitFor();
    expect(await axeViolations(phone)).toEqual([]);
  });
});
