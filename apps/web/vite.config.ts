import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port (`npm start` in apps/server); in production one Node
// process serves both, so every call stays same-origin and the cookies just work.
const backend = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
