import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { TEST_CARDS } from '@electrohub/shared/checkout';
import { axeViolations, DEMO_ADMIN_KEY, shot, startE2E, type E2E } from './helpers.ts';
import { focused, focusName, indicatorProblems, painted, tabTo } from './focus.ts';

/**
 * Keyboard only (ADR 040): no clicks, only key presses. A buyer signs in, finds a product with the search box,
 * adds it to the cart, pays for it with Buy Now and the test card, and cancels the order; a seller adds a product;
 * an admin adds a banner. After every dialog and every navigation the test asserts where focus is.
 */
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});

/** A page at 1366 px; reduced motion, so a focused control is checked where it lands, not mid smooth-scroll. */
async function keyboardPage() {
  const { page } = await e2e.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}
afterAll(async () => e2e?.close());

/** Press a key and wait until what it started has been painted. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await painted(page);
}

/** Focus is on the page's h1 (put there after a navigation), whose text matches. */
async function expectHeadingFocused(page: Page, text: string | RegExp) {
  await expect
    .poll(
      async () => {
        const f = await focused(page);
        return f.tag === 'h1' && (typeof text === 'string' ? f.name === text : text.test(f.name));
      },
      { message: `the h1 ${String(text)} has focus (now: ${await focusName(page)})` },
    )
    .toBe(true);
}

/** Focus is on the control named `name`, and its ring shows. */
async function expectFocusOn(page: Page, name: string | RegExp) {
  await expect
    .poll(() => focusName(page))
    .toSatisfy((n: string) => (typeof name === 'string' ? n === name : name.test(n)));
  expect(await indicatorProblems(page)).toEqual([]);
}

/** What the app's live regions are saying now (toasts, refused submits). */
const spoken = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-announcer]'))
      .map((r) => r.textContent)
      .join(' '),
  );

/** Tab until the focused element matches `selector` (e.g. the next hidden file input). */
async function tabToSelector(page: Page, selector: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await press(page, 'Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Space on the focused file input opens the file chooser; pick `file` in it. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  // Chromium now and then opens no chooser for a Space that lands just after the previous picture was chosen (the
  // focused input is the same before and after): a person presses again, and so does this, once.
  for (let attempt = 0; ; attempt++) {
    const chooser = page.waitForEvent('filechooser', { timeout: attempt === 0 ? 5000 : 15_000 });
    await page.keyboard.press('Space');
    try {
      await (await chooser).setFiles(file);
      break;
    } catch (error) {
      const focused = await page.evaluate(
        () => document.activeElement?.matches('input[type="file"]') ?? false,
      );
      if (attempt > 0 || !focused) throw error;
    }
  }
  await painted(page);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const png = (colour: string, width = 480, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('keyboard only', () => {
  it('a buyer signs in, searches, adds to cart, pays with Buy Now and cancels the order', async () => {
    // A fresh buyer with an address and phone (made through the API, in a context of its own).
    const setup = await e2e.newPage();
    const email = `keys-${Math.random().toString(36).slice(2, 8)}@example.in`;
    const password = 'Ravi@12345';
    const signUp = await setup.context.request.post('/api/user/auth/signup', {
      data: {
        name: 'Ravi Kumar',
        email,
        phone: '9812345671',
        password,
        address: '4 Park Street, Kolkata 700016',
        answer: 'mango',
      },
    });
    expect(signUp.status()).toBe(201);
    type P = { id: number; name: string; status: string };
    const list = (await (await setup.context.request.get('/api/user/products?limit=24')).json()) as {
      products: P[];
    };
    const product = list.products.find((p) => p.status === 'Active')!;
    await setup.context.close();

    const page = await keyboardPage();
    await page.goto('/user/auth/signin');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // Sign-in: Email → Password → show/hide → 'Forgot password?' (the link comes after the password).
    await tabTo(page, 'Email');
    await page.keyboard.type(email);
    await press(page, 'Tab');
    await expectFocusOn(page, 'Password');
    await page.keyboard.type(password);
    await press(page, 'Tab');
    await expectFocusOn(page, /password/i);
    await press(page, 'Tab');
    await expectFocusOn(page, 'Forgot password?');
    await tabTo(page, 'Password', { back: true });
    await press(page, 'Enter');
    await page.waitForURL((u) => u.pathname === '/');
    await expectHeadingFocused(page, /.+/);

    // Search: the first Escape closes the suggestions and keeps the text; the second clears it.
    await tabTo(page, 'Search products', { back: true });
    const words = product.name.split(' ').slice(0, 3).join(' ');
    await page.keyboard.type(words);
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await suggestions.getByRole('option').first().waitFor();
    await press(page, 'Escape');
    await suggestions.waitFor({ state: 'hidden' });
    const search = page.getByRole('combobox', { name: 'Search products' });
    expect(await search.inputValue()).toBe(words);
    await press(page, 'Escape');
    expect(await search.inputValue()).toBe('');
    await page.keyboard.type(product.name);
    const option = suggestions
      .getByRole('option', { name: new RegExp(escape(product.name.slice(0, 20))) })
      .first();
    await option.waitFor();
    // ↓ until the product is the highlighted option, then Enter opens it.
    for (let i = 0; i < 5 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
      await press(page, 'ArrowDown');
    await press(page, 'Enter');
    await page.waitForURL((u) => u.pathname === `/product/${product.id}`);
    await expectHeadingFocused(page, product.name);
    await shot(page, 'keyboard-product-heading');

    // Add to Cart keeps focus on the button (it is busy, not disabled, while the cart updates).
    await tabTo(page, /Add to Cart/);
    await press(page, 'Enter');
    await page.getByText('Product added to cart').first().waitFor();
    await expectFocusOn(page, /Add to Cart/);
    // The live region is cleared and gets its text 50 ms later (lib/announce.ts), while a toast after the first
    // one shows within a frame: wait for the region, as for the other announcements.
    await expect.poll(() => spoken(page)).toContain('Product added to cart');

    // Buy Now → the card dialog; Pay with the card fields empty puts focus on the first invalid one and says why.
    await tabTo(page, /Buy Now/);
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog', { name: /Card payment/ });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await tabTo(page, /^Pay ₹/);
    await shot(page, 'keyboard-pay-focused');
    await press(page, 'Enter');
    await expectFocusOn(page, 'Card number');
    await expect.poll(() => spoken(page)).toMatch(/fields? needs? attention/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type(TEST_CARDS.success);
    await press(page, 'Tab');
    await expectFocusOn(page, 'Expiry (MM/YY)');
    await page.keyboard.type('1239');
    await press(page, 'Tab');
    await expectFocusOn(page, 'CVC');
    await page.keyboard.type('123');
    await press(page, 'Enter');
    await page.waitForURL((u) => u.pathname === '/user/orders');
    await page.getByText('Order Placed Successfully').first().waitFor();
    await expectHeadingFocused(page, /^My Orders/);

    // The order: its page's heading has focus; Escape on the confirmation gives focus back to Cancel Order.
    await tabTo(page, new RegExp(escape(product.name.slice(0, 20))));
    await press(page, 'Enter');
    await page.waitForURL((u) => /^\/user\/orders\/\d+$/.test(u.pathname));
    await expectHeadingFocused(page, /.+/);
    await tabTo(page, 'Cancel Order');
    await press(page, 'Enter');
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await expectFocusOn(page, 'Keep order');
    await press(page, 'Escape');
    await confirm.waitFor({ state: 'detached' });
    await expectFocusOn(page, 'Cancel Order');

    // Confirming removes the button it was opened from: focus goes to the heading of its section, not <body>.
    await press(page, 'Enter');
    await confirm.waitFor();
    await press(page, 'Tab');
    await expectFocusOn(page, 'Cancel Order');
    await press(page, 'Enter');
    await page.getByText('Order Cancelled').first().waitFor();
    await confirm.waitFor({ state: 'detached' });
    await expectHeadingFocused(page, /.+/);
    await shot(page, 'keyboard-order-cancelled');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a seller signs in and adds a product', async () => {
    const page = await keyboardPage();
    await page.goto('/seller/auth/signin');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await tabTo(page, 'Email');
    await page.keyboard.type(DEMO_ACCOUNTS.seller.email);
    await press(page, 'Tab');
    await page.keyboard.type(DEMO_ACCOUNTS.seller.password);
    await press(page, 'Enter');
    await page.waitForURL((u) => u.pathname === '/seller/dashboard');
    await expectHeadingFocused(page, /.+/);

    // The sidebar is before the page: Shift+Tab back to its link.
    await tabTo(page, 'Add Products', { back: true });
    await press(page, 'Enter');
    await page.waitForURL((u) => u.pathname === '/seller/dashboard/add-product');
    await expectHeadingFocused(page, 'Add Product');

    // Submitting the empty form: focus on the first invalid field, and the summary is read out.
    await tabTo(page, 'Product Name');
    await press(page, 'Enter');
    await expectFocusOn(page, 'Product Name');
    await expect.poll(() => spoken(page)).toMatch(/fields need attention/);

    const name = `Keyboard Speaker ${Math.random().toString(36).slice(2, 6)}`;
    await page.keyboard.type(name);
    await tabTo(page, 'Product Description');
    await page.keyboard.type('A compact speaker with 20 hours of battery, added by keyboard alone.');
    await tabTo(page, 'Price (₹)');
    await page.keyboard.type('1999');
    await tabTo(page, 'Offer Percentage');
    await page.keyboard.type('5');
    await tabTo(page, 'Stock');
    await page.keyboard.type('12');
    await tabTo(page, 'Brand');
    await page.keyboard.type('Boom');
    await tabTo(page, 'Category');
    await press(page, 'Enter');
    await page.getByRole('listbox').waitFor();
    await press(page, 'Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expectFocusOn(page, 'Category');

    // The three required pictures: each slot's file input opens the file chooser with Space.
    await page.keyboard.press('Shift+Tab');
    for (const colour of ['#1d4ed8', '#b91c1c', '#15803d']) {
      await tabToSelector(page, 'input[type="file"]:not(:disabled)');
      expect(await indicatorProblems(page)).toEqual([]);
      await chooseFile(page, {
        name: `speaker-${colour.slice(1)}.png`,
        mimeType: 'image/png',
        buffer: await png(colour),
      });
    }
    await shot(page, 'keyboard-seller-images');
    await tabTo(page, 'Add Product');
    await press(page, 'Enter');
    await page.waitForURL((u) => u.pathname === '/seller/dashboard/products');
    await page.getByText('Product added successfully').first().waitFor();
    await expectHeadingFocused(page, /.+/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('an admin signs in and adds a banner', async () => {
    const page = await keyboardPage();
    await page.goto('/admin/auth/signin');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await tabTo(page, 'Email');
    await page.keyboard.type(DEMO_ACCOUNTS.admin.email);
    await press(page, 'Tab');
    await page.keyboard.type(DEMO_ACCOUNTS.admin.password);
    await tabTo(page, 'Secret key');
    await page.keyboard.type(DEMO_ADMIN_KEY);
    await press(page, 'Enter');
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');
    await expectHeadingFocused(page, /.+/);

    await tabTo(page, 'CMS', { back: true });
    await press(page, 'Enter');
    await page.waitForURL((u) => u.pathname === '/admin/cms');
    await expectHeadingFocused(page, 'Content Management');

    // The tabs are one Tab stop; the arrow keys move between them.
    await tabTo(page, 'Categories');
    await press(page, 'ArrowRight');
    await expectFocusOn(page, 'Banner Images');
    await tabTo(page, 'Add Banner');
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Banner' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    const title = `Keyboard Days ${Math.random().toString(36).slice(2, 6)}`;
    await tabTo(page, 'Banner Title', { max: 10 });
    await page.keyboard.type(title);
    await tabTo(page, 'Link URL', { max: 5 });
    await page.keyboard.type('/categories/Laptops');
    await tabToSelector(page, 'input[type="file"]', 10);
    expect(await indicatorProblems(page)).toEqual([]);
    await chooseFile(page, {
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await png('#f97316', 1680, 640),
    });
    await tabTo(page, 'Add Banner', { max: 10 });
    await press(page, 'Enter');
    await page.getByText(`Banner "${title}" added successfully`).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Back on what opened the dialog.
    await expectFocusOn(page, 'Add Banner');
    await shot(page, 'keyboard-admin-banner-added');
    expect(await axeViolations(page)).toEqual([]);
  });
});
