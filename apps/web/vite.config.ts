import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

const mui = /node_modules[\\/](@mui|@emotion)[\\/]/;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // `npm start` serves the API on 8080; the dev server adds hot reload in front of it.
    proxy: { '/api': 'http://localhost:8080' },
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
            { name: 'mui-pages', test: mui, priority: 2 },
            // zod-without-eval rides with zod: chunks do not keep the import order, and its setting must be made
            // before any chunk that builds a schema runs.
            { name: 'vendor', test: /node_modules[\\/]|zod-without-eval\.ts$/, priority: 1, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
