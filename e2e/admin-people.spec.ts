import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';
import type {
  AdminBuyersAnswer,
  AdminSellersAnswer,
  AdminTopSellersAnswer,
} from '@electrohub/shared/admin-people';
import { axeViolations, PHONE, shot, sidewaysScroll, signInAsAdmin, startE2E, type E2E } from './helpers.ts';
import { statFigure } from './widgets.ts';

/**
 * The admin's user-management journey in Chromium: sign in with the key, sellers (Top Sellers, All
 * Sellers page 2), open a seller by double-click, come back to page 2, search buyers, open one and walk its tabs,
 * list the admins; axe on every screen at 1366 and 390 px.
 */
let e2e: E2E;
let page: Page;

const api = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
/** A paged list: the bare array and its X-Total-Count. */
const apiPage = async <T>(path: string) => {
  const res = await page.request.get(path);
  return { rows: (await res.json()) as T[], total: Number(res.headers()[TOTAL_COUNT_HEADER.toLowerCase()]) };
};
const rowNames = (p: Page, table: string) =>
  p.getByRole('table', { name: table }).locator('tbody tr td:nth-child(2)').allInnerTexts();
const noAxe = async (p: Page) => expect(await axeViolations(p)).toEqual([]);

beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
});
afterAll(async () => e2e?.close());

describe('admin user management', () => {
  it('signs in and ranks the top sellers', async () => {
    await signInAsAdmin(page);

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Seller', exact: true })
      .click();
    await page.waitForURL((u) => u.pathname === '/admin/seller');
    const top = await api<AdminTopSellersAnswer>('/api/admin/sellers/topsellers?limit=10');
    await page.getByRole('table', { name: 'Top sellers' }).getByText(top[0]!.name).waitFor();
    expect((await rowNames(page, 'Top sellers')).map((n) => n.trim())).toEqual(top.map((s) => s.name));
    // Contact with +91, location cut to 20 characters.
    const first = page.getByRole('table', { name: 'Top sellers' }).locator('tbody tr').first();
    await first.getByText(`+91 ${top[0]!.phone}`).waitFor();
    await shot(page, 'admin-sellers');
    await noAxe(page);
  });

  it('pages All Sellers through the address and comes back to page 2 from a seller', async () => {
    await page.getByRole('tab', { name: 'All Sellers' }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'all');
    const all = await apiPage<AdminSellersAnswer[number]>('/api/admin/sellers?page=2&limit=10');
    expect(all.total).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    const table = page.getByRole('table', { name: 'All sellers' });
    await table.getByText(all.rows[0]!.name, { exact: true }).waitFor();
    expect((await rowNames(page, 'All sellers')).map((n) => n.trim())).toEqual(all.rows.map((s) => s.name));

    // Double-click opens the seller with the page to return to.
    const target = all.rows[0]!;
    await table.locator('tbody tr').first().locator('td').nth(2).dblclick();
    await page.waitForURL(
      (u) => u.pathname === `/admin/sellerinfo/${target.id}` && u.searchParams.get('returnPage') === '2',
    );
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    await page.getByText('Insights').waitFor();
    await page.getByRole('tab', { name: /^Orders/ }).click();
    await page.getByRole('table', { name: 'Seller orders' }).waitFor();
    await shot(page, 'admin-seller-info');
    await noAxe(page);

    await page.getByRole('link', { name: 'Back to Sellers' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/seller' && u.searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.getByRole('table', { name: 'All sellers' }).getByText(target.name, { exact: true }).waitFor();

    // Arriving with ?returnPage= restores that page and drops the parameter.
    await page.goto('/admin/seller?tab=all&returnPage=2');
    await page.waitForURL((u) => u.searchParams.get('page') === '2' && !u.searchParams.has('returnPage'));
    await page.getByRole('table', { name: 'All sellers' }).getByText(target.name, { exact: true }).waitFor();
  });

  it('searches buyers, opens one and walks its tabs', async () => {
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Buyer', exact: true })
      .click();
    await page.waitForURL((u) => u.pathname === '/admin/buyer');
    const everyone = await api<AdminBuyersAnswer>('/api/admin/users?limit=50');
    const withOrders = everyone.find((b) => b.ordersCount > 0 && b.id !== everyone[0]!.id)!;
    const word = withOrders.email.split('@')[0]!;
    await page
      .getByRole('table', { name: 'Buyers' })
      .getByText(everyone[0]!.name, { exact: true })
      .first()
      .waitFor();

    await page.getByRole('searchbox', { name: 'Search buyers by name or email' }).fill(word);
    await page.waitForURL((u) => u.searchParams.get('search') === word);
    const table = page.getByRole('table', { name: 'Buyers' });
    await table.getByText(withOrders.email).waitFor();
    const expected = await api<AdminBuyersAnswer>(`/api/admin/users?search=${encodeURIComponent(word)}`);
    await expect
      .poll(async () => (await rowNames(page, 'Buyers')).map((n) => n.trim()))
      .toEqual(expected.map((b) => b.name));
    await noAxe(page);

    await table.getByRole('link', { name: withOrders.name }).click();
    await page.waitForURL(
      (u) => u.pathname === `/admin/buyer/${withOrders.id}` && u.searchParams.get('returnPage') === '1',
    );
    await page.getByRole('heading', { level: 1, name: withOrders.name }).waitFor();
    expect(await statFigure(page, 'Orders')).toBe(withOrders.ordersCount);

    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Purchase History' }).waitFor();
    await page.getByRole('table', { name: 'Purchase history' }).locator('tbody tr').first().waitFor();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByRole('heading', { name: 'Product Reviews' }).waitFor();
    await page.getByRole('tab', { name: 'Payment Details' }).click();
    await page.getByRole('heading', { name: 'Recent Transactions' }).waitFor();
    await page.getByRole('table', { name: 'Recent transactions' }).getByText('Payment').first().waitFor();
    await shot(page, 'admin-buyer-detail');
    await noAxe(page);

    await page.getByRole('link', { name: 'Back to Buyers' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/buyer' && u.searchParams.get('search') === word);
    await page.getByRole('table', { name: 'Buyers' }).getByText(withOrders.email).waitFor();
  });

  it('shows the empty texts for a buyer who just signed up', async () => {
    const email = `fresh-${Math.random().toString(36).slice(2, 8)}@example.in`;
    const { context } = await e2e.newPage();
    const signup = await context.request.post('/api/user/auth/signup', {
      data: {
        name: 'Fresh Buyer',
        email,
        phone: '9876501234',
        password: 'Fresh@12345',
        address: '1 New Street, Chennai',
        answer: 'electro',
      },
      headers: { origin: e2e.server.url },
    });
    expect(signup.status()).toBe(201);
    await context.close();

    const search = page.getByRole('searchbox', { name: 'Search buyers by name or email' });
    await search.fill('no-such-buyer-anywhere');
    await page.getByText('Buyers not available').waitFor();
    await search.fill(email);
    const table = page.getByRole('table', { name: 'Buyers' });
    await table.getByRole('link', { name: 'Fresh Buyer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fresh Buyer' }).waitFor();
    await page.getByText('Unknown', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByText('Orders not available').waitFor();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByText('No reviews yet!').waitFor();
    await page.getByRole('tab', { name: 'Payment Details' }).click();
    await page.getByText('Transactions not available').waitFor();
  });

  it('lists the admins', async () => {
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Admins', exact: true })
      .click();
    await page.waitForURL((u) => u.pathname === '/admin/admins');
    const row = page
      .getByRole('table', { name: 'Admins' })
      .locator('tbody tr', { hasText: DEMO_ACCOUNTS.admin.email });
    await row.waitFor();
    expect(await row.locator('td').last().innerText()).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    await noAxe(page);
  });

  it('fits a phone: tables scroll inside their card, axe clean', async () => {
    const { context, page: phone } = await e2e.newPage({ viewport: PHONE, colorScheme: 'dark' });
    // The admin cookie of the journey's context, carried over.
    await context.addCookies(await page.context().cookies());
    const buyers = await api<AdminBuyersAnswer>('/api/admin/users?limit=50');
    const buyer = buyers.find((b) => b.ordersCount > 0)!;
    for (const [path, ready] of [
      ['/admin/seller', 'Top sellers'],
      ['/admin/sellerinfo/1?returnPage=1', 'Seller products'],
      ['/admin/buyer', 'Buyers'],
      [`/admin/buyer/${buyer.id}?returnPage=1`, null],
      ['/admin/admins', 'Admins'],
    ] as const) {
      await phone.goto(path);
      if (ready) await phone.getByRole('table', { name: ready }).locator('tbody tr').first().waitFor();
      else await phone.getByRole('tab', { name: 'Overview' }).waitFor();
      expect(await sidewaysScroll(phone), path).toBe(0);
      // The buyer's page is checked below, on its widest tab.
      if (ready) await noAxe(phone);
    }
    await context.close();
  });
});
