import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * React, React DOM, the router and i18next (with what they import): every page runs all of them, and they change
 * only with an upgrade, so a chunk of their own stays cached across deploys of the app. Nothing else is grouped by
 * hand. A package named here goes into its chunk whole, so naming one whose parts only lazily loaded pages use
 * (Mantine's tables and inputs, mantine-datatable, @mantine/dates) would put those parts on /login, and two such
 * lists used to import each other under Rollup ("Circular chunk: mantine -> vendor -> mantine"). Rollup splits the rest along
 * the lazy routes by itself (Rolldown since Vite 8; its `manualChunks` is kept as Rollup defined it).
 */
const everyPagePackages = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next)\//;

const frameworkChunk = (id: string) => (everyPagePackages.test(id) ? 'framework' : undefined);

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  preview: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the production build: the API serves dist as is, and maps would give out the sources.
    sourcemap: false,
    rolldownOptions: {
      output: {
        manualChunks: frameworkChunk,
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // One module graph per worker rather than per file: loading Mantine, React and the app for each of 88 files
    // was three quarters of this run's time. setup.ts resets, after each test, the state a new page would start
    // without (session, language, storage, notifications); the files mock no modules (vi.mock would leak here).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Journeys through whole pages in jsdom take seconds each on a loaded 2-core machine.
    testTimeout: 30_000,
  },
});
