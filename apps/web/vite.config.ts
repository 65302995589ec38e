import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs on its own port (`npm start` in apps/server); in production one Node
// process serves both, so every call stays same-origin and the cookies just work.
const backend = process.env.API_URL ?? 'http://localhost:3000';

/** Whole-line comments and indentation out; nothing else in the script is rewritten. */
const stripComments = (source: string) =>
  `${source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n')}\n`;

/**
 * Decision 066: `theme-init.js` goes into index.html as an inline script where `<!--theme-init-->` stands, in
 * development too: as a file it was a render-blocking request before the first paint. The CSP allows no inline script
 * in general; the server allows this one by its SHA-256 hash, worked out from the index.html it serves
 * (apps/server/src/plugins/spa.ts, templateScriptHashes), so the two cannot disagree.
 */
function inlineThemeInit(): Plugin {
  const file = fileURLToPath(new URL('./theme-init.js', import.meta.url));
  return {
    name: 'electrohub-theme-init',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes('<!--theme-init-->'))
          throw new Error('inlineThemeInit: no <!--theme-init--> in index.html');
        const script = stripComments(await readFile(file, 'utf8'));
        return html.replace('<!--theme-init-->', () => `<script>${script.trimEnd()}</script>`);
      },
    },
  };
}

/**
 * Decision 051: the built index.html asks for no JavaScript of the app itself. Vite's entry `<script type="module">`
 * and its `<link rel="modulepreload">`s become data on `public/paint-first.js` (a deferred classic script: the CSP
 * allows no inline script), which adds them once a server-rendered page has painted. The stylesheet stays as is.
 */
function paintFirst(): Plugin {
  return {
    name: 'electrohub-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('paintFirst: no module entry script in index.html');
        const chunks = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        for (const tag of [entry[0], ...chunks.map((c) => c[0])]) html = html.replace(tag, '');
        const loader = `<script defer src="/paint-first.js" data-entry="${entry[1]}" data-preload="${chunks.map((c) => c[1]).join(' ')}"></script>`;
        return html.replace('</head>', `  ${loader}\n  </head>`);
      },
    },
    // The script every page loads from public/ is copied as written; its comments (most of its bytes) stay in the
    // source.
    async writeBundle(options) {
      const file = path.join(options.dir ?? 'dist', 'paint-first.js');
      const source = await readFile(file, 'utf8').catch(() => null);
      if (source !== null) await writeFile(file, stripComments(source));
    },
  };
}

/**
 * Decision 067: a CommonJS package (React, ReactDOM, the scheduler) is bundled as a factory that runs once, on the
 * first `require`. Rolldown writes it as a parenthesised arrow function, which V8 compiles lazily: when the app's
 * modules are evaluated, the main thread parses the whole of ReactDOM's factory (~180 kB) again to compile it. As a
 * parenthesised `function` expression V8 compiles it eagerly, while the chunk is still streaming in, off the main
 * thread. Nothing else changes: the factories use neither `this` nor `arguments`.
 */
export function eagerFactories(): Plugin {
  return {
    name: 'electrohub-eager-factories',
    apply: 'build',
    renderChunk(code) {
      const out = code.replace(
        /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)?)\) => \{/g,
        '__commonJSMin((function($1) {',
      );
      return out === code ? null : { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineThemeInit(), paintFirst(), eagerFactories()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: backend, ws: true },
      '/media': backend,
      '/sitemap.xml': backend,
      '/robots.txt': backend,
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, ws: true },
      '/media': backend,
    },
  },
  // The server's build (`vite build --ssr`) leaves node_modules as imports, except the icon set and Radix: their entries
  // import every icon (~1,600 modules) and every primitive, +38 and +14 MB of a server process's memory at the first
  // page it renders; bundled, only what the pages use is there (decision 076).
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Hashed file names (Vite's default) let the server cache /assets/* as immutable.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The runtime every route needs, in one long-lived chunk that changes only on upgrades. clsx is here
              // because recharts uses it too: left alone it lands in the charts chunk and drags that into the entry.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|clsx)[\\/]/,
              priority: 20,
            },
            {
              // Charts are only used by the seller and admin dashboards: never part of the entry.
              name: 'charts',
              test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
