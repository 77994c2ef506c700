import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file builds its app on its own database (PGlite in memory, or a fresh PostgreSQL database).
    pool: 'forks',
    // Vitest leaves one core to itself by default; its main process mostly waits, so on two cores that halves the pace.
    maxWorkers: '100%',
    // Migrates one PGlite for the whole run; each file starts its own from a copy (test/support/test-database.ts).
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
