import { CSI_TENANT, IFRS16_TENANT, uniqueEmail } from './support/accounts';
import { expect, expectToast, openWithSession, signInThroughForm, test } from './support/fixtures';
import { t } from './support/i18n';
import { expectHomeCards } from './support/registry';

const PASSWORD = 'Harbour-violet-sketch-2026';

test.describe('user administration', () => {
  test('the administrator sees only the users card (SPEC §2), tenants under the users menu, and no standard selector', async ({
    page,
    adminSession,
  }) => {
    await openWithSession(page, adminSession, '/');
    await expectHomeCards(page, 'administrator', 'CSI');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([t('features.users.title')]);
    await expect(main.getByRole('link', { name: t('features.users.add') })).toHaveAttribute('href', '/user');
    await expect(main.getByRole('link', { name: t('features.users.list') })).toHaveAttribute('href', '/users');
    await expect(main.getByRole('link', { name: t('features.tenants.list') })).toHaveCount(0);
    await expect(page.getByLabel(t('standard.label'))).toHaveCount(0);

    // the tenants' pages are items of the users menu
    await page.goto('/users');
    const nav = page.getByRole('navigation', { name: t('shell.mainNavigation') });
    await expect(nav.getByRole('button', { name: t('features.tenants.title'), exact: true })).toHaveCount(0);
    await nav.getByRole('button', { name: t('features.users.title'), exact: true }).click();
    await page.getByRole('menuitem', { name: t('features.tenants.list') }).click();
    await expect(page).toHaveURL(/\/tenants$/);
    await expect(page.getByRole('heading', { level: 1, name: t('tenants.listTitle') })).toBeVisible();
  });

  test('the administrator creates a user with a tenant, and that user signs in', async ({ page, adminSession, browser }) => {
    const email = uniqueEmail('new.user');
    await openWithSession(page, adminSession, '/users');
    await expect(page.getByRole('heading', { level: 1, name: t('users.listTitle') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('shell.breadcrumb') })).toContainText(t('users.listTitle'));
    await page.getByRole('link', { name: t('features.users.add') }).first().click();
    await expect(page).toHaveURL(/\/user$/);

    await page.getByLabel(t('users.firstName')).fill('Nora');
    await page.getByLabel(t('users.lastName')).fill('Journey');
    await page.getByLabel(t('users.email')).fill(email);
    const role = page.getByLabel(t('users.role'));
    await expect(role.locator('option:checked')).toHaveText(t('roles.user'));
    await page.getByRole('group', { name: t('users.tenants') }).getByLabel(CSI_TENANT).check();
    await page.getByLabel(t('users.password'), { exact: true }).fill(PASSWORD);
    // a mismatch is caught before anything is sent
    await page.getByLabel(t('password.repeat'), { exact: true }).fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel(t('password.repeat'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('common.save') }).click();

    await expectToast(page, t('users.created'));
    await expect(page).toHaveURL(/\/users$/);
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('Nora');
    await expect(row).toContainText(CSI_TENANT);

    // the new user, in a browser of their own: one client, so it is chosen automatically
    const context = await browser.newContext();
    const userPage = await context.newPage();
    await signInThroughForm(userPage, email, PASSWORD);
    await expect(userPage).toHaveURL(/\/$/);
    await expect(userPage.getByLabel(t('standard.label'))).toHaveValue('CSI');
    await expect(userPage.getByText(t('home.client', { client: CSI_TENANT, standard: 'CSI' }))).toBeVisible();
    await expect(userPage.getByRole('button', { name: /User menu: Nora/ })).toBeVisible();
    await context.close();
  });

  test('a taken email shows the server message on the email field', async ({ page, adminSession }) => {
    await openWithSession(page, adminSession, '/user');
    await page.getByLabel(t('users.firstName')).fill('Dup');
    await page.getByLabel(t('users.lastName')).fill('Licate');
    await page.getByLabel(t('users.email')).fill('user@leasedesk.test');
    await page.getByLabel(t('users.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('password.repeat'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('common.save') }).click();
    await expectToast(page, t('users.createFailed'));
    await expect(page.getByLabel(t('users.email'))).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/user$/);
  });

  test('the administrator edits a user, then deletes it after confirming', async ({ page, adminSession }) => {
    const email = uniqueEmail('edit.me');
    await openWithSession(page, adminSession, '/user');
    await page.getByLabel(t('users.firstName')).fill('Edith');
    await page.getByLabel(t('users.lastName')).fill('Before');
    await page.getByLabel(t('users.email')).fill(email);
    await page.getByLabel(t('users.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('password.repeat'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page).toHaveURL(/\/users$/);

    // search as you type
    await page.getByLabel(t('common.search')).fill('edit.me');
    await expect(page.getByRole('row', { name: /user@leasedesk\.test/ })).toHaveCount(0);
    await page.getByRole('link', { name: t('users.editUser', { name: email }) }).click();
    await expect(page).toHaveURL(/\/user\/\d+$/);
    await expect(page.getByLabel(t('users.lastName'))).toHaveValue('Before');
    await page.getByLabel(t('users.lastName')).fill('After');
    await expect(page.getByLabel(IFRS16_TENANT)).not.toBeChecked();
    await page.getByLabel(IFRS16_TENANT).check();
    await page.getByRole('button', { name: t('common.save') }).click();
    await expectToast(page, t('users.updated'));
    await expect(page).toHaveURL(/\/users$/);
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('After');
    await expect(row).toContainText(IFRS16_TENANT);

    await page.getByRole('button', { name: t('users.deleteUser', { name: email }) }).click();
    const dialog = page.getByRole('dialog', { name: t('confirmDelete.title') });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: t('common.cancel') }).click();
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: t('users.deleteUser', { name: email }) }).click();
    await dialog.getByRole('button', { name: t('common.delete') }).click();
    await expectToast(page, t('users.deleted'));
    await expect(row).toHaveCount(0);
  });
});
