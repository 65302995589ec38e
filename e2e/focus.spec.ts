import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { DEMO_ADMIN_KEY, DESKTOP, PHONE, shot, startE2E, type E2E } from './helpers.ts';
import { focusName, tabThroughProblems } from './focus.ts';

/**
 * Focus you can see (ADR 040): Tab through the storefront, sign-in, account, seller and admin shells at 1366 px
 * light and 390 px dark; every stop must draw the focus ring, uncut, and look different from when it is not
 * focused. Also: each shell's first Tab stop is its skip link, which takes focus to <main>.
 */
let e2e: E2E;
let buyerCookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];
let sellerCookies: typeof buyerCookies = [];
let adminCookies: typeof buyerCookies = [];
let productId = 0;

beforeAll(async () => {
  e2e = await startE2E();
  const buyer = await e2e.newPage();
  const email = `focus-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const signUp = await buyer.context.request.post('/api/user/auth/signup', {
    data: {
      name: 'Meera Iyer',
      email,
      phone: '9812345670',
      password: 'Meera@12345',
      address: '12 MG Road, Pune 411001',
      answer: 'mango',
    },
  });
  expect(signUp.status()).toBe(201);
  buyerCookies = await buyer.context.cookies();
  const list = (await (await buyer.context.request.get('/api/user/products?limit=1')).json()) as {
    products: { id: number }[];
  };
  productId = list.products[0]!.id;
  await buyer.context.close();

  const seller = await e2e.newPage();
  const s = await seller.context.request.post('/api/seller/auth/signin', {
    data: { email: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password },
  });
  expect(s.status()).toBe(200);
  sellerCookies = await seller.context.cookies();
  await seller.context.close();

  const admin = await e2e.newPage();
  const a = await admin.context.request.post('/api/admin/auth/signin', {
    data: {
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.admin.password,
      secretKey: DEMO_ADMIN_KEY,
    },
  });
  expect(a.status()).toBe(200);
  adminCookies = await admin.context.cookies();
  await admin.context.close();
});
afterAll(async () => e2e?.close());

const SHELLS = () => [
  { who: 'visitor', cookies: [], paths: ['/', `/product/${productId}`, '/user/auth/signin'] },
  { who: 'buyer', cookies: buyerCookies, paths: [`/product/${productId}`, '/user/profile', '/user/cart'] },
  { who: 'seller', cookies: sellerCookies, paths: ['/seller/dashboard', '/seller/dashboard/add-product'] },
  { who: 'admin', cookies: adminCookies, paths: ['/admin/dashboard', '/admin/cms'] },
];

describe('focus you can see', () => {
  for (const [label, viewport, colorScheme] of [
    ['1366 px light', DESKTOP, 'light'],
    ['390 px dark', PHONE, 'dark'],
  ] as const) {
    for (const who of ['visitor', 'buyer', 'seller', 'admin']) {
      it(`every Tab stop of the ${who}'s pages shows its focus ring (${label})`, async () => {
        const shell = SHELLS().find((s) => s.who === who)!;
        const problems: string[] = [];
        const { context, page } = await e2e.newPage({ viewport, colorScheme });
        // Focused cards in a scrolling row are measured where they end up, not mid smooth-scroll.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await context.addCookies(shell.cookies);
        await page.addInitScript((t) => localStorage.setItem('theme', t), colorScheme);
        for (const path of shell.paths) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          const result = await tabThroughProblems(page);
          expect(result.stops, `${path}: Tab stops`).toBeGreaterThan(3);
          problems.push(...result.problems.map((p) => `${path}: ${p}`));
        }
        await context.close();
        expect(problems).toEqual([]);
      }, 240_000);
    }
  }

  it('the first Tab of every shell is its skip link, which takes focus to the main content', async () => {
    for (const shell of SHELLS()) {
      const { context, page } = await e2e.newPage();
      await context.addCookies(shell.cookies);
      for (const path of shell.paths) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.keyboard.press('Tab');
        expect(await focusName(page), `${shell.who} ${path}`).toBe('Skip to main content');
        await shot(page, `focus-skip-link-${shell.who}`);
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.id), { message: `${shell.who} ${path}` })
          .toBe('main');
      }
      await context.close();
    }
  });
});
