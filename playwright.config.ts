import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { REGISTER_TOKEN } from './e2e/support/fake-register';
import { APP_PORT, APP_URL, REGISTER_URL, SMTP_PORT } from './e2e/support/ports';

// A fresh database for every run. The config is evaluated again in each worker: the environment
// variable set by the first evaluation (the runner, which starts the server) is inherited, so all agree.
if (!process.env.LEASEDESK_E2E_DATA_DIR) {
  const created = mkdtempSync(join(tmpdir(), 'leasedesk-e2e-'));
  process.env.LEASEDESK_E2E_DATA_DIR = created;
  // Removed when the runner exits, not in a global teardown: Playwright stops the web server, which holds
  // the directory (its PGlite files and lock), only after globalTeardown and the setup's teardown have run.
  // By 'exit' the server has been killed and waited for. A run killed outright leaves it to the next run's
  // global setup, which removes directories older than an hour.
  process.once('exit', () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env.LEASEDESK_E2E_DATA_DIR;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Journeys of sign-in, sessions and administration: they run one after another in a stream of their own. */
const accountJourneys = ['change-password', 'first-page-size', 'language', 'outbox', 'password-reset', 'session', 'sign-in', 'tenants', 'users'].map(
  (name) => `**/${name}.spec.ts`,
);

/**
 * Browser journeys against the built app (`npm run build` first): the API serves apps/web/dist.
 * Mails go to the test SMTP server, business-register lookups to the fake register, both started in
 * e2e/global-setup.ts (the white-list fallback is switched off, so nothing leaves the machine).
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // One stream, one file after another. Two streams side by side (accounts and sessions, and the journeys inside the
  // demo clients) were slower on two cores: 880 s against 792 s for the same 71 journeys, since the browser, the
  // server and the runner of one stream already keep both cores busy. The projects still say which journeys touch
  // what: accounts and sessions share the per-IP sign-in limit and the demo accounts' tenant lists; the journeys
  // inside the clients read tenant-wide figures (home cards, reports, totals) another of them could change midway.
  workers: 1,
  projects: [
    { name: 'accounts', testMatch: accountJourneys, workers: 1 },
    { name: 'clients', testIgnore: accountJourneys, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    locale: 'en-GB',
    timezoneId: 'Europe/Warsaw',
    viewport: { width: 1366, height: 860 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: {
    command: 'node --max-semi-space-size=16 --heap-growing-percent=10 apps/api/dist/server.js',
    url: `${APP_URL}/api/ping`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CEIDG_API_URL: REGISTER_URL,
      CEIDG_API_TOKEN: REGISTER_TOKEN,
      MF_WL_API_URL: '',
    },
  },
});
