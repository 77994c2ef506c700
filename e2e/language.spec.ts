import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

test.describe('interface language', () => {
  test('switching to PL translates the menu, and the choice is remembered', async ({ page, adminSession }) => {
    await openWithSession(page, adminSession, '/users');
    const nav = page.getByRole('navigation', { name: t('shell.mainNavigation') });
    await expect(nav.getByRole('button', { name: t('features.users.title'), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: t('language.button', { language: 'EN' }) }).click();
    await page.getByRole('menuitem', { name: 'PL', exact: true }).click();

    const navPl = page.getByRole('navigation', { name: t('shell.mainNavigation', {}, 'pl') });
    await expect(navPl.getByRole('button', { name: t('features.users.title', {}, 'pl'), exact: true })).toBeVisible();
    await expect(navPl.getByRole('button', { name: t('features.users.title'), exact: true })).toHaveCount(0);
    await navPl.getByRole('button', { name: t('features.users.title', {}, 'pl'), exact: true }).click();
    await expect(page.getByRole('menuitem', { name: t('features.users.add', {}, 'pl') })).toBeVisible();
    // the tenants' pages sit in the users menu (SPEC §2)
    await expect(page.getByRole('menuitem', { name: t('features.tenants.list', {}, 'pl') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: t('users.listTitle', {}, 'pl') })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: t('users.firstName', {}, 'pl') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

    // remembered across a reload and on the sign-in page
    await page.reload();
    await expect(navPl.getByRole('button', { name: t('features.users.title', {}, 'pl'), exact: true })).toBeVisible();

    await page.getByRole('button', { name: t('language.button', { language: 'PL' }, 'pl') }).click();
    await page.getByRole('menuitem', { name: 'EN', exact: true }).click();
    await expect(nav.getByRole('button', { name: t('features.users.title'), exact: true })).toBeVisible();
  });

  test('the sign-in page follows the remembered language', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => window.localStorage.setItem('leaseDeskLanguage', 'pl'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('login.title', {}, 'pl') })).toBeVisible();
    await expect(page.getByLabel(t('login.email', {}, 'pl'))).toBeVisible();
    await expect(page.getByLabel(t('login.password', {}, 'pl'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('login.forgotPassword', {}, 'pl') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });
});
