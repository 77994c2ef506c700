import { CSI_TENANT, uniqueEmail } from './support/accounts';
import { createUserViaApi } from './support/api';
import { expect, expectToast, signInThroughForm, test } from './support/fixtures';
import { t } from './support/i18n';
import { linkIn, waitForMail } from './support/mailbox';

test.describe('forgotten password', () => {
  test('forgot password → mail → new password → sign in', async ({ page, request, adminSession }) => {
    const user = await createUserViaApi(request, adminSession.token, {
      email: uniqueEmail('forgetful'),
      firstName: 'Felix',
      lastName: 'Forgetful',
      password: 'Original-password-2026',
      tenantNames: [CSI_TENANT],
    });
    const since = new Date().toISOString();

    await page.goto('/login');
    await page.getByRole('button', { name: t('login.forgotPassword') }).click();
    const dialog = page.getByRole('dialog', { name: t('login.forgotTitle') });
    await dialog.getByLabel(t('login.email')).fill(user.email);
    await dialog.getByRole('button', { name: t('login.sendResetLink') }).click();
    await expectToast(page, 'Mail with a password reset link has been sent');
    await expect(dialog).toBeHidden();

    const mail = await waitForMail(user.email, since);
    const link = linkIn(mail, '/passwordReset/');
    expect(link).toContain(`/passwordReset/${user.id}/`);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: t('passwordReset.title') })).toBeVisible();

    const newPassword = 'Brand-new-password-2026';
    await page.getByLabel(t('password.new'), { exact: true }).fill(newPassword);
    await page.getByLabel(t('password.repeat'), { exact: true }).fill('Something-else-2026');
    await page.getByRole('button', { name: t('passwordReset.submit') }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expect(page).toHaveURL(/\/passwordReset\//);

    await page.getByLabel(t('password.repeat'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t('passwordReset.submit') }).click();
    await expectToast(page, t('password.changed'));
    await expect(page).toHaveURL(/\/login$/);

    // the link works once
    await page.goto(link);
    await page.getByLabel(t('password.new'), { exact: true }).fill('Another-password-2026');
    await page.getByLabel(t('password.repeat'), { exact: true }).fill('Another-password-2026');
    await page.getByRole('button', { name: t('passwordReset.submit') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('passwordReset.failed') })).toBeVisible();

    await signInThroughForm(page, user.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(t('home.client', { client: CSI_TENANT, standard: 'CSI' }))).toBeVisible();
  });

  test('a reset link without its token says so', async ({ page }) => {
    await page.goto('/passwordReset/12');
    await expect(page).toHaveURL(/\/passwordReset\/12$/);
    await expect(page.getByRole('alert').filter({ hasText: t('passwordReset.invalidLinkTitle') })).toBeVisible();
    await page.getByRole('link', { name: t('passwordReset.backToLogin') }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
