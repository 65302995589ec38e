import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { TEST_CARDS } from '@electrohub/shared/checkout';
import {
  axeViolations,
  DESKTOP,
  PHONE,
  sidewaysScroll,
  signInAsAdmin,
  startE2E,
  type E2E,
} from './helpers.ts';
import { statFigure } from './widgets.ts';

/**
 * Marketplace money in Chromium (docs/decisions/049-marketplace-money.md): the admin sets a category's commission
 * rate, a buyer buys one of the demo seller's products, the seller delivers it and (with a hold of 0 days) the
 * balance moves, the seller gives bank details, the admin pays the seller out, the seller sees the payout in the
 * statement and downloads the CSV, the buyer downloads the invoice PDF; the admin suspends and reinstates the
 * seller, who sees why on the dashboard. Every money page passes axe at 1366 and 390 px, light and dark.
 */
let e2e: E2E;
let admin: Page;
let seller: Page;
let buyer: Page;
const RATE = 12.5;
type P = { id: number; name: string; status: string; stock: number; categoryName: string };
let product: P;
let sellerId = 0;
let orderItemId = 0;
let orderId = 0;
let lineTotal = 0;
/** What the seller keeps of the sale: the line total less the commission, rounded to the paisa. */
let net = 0;

/** The whole page, when SCREENSHOTS_DIR is set (looked at while developing; not an assertion). */
async function fullShot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
const noAxe = async (p: Page, where = p.url()) => expect(await axeViolations(p), where).toEqual([]);
const sees = (p: Page, text: string | RegExp) => p.getByText(text).first().waitFor();

beforeAll(async () => {
  e2e = await startE2E({ SETTLEMENT_HOLD_DAYS: '0' });
  ({ page: admin } = await e2e.newPage());
  ({ page: seller } = await e2e.newPage());
  ({ page: buyer } = await e2e.newPage());

  const signIn = await seller.request.post('/api/seller/auth/signin', {
    data: { email: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password },
  });
  expect(signIn.status()).toBe(200);
  const me = (await (await seller.request.get('/api/auth/seller-data')).json()) as { seller: { id: number } };
  sellerId = me.seller.id;
  const own = (await (await seller.request.get(`/api/seller/products/${sellerId}`)).json()) as P[];
  product = own.find((p) => p.status === 'Active' && p.stock >= 5)!;
  expect(product).toBeDefined();

  const email = `money-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const signUp = await buyer.request.post('/api/user/auth/signup', {
    data: {
      name: 'Meera Iyer',
      email,
      phone: '9812345670',
      password: 'Meera@12345',
      address: '21 Anna Salai, Chennai 600002',
      answer: 'mango',
    },
  });
  expect(signUp.status()).toBe(201);
});
afterAll(async () => e2e?.close());

describe('marketplace money', () => {
  it("the admin sets the product's category commission rate in Settings", async () => {
    await signInAsAdmin(admin);
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Settings', exact: true })
      .click();
    await admin.waitForURL((u) => u.pathname === '/admin/settings');
    const field = admin.getByLabel(product.categoryName, { exact: true });
    await field.fill('60');
    await admin.getByRole('button', { name: 'Save commission' }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await sees(admin, 'A commission rate is at most 50 %');

    await field.fill(String(RATE));
    await admin.getByRole('button', { name: 'Save commission' }).click();
    await sees(admin, 'Commission rates saved');
    const saved = (await (await admin.request.get('/api/admin/commission')).json()) as {
      categories: { name: string; rate: number }[];
    };
    expect(saved.categories).toContainEqual({ name: product.categoryName, rate: RATE });
    // Off the button just pressed: axe would measure its hover shade.
    await admin.mouse.move(0, 0);
    await noAxe(admin);
  });

  it('a buyer buys the product with the test card', async () => {
    await buyer.goto(`/product/${product.id}`);
    await buyer.getByRole('button', { name: /Buy Now/ }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByLabel('Card number').fill(TEST_CARDS.success);
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/39');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByLabel('Name on card').fill('Meera Iyer');
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await sees(buyer, 'Order Placed Successfully');
    const orders = (await (await buyer.request.get('/api/user/orders')).json()) as {
      id: number;
      orderItems: { id: number; productId: number; total: number }[];
    }[];
    const order = orders.find((o) => o.orderItems.some((i) => i.productId === product.id))!;
    orderId = order.id;
    const item = order.orderItems.find((i) => i.productId === product.id)!;
    orderItemId = item.id;
    lineTotal = item.total;
    const totalPaise = Math.round(lineTotal * 100);
    net = (totalPaise - Math.round((totalPaise * RATE) / 100)) / 100;
  });

  it('the seller delivers it and, with no hold, the money is available on the Payouts page', async () => {
    for (const status of ['Shipped', 'Delivered']) {
      const res = await seller.request.patch(`/api/seller/orders/${orderItemId}`, { data: { status } });
      expect(res.status(), await res.text()).toBe(200);
    }
    await seller.goto('/seller/dashboard');
    await seller
      .getByRole('navigation', { name: 'Seller dashboard' })
      .getByRole('link', { name: 'Payouts' })
      .click();
    await seller.waitForURL((u) => u.pathname === '/seller/dashboard/payouts');
    const statement = seller.getByRole('table', { name: 'Statement' });
    const sale = statement.locator('tbody tr[data-type="sale"]', { hasText: `#${orderItemId}` });
    await sale.waitFor();
    await statement.locator('tbody tr[data-type="commission"]', { hasText: `#${orderItemId}` }).waitFor();
    // The entry links to the seller's order item.
    expect(await sale.getByRole('link').getAttribute('href')).toBe(`/seller/dashboard/orders/${orderItemId}`);
    expect(await statFigure(seller, 'Available')).toBeGreaterThanOrEqual(net);
    await seller.getByRole('note').getByText('Test mode').waitFor();
    await noAxe(seller);
  });

  it('the seller gives bank details: a bad IFSC is refused, then the number shows masked', async () => {
    await seller.getByLabel('Account holder').fill('Demo Seller Traders');
    await seller.getByLabel('Account number').fill('123456789012');
    await seller.getByLabel('IFSC').fill('HDFC1234567');
    await seller.getByRole('button', { name: 'Save bank details' }).click();
    await sees(seller, 'An IFSC is 11 characters, like HDFC0001234');
    await seller.getByLabel('IFSC').fill('hdfc0001234');
    await seller.getByRole('button', { name: 'Save bank details' }).click();
    await sees(seller, 'Bank details saved');
    await sees(seller, 'XXXXXX9012');
    expect(await seller.getByText('123456789012').count()).toBe(0);
    await noAxe(seller);
  });

  it('the admin pays the seller out from the Payouts page', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payouts' }).click();
    await admin.waitForURL((u) => u.pathname === '/admin/payouts');
    // Before any run, the page says payouts move no money here and that nothing is held.
    await sees(
      admin,
      /Payouts are recorded and balances move, but no money is sent to any bank\. A delivered sale’s money is available at once\./,
    );
    const balances = admin.getByRole('table', { name: 'Seller balances' });
    const row = balances.locator(`tbody tr[data-seller="${sellerId}"]`);
    await row.waitFor();
    await row.getByRole('checkbox').click();
    await admin.getByRole('button', { name: 'Pay selected (1)' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Pay now' }).click();
    await sees(admin, /1 payout made \(test mode: no money moved\)/);
    const payouts = admin.getByRole('table', { name: 'Payouts' });
    const paid = payouts.locator('tbody tr[data-status="paid"]').first();
    await paid.waitFor();
    // The Mode column (phones show the mode under the status instead).
    expect(await paid.locator('td').nth(4).textContent()).toBe('Test mode');
    await noAxe(admin);
  });

  it('the seller sees the payout in the statement and downloads the CSV', async () => {
    await seller.reload();
    const statement = seller.getByRole('table', { name: 'Statement' });
    await statement.locator('tbody tr[data-type="payout"]').first().waitFor();
    expect(await statFigure(seller, 'Available')).toBe(0);
    expect(await statFigure(seller, 'Paid out')).toBeGreaterThanOrEqual(net);
    await seller.getByRole('table', { name: 'Payouts' }).getByText('Paid').first().waitFor();

    const [download] = await Promise.all([
      seller.waitForEvent('download'),
      seller.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Order item,Product,Payout,Amount (INR),Available from,State');
    expect(lines.some((l) => l.split(',')[1] === 'payout')).toBe(true);
    expect(lines.some((l) => l.split(',')[1] === 'sale' && l.split(',')[2] === String(orderItemId))).toBe(
      true,
    );
  });

  it('the buyer downloads the invoice of the order as a PDF', async () => {
    await buyer.goto(`/user/orders/${orderItemId}`);
    const [download] = await Promise.all([
      buyer.waitForEvent('download'),
      buyer.getByRole('link', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`electrohub-invoice-${orderId}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await noAxe(buyer);
  });

  it('the admin suspends the seller with a reason, the seller sees why, and the admin reinstates them', async () => {
    await admin.goto(`/admin/sellerinfo/${sellerId}`);
    await admin.getByRole('heading', { name: 'Money' }).waitFor();
    // This seller's own figures (asked for by id): what was just paid out.
    await admin.locator('[data-stat="Paid out"]:not([data-value="0"])').first().waitFor();
    expect(await statFigure(admin, 'Paid out')).toBeGreaterThanOrEqual(net);
    await admin.getByRole('button', { name: 'Suspend', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Reason (shown to the seller)').fill('Listings under review');
    await noAxe(admin, 'suspend dialog');
    await dialog.getByRole('button', { name: 'Suspend seller' }).click();
    await sees(admin, 'Seller suspended');
    await admin.getByRole('button', { name: 'Reinstate' }).waitFor();

    await seller.goto('/seller/dashboard');
    const banner = seller.getByTestId('standing-banner');
    await banner.getByText(/^Your seller account is suspended\./).waitFor();
    await banner.getByText('Listings under review').waitFor();
    await noAxe(seller);
    await fullShot(seller, 'money-seller-suspended-1366-light');

    await admin.getByRole('button', { name: 'Reinstate' }).click();
    await sees(admin, 'Seller approved');
    await admin.getByRole('button', { name: 'Suspend', exact: true }).waitFor();
    await seller.reload();
    await seller.getByRole('heading', { name: 'Orders Management' }).waitFor();
    expect(await seller.getByTestId('standing-banner').count()).toBe(0);
  });

  for (const [viewport, colorScheme] of [
    [DESKTOP, 'light'],
    [DESKTOP, 'dark'],
    [PHONE, 'light'],
    [PHONE, 'dark'],
  ] as const)
    it(`every money page passes axe at ${viewport.width} px ${colorScheme}, without sideways scrolling`, async () => {
      const screens = [
        { who: admin, path: '/admin/settings', name: 'admin-settings', ready: 'Save commission' },
        { who: admin, path: '/admin/payouts', name: 'admin-payouts', ready: 'Pay all available' },
        { who: admin, path: `/admin/sellerinfo/${sellerId}`, name: 'admin-seller', ready: 'Suspend' },
        {
          who: seller,
          path: '/seller/dashboard/payouts',
          name: 'seller-payouts',
          ready: 'Change bank details',
        },
        { who: buyer, path: `/user/orders/${orderItemId}`, name: 'buyer-order', ready: 'Download invoice' },
      ];
      const pages = new Map<Page, Awaited<ReturnType<E2E['newPage']>>>();
      for (const who of [admin, seller, buyer]) {
        const made = await e2e.newPage({ viewport, colorScheme });
        await made.context.addCookies(await who.context().cookies());
        // The theme is the app's own choice, kept in this browser.
        await made.page.addInitScript((t) => localStorage.setItem('theme', t), colorScheme);
        pages.set(who, made);
      }
      for (const screen of screens) {
        const { page } = pages.get(screen.who)!;
        const where = `${screen.path} at ${viewport.width} px ${colorScheme}`;
        await page.goto(screen.path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.getByText(screen.ready, { exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await noAxe(page, where);
        expect(await sidewaysScroll(page), where).toBe(0);
        await fullShot(page, `money-${screen.name}-${viewport.width}-${colorScheme}`);
      }
      for (const { context } of pages.values()) await context.close();
    }, 240_000);
});
