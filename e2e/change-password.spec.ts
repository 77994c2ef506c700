import { IFRS16_TENANT, uniqueEmail } from './support/accounts';
import { createUserViaApi } from './support/api';
import { expect, expectToast, signInThroughForm, test } from './support/fixtures';
import { t } from './support/i18n';

test.describe('change password', () => {
  test('the user changes the password from the user menu and signs in with the new one', async ({
    page,
    request,
    adminSession,
  }) => {
    const user = await createUserViaApi(request, adminSession.token, {
      email: uniqueEmail('changer'),
      firstName: 'Chris',
      lastName: 'Changer',
      password: 'Original-password-2026',
      tenantNames: [IFRS16_TENANT],
    });
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: /User menu: Chris/ }).click();
    await page.getByRole('menuitem', { name: t('userMenu.changePassword') }).click();
    const dialog = page.getByRole('dialog', { name: t('password.changeTitle') });
    const newPassword = 'Changed-password-2026';

    await dialog.getByLabel(t('password.current'), { exact: true }).fill(user.password);
    await dialog.getByLabel(t('password.new'), { exact: true }).fill(newPassword);
    await dialog.getByLabel(t('password.repeat'), { exact: true }).fill('Different-password-2026');
    await dialog.getByRole('button', { name: t('password.changeSubmit') }).click();
    await expect(dialog.getByText('Passwords must match')).toBeVisible();

    await dialog.getByLabel(t('password.current'), { exact: true }).fill('Wrong-current-password');
    await dialog.getByLabel(t('password.repeat'), { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: t('password.changeSubmit') }).click();
    await expect(dialog.getByLabel(t('password.current'), { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel(t('password.current'), { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: t('password.changeSubmit') }).click();
    await expectToast(page, t('password.changed'));
    await expect(dialog).toBeHidden();

    // the answer carries a fresh token: the session goes on, and survives the start-up check
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /User menu: Chris/ })).toBeVisible();

    await page.getByRole('button', { name: /User menu: Chris/ }).click();
    await page.getByRole('menuitem', { name: t('userMenu.logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, user.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
  });
});
