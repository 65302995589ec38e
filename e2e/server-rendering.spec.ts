import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { formatINR } from '@electrohub/shared/format';
import { sellingPrice } from '@electrohub/shared/pricing';
import { SELLER_PAGE_SIZE } from '@electrohub/shared/storefront';
import { startE2E, DESKTOP, PHONE, type E2E } from './helpers.ts';

/**
 * Server-rendered public pages (docs/decisions/037-server-rendered-storefront.md): the HTML carries each page's
 * content for a reader without JavaScript, the browser hydrates it without asking for that data again, and what
 * belongs to a signed-in buyer fills in after hydration, never in the shared HTML.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

type Card = { id: number; name: string; price: number; offerPercentage: number; images: { url: string }[] };

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${e2e.server.url}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
/** The page's HTML as a crawler or a browser without JavaScript gets it: what sits in #root. */
const htmlOf = async (path: string, cookie?: string) => {
  const res = await fetch(`${e2e.server.url}${path}`, { headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssr-state">');
  expect(start, `${path} is server-rendered`).toBeGreaterThan(0);
  expect(end, `${path} carries its queries`).toBeGreaterThan(start);
  return { root: html.slice(start, end), html };
};
/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe('server rendering: the HTML without JavaScript', () => {
  it("has the product's name, price and picture, with the picture first and sized to its slot", async () => {
    const { products } = await api<{ products: Card[] }>('/api/user/products?page=1&limit=1');
    const p = products[0]!;
    const { root, html } = await htmlOf(`/product/${p.id}`);
    expect(root).toContain(`>${escaped(p.name)}</h1>`);
    expect(root).toContain(formatINR(sellingPrice(p.price, p.offerPercentage)));
    const img = new RegExp(`<img[^>]*src="${p.images[0]!.url}"[^>]*>`).exec(root)?.[0] ?? '';
    expect(img).toMatch(/srcSet="[^"]*-400\.webp 400w/i);
    expect(img).toMatch(/sizes="[^"]+"/);
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(img).toMatch(/alt="[^"]+"/);
    // Found by the preload scanner before any script runs.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*-400\.webp 400w/i);
  });

  it("has the category's first products and the search's hits", async () => {
    const category = 'Smart Home';
    const { products } = await api<{ products: Card[] }>(
      `/api/user/products?page=1&limit=12&category=${encodeURIComponent(category)}`,
    );
    expect(products.length).toBeGreaterThan(2);
    const { root } = await htmlOf(`/categories/${encodeURIComponent(category)}`);
    for (const p of products.slice(0, 6)) expect(root).toContain(escaped(p.name));

    const hits = await api<Card[]>('/api/user/products/search?query=Wipro&limit=12');
    expect(hits.length).toBeGreaterThan(0);
    const search = await htmlOf('/search?q=Wipro');
    for (const p of hits) expect(search.root).toContain(escaped(p.name));
  });

  it('has the home, seller and information pages', async () => {
    const banners = await api<{ title: string }[]>('/api/banner-carousels');
    const home = await htmlOf('/');
    expect(home.root).toContain(escaped(banners[0]!.title));
    const seller = await api<{ seller: { name: string; products: Card[] } }>('/api/user/sellers/1');
    const sellerPage = await htmlOf('/topsellers/1');
    expect(sellerPage.root).toContain(escaped(seller.seller.name));
    expect(sellerPage.root).toContain(escaped(seller.seller.products[0]!.name));
    expect((await htmlOf('/about')).root).toContain('About');
    expect((await htmlOf('/contact')).root).toContain('Contact');
    expect((await htmlOf('/info/faq')).root).toMatch(/<h1/);
  });

  it('puts the header and the page each in a boundary of their own, filled, for the browser to hydrate apart (decision 056)', async () => {
    for (const path of ['/', '/categories/Smart%20Home', '/product/1', '/search?q=Wipro', '/topsellers/1']) {
      const { root } = await htmlOf(path);
      // React's markers of a finished boundary: <!--$--> … <!--/$-->; a fallback would be <!--$?--> or <!--$!-->.
      expect(root, path).toMatch(/<!--\$--><header[\s>]/);
      expect(root, path).toMatch(/<main id="main"[^>]*><!--\$-->/);
      expect(root, path).toMatch(/<!--\/\$--><\/main>/);
      expect(root, path).not.toMatch(/<!--\$[?!]-->/);
    }
  });

  it("a seller's page holds its first products only, and 'More Products' brings the next ones (decision 052)", async () => {
    type SellerPage = { seller: { productCount: number; products: Card[] } };
    const pageOf = (n: number) => api<SellerPage>(`/api/user/sellers/1?page=${n}&limit=${SELLER_PAGE_SIZE}`);
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect(first.seller.productCount, 'the demo seller has more than a page').toBeGreaterThan(
      SELLER_PAGE_SIZE,
    );
    expect(first.seller.products).toHaveLength(SELLER_PAGE_SIZE);
    const link = (p: Card) => `href="/product/${p.id}"`;
    const { root, html } = await htmlOf('/topsellers/1');
    for (const p of first.seller.products) expect(root).toContain(link(p));
    for (const p of second.seller.products) expect(root).not.toContain(link(p));
    // The page's queries carry that first page, not the seller's whole catalogue.
    const state = /id="ssr-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    for (const p of second.seller.products) expect(state).not.toContain(`"id":${p.id},"name"`);

    const { page, context } = await e2e.newPage({ viewport: PHONE });
    await page.goto('/topsellers/1');
    await hydrated(page);
    const next = second.seller.products[0]!;
    expect(await page.locator(`a[href="/product/${next.id}"]`).count()).toBe(0);
    await page.getByRole('button', { name: 'More Products' }).click();
    await page.locator(`a[href="/product/${next.id}"]`).first().waitFor();
    await context.close();
  });
});

describe('server rendering: what a desktop gets', () => {
  it("the home banner's wide picture at its real 1600 px, preloaded with the srcset and sizes of its <img>", async () => {
    const banners = await api<{ imageUrl: string }[]>('/api/banner-carousels');
    const wide = new URL(banners[0]!.imageUrl, e2e.server.url).pathname;
    expect(wide, 'the demo banners are wide sets (decision 058)').toMatch(/-1600\.webp$/);
    const base = wide.replace(/-1600\.webp$/, '');
    const { root, html } = await htmlOf('/');
    const img =
      new RegExp(`<img [^>]*srcSet="[^"]*${base}-400\\.webp 400w[^"]*"[^>]*>`).exec(root)?.[0] ?? '';
    const srcset = /srcSet="([^"]*)"/.exec(img)?.[1] ?? '';
    expect(srcset.split(', ').map((e) => e.replace(/^\S*-(\d+)\.webp (\d+)w$/, '$1=$2'))).toEqual([
      '400=400',
      '800=800',
      '1600=1600',
    ]);
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = new RegExp(`<link rel="preload" as="image"[^>]*${base}-1600\\.webp 1600w[^>]*>`).exec(
      head,
    )?.[0];
    expect(preload, 'the first banner is preloaded in <head>').toBeDefined();
    expect(/imageSrcSet="([^"]*)"/i.exec(preload!)?.[1]).toBe(srcset);
    expect(/imageSizes="([^"]*)"/i.exec(preload!)?.[1]).toBe(/sizes="([^"]*)"/.exec(img)?.[1]);

    // A 1366 px screen (one device pixel per CSS pixel) fills a 1248 px slot: the browser takes the 1600 file only.
    const { page, context } = await e2e.newPage({ viewport: { width: 1366, height: 900 } });
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith(base)) asked.push(path);
    });
    await page.goto('/');
    const first = page.locator(`img[srcset*="${base}-1600.webp"]`).first();
    await expect
      .poll(() => first.evaluate((el: HTMLImageElement) => (el.complete ? el.currentSrc : '')))
      .toMatch(/-1600\.webp$/);
    expect([...new Set(asked)]).toEqual([wide]);
    // (naturalWidth would be the slot's 1248: the browser scales it by the srcset's density.) The file itself:
    expect((await sharp(await (await page.request.get(wide)).body()).metadata()).width).toBe(1600);
    await context.close();
  });
});

describe('server rendering: what a phone gets', () => {
  it("the home banner's phone crop, preloaded for narrow screens only", async () => {
    const banners =
      await api<{ title: string; imageUrl: string; phoneImageUrl: string | null }[]>('/api/banner-carousels');
    const first = banners[0]!;
    expect(first.phoneImageUrl, 'the demo banners have phone crops').toBeTruthy();
    const { root, html } = await htmlOf('/');
    const phone = first.phoneImageUrl!.replace(/-800\.webp$/, '');
    const source =
      new RegExp(`<source [^>]*srcSet="[^"]*${phone}-400\\.webp 400w[^>]*>`).exec(root)?.[0] ?? '';
    expect(source).toMatch(/media="\(max-width: 639\.98px\)"/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      new RegExp(`<link rel="preload" as="image"[^>]*${phone}-400\\.webp[^>]*media="\\(max-width`),
    );
  });

  it('headings never skip a level on the listing pages (what assistive technology reads at 390 px)', async () => {
    for (const path of ['/', '/categories/Smart%20Home', '/search?q=Wipro', '/topsellers/1']) {
      const { page, context } = await e2e.newPage({ viewport: PHONE });
      await page.goto(path);
      await hydrated(page);
      const levels = await page.evaluate(() =>
        Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
          .filter((h) => h.getClientRects().length > 0 || h.classList.contains('sr-only'))
          .map((h) => Number(h.tagName[1])),
      );
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
      expect(skips, `${path}: ${levels.join(' ')}`).toEqual([]);
      await context.close();
    }
  });
});

describe('server rendering: what a phone leaves out (decision 056)', () => {
  it('never loads or hydrates the hidden filter sidebar, until the window widens to show it', async () => {
    const { page, context } = await e2e.newPage({ viewport: PHONE });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/categories/Smart%20Home', { waitUntil: 'networkidle' });
    await hydrated(page);
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    expect(await sidebar.isVisible()).toBe(false);
    const panelCode = () => scripts.filter((s) => /\/filter-panel-[\w-]+\.js$/.test(s));
    expect(panelCode()).toEqual([]);

    // Wide enough for the sidebar: its code comes, and the server's panel answers a click.
    await page.setViewportSize(DESKTOP);
    await sidebar.waitFor();
    await expect.poll(() => panelCode().length, { timeout: 15_000 }).toBe(1);
    // Its code loaded is not yet its HTML hydrated: React marks each node it has taken over.
    const box = sidebar.getByRole('checkbox').first();
    await expect
      .poll(() => box.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), {
        timeout: 15_000,
      })
      .toBe(true);
    await box.click();
    await expect.poll(() => new URL(page.url()).search, { timeout: 15_000 }).not.toBe('');
    await context.close();
  });
});

describe('server rendering: paint first, then the app (decision 051)', () => {
  it("paints the server's HTML before asking for the app's code, and the chat's code only once the launcher shows", async () => {
    const { page, context } = await e2e.newPage({ viewport: PHONE });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    // The browser's own record: when the first paint happened, and when each of the app's chunks was asked for.
    // paint-first.js starts the app after the paint and the load event, or 1.5 s after the load event if the paint
    // takes longer (a busy headless browser can be that slow to paint).
    const { paint, load, app } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      app: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/(vendor|index)-[\w-]+\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(paint).not.toBeNull();
    expect(app, 'the entry and vendor chunks were loaded').toHaveLength(2);
    for (const asked of app) {
      expect(asked).toBeGreaterThanOrEqual(load);
      expect(asked).toBeGreaterThanOrEqual(Math.min(paint!, load + 1500));
    }

    // The support chat's panel (its code, its socket) is not in the first JavaScript: it comes with the launcher.
    expect(scripts.filter((s) => s.includes('chat-panel'))).toEqual([]);
    await page.mouse.wheel(0, 800);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await page.getByRole('region', { name: /support chat$/ }).waitFor();
    expect(scripts.filter((s) => s.includes('chat-panel'))).toHaveLength(1);
    await context.close();
  });
});

describe('server rendering: the theme before the first paint (decision 066)', () => {
  it('runs the inline theme script under the CSP, by its hash, with no violation and no request for it', async () => {
    const { page, context } = await e2e.newPage({ viewport: PHONE });
    // Before any of the page's own scripts: note every CSP violation, and what the theme is once the HTML is parsed
    // (the app's code starts only after the first paint, decision 051: a dark class by then is the inline script's).
    await context.addInitScript(() => {
      if (!location.protocol.startsWith('http')) return;
      localStorage.setItem('theme', 'dark');
      const w = window as unknown as { violations: string[]; darkAtParse: boolean | null };
      w.violations = [];
      w.darkAtParse = null;
      document.addEventListener('securitypolicyviolation', (e) =>
        w.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      );
      document.addEventListener('DOMContentLoaded', () => {
        w.darkAtParse = document.documentElement.classList.contains('dark');
      });
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const res = await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    const csp = res!.headers()['content-security-policy']!;
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)![1]!;
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    const seen = await page.evaluate(() => {
      const w = window as unknown as { violations: string[]; darkAtParse: boolean | null };
      return { violations: w.violations, darkAtParse: w.darkAtParse };
    });
    expect(seen.violations).toEqual([]);
    expect(seen.darkAtParse).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    expect(requested).not.toContain('/theme-init.js');
    await context.close();
  });
});

/** The /api reads a page made in the browser, session probes and the like aside. */
function watchApi(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

/** Hydrated: React has taken over the server's #root (and marked <html data-hydrated>). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return (
      document.documentElement.hasAttribute('data-hydrated') &&
      Boolean(root && Object.keys(root).some((k) => k.startsWith('__reactContainer')))
    );
  });

describe('server rendering: hydrating', () => {
  it('takes over each page type without a console error and without asking for its data again', async () => {
    const { products } = await api<{ products: Card[] }>('/api/user/products?page=1&limit=1');
    // The page's own reads (the header's search suggestions and the session are not page data).
    const pageData =
      /^\/api\/(categories\/|banner-carousels|product-carousels|user\/products(\?|\/\d|\/relatedproducts)|user\/sellers\/\d|user\/products\/search\?.*limit=12)/;
    for (const path of [
      '/',
      `/product/${products[0]!.id}`,
      '/categories/Smart%20Home',
      '/search?q=Wipro',
      '/topsellers/1',
      '/about',
      '/info/faq',
    ]) {
      const { page, context } = await e2e.newPage({ viewport: PHONE });
      const calls = watchApi(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await hydrated(page);
      expect(
        calls.filter((c) => pageData.test(c)),
        path,
      ).toEqual([]);
      await context.close();
    }
  });

  it('shows a signed-in buyer their own wishlist heart and account menu, never in the shared HTML', async () => {
    const { products } = await api<{ products: Card[] }>('/api/user/products?page=1&limit=1');
    const p = products[0]!;
    const { page, context } = await e2e.newPage();
    const signIn = await page.request.post('/api/user/auth/signin', {
      data: { email: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password },
    });
    expect(signIn.status()).toBe(200);
    const { user } = (await signIn.json()) as { user: { name: string } };
    const wishlisted = await page.request.get('/api/user/wishlist/wishlistproducts');
    const { wishlist } = (await wishlisted.json()) as { wishlist: number[] };
    if (!wishlist.includes(p.id)) await page.request.post(`/api/user/wishlist/${p.id}`);

    await page.goto(`/product/${p.id}`);
    await hydrated(page);
    const firstName = user.name.split(' ')[0]!;
    await page.getByText(`Hi, ${firstName}`).waitFor();
    await page.getByRole('button', { name: 'Remove from wishlist', exact: true }).waitFor();

    // The HTML itself is the same with and without their cookie, and names nobody.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const theirs = await htmlOf(`/product/${p.id}`, cookie);
    const anyone = await htmlOf(`/product/${p.id}`);
    expect(theirs.root).toBe(anyone.root);
    // (Their name may be on the page as a reviewer's: reviews are public. Their greeting and hearts are not.)
    expect(theirs.html).not.toContain(escaped(`Hi, ${firstName}`));
    expect(theirs.root).not.toContain('Remove from wishlist');
    await context.close();
  });
});
