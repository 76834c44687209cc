import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-precompress.ts';

const mui = /node_modules[\\/](@mui|@emotion)[\\/]/;
// MUI X (the dashboard's charts, and the d3 they bring) stays with the pages that draw charts, out of the chunk every page loads.
const muiOfPages = /node_modules[\\/](@mui[\\/](?!x-)|@emotion[\\/])/;

export default defineConfig({
  plugins: [
    react(),
    // The service worker (issue 19): the app shell and every screen's code precached, so the cashier opens and
    // reloads without a network; any path of the app is answered with index.html for the router, the API never.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      manifest: {
        name: 'حساب',
        short_name: 'حساب',
        lang: 'fa',
        dir: 'rtl',
        start_url: '/sell/indexCasher',
        display: 'standalone',
        theme_color: '#0066FF',
        background_color: '#FFFFFF',
        icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    // `npm start` serves the API on 8080; the dev server adds hot reload in front of it.
    proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // exceljs (about 930 kB) is the only chunk above the default 500 kB, and it loads only on an Excel export.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so they get chunks of their own that stay cached.
        codeSplitting: {
          groups: [
            // Loaded only when someone exports to Excel, so it must not ride in the vendor chunk every page loads.
            { name: 'exceljs', test: /node_modules[\\/]exceljs[\\/]/, priority: 4 },
            // `$initial`: only what the first screen (/login) imports. The rest of MUI is one chunk that loads with
            // the first page after it, rather than dozens of small ones; other libraries used by lazy pages alone
            // (barcodes, QR codes) load with those pages.
            { name: 'mui', test: mui, priority: 3, tags: ['$initial'] },
            { name: 'mui-pages', test: muiOfPages, priority: 2 },
            // zod-without-eval rides with zod: chunks do not keep the import order, and its setting must be made
            // before any chunk that builds a schema runs.
            { name: 'vendor', test: /node_modules[\\/]|zod-without-eval\.ts$/, priority: 1, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
