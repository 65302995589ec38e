/**
 * The storefront's main-thread work measured by CPU time, which a machine shared with other work does not inflate
 * (decision 066): bench/long-tasks.ts times tasks by the wall clock, and on a loaded machine a task that waited for a
 * core looks long. Usage: `npm run build && ROOTS=/path/a,/path/b RUNS=7 URL_PATH=/ node --import tsx
 * bench/main-thread-cpu.ts`. Each root's built server runs with the demo data; each load (phone screen, no CPU
 * slowdown, fresh context, loads alternating between the roots, one unrecorded load first) is traced in Chromium, and
 * each task of the page's main thread counts by its thread time (`tdur`) times 4, as Lighthouse's simulation scales
 * an unthrottled trace: the simulated TBT is Σ max(0, 4 × cpu − 50 ms) over the tasks from the first contentful paint
 * on ('after hydrated': from <html data-hydrated> on), with the longest task and the main thread's whole CPU time.
 * Medians over RUNS loads. Loopback only; prints, writes nothing.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { removeDir, startServer } from '../e2e/server.ts';

/** A Chromium trace event, as far as read here. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
}

const roots = (process.env.ROOTS ?? '').split(',');
const RUNS = Number(process.env.RUNS ?? 5);
const u = process.env.URL_PATH ?? '/';
const servers: { root: string; dataDir: string; server: Awaited<ReturnType<typeof startServer>> }[] = [];
for (const root of roots) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'eh-cpu-'));
  servers.push({
    root,
    dataDir,
    server: await startServer({
      dataDir,
      entry: path.join(root, 'apps/server/dist/server.js'),
      env: { SEED: 'demo', LOG_LEVEL: 'warn' },
      timeoutMs: 600_000,
    }),
  });
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = servers.map(
  () => [] as { tbt: number; after: number; longest: number; longestAfter: number; total: number }[],
);
try {
  for (let i = -1; i < RUNS; i++)
    for (const [k, s] of servers.entries()) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // The page marks when it is the app's (a user-timing mark, in the trace).
      await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
      const html = document.documentElement;
      new MutationObserver((_, o) => {
        if (html.hasAttribute('data-hydrated')) { performance.mark('eh-hydrated'); o.disconnect(); }
      }).observe(html, { attributes: true });
    });`);
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
      const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'blink.user_timing',
            'loading',
            'disabled-by-default-devtools.timeline',
          ],
        },
        transferMode: 'ReportEvents',
      });
      await page.goto(`${s.server.url}${u}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { timeout: 120000 });
      await page.waitForTimeout(3000);
      await cdp.send('Tracing.end');
      await done;
      await context.close();
      if (i < 0) continue;
      const parses = events.filter((e) => e.name === 'ParseHTML');
      const { pid, tid } = parses.at(-1)!;
      const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
      const hyd = events.find((e) => e.name === 'eh-hydrated')?.ts ?? Infinity;
      const tasks = events.filter(
        (e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined,
      );
      const sim = (e: TraceEvent) => (4 * e.tdur!) / 1000;
      const over = (l: TraceEvent[]) => l.reduce((a, e) => a + Math.max(0, sim(e) - 50), 0);
      const afterF = tasks.filter((e) => e.ts >= fcp),
        afterH = tasks.filter((e) => e.ts >= hyd);
      results[k]!.push({
        tbt: over(afterF),
        after: over(afterH),
        longest: Math.max(0, ...tasks.map(sim)),
        longestAfter: Math.max(0, ...afterH.map(sim)),
        total: tasks.reduce((a, e) => a + e.tdur! / 1000, 0),
      });
    }
} finally {
  await browser.close();
  for (const s of servers) {
    await s.server.stop();
    await removeDir(s.dataDir);
  }
}
const med = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2;
};
for (const [k, s] of servers.entries()) {
  const r = results[k]!;
  const m = (key: keyof (typeof r)[0]) => med(r.map((x) => x[key])).toFixed(0);
  console.log(
    `${u} ${path.basename(s.root).padEnd(11)} simulated TBT ${m('tbt')} ms (after hydrated ${m('after')})  longest ${m('longest')} (after hydrated ${m('longestAfter')})  main-thread CPU ${m('total')} ms  [TBT each: ${r.map((x) => x.tbt.toFixed(0)).join(' ')}] [after hydrated each: ${r.map((x) => x.after.toFixed(0)).join(' ')}]`,
  );
}
console.log(
  'load',
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' '),
);
