/**
 * The main thread's long tasks while a server-rendered page loads and hydrates (issue 19's TBT, decision 056),
 * measured directly rather than through Lighthouse's simulation, which a busy machine throws off.
 *
 * Usage: `npm run build && node --import tsx bench/long-tasks.ts`. Starts the built server (demo data, its own
 * temp DATA_DIR) and opens the five page types of issue 19 in Chromium (CHROMIUM_PATH) as a phone: 412 × 823 px
 * (Lighthouse's mobile screen), the CPU slowed 4 × (`Emulation.setCPUThrottlingRate`, as Lighthouse's simulation
 * assumes), a fresh browser context per load (empty cache). Each load records the `longtask` entries (a
 * PerformanceObserver from before the page's first byte) until the app has hydrated (`html[data-hydrated]`), the
 * page has loaded and no long task came for QUIET_MS (2,000); then, per page, the median over RUNS (5) loads of:
 * the blocking time (the sum of each long task's duration beyond 50 ms, from the navigation on; `after FCP`
 * counts only the tasks starting after the first contentful paint, as Lighthouse's TBT does; `after hydrated`
 * those starting once html[data-hydrated] is set: the below-the-fold sections, the carousels, the session's answer),
 * the longest task (and the longest after hydrated), the number of long tasks, and the time to hydrated.
 *
 * ROOTS=/path/a,/path/b compares builds back to back: each root's `apps/server/dist/server.js` runs as a server of
 * its own (each root needs its own `npm run build`; node_modules may be links), and the loads alternate between
 * them page by page (a, b, a, b, …), so the machine's load weighs on both alike. PAGES=home,category takes the
 * page types whose names start with those words. Loopback only; prints a table, writes nothing.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { ROOT, removeDir, startServer, type RunningServer } from '../e2e/server.ts';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
const QUIET_MS = Number(process.env.QUIET_MS ?? 2_000);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const ROOTS = (process.env.ROOTS ?? ROOT)
  .split(',')
  .map((r) => path.resolve(r.trim()))
  .filter(Boolean);
const PAGES = (process.env.PAGES ?? '')
  .split(',')
  .map((p) => p.trim().toLowerCase())
  .filter(Boolean);

interface Load {
  /** Σ max(0, duration − 50 ms) over every long task. */
  blocking: number;
  /** The same over the tasks starting after the first contentful paint. */
  afterFcp: number;
  /** The same over the tasks starting after html[data-hydrated] (what the page does once it is the app's). */
  afterHydrated: number;
  /** The longest task starting after html[data-hydrated]. */
  longestAfterHydrated: number;
  longest: number;
  count: number;
  /** ms from navigation to html[data-hydrated]. */
  hydrated: number;
}

// Runs in the page before its first byte: keeps every long task, notes when the app has hydrated, and says on the
// console once QUIET_MS have passed without a long task after that. Nothing of Playwright's runs in the page until
// then (its injected script, evaluated on the first waitFor or evaluate, is a long task of its own).
const OBSERVE = (quietMs: number) => `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    const html = document.documentElement;
    const lastEnd = () => Math.max(0, ...window.__longTasks.map((t) => t.start + t.duration));
    const waitQuiet = () => {
      const quiet = performance.now() - lastEnd();
      if (quiet >= ${quietMs} && document.readyState === 'complete') console.debug('long-tasks: quiet');
      else setTimeout(waitQuiet, Math.max(50, ${quietMs} - quiet));
    };
    const seen = () => {
      if (!html.hasAttribute('data-hydrated')) return false;
      window.__hydratedAt = performance.now();
      waitQuiet();
      return true;
    };
    if (seen()) return;
    new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(html, {
      attributes: true,
      attributeFilter: ['data-hydrated'],
    });
  });
`;

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE(QUIET_MS));
    const quiet = page.waitForEvent('console', {
      predicate: (m) => m.text() === 'long-tasks: quiet',
      timeout: 120_000,
    });
    await page.goto(url, { waitUntil: 'commit' });
    await quiet;
    const { tasks, fcp, hydrated } = await page.evaluate<{
      tasks: { start: number; duration: number }[];
      fcp: number;
      hydrated: number;
    }>(`({
      tasks: window.__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      hydrated: window.__hydratedAt ?? NaN,
    })`);
    const over = (list: typeof tasks) => list.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return {
      blocking: over(tasks),
      afterFcp: over(tasks.filter((t) => t.start >= fcp)),
      afterHydrated: over(tasks.filter((t) => t.start >= hydrated)),
      longestAfterHydrated: Math.max(0, ...tasks.filter((t) => t.start >= hydrated).map((t) => t.duration)),
      longest: Math.max(0, ...tasks.map((t) => t.duration)),
      count: tasks.length,
      hydrated,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const servers: { root: string; server: RunningServer; dataDir: string }[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const root of ROOTS) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-longtasks-'));
    const server = await startServer({
      dataDir,
      entry: path.join(root, 'apps/server/dist/server.js'),
      env: { SEED: 'demo', LOG_LEVEL: 'warn' },
      timeoutMs: 600_000,
    });
    servers.push({ root, server, dataDir });
  }
  const first = servers[0]!.server.url;
  const listing = (await (await fetch(`${first}/api/user/products?page=1&limit=1`)).json()) as {
    products: { id: number }[];
  };
  const productId = listing.products[0]?.id;
  if (!productId) throw new Error('the demo catalog has no product');
  const pages = (
    [
      ['Home', '/'],
      ['Product page', `/product/${productId}`],
      ['Category', `/categories/${encodeURIComponent('Smart Home')}`],
      ['Search results', '/search?q=Wipro'],
      ['Seller page', '/topsellers/1'],
    ] as const
  ).filter(([name]) => PAGES.length === 0 || PAGES.some((p) => name.toLowerCase().startsWith(p)));

  // A first load of each page on each server, not counted: the server's caches and the OS's file cache warm.
  for (const [, pagePath] of pages)
    for (const s of servers) await load(browser, `${s.server.url}${pagePath}`);

  const rows: string[] = [];
  const f = (n: number) => n.toFixed(0).padStart(5);
  for (const [name, pagePath] of pages) {
    const loads = servers.map(() => [] as Load[]);
    for (let i = 0; i < RUNS; i++)
      for (const [k, s] of servers.entries())
        loads[k]!.push(await load(browser, `${s.server.url}${pagePath}`));
    for (const [k, s] of servers.entries()) {
      const l = loads[k]!;
      const m = (key: keyof Load) => median(l.map((x) => x[key]));
      const row =
        `${name.padEnd(15)} ${path.basename(s.root).padEnd(12)} blocking ${f(m('blocking'))} ms ` +
        `(after FCP ${f(m('afterFcp'))}, after hydrated ${f(m('afterHydrated'))})  longest ${f(m('longest'))} ms ` +
        `(after hydrated ${f(m('longestAfterHydrated'))})  tasks ${m('count').toFixed(0).padStart(2)}` +
        `  hydrated ${f(m('hydrated'))} ms   [blocking of each load: ${l.map((x) => x.blocking.toFixed(0)).join(' ')}]`;
      rows.push(row);
      console.log(row);
    }
  }
  console.log(
    `\nMedian of ${RUNS} loads per page and build, CPU ×${CPU_SLOWDOWN}, 412 × 823 px; load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} at the end.`,
  );
} finally {
  await browser.close();
  for (const s of servers) {
    await s.server.stop();
    await removeDir(s.dataDir);
  }
}
