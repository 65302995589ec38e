import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, shot, PHONE, type E2E } from './helpers.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe('platform shell', () => {
  it('serves the storefront shell with seeded products on the home page', async () => {
    const { page, context } = await e2e.newPage();
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect.poll(() => page.title()).toMatch(/ElectroHub/);
    await page.getByText('Get 5% off on Selected Items').first().waitFor();
    const header = page.locator('header').first();
    await header.getByRole('link', { name: 'About' }).first().waitFor();
    await header.getByRole('link', { name: 'Contact' }).first().waitFor();
    // Seeded products with generated images.
    const productLinks = page.locator('a[href^="/product/"]');
    // A banner may link a product before the product blocks have loaded: wait for the cards, do not count once.
    await expect.poll(() => productLinks.count()).toBeGreaterThanOrEqual(4);
    const img = page.locator('a[href^="/product/"] img').first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    // Footer (loaded when scrolled near): Become Seller and the eleven payment icons.
    await page.keyboard.press('End');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: /Become Seller/i }).waitFor();
    for (const name of [
      'visa',
      'mastercard',
      'paypal',
      'apple-pay',
      'google-pay',
      'amex',
      'maestro',
      'jcb',
      'mir',
      'unionpay',
      'upi',
    ]) {
      expect(await footer.locator(`[data-payment="${name}"]`).count(), name).toBe(1);
    }
    await shot(page, 'home-desktop');
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, context } = await e2e.newPage({ viewport: PHONE });
    await page.goto('/no/such/page');
    await page.getByText('Oops! Page Not Found').waitFor();
    await page.getByText('/no/such/page').first().waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });

  it('serves hashed assets as immutable and the page as no-cache', async () => {
    const page = await fetch(`${e2e.server.url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    // The entry is named by paint-first.js's data-entry (decision 051), which loads it after the first paint.
    const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(`${e2e.server.url}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('cache-control')).toContain('immutable');
    // Sent precompressed (scripts/compress-dist.mjs).
    expect(['br', 'gzip']).toContain(res.headers.get('content-encoding'));
  });
});
