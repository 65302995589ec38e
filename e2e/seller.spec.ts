import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { axeViolations, PHONE, phoneScreenProblems, shot, startE2E, type E2E } from './helpers.ts';
import { pickOption, statFigure } from './widgets.ts';

/**
 * The seller's journey in Chromium: sign in, add a product with three images, edit its price, see it
 * on the storefront, remove a background in the image editor and save it, move an order item to Shipped then
 * Delivered, and see the dashboard figures change.
 */
let e2e: E2E;
let page: Page;
let productId = 0;
const NAME = `Volt Pro Earbuds ${Math.random().toString(36).slice(2, 6)}`;

const sees = (text: string | RegExp) => page.getByText(text).first().waitFor();
const api = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;

/** A product photo: a dark product on a plain light background (what the background remover is for). */
async function photo(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="100%" height="100%" fill="#f4f4f5"/>
    <rect x="150" y="110" width="180" height="260" rx="40" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
});
afterAll(async () => e2e?.close());

describe('seller journey', () => {
  it('signs in and sees the dashboard', async () => {
    await page.goto('/seller/auth/signin');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.seller.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.seller.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/seller/dashboard');
    await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
    await sees('The most trending category is');
    await shot(page, 'seller-dashboard');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds a product with three images', async () => {
    await page.goto('/seller/dashboard/add-product');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await sees('At least 3 product images are required');
    await sees('Product name is required');

    const images = await Promise.all(['#1d4ed8', '#b91c1c', '#15803d'].map(photo));
    const inputs = page.locator('input[type="file"]');
    for (let i = 0; i < 3; i++) {
      await inputs
        .nth(i)
        .setInputFiles({ name: `earbuds-photo-${i + 1}.png`, mimeType: 'image/png', buffer: images[i]! });
    }
    await page.getByLabel('Product Name', { exact: true }).fill(NAME);
    await page
      .getByLabel('Product Description', { exact: true })
      .fill('Wireless earbuds with 30 hours of battery and ANC.');
    await page.getByLabel('Price (₹)', { exact: true }).fill('2999');
    await page.getByLabel('Offer Percentage', { exact: true }).fill('10');
    await page.getByLabel('Stock', { exact: true }).fill('25');
    await page.getByLabel('Brand', { exact: true }).fill('Volt');
    const categories = await api<{ name: string }[]>('/api/categories/all');
    await pickOption(page, 'Category', categories[0]!.name);
    await page.getByPlaceholder('Key').first().fill('Battery');
    await page.getByPlaceholder('Value').first().fill('30 hours');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await sees('Product added successfully');
    await page.waitForURL((u) => u.pathname === '/seller/dashboard/products');

    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Search products').fill(NAME);
    await page.getByRole('link', { name: `View ${NAME}` }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/seller/dashboard/products/view-product/'));
    productId = Number(page.url().split('/').pop());
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Images' }).click();
    await expect.poll(() => page.getByRole('img', { name: new RegExp(`^${NAME}, image`) }).count()).toBe(3);
    await shot(page, 'seller-view-product');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('edits the price and sees the product on the storefront', async () => {
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit Product' }).waitFor();
    await page.getByLabel('Price (₹)', { exact: true }).fill('2499');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await sees('Product updated successfully');
    await page.waitForURL((u) => u.pathname === `/seller/dashboard/products/view-product/${productId}`);
    await sees('₹2,249');

    // The storefront is for buyers: a fresh visitor sees the new product at its new price.
    const visitor = await e2e.newPage();
    await visitor.page.goto(`/product/${productId}`);
    await visitor.page.getByRole('heading', { name: NAME }).waitFor();
    await visitor.page.getByText('₹2,249').first().waitFor();
    await visitor.context.close();
  });

  it('removes the background of an image and saves it', async () => {
    const before = await api<{ images: { id: number; url: string }[] }>(
      `/api/seller/products/single-product/${productId}`,
    );
    await page.goto(`/seller/dashboard/products/edit-product/${productId}`);
    await page.getByRole('button', { name: 'Edit primary image' }).click();
    await page.getByRole('dialog').getByText('Image editor').waitFor();
    await expect.poll(() => page.getByRole('tab', { name: 'Edited' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove Background' }).click();
    await sees('Background removed successfully');
    await page.getByRole('img', { name: 'Product image with the background removed' }).waitFor();
    await page.getByRole('button', { name: 'White', exact: true }).click();
    await shot(page, 'seller-image-editor');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await sees('Image updated successfully');
    const after = await api<{ images: { id: number; url: string }[] }>(
      `/api/seller/products/single-product/${productId}`,
    );
    expect(after.images[0]!.id).toBe(before.images[0]!.id);
    expect(after.images[0]!.url).not.toBe(before.images[0]!.url);
    // The saved picture is the cut-out on white: its corner is white, the product stays blue.
    const saved = await page.request.get(after.images[0]!.url);
    const { data, info } = await sharp(await saved.body())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data.subarray(0, 3).every((v) => v > 240)).toBe(true);
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
    expect(data[centre + 2]).toBeGreaterThan(data[centre]! + 60);
  });

  it('marks an order Shipped then Delivered, and the dashboard figures change', async () => {
    await page.goto('/seller/dashboard');
    await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
    const fulfilled = await statFigure(page, 'Fulfilled Orders Overtime');
    await page.getByRole('tab', { name: 'Confirmed' }).click();
    const view = page.getByRole('button', { name: /^View order item \d+$/ }).first();
    const label = (await view.getAttribute('aria-label'))!;
    const itemId = Number(label.split(' ').pop());
    await view.click();
    await page.waitForURL((u) => u.pathname === `/seller/dashboard/order/${itemId}`);
    await page.getByRole('heading', { name: `Order #${itemId}` }).waitFor();
    await page.getByText('Status history').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await pickOption(page, 'Update Order Status', 'Shipped');
    await sees(/Order status updated successfully: Shipped/);
    await pickOption(page, 'Update Order Status', 'Delivered');
    await sees(/Order status updated successfully: Delivered/);
    await sees(/its status can no longer change/);
    await shot(page, 'seller-order-delivered');

    const item = await api<{ status: string; statusHistory: { status: string }[] }>(
      `/api/seller/orders/${itemId}`,
    );
    expect(item.status).toBe('Delivered');
    expect(item.statusHistory.map((h) => h.status).slice(-2)).toEqual(['Shipped', 'Delivered']);

    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
    await expect.poll(() => statFigure(page, 'Fulfilled Orders Overtime')).toBe(fulfilled + 1);
  });

  it('every dashboard screen fits a phone and passes axe', async () => {
    const phone = await e2e.newPage({ viewport: PHONE });
    await phone.context.addCookies(await page.context().cookies());
    const screens = [
      '/seller/dashboard',
      '/seller/dashboard/products',
      '/seller/dashboard/add-product',
      '/seller/dashboard/profile',
      '/seller/dashboard/contact',
      '/seller/dashboard/settings',
    ];
    expect(await phoneScreenProblems(phone.page, screens)).toEqual([]);
    await phone.context.close();
  });
});
