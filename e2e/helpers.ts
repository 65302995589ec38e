import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { copyTemplateDataDir, removeDir, startServer, type RunningServer } from './server.ts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export interface E2E {
  server: RunningServer;
  browser: Browser;
  /** A fresh browser context (own cookies and storage) with one page at the base URL. */
  newPage(opts?: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
  }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/**
 * Every page of every context made by `newPage` reports its uncaught errors and `console.error` messages here;
 * after each test they fail it (see the `afterEach` below). A test that provokes an error on purpose says which
 * with `allowConsoleErrors`, for that test only.
 */
const browserErrors: string[] = [];
let allowed: RegExp[] = [];

/**
 * Errors this test provokes on purpose and expects the browser to log, e.g. Chromium's "Failed to load resource:
 * the server responded with a status of 401" for a sign-in with a wrong password. Matched against
 * `<message> (<url>)`; cleared after the test.
 */
export function allowConsoleErrors(...patterns: RegExp[]) {
  allowed.push(...patterns);
}

function watchPage(page: Page) {
  page.on('pageerror', (error) =>
    browserErrors.push(`page error on ${page.url()}: ${error.stack ?? error.message}`),
  );
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    browserErrors.push(`console.error on ${page.url()}: ${message.text()}${where ? ` (${where})` : ''}`);
  });
}

// Registered only under Vitest: bench/ imports this file too, outside any test run.
if (process.env.VITEST) {
  const { afterEach } = await import('vitest');
  afterEach(() => {
    const unexpected = browserErrors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
    browserErrors.length = 0;
    allowed = [];
    if (unexpected.length > 0) throw new Error(`The browser logged errors:\n${unexpected.join('\n')}`);
  });
}

/** Waits until a server-rendered page is hydrated (`<html data-hydrated>`, app/main.tsx); others at once. */
export async function untilHydrated<T>(page: Page, result: T): Promise<T> {
  await page.waitForFunction(
    () => !document.getElementById('ssr-state') || document.documentElement.hasAttribute('data-hydrated'),
  );
  return result;
}

/**
 * Start the built server on a free port with a private copy of the seeded DATA_DIR, and Debian's Chromium.
 * Use in `beforeAll`; `close()` in `afterAll`.
 */
export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const dataDir = await copyTemplateDataDir();
  const server = await startServer({ dataDir, env });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    server,
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: opts.viewport ?? DESKTOP,
        colorScheme: opts.colorScheme ?? 'light',
      });
      context.setDefaultTimeout(15_000);
      // Popups and other pages the context opens are watched too.
      context.on('page', watchPage);
      const page = await context.newPage();
      // A server-rendered page shows before it works (decision 037): a journey acts on it once it is hydrated.
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => untilHydrated(page, await goto(...args));
      page.reload = async (...args) => untilHydrated(page, await reload(...args));
      return { context, page };
    },
    async close() {
      await browser.close();
      await server.stop();
      await removeDir(dataDir);
    },
  };
}

/**
 * Serious and critical axe violations on the current page (WCAG A/AA rules). Toasts are left out: they are
 * transient, and while they fade in or stack behind each other axe measures their contrast mid-animation.
 */
export async function axeViolations(page: Page) {
  // Colours read mid-animation (a dialog fading in, a button's hover transition) are not the page's colours: let every
  // finite animation and transition finish first (a spinner's never does). A string: this file is also compiled
  // without the DOM library.
  await page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined)))',
  );
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
    );
}

/** How far the page scrolls sideways, in px (0 when it fits the viewport's width). */
export function sidewaysScroll(page: Page): Promise<number> {
  // A string: this file is also compiled without the DOM library, for bench/.
  return page.evaluate<number>('Math.max(0, document.documentElement.scrollWidth - window.innerWidth)');
}

/**
 * Opens each path in turn (the page must be at the phone width) and waits for its heading and its data; answers the
 * axe violations and any sideways scrolling of the page, each prefixed with its path. An empty list is a pass.
 */
export async function phoneScreenProblems(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const v of await axeViolations(page)) problems.push(`${path}: ${v}`);
    const overflow = await sidewaysScroll(page);
    if (overflow > 0) problems.push(`${path}: scrolls sideways by ${overflow}px`);
  }
  return problems;
}

/** Save a screenshot when SCREENSHOTS_DIR is set (used while developing; not an assertion). */
export async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

/** The demo admin's secret key (seeded with the demo; see the README). */
export const DEMO_ADMIN_KEY = 'electrohub-demo-admin-key';

/** Sign in as the demo admin through the real sign-in form; resolves once the dashboard is the page. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
  await page.getByLabel('Secret key', { exact: true }).fill(DEMO_ADMIN_KEY);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/admin/dashboard');
}
