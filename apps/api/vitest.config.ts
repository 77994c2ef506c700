import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { filesThatReachTheDatabase, testFiles } from './test/support/database-test-files.ts';
import { filesThatMeasureTheProcess, filesThatMockModules } from './test/support/module-mocking-test-files.ts';

const apiRoot = fileURLToPath(new URL('.', import.meta.url));

// `npm test`'s PostgreSQL step sets LEASEDESK_API_TEST_FILES=database: the files that never open a database
// (PDF reading and OCR, KSeF, CSV) have run on PGlite already and would test the same code again.
const files = process.env['LEASEDESK_API_TEST_FILES'] === 'database' ? filesThatReachTheDatabase(apiRoot) : testFiles(join(apiRoot, 'test')).map((file) => file.slice(apiRoot.length));
const absolute = files.map((file) => join(apiRoot, file));
const ownProcess = [...new Set([...filesThatMockModules(apiRoot, absolute), ...filesThatMeasureTheProcess(apiRoot, absolute)])];

/** What both projects run with; `extends: false` so that the root's global setup is not run again per project. */
const shared = {
  // Each file builds its app on its own database (PGlite in memory, or a fresh PostgreSQL database).
  pool: 'forks',
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: false,
    // The files share one module graph per worker: the app's 700-odd modules are loaded once, not once per file
    // (that evaluation was half of this run's time). Every file still builds its own app on its own database.
    test: { ...shared, name: 'api', root: apiRoot, include: files.filter((file) => !ownProcess.includes(file)), isolate: false },
  },
];
// The files that replace a module or measure their process run isolated: a fresh process each (forks).
if (ownProcess.length > 0) projects.push({ extends: false, test: { ...shared, name: 'api (own process)', root: apiRoot, include: ownProcess, isolate: true } });

export default defineConfig({
  test: {
    projects,
    // Vitest's default, cores - 1 (one file at a time on these 2-core machines), not every core as for the unit tests:
    // API files are heavy (PGlite, PDF rendering and OCR on threads of their own, property tests of SQL totals),
    // and two of them at once on two cores made tests that measure the machine fail (the OCR time limit calibrated
    // against a read a moment before; a property test at its 30 s limit). The other core serves the database
    // server and the reader threads.
    // Migrates and seeds one database for the whole run (once, for every project); each file starts its own from a
    // copy (test/support/test-database.ts).
    globalSetup: ['./test/support/global-setup.ts'],
  },
});
