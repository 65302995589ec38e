import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, shot, sidewaysScroll, startE2E, DESKTOP, PHONE, type E2E } from './helpers.ts';

/** The filter panel of the listing pages (docs/decisions/041-catalog-filters.md). */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

type Facets = {
  total: number;
  brands: { name: string; count: number }[];
  ratings: { min: number; count: number }[];
};

/** The demo category with the most brands, and its counts before any filter. */
async function busiestCategory(page: Page): Promise<{ name: string; facets: Facets }> {
  const categories = (await (await page.request.get('/api/categories/all')).json()) as { name: string }[];
  let best: { name: string; facets: Facets } | undefined;
  for (const c of categories) {
    const res = await page.request.get(`/api/user/products/facets?category=${encodeURIComponent(c.name)}`);
    const facets = (await res.json()) as Facets;
    if (!best || facets.brands.length > best.facets.brands.length) best = { name: c.name, facets };
  }
  return best!;
}

/** The product names of the grid as shown. */
const gridNames = (page: Page) => page.locator('main li h3').allInnerTexts();
const resultCount = (page: Page) => page.getByTestId('result-count');
/** Waits for a state (the page's queries settle at their own pace on a busy machine). */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
const countOf = async (page: Page) => Number((await resultCount(page).innerText()).replace(/[^\d]/g, ''));

describe('filters: a buyer narrows a category', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)
    it(`by brand, price and rating, shares the URL and clears the filters (${label})`, async () => {
      const { page, context } = await e2e.newPage({ viewport });
      const { name, facets } = await busiestCategory(page);
      expect(facets.brands.length).toBeGreaterThan(2);
      await page.goto(`/categories/${encodeURIComponent(name)}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await poll(() => countOf(page)).toBe(facets.total);

      // The panel: a drawer on phones, the sidebar on a desktop.
      let panel: Locator;
      if (viewport === PHONE) {
        await poll(() => page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
        await page.getByRole('button', { name: /^Filters/ }).click();
        panel = page.getByRole('dialog', { name: 'Filters' });
      } else panel = page.getByRole('complementary', { name: 'Filters' });
      await panel.getByRole('heading', { name: 'Brand' }).waitFor();

      // Two brands: the count is theirs, and ticking the first kept the second's count.
      const [first, second] = facets.brands;
      await panel.getByRole('checkbox', { name: new RegExp(`^${first!.name}`) }).click();
      await poll(() => countOf(page)).toBe(first!.count);
      await poll(async () =>
        (await panel.locator('label', { hasText: second!.name }).first().innerText()).replace(/\D/g, ''),
      ).toBe(String(second!.count));
      await panel.getByRole('checkbox', { name: new RegExp(`^${second!.name}`) }).click();
      await poll(() => countOf(page)).toBe(first!.count + second!.count);
      await page
        .getByRole('list', { name: 'Active filters' })
        .getByRole('button', { name: first!.name })
        .waitFor();

      // Price: a maximum typed in, at the median of what is listed.
      const priced = (await (
        await page.request.get(
          `/api/user/products?category=${encodeURIComponent(name)}&brand=${encodeURIComponent(`${first!.name},${second!.name}`)}&limit=48&sort=price_asc`,
        )
      ).json()) as { products: { price: number; offerPercentage: number }[] };
      const selling = priced.products.map((p) => Math.round(p.price - (p.price * p.offerPercentage) / 100));
      const maxPrice = selling[Math.floor(selling.length / 2)]!;
      await panel.getByLabel('Max (₹)').fill(String(maxPrice));
      await panel.getByRole('button', { name: 'Go' }).click();
      await poll(() => new URL(page.url()).searchParams.get('maxPrice')).toBe(String(maxPrice));

      // Rating: the highest step that still has products.
      const byPrice = (await (
        await page.request.get(
          `/api/user/products/facets?category=${encodeURIComponent(name)}&brand=${encodeURIComponent(`${first!.name},${second!.name}`)}&maxPrice=${maxPrice}`,
        )
      ).json()) as Facets;
      const step = byPrice.ratings.find((r) => r.count > 0)!;
      // A click, then the state: the radio follows the URL, which the click changes a moment later.
      const radio = panel.getByRole('radio', { name: new RegExp(`^${step.min}★ & up`) });
      await radio.click();
      await poll(() => radio.isChecked()).toBe(true);
      await poll(() => countOf(page)).toBe(step.count);
      const url = new URL(page.url());
      expect(url.searchParams.get('brand')).toBe(`${first!.name},${second!.name}`);
      expect(url.searchParams.get('minRating')).toBe(String(step.min));
      const chips = page.getByRole('list', { name: 'Active filters' });
      await chips.getByRole('button', { name: `${step.min}★ & up` }).waitFor();
      await chips.getByRole('button', { name: /^Under ₹/ }).waitFor();

      if (viewport === PHONE) {
        await panel.getByRole('button', { name: /^Show / }).click();
        await panel.waitFor({ state: 'hidden' });
      }
      await poll(async () => (await gridNames(page)).length).toBe(Math.min(step.count, 12));
      const names = await gridNames(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
      await shot(page, `filters-${label}-light`);

      // The shared URL, opened by someone else (dark mode), shows the same products and count.
      const other = await e2e.newPage({ viewport, colorScheme: 'dark' });
      await other.context.addInitScript(
        () => location.protocol.startsWith('http') && localStorage.setItem('theme', 'dark'),
      );
      await other.page.goto(page.url());
      await poll(() => countOf(other.page)).toBe(step.count);
      await poll(() => gridNames(other.page)).toEqual(names);
      expect(await axeViolations(other.page)).toEqual([]);
      await shot(other.page, `filters-${label}-dark`);
      if (viewport === PHONE) {
        await other.page.getByRole('button', { name: /^Filters \(4\)/ }).click();
        await other.page
          .getByRole('dialog', { name: 'Filters' })
          .getByRole('heading', { name: 'Price' })
          .waitFor();
        expect(await axeViolations(other.page)).toEqual([]);
        await shot(other.page, `filters-${label}-drawer-dark`);
      }
      await other.context.close();

      // Removing one chip, then 'Clear all': every filter goes, the whole category is back.
      await chips.getByRole('button', { name: `${step.min}★ & up` }).click();
      await poll(() => new URL(page.url()).searchParams.has('minRating')).toBe(false);
      await chips.getByRole('button', { name: 'Clear all' }).click();
      await poll(() => countOf(page)).toBe(facets.total);
      expect([...new URL(page.url()).searchParams.keys()]).toEqual([]);
      await poll(() => chips.count()).toBe(0);
      await context.close();
    });

  it('the search page and the home grid carry the same panel, their filters in the URL', async () => {
    const { page, context } = await e2e.newPage({ viewport: DESKTOP });
    const { facets } = await busiestCategory(page);
    const brand = facets.brands[0]!.name;
    await page.goto(`/search?q=${encodeURIComponent(brand)}&inStock=1`);
    const panel = page.getByRole('complementary', { name: 'Filters' });
    await panel.getByRole('checkbox', { name: /^In stock only/ }).waitFor();
    expect(await panel.getByRole('checkbox', { name: /^In stock only/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const count = (await (
      await page.request.get(`/api/user/products/facets?query=${encodeURIComponent(brand)}&inStock=1`)
    ).json()) as Facets;
    await poll(() => countOf(page)).toBe(count.total);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'filters-search-desktop-light');

    // Home: 'Our Products' filtered from the URL; the sort and 'More Products' keep it (the query carries it).
    await page.goto(`/?minOffer=10#products`);
    await page.getByRole('heading', { name: 'Our Products' }).scrollIntoViewIfNeeded();
    const home = (await (await page.request.get('/api/user/products/facets?minOffer=10')).json()) as Facets;
    await poll(() => countOf(page)).toBe(home.total);
    await page
      .getByRole('list', { name: 'Active filters' })
      .getByRole('button', { name: '10 % or more' })
      .waitFor();
    await shot(page, 'filters-home-desktop-light');
    await context.close();
  });

  it("home's sidebar loads its code when the visitor scrolls towards 'Our Products', then works", async () => {
    // Decision 075: the panel's code is not part of home's first JavaScript at 1366 px (it is far below the fold).
    const { page, context } = await e2e.newPage({ viewport: DESKTOP });
    const panelCode: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/filter-panel-[^/]*\.js$/.test(new URL(r.url()).pathname)) panelCode.push(r.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(panelCode, 'the panel code before any scroll').toEqual([]);

    const panel = page.getByRole('complementary', { name: 'Filters' });
    await panel.scrollIntoViewIfNeeded();
    await poll(() => panelCode.length).toBe(1);
    // Hydrated: a click on a brand is the app's (its count becomes the result count).
    const all = (await (await page.request.get('/api/user/products/facets')).json()) as Facets;
    const brand = all.brands[0]!;
    await panel.getByRole('checkbox', { name: new RegExp(`^${brand.name}`) }).click();
    await poll(() => countOf(page)).toBe(brand.count);
    await context.close();
  });

  it('the desktop sidebar is in the server HTML with its counts, and hydrates without asking for them', async () => {
    const probe = await e2e.newPage({ viewport: DESKTOP });
    const { name, facets } = await busiestCategory(probe.page);
    await probe.context.close();
    const path = `/categories/${encodeURIComponent(name)}`;
    const shown = facets.brands.slice(0, 8);

    // Without JavaScript at 1366 px: the sidebar, each listed brand's checkbox with its count, the result count.
    const bare = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: DESKTOP,
      javaScriptEnabled: false,
    });
    const html = await bare.newPage();
    await html.goto(path);
    const aside = html.getByRole('complementary', { name: 'Filters' });
    for (const b of shown) {
      const box = aside.getByRole('checkbox', { name: new RegExp(`^${b.name}\\s*${b.count}$`) });
      expect(await box.isVisible(), `${b.name} (${b.count})`).toBe(true);
    }
    expect(await aside.getByRole('heading', { name: 'Customer rating' }).isVisible()).toBe(true);
    expect(await html.getByTestId('result-count').innerText()).toBe(
      `${facets.total.toLocaleString('en-IN')} products`,
    );
    await shot(html, 'filters-server-html-desktop');
    await bare.close();

    // With JavaScript: no facets request for the first view, and nothing moves while the page takes over.
    const { page, context } = await e2e.newPage({ viewport: DESKTOP });
    await context.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.shifted += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const facetCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/user/products/facets') facetCalls.push(r.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
    expect(shifted).toBeLessThan(0.01);
    const panel = page.getByRole('complementary', { name: 'Filters' });
    // Hydrated too: a click on a brand is the app's (its count becomes the result count).
    await panel.getByRole('checkbox', { name: new RegExp(`^${shown[0]!.name}`) }).click();
    await poll(() => countOf(page)).toBe(shown[0]!.count);
    expect(facetCalls.filter((u) => !new URL(u).searchParams.has('brand'))).toEqual([]);
    await context.close();
  });
});
