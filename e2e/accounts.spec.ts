import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { allowConsoleErrors, axeViolations, PHONE, shot, startE2E, type E2E } from './helpers.ts';

/**
 * Accounts in Chromium, one journey per role: sign up, sign out, sign in with a wrong then the right
 * password, reset (security answer or admin key), edit a profile field, appearance settings that survive a
 * reload, and account deletion.
 */
const ADMIN_KEY = 'e2e-admin-secret-key';
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E({ ADMIN_SECRET_KEY: ADMIN_KEY });
});
afterAll(async () => e2e?.close());

const unique = () => Math.random().toString(36).slice(2, 8);

/** A toast (or any text) with exactly this content appears. */
async function sees(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor();
}

async function fill(page: Page, label: string, value: string) {
  try {
    await page.getByLabel(label, { exact: true }).fill(value);
  } catch (error) {
    if (process.env.SCREENSHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SCREENSHOTS_DIR}/fail-${label.replace(/\W+/g, '-')}.png`,
      });
    throw new Error(`${(error as Error).message}\n  at ${page.url()}`);
  }
}

async function accountData(page: Page, role: 'user' | 'seller') {
  const res = await page.request.get(`/api/auth/${role}-data`);
  return (await res.json()) as { authorized: boolean; user?: { name: string }; seller?: { name: string } };
}

async function appearanceSurvivesReload(page: Page, settingsPath: string) {
  await page.goto(settingsPath);
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  await page.getByRole('radio', { name: /Dark/ }).check({ force: true });
  await page.getByRole('radio', { name: /Green/ }).check({ force: true });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(true);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.color)).toBe('green');
  await page.reload();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.color)).toBe('green');
  expect(await page.getByRole('radio', { name: /Green/ }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: /Dark/ }).isChecked()).toBe(true);
  // The palette's primary colour is applied to the page.
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
  );
  expect(primary).toBe('#4ade80');
}

describe('buyer account journey', () => {
  it('signs up, signs out, signs in (wrong, then right), resets, edits, themes and deletes', async () => {
    // Wrong passwords, keys and unknown e-mails are answered 401/404 on purpose; Chromium logs each as a failed load.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 40[14]/);
    const { page, context } = await e2e.newPage();
    const email = `asha-${unique()}@example.in`;

    // Sign up.
    await page.goto('/user/auth/signup');
    await fill(page, 'Full name', 'Asha Verma');
    await fill(page, 'Email', email);
    await fill(page, 'Phone', '9876543210');
    await fill(page, 'Password', 'Asha@12345');
    await fill(page, 'Address', '12 MG Road, Bengaluru 560001');
    await fill(page, 'Security question: What is your favorite word?', 'Mango');
    // Terms are required.
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await sees(page, 'You must accept the terms and conditions');
    await page.getByRole('checkbox').check();
    await shot(page, 'accounts-buyer-signup');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await sees(page, 'Account created successfully');
    await page.waitForURL((u) => u.pathname === '/');
    expect((await accountData(page, 'user')).authorized).toBe(true);

    // Sign out from the account sidebar.
    await page.goto('/user/settings');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect((await accountData(page, 'user')).authorized).toBe(false);

    // Account pages send a signed-out visitor to sign-in.
    await page.goto('/user/profile');
    await page.waitForURL((u) => u.pathname === '/user/auth/signin');

    // Wrong password, then the right one.
    await fill(page, 'Email', email);
    await fill(page, 'Password', 'Wrong@12345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await sees(page, 'Invalid Credentials');
    await fill(page, 'Password', 'Asha@12345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await sees(page, 'Signed in successfully');
    // Back to the page that asked for sign-in.
    await page.waitForURL((u) => u.pathname === '/user/profile');

    // Reset via the security answer (signed out first: auth pages send signed-in buyers away).
    await page.request.post('/api/auth/logout', { headers: { origin: e2e.server.url } });
    await page.goto('/user/auth/forgot-password');
    await fill(page, 'Email', email);
    await fill(page, 'Security question: What is your favorite word?', 'wrong answer');
    await fill(page, 'New password', 'Reset@12345');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await sees(page, 'Invalid Credentials');
    await fill(page, 'Security question: What is your favorite word?', ' MANGO ');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await sees(page, 'Password reset successful');
    await page.waitForURL((u) => u.pathname === '/');
    expect((await accountData(page, 'user')).authorized).toBe(true);

    // Edit one profile field.
    await page.goto('/user/profile');
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await page.getByRole('button', { name: 'Edit Name' }).click();
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await sees(page, 'Field cannot be empty');
    await page.getByLabel('Name', { exact: true }).fill('Asha V. Sharma');
    await page.getByRole('button', { name: 'Save' }).click();
    await sees(page, 'Name updated successfully');
    await page.getByRole('button', { name: 'Edit Name' }).waitFor();
    expect((await accountData(page, 'user')).user?.name).toBe('Asha V. Sharma');
    // The answer is masked, and cleared when edited.
    await page.getByRole('button', { name: 'Edit Security answer' }).click();
    expect(await page.getByLabel('Security answer', { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await shot(page, 'accounts-buyer-profile');

    // Dark mode and a palette, kept across a reload.
    await appearanceSurvivesReload(page, '/user/settings');

    // Delete the account.
    await page.goto('/user/profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await sees(page, 'Are you absolutely sure?');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await sees(page, "Asha V. Sharma's account deleted successfully");
    await page.waitForURL((u) => u.pathname === '/');
    expect((await accountData(page, 'user')).authorized).toBe(false);
    const signIn = await page.request.post('/api/user/auth/signin', {
      data: { email, password: 'Reset@12345' },
    });
    expect(signIn.status()).toBe(404);
    await context.close();
  });
});

describe('seller account journey', () => {
  it('signs up with a logo, signs out, signs in (wrong, then right), resets, themes, edits and deletes', async () => {
    // Wrong passwords, keys and unknown e-mails are answered 401/404 on purpose; Chromium logs each as a failed load.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 40[14]/);
    const { page, context } = await e2e.newPage();
    const email = `volt-${unique()}@example.in`;
    const logo = await sharp({
      create: { width: 96, height: 96, channels: 3, background: { r: 30, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();

    await page.goto('/seller/auth/signup');
    await fill(page, 'Company Name', 'Volt Traders');
    await fill(page, 'Email', email);
    await fill(page, 'Phone', '9123456780');
    await fill(page, 'Password', 'Volt@12345');
    await fill(page, 'Company Address', '44 Nehru Place, New Delhi');
    await fill(page, 'Security question: What is your favorite word?', 'Circuit');
    await page.getByRole('checkbox').check();
    // The logo is required.
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await sees(page, 'Profile picture is required');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByAltText('Selected logo preview').waitFor();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await sees(page, 'Seller Account created successfully');
    await page.waitForURL((u) => u.pathname === '/seller/dashboard');

    // Sign out.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect((await accountData(page, 'seller')).authorized).toBe(false);
    // Seller pages send others home.
    await page.goto('/seller/dashboard/settings');
    await page.waitForURL((u) => u.pathname === '/');

    // Wrong, then right password.
    await page.goto('/seller/auth/signin');
    await fill(page, 'Email', email);
    await fill(page, 'Password', 'Wrong@12345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await sees(page, 'Invalid Credentials');
    await fill(page, 'Password', 'Volt@12345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await sees(page, 'Signed in successfully');
    await page.waitForURL((u) => u.pathname === '/seller/dashboard');

    // Reset: success goes to seller sign-in.
    await page.request.post('/api/auth/logout', { headers: { origin: e2e.server.url } });
    await page.goto('/seller/auth/forgot-password');
    await fill(page, 'Email', email);
    await fill(page, 'Security question: What is your favorite word?', 'circuit');
    await fill(page, 'New password', 'Volt@54321');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await sees(page, 'Password reset successful');
    await page.waitForURL((u) => u.pathname === '/seller/auth/signin');
    await fill(page, 'Email', email);
    await fill(page, 'Password', 'Volt@54321');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/seller/dashboard');

    // Appearance on the seller settings page (both paths serve it).
    await appearanceSurvivesReload(page, '/seller/settings');
    await appearanceSurvivesReload(page, '/seller/dashboard/settings');

    // Edit Profile and delete: the seller profile page composes the dialogs of features/profile.
    await page.goto('/seller/dashboard/profile');
    const editButton = page.getByRole('button', { name: 'Edit Profile' });
    const hasDialog = await editButton
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (hasDialog) {
      await editButton.click();
      await page.getByLabel('Company Name', { exact: true }).fill('Volt Retail');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await sees(page, 'Profile updated successfully');
      expect((await accountData(page, 'seller')).seller?.name).toBe('Volt Retail');
      await page.getByRole('button', { name: 'Delete Account Permanent' }).click();
      await sees(page, 'Are you absolutely sure?');
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await sees(page, 'Seller account of Volt Retail deleted successfully');
      await page.waitForURL((u) => u.pathname === '/');
    } else {
      // Until that page lands, the same calls the dialogs make go through this signed-in browser.
      const id = (await (await page.request.get('/api/auth/get-id')).json()) as number;
      const edit = await page.request.patch(`/api/seller/${id}`, {
        data: { name: 'Volt Retail' },
        headers: { origin: e2e.server.url },
      });
      expect(edit.status()).toBe(200);
      const del = await page.request.delete(`/api/seller/${id}`, { headers: { origin: e2e.server.url } });
      expect(await del.json()).toEqual({ seller: { name: 'Volt Retail' } });
    }
    expect((await accountData(page, 'seller')).authorized).toBe(false);
    await context.close();
  });
});

describe('admin account journey', () => {
  it('signs up with the key, signs out, signs in (wrong, then right) and resets with the key', async () => {
    // Wrong passwords, keys and unknown e-mails are answered 401/404 on purpose; Chromium logs each as a failed load.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 40[14]/);
    const { page, context } = await e2e.newPage();
    const email = `admin-${unique()}@electrohub.test`;

    // Admin pages send non-admins home.
    await page.goto('/admin/dashboard');
    await page.waitForURL((u) => u.pathname === '/');

    await page.goto('/admin/auth/signup');
    await fill(page, 'Name', 'Nisha Admin');
    await fill(page, 'Email', email);
    await fill(page, 'Password', 'Admin@12345');
    await fill(page, 'Secret key', 'not-the-key');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await sees(page, 'Invalid Credentials');
    await fill(page, 'Secret key', ADMIN_KEY);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await sees(page, 'Signed up successfully');
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');

    // A signed-in admin on the auth pages goes to the dashboard.
    await page.goto('/admin/auth/signin');
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');

    // Sign out → admin sign-in.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/auth/signin');

    await fill(page, 'Email', email);
    await fill(page, 'Password', 'Wrong@12345');
    await fill(page, 'Secret key', ADMIN_KEY);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await sees(page, 'Invalid Credentials');
    await fill(page, 'Email', `nobody-${unique()}@electrohub.test`);
    await fill(page, 'Password', 'Admin@12345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await sees(page, 'Admin not found');
    await fill(page, 'Email', email);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await sees(page, 'Signed in successfully');
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');

    // Reset with the key.
    await page.request.post('/api/admin/auth/logout', { headers: { origin: e2e.server.url } });
    await page.goto('/admin/auth/forgot-password');
    await fill(page, 'Email', email);
    await fill(page, 'New password', 'Admin@54321');
    await fill(page, 'Secret key', ADMIN_KEY);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await sees(page, 'Password reset successful');
    await page.waitForURL((u) => u.pathname === '/admin/auth/signin');
    await fill(page, 'Email', email);
    await fill(page, 'Password', 'Admin@54321');
    await fill(page, 'Secret key', ADMIN_KEY);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');
    await context.close();
  });
});

describe('accessibility of the account pages', () => {
  it('has no serious axe violations on the auth pages, light and dark, at phone width', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await e2e.newPage({ viewport: PHONE, colorScheme });
      await page.addInitScript((t) => localStorage.setItem('theme', t), colorScheme);
      for (const path of [
        '/user/auth/signin',
        '/user/auth/signup',
        '/user/auth/forgot-password',
        '/seller/auth/signup',
        '/admin/auth/signup',
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await axeViolations(page), `${colorScheme} ${path}`).toEqual([]);
      }
      await context.close();
    }
  });
});
