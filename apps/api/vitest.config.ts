import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { filesThatReachTheDatabase } from './test/support/database-test-files.ts';

const apiRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    // `npm test`'s PostgreSQL step sets LEASEDESK_API_TEST_FILES=database: the files that never open a database
    // (PDF reading and OCR, KSeF, CSV) have run on PGlite already and would test the same code again.
    include: process.env['LEASEDESK_API_TEST_FILES'] === 'database' ? filesThatReachTheDatabase(apiRoot) : ['test/**/*.test.ts'],
    // Each file builds its app on its own database (PGlite in memory, or a fresh PostgreSQL database).
    pool: 'forks',
    // Vitest's default, cores - 1 (one file at a time on these 2-core machines), not every core as for the unit tests:
    // API files are heavy (PGlite, PDF rendering and OCR on threads of their own, property tests of SQL totals),
    // and two of them at once on two cores made tests that measure the machine fail (the OCR time limit calibrated
    // against a read a moment before; a property test at its 30 s limit). The other core serves the database
    // server and the reader threads.
    // Migrates and seeds one database for the whole run; each file starts its own from a copy (test/support/test-database.ts).
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
