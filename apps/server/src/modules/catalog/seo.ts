import type { FastifyInstance, FastifyReply } from 'fastify';
import { categoryTagline, SELLER_PAGE_SIZE } from '@electrohub/shared/storefront';
import { INFO_META_DESCRIPTION, INFO_TABS, infoTitleFor } from '@electrohub/shared/content/info-sections';
import { STATIC_PAGES } from '@electrohub/shared/content/static-pages';
import { truncate } from '@electrohub/shared/format';
import { sellingPricePaise, toPaise, toRupees } from '@electrohub/shared/pricing';
import type { PageMeta } from '../../plugins/spa.ts';
import { AppError } from '../../lib/errors.ts';
import { Memo } from '../../lib/memo.ts';
import * as sitemap from './repository/sitemap.ts';
import { escapeHtml } from '../../lib/html.ts';
import * as service from './service.ts';
import { pageReads } from './page-reads.ts';

const SITE = 'ElectroHub';
const TAGLINE = 'Powering Your Tech Life!';
const HOME_DESCRIPTION =
  'Powering Your Tech Life! Shop smartphones, laptops, audio and more from verified sellers across India.';
/**
 * Sitemap files are remembered per process for this long (lib/memo.ts; a write through the app forgets them):
 * crawlers come back rarely and a new product can wait that long to be listed.
 */
const SITEMAP_TTL_MS = 15 * 60_000;
/** The files of one sitemap: their XML, at most 50,000 URLs each (bounded memory: a few files at a time). */
const sitemapFiles = new Memo<string | null>({
  ttlMs: SITEMAP_TTL_MS,
  max: 8,
  // One byte a character (ASCII XML), counted against the answers' byte budget (decision 061).
  shared: true,
  sizeOf: (xml) => xml?.length ?? 0,
});
/** Where each products/sellers file starts (one index-only pass per kind, remembered as long as the files). */
const sitemapStarts = new Memo<number[]>({ ttlMs: SITEMAP_TTL_MS, max: 8 });

const titled = (t: string) => `${t} | ${SITE}`;
const describe = (text: string) => truncate(text.replace(/\s+/g, ' ').trim(), 157);
const notFoundMeta = (what: string): PageMeta => ({
  title: titled(`${what} not found`),
  description: TAGLINE,
  status: 404,
});
const isNotFound = (err: unknown) => err instanceof AppError && err.status === 404;

function breadcrumbs(base: string, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      item: `${base}${it.path}`,
    })),
  };
}

const categoryPath = (name: string) => `/categories/${encodeURIComponent(name)}`;
const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

/** Static storefront pages listed in the sitemap. */
const STATIC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/whats-new',
  '/copyright',
  '/gift-cards',
  '/help-center',
];

/**
 * SEO of the storefront: server-written title, description, canonical,
 * Open Graph and JSON-LD for home, product, category and seller pages (and the static pages), plus
 * /sitemap.xml and /robots.txt.
 */
export async function seoRoutes(app: FastifyInstance) {
  const base = app.config.PUBLIC_URL;

  // app.pageMeta is decorated by the SPA plugin, registered after the modules: attach once everything is loaded.
  app.addHook('onReady', async () => {
    app.pageReads(pageReads(app));
    app.pageMeta('/', async () => ({
      title: `${SITE} — ${TAGLINE}`,
      description: HOME_DESCRIPTION,
      canonicalPath: '/',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE,
          url: `${base}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${base}/search?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: SITE,
          url: `${base}/`,
          logo: `${base}/favicon.svg`,
        },
      ],
    }));

    app.pageMeta('/product/:id', async ({ id }) => {
      const n = /^\d{1,10}$/.test(id ?? '') ? Number(id) : 0;
      let p;
      try {
        if (n < 1 || n > 2_147_483_647) throw service.productNotFound();
        p = await service.getProduct(app.db, n, app.config.CATALOG_CACHE_SECONDS * 1000);
      } catch (err) {
        if (isNotFound(err)) return notFoundMeta('Product');
        throw err;
      }
      const path = `/product/${p.id}`;
      const price = toRupees(sellingPricePaise(toPaise(p.price), p.offerPercentage));
      const images = p.images.map((i) => absolute(base, i.url));
      const product: Record<string, unknown> = {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.name,
        description: describe(p.description),
        sku: String(p.id),
        category: p.categoryName,
        image: images,
        url: `${base}${path}`,
        ...(p.productInfo.brand ? { brand: { '@type': 'Brand', name: p.productInfo.brand } } : {}),
        offers: {
          '@type': 'Offer',
          url: `${base}${path}`,
          priceCurrency: 'INR',
          price: price.toFixed(2),
          availability:
            p.status === 'OutOfStock' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          ...(p.seller ? { seller: { '@type': 'Organization', name: p.seller.name } } : {}),
        },
      };
      if (p.reviewCount > 0) {
        product.aggregateRating = {
          '@type': 'AggregateRating',
          ratingValue: p.averageRating.toFixed(1),
          reviewCount: p.reviewCount,
          bestRating: '5',
          worstRating: '1',
        };
      }
      return {
        title: titled(p.name),
        description: describe(p.description),
        canonicalPath: path,
        image: p.images[0]?.url,
        type: 'product',
        jsonLd: [
          product,
          breadcrumbs(base, [
            { name: 'Home', path: '/' },
            { name: p.categoryName, path: categoryPath(p.categoryName) },
            { name: p.name, path },
          ]),
        ],
      };
    });

    app.pageMeta('/categories/:categoryName', async ({ categoryName }) => {
      const c = await service.getCategory(
        app.db,
        categoryName ?? '',
        app.config.CATALOG_CACHE_SECONDS * 1000,
      );
      if (!c) return notFoundMeta('Category');
      const path = categoryPath(c.name);
      return {
        title: titled(c.name),
        description: describe(c.description ?? categoryTagline(c.name)),
        canonicalPath: path,
        image: c.imageUrl,
        jsonLd: [
          breadcrumbs(base, [
            { name: 'Home', path: '/' },
            { name: c.name, path },
          ]),
        ],
      };
    });

    app.pageMeta('/topsellers/:sellerId', async ({ sellerId }) => {
      const n = /^\d{1,10}$/.test(sellerId ?? '') ? Number(sellerId) : 0;
      let s;
      try {
        if (n < 1 || n > 2_147_483_647) throw service.sellerNotFound();
        s = await service.getPublicSeller(
          app.db,
          n,
          // The page's own first read (decision 052): one remembered answer serves the meta and the render.
          { page: 1, limit: SELLER_PAGE_SIZE },
          app.config.CATALOG_CACHE_SECONDS * 1000,
        );
      } catch (err) {
        if (isNotFound(err)) return notFoundMeta('Seller');
        throw err;
      }
      const path = `/topsellers/${s.seller.id}`;
      const count = s.seller.productCount;
      return {
        title: titled(s.seller.name),
        description: `Shop ${count} product${count === 1 ? '' : 's'} from ${s.seller.name}, a verified seller on ${SITE}. 100% authentic products, responds within 24 hrs.`,
        canonicalPath: path,
        image: s.seller.pfp ?? undefined,
        type: 'profile',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: s.seller.name,
            url: `${base}${path}`,
            ...(s.seller.pfp ? { logo: absolute(base, s.seller.pfp) } : {}),
            ...(s.seller.address ? { address: s.seller.address } : {}),
          },
          breadcrumbs(base, [
            { name: 'Home', path: '/' },
            { name: s.seller.name, path },
          ]),
        ],
      };
    });

    // Results of the site's own search are not a page of their own for search engines (decision 038): crawlers
    // may fetch them and follow their links to the products, but not list them.
    app.pageMeta('/search', async (_params, request) => {
      const q = new URLSearchParams(request.url.split('?')[1] ?? '').get('q')?.trim() ?? '';
      return {
        title: titled(q ? `Search results for "${q}"` : 'Search'),
        description: HOME_DESCRIPTION,
        canonicalPath: '/search',
        robots: 'noindex, follow',
      };
    });

    app.pageMeta('/info/:section', async ({ section }) => ({
      title: titled(infoTitleFor(section)),
      description: INFO_META_DESCRIPTION,
      canonicalPath: `/info/${encodeURIComponent(section ?? '')}`,
    }));

    for (const [path, page] of Object.entries(STATIC_PAGES)) {
      app.pageMeta(path, async () => ({
        title: titled(page.title),
        description: page.description,
        canonicalPath: path,
      }));
    }
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /user/',
      'Disallow: /seller/',
      'Disallow: /admin/',
      'Disallow: /api/docs',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  const urlTag = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const urlset = (tags: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${tags.join('\n')}\n</urlset>\n`;
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);

  const perFile = app.config.SITEMAP_URLS_PER_FILE;
  const sitemapTag = (path: string) => `<sitemap><loc>${escapeHtml(`${base}${path}`)}</loc></sitemap>`;
  const sitemapIndex = (paths: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
      .map(sitemapTag)
      .join('\n')}\n</sitemapindex>\n`;
  const staticTags = () => [
    ...STATIC_PATHS.map((p) => urlTag(`${base}${p}`)),
    ...INFO_TABS.map((s) => urlTag(`${base}/info/${s}`)),
  ];
  const starts = (kind: sitemap.SitemapKind) =>
    sitemapStarts.get(app.db, `${kind}|${perFile}`, () => sitemap.sitemapFileStarts(app.db, kind, perFile));
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ flag: 'NotFound', error: 'Sitemap not found' });

  /**
   * /sitemap.xml is always an index (decision 028): the static and category pages, then the sellers and the public
   * products in files of at most SITEMAP_URLS_PER_FILE (50,000) URLs, by id. Each file is one range of an id index
   * (a keyset read), so the millionth product costs what the first does.
   */
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemapFiles.get(app.db, `index|${perFile}`, async () => {
      const [sellerStarts, productStarts] = await Promise.all([starts('sellers'), starts('products')]);
      return sitemapIndex([
        '/sitemaps/pages.xml',
        ...sellerStarts.map((_, i) => `/sitemaps/sellers-${i + 1}.xml`),
        ...productStarts.map((_, i) => `/sitemaps/products-${i + 1}.xml`),
      ]);
    });
    return sendXml(reply, xml!);
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemapFiles.get(app.db, `pages|${perFile}`, async () => {
      const tags = staticTags();
      const cats = await sitemap.sitemapCategories(app.db, Math.max(0, perFile - tags.length));
      return urlset(
        [...tags, ...cats.map((c) => urlTag(`${base}${categoryPath(c.name)}`))].slice(0, perFile),
      );
    });
    return sendXml(reply, xml!);
  });

  app.get<{ Params: { kind: string; n: string } }>(
    '/sitemaps/:kind-:n.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind } = request.params;
      const n = /^\d{1,6}$/.test(request.params.n) ? Number(request.params.n) : 0;
      if ((kind !== 'products' && kind !== 'sellers') || n < 1) return notFound(reply);
      const xml = await sitemapFiles.get(app.db, `${kind}|${n}|${perFile}`, async () => {
        const from = (await starts(kind))[n - 1];
        if (from === undefined) return null;
        const to = (await starts(kind))[n] ?? null;
        const rows = await sitemap.sitemapRange(app.db, kind, from, to, perFile);
        const path = kind === 'products' ? '/product/' : '/topsellers/';
        return urlset(rows.map((r) => urlTag(`${base}${path}${r.id}`, r.updatedAt)));
      });
      return xml === null ? notFound(reply) : sendXml(reply, xml);
    },
  );
}
