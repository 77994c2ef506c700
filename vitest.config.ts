import { defineConfig } from 'vitest/config';

/**
 * `npx vitest run` at the root: the unit tests of the packages and the web app in one run and one pool. Each project
 * keeps its own config (environment, setup, timeouts). The API's tests run apart (apps/api), once per database.
 */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/lease-math', 'apps/web'],
    // Vitest leaves one core to itself by default; its main process mostly waits, so on two cores that halves the pace.
    maxWorkers: '100%',
  },
});
