import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { TEST_CARDS } from '@electrohub/shared/checkout';
import {
  allowConsoleErrors,
  axeViolations,
  PHONE,
  phoneScreenProblems,
  shot,
  startE2E,
  type E2E,
} from './helpers.ts';

/**
 * The buyer's buying journey in Chromium: wishlist and cart, a quantity change, a declined card
 * (nothing ordered), the test card (order placed), cancel one item; after the seller marks the others
 * delivered (seller API), return one and review another. Abandoned Buy Nows: closing the card dialog releases
 * the hold; an order left held is paid or cancelled from My Orders.
 */
let e2e: E2E;
let page: Page;
let seller: APIRequestContext;
type P = { id: number; name: string; sellingPrice: number };
let products: P[] = [];
/** Another of the seller's products, for the abandoned Buy Nows. */
let spare: P;

beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
  // The demo seller's Active products with stock, so the seller can move their order items later.
  const s = await e2e.newPage();
  seller = s.context.request;
  const signIn = await seller.post('/api/seller/auth/signin', {
    data: { email: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password },
  });
  expect(signIn.status()).toBe(200);
  const me = (await (await seller.get('/api/auth/seller-data')).json()) as { seller: { id: number } };
  const own = (await (await seller.get(`/api/seller/products/${me.seller.id}`)).json()) as (P & {
    status: string;
    stock: number;
  })[];
  const buyable = own.filter((p) => p.status === 'Active' && p.stock >= 5);
  products = buyable.slice(0, 3);
  expect(products).toHaveLength(3);
  spare = buyable[3]!;
  expect(spare).toBeDefined();

  // A fresh buyer with an address and phone.
  const email = `buyer-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const signUp = await page.request.post('/api/user/auth/signup', {
    data: {
      name: 'Kavya Rao',
      email,
      phone: '9812345678',
      password: 'Kavya@12345',
      address: '7 Brigade Road, Bengaluru 560025',
      answer: 'mango',
    },
  });
  expect(signUp.status()).toBe(201);
});
afterAll(async () => e2e?.close());

const sees = (text: string | RegExp) => page.getByText(text).first().waitFor();
const api = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
type OrderItem = { id: number; productId: number; status: string };
/** Every order item of the buyer, newest order first (the API answers a bare list of orders). */
const orders = () =>
  api<{ id: number; orderItems: OrderItem[] }[]>('/api/user/orders').then((list) =>
    list.flatMap((o) => o.orderItems),
  );

describe('buying', () => {
  it('wishlists a product from its page and adds it to the cart from the wishlist', async () => {
    const [p1] = products;
    await page.goto(`/product/${p1!.id}`);
    const heart = page.getByRole('button', { name: 'Add to wishlist' });
    await heart.click();
    await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
    await expect
      .poll(() => api<{ wishlist: number[] }>('/api/user/wishlist/wishlistproducts').then((a) => a.wishlist))
      .toContain(p1!.id);

    await page.goto('/user/wishlist');
    await page.getByRole('heading', { name: /Wishlist/, level: 1 }).waitFor();
    await page.getByRole('link', { name: p1!.name }).waitFor();
    await shot(page, 'buyer-wishlist');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await sees('Product added to cart');
  });

  it('adds more from product pages and changes a quantity in the cart', async () => {
    const [, p2, p3] = products;
    for (const p of [p2!, p3!]) {
      await page.goto(`/product/${p.id}`);
      await page.getByRole('button', { name: /Add to Cart/ }).click();
      await sees('Product added to cart');
    }
    await page.goto('/user/cart');
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    const stepper = page.getByRole('group', { name: `Quantity of ${p2!.name}` });
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    await expect
      .poll(() => stepper.getByRole('textbox', { name: 'Quantity', exact: true }).inputValue())
      .toBe('2');
    await expect
      .poll(() =>
        api<{ products: { id: number; quantity: number }[] }>('/api/user/cart').then(
          (a) => a.products.find((l) => l.id === p2!.id)?.quantity,
        ),
      )
      .toBe(2);
    await shot(page, 'buyer-cart');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a declined card shows the error and orders nothing; the test card places the order', async () => {
    // The declined card is answered 402 on purpose; Chromium logs it as a failed load.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 402/);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Test mode').waitFor();
    await dialog.getByLabel('Card number').fill(TEST_CARDS.declined);
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/39');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByLabel('Name on card').fill('Kavya Rao');
    await shot(page, 'buyer-card-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Your card was declined' }).waitFor();
    expect(await orders()).toEqual([]);

    await dialog.getByLabel('Card number').fill(TEST_CARDS.success);
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await sees('Order Placed Successfully');
    await page.waitForURL((u) => u.pathname === '/user/orders');
    const placed = await orders();
    expect(placed.map((o) => o.productId).sort()).toEqual(products.map((p) => p.id).sort());
    expect(placed.every((o) => o.status === 'OrderConfirmed')).toBe(true);
    for (const p of products)
      await page
        .getByRole('heading', { name: p.name.slice(0, 20) })
        .first()
        .waitFor();
    // The bought lines left the cart.
    expect((await api<{ products: unknown[] }>('/api/user/cart')).products).toEqual([]);
    await shot(page, 'buyer-orders');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('cancels an order item', async () => {
    const [p1] = products;
    const item = (await orders()).find((o) => o.productId === p1!.id)!;
    await page.goto(`/user/orders/${item.id}`);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Order' }).click();
    await sees('Order status updated');
    await page.getByText('Order Cancelled').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect((await orders()).find((o) => o.id === item.id)!.status).toBe('Cancelled');
  });

  it('after the seller marks them delivered, returns one and reviews another', async () => {
    const [, p2, p3] = products;
    const all = await orders();
    const i2 = all.find((o) => o.productId === p2!.id)!;
    const i3 = all.find((o) => o.productId === p3!.id)!;
    for (const item of [i2, i3]) {
      const res = await seller.patch(`/api/seller/orders/${item.id}`, { data: { status: 'Delivered' } });
      expect(res.status(), await res.text()).toBe(200);
    }

    await page.goto(`/user/orders/${i2.id}`);
    await page.getByRole('button', { name: 'Return Order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Return Order' }).click();
    await sees('Order status updated');
    await page.getByText('Order Returned').first().waitFor();
    expect((await orders()).find((o) => o.id === i2.id)!.status).toBe('Returned');

    await page.goto(`/user/orders/${i3.id}`);
    await page.getByRole('button', { name: 'Write a Review' }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: 'Submit Review' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await dialog.getByLabel('Your review').fill('abc');
    await submit.click();
    await dialog.getByText('Review must be at least 5 characters').waitFor();
    await dialog.getByLabel('Your review').fill('Works well, battery lasts all day.');
    await shot(page, 'buyer-review-dialog');
    await submit.click();
    await sees('Review added successfully');
    await expect
      .poll(() => api<unknown[]>('/api/user/products/review/reviews').then((a) => a.length))
      .toBe(1);

    await page.goto('/user/reviews');
    await page.getByRole('heading', { name: 'My Reviews (1)' }).waitFor();
    await page.getByText('4.0/5').waitFor();
    await page.getByText('Works well, battery lasts all day.').waitFor();
    await shot(page, 'buyer-reviews');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('closing the card dialog (Cancel, Esc, ×) releases the hold, so a fourth Buy Now still opens the payment', async () => {
    const unpaid = () => api<{ orderData: { orderId: number } }[]>('/api/user/orders/unpaid');
    await page.goto(`/product/${spare.id}`);
    const buyNow = page.getByRole('button', { name: 'Buy Now', exact: true });
    const dialog = page.getByRole('dialog');
    for (const close of ['Cancel', 'Escape', 'Close']) {
      await buyNow.click();
      await dialog.getByText('Test mode').waitFor();
      expect(await unpaid()).toHaveLength(1);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: close, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(unpaid).toEqual([]);
    }
    // The fourth is not refused. The buyer walks away with the dialog open: My Orders offers to pay it.
    await buyNow.click();
    await dialog.getByText('Test mode').waitFor();
    await page.goto('/user/orders');
    const held = page.getByRole('list', { name: 'Unpaid orders' });
    await held.getByRole('button', { name: /^Pay now/ }).waitFor();
    await held.getByText(spare.name.slice(0, 20)).waitFor();
    await shot(page, 'buyer-orders-unpaid');
    expect(await axeViolations(page)).toEqual([]);
    await held.getByRole('button', { name: /^Pay now/ }).click();
    await dialog.getByRole('button', { name: 'Use test card' }).click();
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await sees('Order Placed Successfully');
    await held.waitFor({ state: 'detached' });
    expect(await unpaid()).toEqual([]);
    expect((await orders()).find((o) => o.productId === spare.id)?.status).toBe('OrderConfirmed');
  });

  it("a new Buy Now replaces the held one; My Orders' Cancel releases it", async () => {
    const unpaid = () => api<{ orderData: { orderId: number } }[]>('/api/user/orders/unpaid');
    /** Buy Now, then walk away with the card dialog open: the order stays held. */
    const buyAndLeave = async () => {
      await page.goto(`/product/${spare.id}`);
      await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
      await page.getByRole('dialog').getByText('Test mode').waitFor();
      await page.goto('/user/orders');
    };
    await buyAndLeave();
    await buyAndLeave();
    const held = page.getByRole('list', { name: 'Unpaid orders' });
    await held.getByRole('button', { name: /^Cancel/ }).waitFor();
    expect(await held.getByRole('listitem').count()).toBe(1);
    expect(await unpaid()).toHaveLength(1);
    await held.getByRole('button', { name: /^Cancel/ }).click();
    await held.waitFor({ state: 'detached' });
    expect(await unpaid()).toEqual([]);
    // One left held: the phone check below shows My Orders with it, light and dark.
    await buyAndLeave();
    await held.getByRole('button', { name: /^Pay now/ }).waitFor();
  });

  it('every account screen fits a phone and passes axe, light and dark', async () => {
    const [first] = await orders();
    const screens = [
      '/user/profile',
      '/user/cart',
      '/user/wishlist',
      '/user/orders',
      `/user/orders/${first!.id}`,
      '/user/reviews',
      '/user/settings',
    ];
    for (const theme of ['light', 'dark']) {
      const phone = await e2e.newPage({ viewport: PHONE });
      await phone.context.addCookies(await page.context().cookies());
      await phone.page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      expect(await phoneScreenProblems(phone.page, screens), theme).toEqual([]);
      await phone.context.close();
    }
  });
});
