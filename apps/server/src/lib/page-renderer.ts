import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { Memo } from './memo.ts';
import type { StoredBody } from './compress.ts';

/** One public API read answered in-process: the answer as the API sends it, and the tags of what it shows. */
export type PageRead = {
  status: number;
  /** The JSON body, encoded like the route encodes it (its contract schema, absolute media URLs). */
  body: string;
  headers?: Record<string, string>;
  /** What the answer shows (decision 029): a page rendered from it is forgotten when one of them changes. */
  tags: readonly string[];
};

/** Answers a `GET /api/…` path (with its query) in-process, or 404 for a read the renderer may not make. */
export type PageReads = (pathAndQuery: string) => Promise<PageRead>;

type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

/** The web app's server entry (apps/web/src/app/ssr.tsx, built by `vite build --ssr`). */
type ServerEntry = {
  render(
    url: string,
    fetcher: Fetcher,
  ): Promise<{ stream: { pipe(sink: NodeJS.WritableStream): unknown }; state: string } | null>;
};

/**
 * A page: what goes into `<head>` (the preloads React emits first, such as the high-priority image's), what goes
 * into #root, its dehydrated queries ready to sit in a `<script>`, and the tags of the reads it was built from.
 */
export type RenderedPage = { head: string; html: string; state: string; tags: readonly string[] };

/**
 * A whole page as sent: status and HTML (meta included), whether it was server-rendered, and its tags; a rendered
 * (remembered) page also keeps its bytes and their compressed forms (`body`).
 */
export type PageDocument = {
  status: number;
  html: string;
  rendered: boolean;
  tags: readonly string[];
  body?: StoredBody;
};

export type PageRendererOptions = {
  /** The built server entry; when it is missing (development, tests) every page renders in the browser. */
  entry: string;
  publicUrl: string;
  /** The database handle whose changes forget the remembered pages (lib/memo.ts). */
  db: object;
  /** How long a rendered page is reused, like the public API answers (CATALOG_CACHE_SECONDS). */
  ttlMs: () => number;
  log: FastifyBaseLogger;
};

/** Pages remembered per process: the storefront's most visited (a product page's HTML is ~30–90 kB). */
const MAX_PAGES = 300;
/**
 * …and at most this many bytes of them (decision 043): a seller page carries all its products (1.2 MB of HTML on
 * the bench catalog), and 300 of those would be most of a process's memory.
 */
const MAX_PAGE_BYTES = 32 * 1024 * 1024;

// JSON inside <script> must not be able to close the tag.
const scriptSafe = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function collect(stream: { pipe(sink: NodeJS.WritableStream): unknown }): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (c: Buffer) => chunks.push(c));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.pipe(sink);
  });
}

/**
 * Server rendering of the public pages (decision 037): the web app's server entry renders a page with React's
 * streaming renderer from reads answered in-process, and the HTML is remembered like the API answers: per URL,
 * tagged with what its reads showed (decision 029), forgotten when any of those changes, reused for `ttlMs`. A page
 * is rendered for nobody in particular (no cookie or session reaches the reads), so it is safe to share.
 */
export class PageRenderer {
  private entry: Promise<ServerEntry | null> | null = null;
  private reads: PageReads | null = null;
  /** Server-rendered documents only: a page left to the browser is built anew each time (it costs no render). */
  private readonly pages = new Memo<PageDocument>({
    ttlMs: 0,
    max: MAX_PAGES,
    maxBytes: MAX_PAGE_BYTES,
    // The string (two bytes a character at worst) and its UTF-8 bytes; the compressed forms are a fraction more.
    sizeOf: (page) => page.html.length * 3,
    keep: (page) => page.rendered,
  });
  /** The tags of the reads made by the render in progress (reads interleave across concurrent renders). */
  private readonly renderTags = new AsyncLocalStorage<Set<string>>();

  constructor(private readonly opts: PageRendererOptions) {}

  setReads(reads: PageReads): void {
    this.reads = reads;
  }

  private loadEntry(): Promise<ServerEntry | null> {
    const { entry, log } = this.opts;
    return (this.entry ??= existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<ServerEntry>).catch((err: unknown) => {
          log.error({ err }, 'the server renderer failed to load: pages render in the browser');
          return null;
        })
      : Promise.resolve(null));
  }

  /**
   * The page at `url` (path and query): `build` writes the whole document (its meta, and the rendered page when
   * `render` gives one). A server-rendered document is remembered whole, meta included (what the meta shows is read
   * by the render too, so the render's tags cover it); a request for it then costs a lookup and the send.
   */
  document(
    url: string,
    build: (render: () => Promise<RenderedPage | null>) => Promise<PageDocument>,
  ): Promise<PageDocument> {
    const render = async (): Promise<RenderedPage | null> => {
      if (!this.reads) return null;
      const entry = await this.loadEntry();
      if (!entry) return null;
      try {
        return await this.renderFresh(entry, url);
      } catch (err) {
        // The browser renders it instead: a failed server render never fails the page.
        this.opts.log.warn({ err, url }, 'server rendering failed');
        return null;
      }
    };
    return this.pages.get(this.opts.db, url, () => build(render), {
      ttlMs: this.opts.ttlMs(),
      tags: (page) => page.tags,
    });
  }

  private renderFresh(entry: ServerEntry, url: string): Promise<RenderedPage | null> {
    const tags = new Set<string>();
    return this.renderTags.run(tags, async () => {
      const page = await entry.render(`${this.opts.publicUrl}${url}`, this.fetch);
      if (!page) return null;
      const html = await collect(page.stream);
      // Rendered without <html>, React puts the resources it hoists (preload links) before the app's markup.
      const head = /^(?:<link [^>]*>)*/.exec(html)![0];
      return { head, html: html.slice(head.length), state: scriptSafe(page.state), tags: [...tags] };
    });
  }

  /** The web app's `api()` during a render: public reads only, answered in-process. */
  private readonly fetch: Fetcher = async (path, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !this.reads) return new Response(null, { status: 405 });
    const read = await this.reads(path);
    const tags = this.renderTags.getStore();
    for (const tag of read.tags) tags?.add(tag);
    return new Response(read.body, {
      status: read.status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...read.headers },
    });
  };
}
