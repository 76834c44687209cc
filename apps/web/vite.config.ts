import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // `npm start` serves the API on 8080; the dev server adds hot reload in front of it.
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so they get chunks of their own that stay cached.
        codeSplitting: {
          groups: [
            // Loaded only when someone exports to Excel, so it must not ride in the vendor chunk every page loads.
            { name: 'exceljs', test: /node_modules[\\/]exceljs[\\/]/, priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
