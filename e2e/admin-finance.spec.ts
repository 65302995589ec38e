import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PaymentSummary } from '@electrohub/shared/admin-finance';
import { testSmtpServer, type TestSmtp } from '../apps/server/test/servers/smtp.ts';
import { freePort } from './server.ts';
import { axeViolations, PHONE, shot, sidewaysScroll, signInAsAdmin, startE2E, type E2E } from './helpers.ts';
import { statFigure } from './widgets.ts';

/**
 * The admin's finance and security journey in Chromium (docs/product.md#admin-area): sign in, the
 * payments list, one payment, reports grouped by category with the CSV download, the log showing this sign-in
 * and the Authentication filter, and a name change in Settings; axe on every screen at 1366 and 390 px.
 */
let e2e: E2E;
let page: Page;
/** Mail goes to a real SMTP server on loopback that is down until the Background jobs test starts it. */
let smtp: TestSmtp;
let smtpPort: number;
const NEW_NAME = `Finance Admin ${Math.random().toString(36).slice(2, 6)}`;
/** Every screen visited, for the phone pass at the end. */
const visited: string[] = [];

/** A paged list: the bare array and the count of every row (`X-Total-Count`). */
const apiList = async <T>(path: string) => {
  const res = await page.request.get(path);
  return { items: (await res.json()) as T[], total: Number(res.headers()['x-total-count']) };
};
const noAxe = async (p: Page) => expect(await axeViolations(p)).toEqual([]);
const nav = () => page.getByRole('navigation', { name: 'Admin' });

beforeAll(async () => {
  smtpPort = await freePort();
  smtp = testSmtpServer();
  // One delivery attempt per mail: a mail sent while SMTP is down is dead at once (docs/decisions/027-background-jobs.md).
  e2e = await startE2E({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_MAX_ATTEMPTS: '1' });
  ({ page } = await e2e.newPage());
});
afterAll(async () => {
  await e2e?.close();
  await smtp?.close().catch(() => undefined);
});

describe('admin finance and security', () => {
  it('signs in and lists the payments', async () => {
    await signInAsAdmin(page);

    await nav().getByRole('link', { name: 'Payments', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/payments');
    const list = await apiList<PaymentSummary>('/api/admin/payments');
    expect(list.total).toBeGreaterThan(10);
    const first = list.items[0]!;
    const table = page.getByRole('table', { name: 'Transactions' });
    await table.getByText(first.buyer.name!).first().waitFor();
    await expect(table.locator('tbody tr').count()).resolves.toBe(10);
    await page.getByText(`1–10 of ${list.total}`).waitFor();

    // The Refunded tab shows only refunded payments.
    await page.getByRole('tab', { name: 'Refunded', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'refunded');
    const refunded = await apiList<PaymentSummary>('/api/admin/payments?status=refunded');
    await page.getByText(`of ${refunded.total}`, { exact: false }).first().waitFor();
    await table.locator('tbody tr').first().getByText('Refunded').waitFor();
    await shot(page, 'admin-payments');
    await noAxe(page);
    visited.push('/admin/payments');
  });

  it('opens a payment with its items and refunds, and comes back to the same filter', async () => {
    const refunded = await apiList<PaymentSummary>('/api/admin/payments?status=refunded');
    const p = refunded.items[0]!;
    await page.getByRole('table', { name: 'Transactions' }).getByRole('link').first().click();
    await page.waitForURL((u) => u.pathname === `/admin/payments/${p.id}`);
    await page.getByRole('heading', { name: 'Items' }).waitFor();
    await page.getByText(`Payment #${p.id}`).waitFor();
    await page.getByText(p.providerPaymentId).waitFor();
    await page.getByRole('heading', { name: 'Refunds' }).waitFor();
    await expect(page.getByText('No refunds for this payment').count()).resolves.toBe(0);
    await noAxe(page);
    visited.push(`/admin/payments/${p.id}`);
    await page.getByRole('link', { name: 'Back to payments' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/admin/payments' && u.searchParams.get('status') === 'refunded',
    );
  });

  it('shows reports, switches group-by and downloads the CSV', async () => {
    await nav().getByRole('link', { name: 'Reports', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/reports');
    const report = page.getByRole('table', { name: 'Sales report' });
    await report.getByRole('columnheader', { name: 'Day' }).waitFor();
    await expect(report.locator('tbody tr').count()).resolves.toBe(30);
    await page.getByRole('img', { name: /Bar chart of sales per day/ }).waitFor();

    await page.getByRole('group', { name: 'Group by' }).getByRole('button', { name: 'Category' }).click();
    await report.getByRole('columnheader', { name: 'Category' }).waitFor();
    const total = await statFigure(page, 'sales');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^electrohub-sales-by-category-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Category,Orders,Units,Sales (INR)');
    expect(lines.at(-1)).toMatch(new RegExp(`^Total,\\d+,\\d+,${total.toFixed(2)}$`));
    await shot(page, 'admin-reports');
    await noAxe(page);
    visited.push('/admin/reports');
  });

  it("shows the admin's own sign-in in the log and filters Authentication", async () => {
    await nav().getByRole('link', { name: 'Logs & Security' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/logs');
    const log = page.getByRole('table', { name: 'Activity log entries' });
    const signIn = log.locator('tr[data-action="admin.sign-in"]').first();
    await signIn.getByRole('cell', { name: 'ElectroHub Admin (admin)' }).waitFor();
    await signIn.getByRole('cell', { name: 'Success' }).waitFor();
    await page.getByText('argon2id', { exact: false }).waitFor();

    await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Authentication' }).click();
    await log.locator('tr[data-action="admin.sign-in"]').first().waitFor();
    // Only authentication entries remain.
    await expect
      .poll(() => log.locator('tbody tr[data-category]:not([data-category="auth"])').count())
      .toBe(0);
    expect(await log.locator('tbody tr[data-category="auth"]').count()).toBeGreaterThan(0);
    await page
      .getByRole('group', { name: 'Type' })
      .getByRole('button', { name: 'Authentication', pressed: true })
      .waitFor();
    await shot(page, 'admin-logs');
    await noAxe(page);
    visited.push('/admin/logs');
  });

  it('changes the name in Settings', async () => {
    await nav().getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/settings');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name.inputValue()).resolves.toBe('ElectroHub Admin');
    await name.fill(NEW_NAME);
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Name updated successfully').first().waitFor();
    // The shell's title follows (a name that already says Admin is not prefixed with 'Admin · ' again).
    await page.getByText(NEW_NAME, { exact: true }).first().waitFor();
    await noAxe(page);
    // (Settings is plain forms and cards: checked at 1366 px above; the phone pass covers the tables.)
  });

  it('lists a mail that failed while SMTP was down under Background jobs, and Retry delivers it', async () => {
    const email = `jobs-${Math.random().toString(36).slice(2, 8)}@example.in`;
    // A newsletter sign-up from the storefront queues a confirmation mail; SMTP is down, so it dies.
    const status = await page.evaluate(
      async (address) =>
        (
          await fetch('/api/newsletter', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: address }),
          })
        ).status,
      email,
    );
    expect(status).toBe(201);

    await nav().getByRole('link', { name: 'Background jobs', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/jobs');
    const table = page.getByRole('table', { name: 'Failed jobs' });
    const row = table.locator('tbody tr', { hasText: email });
    // The attempt may still be running when the page opens: reload until the job is dead and listed.
    for (;;) {
      if ((await row.count()) > 0) break;
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Background jobs' }).waitFor();
      await table.locator('tbody tr').first().waitFor();
    }
    await row.getByText('Mail delivery').waitFor();
    await shot(page, 'admin-jobs');
    await noAxe(page);

    await smtp.listen(smtpPort);
    await row.getByRole('button', { name: /^Retry/ }).click();
    await page.getByText('Job queued again').first().waitFor();
    await row.waitFor({ state: 'detached' });
    // Delivered once, to the address that signed up.
    for (;;) {
      if (smtp.messages.some((m) => m.to.includes(email))) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('passes axe on every screen at 390 px without sideways scrolling', async () => {
    const phone = await e2e.newPage({ viewport: PHONE });
    await phone.context.addCookies(await page.context().cookies());
    for (const path of visited) {
      await phone.page.goto(path);
      await phone.page.getByRole('heading', { level: 1 }).waitFor();
      // Every screen of the pass has a table; its first data row means the page has its data.
      await phone.page.locator('table tbody tr:not(:has(td[colspan]))').first().waitFor();
      expect(await axeViolations(phone.page), path).toEqual([]);
      // A table box is a named, focusable region exactly while it scrolls sideways.
      const boxes = await phone.page.$$eval('[data-slot="table-container"]', (els) =>
        els.map((el) => ({
          scrolls: el.scrollWidth > el.clientWidth,
          region:
            el.getAttribute('tabindex') === '0' && el.getAttribute('role') === 'region' && !!el.ariaLabel,
        })),
      );
      expect(
        boxes.filter((box) => box.scrolls !== box.region),
        path,
      ).toEqual([]);
      expect(await sidewaysScroll(phone.page), path).toBe(0);
    }
    // Whether a table overflows 390 px depends on the fonts installed; make one overflow, then fit again, so the
    // region marking is tested on every machine.
    const box = phone.page.locator('[data-slot="table-container"]').first();
    const marks = () => box.evaluate((el) => [el.getAttribute('role'), el.getAttribute('tabindex')]);
    await box.evaluate((el) => ((el.firstElementChild as HTMLElement).style.minWidth = '1200px'));
    await expect.poll(marks).toEqual(['region', '0']);
    expect(await axeViolations(phone.page), 'a table wider than the phone').toEqual([]);
    expect(await sidewaysScroll(phone.page), 'a table wider than the phone').toBe(0);
    await box.evaluate((el) => ((el.firstElementChild as HTMLElement).style.minWidth = ''));
    await expect.poll(marks).toEqual([null, null]);
    await phone.context.close();
  });
});
