/**
 * How the e2e tests and the benchmarks start Chromium: Debian's browser (CHROMIUM_PATH, default
 * /usr/bin/chromium; none is downloaded), headless, without a sandbox or GPU, and without the background
 * traffic (updates, sync, QUIC) that would add requests of its own to what a page measures. A module of its
 * own, without test-runner imports, so the bench scripts can use it too.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
