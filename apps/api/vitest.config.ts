import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file builds its app on its own database (PGlite in memory, or a fresh PostgreSQL database).
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
