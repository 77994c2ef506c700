import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

/**
 * A light first page: /login may need at most 250 KiB of gzipped JavaScript. Every page but
 * the login loads lazily, so what /login fetches is the shell, the login form and the API client.
 *
 * The figure is the JavaScript the browser actually fetched until the network went idle (entry, preloaded
 * chunks, anything imported on the way), each body gzipped here at level 9, what a precompressing server
 * would store. Playwright hands over bodies decoded, so whether the server compresses makes no difference.
 */
const AIM_BYTES = 250 * 1024;

const isJavaScript = (response: Response) => /javascript/.test(response.headers()['content-type'] ?? '');

test('/login loads at most 250 KiB of gzipped JavaScript, and its form is ready to use', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (isJavaScript(response)) scripts.push(response);
  });

  await page.goto('/login', { waitUntil: 'networkidle' });

  const email = page.getByLabel(t('login.email'));
  await expect(page.getByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
  await email.fill('someone@leasedesk.test');
  await expect(email).toHaveValue('someone@leasedesk.test');
  await expect(page.getByRole('button', { name: t('login.submit') })).toBeEnabled();

  const files = await Promise.all(
    scripts.map(async (response) => {
      const body = await response.body();
      return { name: new URL(response.url()).pathname, raw: body.length, gzipped: gzipSync(body, { level: 9 }).length };
    }),
  );
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const gzipped = files.reduce((sum, file) => sum + file.gzipped, 0);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const figure =
    `${files.length} JavaScript files, ${kib(raw)} raw, ${kib(gzipped)} gzipped (level 9); aim ${kib(AIM_BYTES)}: ` +
    files.map((file) => `${file.name} ${kib(file.gzipped)}`).join(', ');
  test.info().annotations.push({ type: 'first-page JavaScript', description: figure });
  console.log(`/login: ${figure}`);

  expect(files.length, 'the page loads its code as JavaScript modules').toBeGreaterThan(0);
  expect(gzipped, `gzipped JavaScript of /login (${figure})`).toBeLessThanOrEqual(AIM_BYTES);
});

/** The tenants' list, then the users' list through the menu: the users' page module is fetched only now. */
async function openUsersThroughMenu(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: t('tenants.listTitle') })).toBeVisible();
  const nav = page.getByRole('navigation', { name: t('shell.mainNavigation') });
  await nav.getByRole('button', { name: t('features.users.title'), exact: true }).click();
  await page.getByRole('menuitem', { name: t('features.users.list') }).click();
}

const usersPageModule = '**/assets/users-page-*.js';

test('a page whose code is still on its way shows a loader in the shell, then the page', async ({ page, adminSession }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(usersPageModule, async (route) => {
    await released;
    await route.continue();
  });
  await openWithSession(page, adminSession, '/tenants');
  await openUsersThroughMenu(page);

  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('common.loading'));
  await expect(page.getByRole('navigation', { name: t('shell.breadcrumb') })).toContainText(t('users.listTitle'));
  release();
  await expect(page.getByRole('heading', { level: 1, name: t('users.listTitle') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
});

test('a page whose code is gone (a redeploy since the app was opened) says so and offers a reload', async ({
  page,
  adminSession,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource.*404/, /Failed to fetch dynamically imported module/);
  await page.route(usersPageModule, (route) => route.fulfill({ status: 404, body: '' }));
  await openWithSession(page, adminSession, '/tenants');
  await openUsersThroughMenu(page);

  const alert = page.getByRole('alert').filter({ hasText: t('errors.renderTitle') });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(t('errors.renderMessage'));
  await page.unroute(usersPageModule);
  await alert.getByRole('button', { name: t('errors.reload') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('users.listTitle') })).toBeVisible();
});
