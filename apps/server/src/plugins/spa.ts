import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { StoredBody } from '../lib/compress.ts';
import { escapeHtml } from '../lib/html.ts';
import { PageRenderer, type PageReads } from '../lib/page-renderer.ts';

/** What the server injects into `<!--app-head-->` for a page (SEO: title, description, canonical, OG, JSON-LD). */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. `/product/12`. */
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'product' | 'profile';
  jsonLd?: object[];
  /** `<meta name="robots">`, e.g. `noindex, follow` for a page that must not be listed by search engines. */
  robots?: string;
  status?: number;
}

export type PageMetaResolver = (
  params: Record<string, string>,
  request: FastifyRequest,
) => Promise<PageMeta | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Register server-side meta for a page pattern such as `/product/:id` (modules call this). */
    pageMeta(pattern: string, resolver: PageMetaResolver): void;
    /**
     * Give the server renderer its in-process answers to the public reads a page makes (decision 037; the catalog
     * module calls this). Without them, or without the renderer's build, pages render in the browser.
     */
    pageReads(reads: PageReads): void;
  }
}

const DEFAULT_META: PageMeta = {
  title: 'ElectroHub — Powering Your Tech Life!',
  description:
    'Powering Your Tech Life! Shop smartphones, laptops, audio and more from verified sellers across India.',
};

// JSON inside <script> must not be able to close the tag.
const safeJson = (o: object) =>
  JSON.stringify(o).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function renderHead(meta: PageMeta, publicUrl: string): string {
  const url = `${publicUrl}${meta.canonicalPath ?? '/'}`;
  const image = meta.image
    ? meta.image.startsWith('http')
      ? meta.image
      : `${publicUrl}${meta.image}`
    : undefined;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.robots ? `<meta name="robots" content="${escapeHtml(meta.robots)}">` : '',
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="ElectroHub">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ...(meta.jsonLd ?? []).map((o) => `<script type="application/ld+json">${safeJson(o)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Script types a browser runs; any other (`application/json`, `application/ld+json`) is data, never executed. */
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP source of every inline script a browser would run in this HTML: `'sha256-…'` of its text as the browser
 * hashes it (UTF-8, line breaks normalised to LF, as the HTML parser does). Decision 066: the web app's index.html
 * carries one (theme-init.js, inlined by the build); the CSP allows it by this hash and no other inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1]!;
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (!RUNNABLE_TYPES.has(type)) continue;
    const text = m[2]!.replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The hashes of the inline scripts of the web build's index.html (none without a build): the CSP allows those. */
export function templateScriptHashes(webDist: string): string[] {
  const indexPath = path.join(webDist, 'index.html');
  return existsSync(indexPath) ? inlineScriptHashes(readFileSync(indexPath, 'utf8')) : [];
}

function compile(pattern: string) {
  const names: string[] = [];
  const re = new RegExp(
    `^${pattern.replace(/:([a-zA-Z]+)/g, (_m, n: string) => {
      names.push(n);
      return '([^/]+)';
    })}/?$`,
  );
  return (p: string): Record<string, string> | null => {
    const m = re.exec(p);
    if (!m) return null;
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
  };
}

/**
 * Serves the built web app: hashed assets immutable, `index.html` no-cache with per-page meta,
 * and JSON 404s for unknown `/api` paths. Register last.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { webDist: string; ssrEntry?: string }) => {
    const resolvers: { match: ReturnType<typeof compile>; resolve: PageMetaResolver }[] = [];
    app.decorate('pageMeta', (pattern: string, resolve: PageMetaResolver) => {
      resolvers.push({ match: compile(pattern), resolve });
    });
    const renderer = new PageRenderer({
      entry: opts.ssrEntry ?? path.join(opts.webDist, '..', 'dist-ssr', 'ssr.js'),
      publicUrl: app.config.PUBLIC_URL,
      db: app.db,
      ttlMs: () => app.config.CATALOG_CACHE_SECONDS * 1000,
      log: app.log,
    });
    app.decorate('pageReads', (reads: PageReads) => renderer.setReads(reads));

    const indexPath = path.join(opts.webDist, 'index.html');
    const hasWeb = existsSync(indexPath);
    // Read once, with the static title and description taken out (every page gets its own in <!--app-head-->).
    let template: string | null = null;
    const getTemplate = () =>
      (template ??= readFileSync(indexPath, 'utf8')
        .replace(/<title>.*?<\/title>\s*/s, '')
        .replace(/<meta name="description"[^>]*>\s*/, ''));

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: false,
        // scripts/compress-dist.mjs writes .br and .gz beside each asset at build time.
        preCompressed: true,
        setHeaders(reply, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`))
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          else reply.header('cache-control', 'public, max-age=3600');
        },
      });
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const page = await renderer.document(request.url, async (render) => {
        const pathname = request.url.split('?')[0]!;
        let meta: PageMeta = { ...DEFAULT_META, canonicalPath: pathname };
        for (const r of resolvers) {
          const params = r.match(pathname);
          if (!params) continue;
          try {
            meta = (await r.resolve(params, request)) ?? meta;
          } catch (err) {
            request.log.warn({ err }, 'page meta failed');
          }
          break;
        }
        const status = meta.status ?? 200;
        let html = getTemplate().replace('<!--app-head-->', renderHead(meta, app.config.PUBLIC_URL));
        // A public page that exists arrives rendered, with its data for hydrating (decision 037).
        const rendered = status === 200 ? await render() : null;
        if (rendered)
          html = html
            .replace('</head>', `${rendered.head}</head>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root">${rendered.html}</div><script type="application/json" id="ssr-state">${rendered.state}</script>`,
            );
        return {
          status,
          html,
          rendered: rendered !== null,
          tags: rendered?.tags ?? [],
          // A rendered page is remembered: its bytes and their compressed forms are made once (decision 043).
          body: rendered ? new StoredBody(html) : undefined,
        };
      });
      if (page.body) reply.storedBody = page.body;
      return reply
        .status(page.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      // A missing build asset (a tab opened before a new build) is a plain 404, never the page served as a script.
      const notAPage =
        ['/api/', '/media/', '/assets/'].some((prefix) => pathname.startsWith(prefix)) || pathname === '/api';
      if (notAPage || request.method !== 'GET' || !hasWeb) {
        return reply
          .status(404)
          .send({ flag: 'NotFound', error: `Route ${request.method} ${pathname} not found` });
      }
      return sendPage(request, reply);
    });
  },
  { name: 'spa', dependencies: ['db'] },
);
