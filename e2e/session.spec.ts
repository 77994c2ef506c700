import { CSI_TENANT, IFRS16_TENANT, USER } from './support/accounts';
import { callApi } from './support/api';
import { expect, signInThroughForm, test } from './support/fixtures';
import { t } from './support/i18n';

/** A token of the right shape whose signature the server never made, already expired. */
const FORGED_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  Buffer.from(JSON.stringify({ typ: 'tenant', sub: '2', tid: 2, exp: 1_600_000_000 })).toString('base64url') +
  '.c2lnbmF0dXJlLW5vdC1tYWRlLWJ5LXRoZS1zZXJ2ZXI';

test.describe('the session', () => {
  test('an unauthenticated visit to a protected route lands on /login', async ({ page }) => {
    for (const path of ['/', '/users', '/tenant/1', '/selectClient', '/no-such-page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
    // the bar shows only the logo (and the language menu) before sign-in
    await expect(page.getByRole('link', { name: t('shell.brandHome') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('shell.mainNavigation') })).toHaveCount(0);
    await expect(page.getByLabel(t('standard.label'))).toHaveCount(0);
  });

  test('an expired or forged stored session is validated at start and returns to /login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate((token) => {
      window.localStorage.setItem(
        'leaseDesk',
        JSON.stringify({ token, logo: null, role: 'user', name: 'Mallory', accountingStandard: 'IFRS16', tenantId: 2, tenantName: 'x' }),
      );
    }, FORGED_TOKEN);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('login.sessionExpired') })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('leaseDesk'))).toBeNull();
  });

  test('a 401 on any call signs the user out to /login, which says the session has expired', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/status of 401 /);
    await signInThroughForm(page, USER.email, USER.password);
    await page.getByRole('radio', { name: IFRS16_TENANT }).check();
    await page.getByRole('button', { name: t('selectClient.next'), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // home has shown its figures (each card's own call) before the token goes: the next call is the menu's
    for (const card of ['features.agreements.title', 'features.settlements.title']) {
      const figures = page.getByRole('group', { name: t('home.figures.of', { card: t(card) }) });
      await expect(figures).toHaveAttribute('aria-busy', 'false');
    }

    // the server revokes the token behind the browser's back (as a logout elsewhere does)
    const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('leaseDesk') ?? '{}').token as string);
    await callApi(request, 'POST', '/api/logout', { token });

    // the next call gets 401: the app forgets the session and shows /login
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: t('userMenu.changeClient') }).click();
    await expect(page).toHaveURL(/\/selectClient$/);
    await page.getByRole('radio', { name: CSI_TENANT }).check();
    await page.getByRole('button', { name: t('selectClient.next'), exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: t('login.sessionExpired') })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('leaseDesk'))).toBeNull();

    // signing in again is a fresh start: the message is gone
    await signInThroughForm(page, USER.email, USER.password);
    await expect(page).toHaveURL(/\/selectClient$/);
    await page.goto('/login');
    await expect(page.getByText(t('login.sessionExpired'))).toHaveCount(0);
  });
});
