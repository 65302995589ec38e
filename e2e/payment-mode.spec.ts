import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, PHONE, type E2E } from './helpers.ts';

// PAYMENT_MODE=test on purpose (what production needs to run the test card gateway): every page says so.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ PAYMENT_MODE: 'test' });
});
afterAll(async () => e2e?.close());

describe('payments in test mode on purpose', () => {
  it('shows a "Test mode" banner on the storefront, the seller and the admin areas', async () => {
    const { page, context } = await e2e.newPage();
    for (const path of [
      '/',
      '/user/auth/signin',
      '/seller/auth/signin',
      '/admin/auth/signin',
      '/no/such/page',
    ]) {
      await page.goto(path);
      const banner = page.getByRole('note', { name: 'Test mode' });
      await banner.waitFor();
      expect(await banner.isVisible(), path).toBe(true);
      expect(await banner.innerText(), path).toMatch(/Test mode.*no real money is charged/s);
    }
    await context.close();
  });

  it('keeps the banner on a phone without sideways scrolling', async () => {
    const { page, context } = await e2e.newPage({ viewport: PHONE });
    await page.goto('/');
    await page.getByRole('note', { name: 'Test mode' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await context.close();
  });
});
