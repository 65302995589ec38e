import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { axeViolations, PHONE, shot, signInAsAdmin, startE2E, type E2E } from './helpers.ts';
import { pickOption } from './widgets.ts';

/**
 * The admin's content and communication journey in Chromium (CMS, Message Center, chat): add a
 * category with an image, add a banner and switch it off (gone from the storefront's list), delete a product-slider
 * item behind 'Are you absolutely sure?'; find, filter and delete a contact message; answer a buyer who asked the
 * support bot for a person, live. Axe at 1366 and 390 px.
 */
const tag = Math.random().toString(36).slice(2, 6);
const CATEGORY = `Drones ${tag}`;
const BANNER = `Monsoon Sale ${tag}`;

let e2e: E2E;
let page: Page;

const sees = (p: Page, text: string | RegExp) => p.getByText(text).first().waitFor();
const json = async <T>(p: Page, path: string) => (await (await p.request.get(path)).json()) as T;

async function tile(colour: string, width = 320, height = 320): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Axe at the phone width too, on the same page (restores the desktop size). */
async function axeBothWidths(p: Page) {
  expect(await axeViolations(p)).toEqual([]);
  await p.setViewportSize(PHONE);
  // The phone layout is in place once the page has the new width and has painted a frame with it.
  await p.waitForFunction((width) => document.documentElement.clientWidth <= width, PHONE.width);
  await p.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await axeViolations(p)).toEqual([]);
  await p.setViewportSize({ width: 1366, height: 900 });
}

beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
  await signInAsAdmin(page);
});
afterAll(async () => e2e?.close());

describe('admin content management', () => {
  it('adds a category with an image; the storefront lists it', async () => {
    await page.goto('/admin/cms');
    await page.getByRole('heading', { name: 'Content Management' }).waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await sees(page, 'Category name is required');
    await sees(page, 'Image is required');
    await dialog.getByLabel('Category Name').fill(CATEGORY);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'drone.png', mimeType: 'image/png', buffer: await tile('#0ea5e9') });
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await sees(page, `Category "${CATEGORY}" added successfully`);
    await dialog.waitFor({ state: 'detached' });
    const categories = await json<{ name: string; imageUrl: string }[]>(page, '/api/categories/all');
    expect(categories.find((c) => c.name === CATEGORY)?.imageUrl).toMatch(/\.webp$/);
    await page.getByRole('button', { name: `Delete category ${CATEGORY}` }).waitFor();
    await shot(page, 'admin-cms-categories');
    await axeBothWidths(page);
  });

  it('adds a banner, edits it to inactive, and it leaves the public banner list', async () => {
    await page.getByRole('tab', { name: 'Banner Images' }).click();
    await page.getByRole('button', { name: 'Add Banner' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Banner Title').fill(BANNER);
    await dialog.getByLabel('Link URL').fill('javascript:alert(1)');
    // The wide picture, then the optional phone crop.
    const files = dialog.locator('input[type="file"]');
    await files
      .nth(0)
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await tile('#f97316', 2100, 800) });
    await files
      .nth(1)
      .setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: await tile('#0ea5e9') });
    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    await sees(page, 'Link must be a page of this site (starting with /) or an http(s) address');
    await dialog.getByLabel('Link URL').fill('/categories/Laptops');
    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    await sees(page, `Banner "${BANNER}" added successfully`);
    await dialog.waitFor({ state: 'detached' });
    type PublicBanner = { title: string; imageUrl: string; phoneImageUrl: string | null };
    const added = (await json<PublicBanner[]>(page, '/api/banner-carousels')).find((b) => b.title === BANNER);
    expect(added?.phoneImageUrl).toMatch(/\/media\/banners\/.+-800\.webp$/);
    // The wide picture is kept up to 1600 px, each file as wide as its name says (decision 058).
    expect(added?.imageUrl).toMatch(/\/media\/banners\/.+-1600\.webp$/);
    for (const w of [400, 800, 1600]) {
      const file = await page.request.get(added!.imageUrl.replace(/-1600\.webp$/, `-${w}.webp`));
      expect((await sharp(await file.body()).metadata()).width).toBe(w);
    }

    await page.getByRole('button', { name: `Edit banner ${BANNER}` }).click();
    await dialog.getByLabel('Active (shown on the storefront)').click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await sees(page, 'Banner updated successfully');
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('row', { name: new RegExp(BANNER) })
      .getByRole('cell', { name: 'Inactive', exact: true })
      .waitFor();
    expect((await json<PublicBanner[]>(page, '/api/banner-carousels')).map((b) => b.title)).not.toContain(
      BANNER,
    );
    await shot(page, 'admin-cms-banners');
  });

  it("deletes a product-slider item after 'Are you absolutely sure?'", async () => {
    type Item = { id: number; name: string };
    const before = await json<Item[]>(page, '/api/product-carousels');
    const victim = before[0]!;
    await page.getByRole('tab', { name: 'Product Slider' }).click();
    await page.getByRole('button', { name: `Delete slider item ${victim.name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you absolutely sure?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sees(page, 'Product Slider item Deleted Successfully');
    await page
      .getByRole('button', { name: `Delete slider item ${victim.name}` })
      .waitFor({ state: 'detached' });
    expect((await json<Item[]>(page, '/api/product-carousels')).map((i) => i.id)).not.toContain(victim.id);
    await shot(page, 'admin-cms-slider');
    await axeBothWidths(page);
  });
});

describe('Message Center and live support chat', () => {
  const SUBJECT = `Bulk order ${tag}`;

  it('shows a contact message, finds it by search and filter, and deletes it', async () => {
    const sent = await page.request.post('/api/contact', {
      data: {
        name: 'Meera Iyer',
        email: 'meera@example.in',
        subject: SUBJECT,
        message: 'Can I order forty routers for my office?',
        userType: 'Seller',
      },
    });
    expect(sent.status()).toBe(201);
    await page.goto('/admin/messages');
    await page.getByRole('heading', { name: 'Message Center' }).waitFor();
    const list = page.getByRole('region', { name: 'Message list' });
    await page.getByLabel('Search messages').fill(tag.toUpperCase());
    await list.getByText(SUBJECT).waitFor();
    await expect.poll(() => list.getByRole('article').count()).toBe(1);

    await pickOption(page, 'Filter by sender', 'User');
    await list.getByText('No messages found').waitFor();
    await pickOption(page, 'Filter by sender', 'Seller');
    await list.getByText(SUBJECT).waitFor();
    await shot(page, 'admin-messages');
    await axeBothWidths(page);

    await list.getByRole('button', { name: 'Delete message from Meera Iyer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await sees(page, 'Message Deleted Successfully');
    await list.getByText('No messages found').waitFor();
  });

  it('a buyer asks the bot for a person; the admin opens the chat and replies; the buyer sees it live', async () => {
    const buyer = await e2e.newPage({ viewport: PHONE });
    const signedIn = await buyer.page.request.post('/api/user/auth/signin', {
      data: { email: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password },
    });
    expect(signedIn.ok()).toBe(true);
    await buyer.page.goto('/');
    // The widget appears once the page is scrolled 100 px; the home page grows as its blocks load.
    const launcher = buyer.page.getByRole('button', { name: 'Open support chat' });
    await expect
      .poll(
        async () => {
          if (await launcher.isVisible()) return true;
          await buyer.page.evaluate(() => window.scrollBy(0, 300));
          return false;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await launcher.click();
    // A message typed before the socket is open is not sent (the Send button stays disabled): wait for it.
    const chat = buyer.page.getByRole('region', { name: /support chat$/ });
    await chat.getByText('Online', { exact: true }).waitFor();
    const input = buyer.page.getByLabel('Type your message');
    await input.fill(`My charger ${tag} arrived broken`);
    await input.press('Enter');
    await chat
      .getByRole('list', { name: 'Conversation' })
      .getByText(`My charger ${tag} arrived broken`)
      .waitFor();
    await buyer.page.getByRole('button', { name: 'Talk to a person' }).click();
    await sees(buyer.page, 'asked a member of our support team');

    // The Message Center lists the waiting conversation (it polls), linking to the chat screen.
    await page.goto('/admin/messages');
    type Chat = { id: number; name: string; status: string };
    const conversations = await json<Chat[]>(page, '/api/admin/chats');
    const waiting = conversations.find((c) => c.status === 'waiting')!;
    await page.getByRole('link', { name: `Open chat with ${waiting.name}` }).click();
    await page.waitForURL((u) => /^\/admin\/messages\/chat\/\d+$/.test(u.pathname));
    await page.getByText(`My charger ${tag} arrived broken`).waitFor();

    const reply = page.getByLabel('Type your reply');
    await reply.fill('   ');
    await expect.poll(() => page.getByRole('button', { name: 'Send reply' }).isDisabled()).toBe(true);
    await reply.fill(`Sorry about that! A replacement ${tag} is on its way.`);
    await reply.press('Enter');
    await page.getByText(`A replacement ${tag} is on its way.`).waitFor();
    await expect.poll(() => reply.inputValue()).toBe('');
    await sees(buyer.page, `A replacement ${tag} is on its way.`);
    // Both conversations scroll; a keyboard reaches each one (axe 'scrollable-region-focusable').
    await buyer.page.getByRole('list', { name: 'Conversation' }).focus();
    await expect
      .poll(() => buyer.page.evaluate(() => document.activeElement?.ariaLabel))
      .toBe('Conversation');
    await page.getByRole('region', { name: 'Messages' }).focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.ariaLabel)).toBe('Messages');
    expect(await axeViolations(buyer.page)).toEqual([]);

    // And the buyer's next line reaches the admin screen without a reload.
    await buyer.page.getByLabel('Type your message').fill(`Thanks, order ${tag}!`);
    await buyer.page.getByLabel('Type your message').press('Enter');
    await page.getByText(`Thanks, order ${tag}!`).waitFor({ timeout: 10_000 });
    await shot(page, 'admin-chat');
    await axeBothWidths(page);

    await page.getByRole('button', { name: 'Close conversation' }).click();
    await sees(page, 'This conversation is closed.');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/messages');
    await buyer.context.close();
  });
});
