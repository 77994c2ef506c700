import { CSI_TENANT, IFRS16_TENANT, USER } from './support/accounts';
import { expect, signInThroughForm, test } from './support/fixtures';
import { t } from './support/i18n';
import { expectHomeCards, expectMenus, standardOnlyEntries } from './support/registry';

test.describe('signing in and choosing a client', () => {
  test('a wrong password shows "Incorrect credentials" and keeps the user on /login', async ({ page }) => {
    // an address with no account: the same answer, and no real account edges towards lockout
    await signInThroughForm(page, 'nobody@leasedesk.test', 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect credentials' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(t('login.password'), { exact: true })).toHaveValue('');
  });

  test('the user picks the IFRS16 client, sees its cards and menus, then switches to the CSI client', async ({ page }) => {
    await signInThroughForm(page, USER.email, USER.password);

    // /selectClient: the user's clients, searchable, one selectable at a time
    await expect(page).toHaveURL(/\/selectClient$/);
    await expect(page.getByRole('heading', { level: 1, name: t('selectClient.title') })).toBeVisible();
    const next = page.getByRole('button', { name: t('selectClient.next'), exact: true });
    await expect(next).toBeDisabled();
    await expect(page.getByRole('row', { name: new RegExp(CSI_TENANT) })).toBeVisible();
    await page.getByLabel(t('common.search')).fill('IFRS');
    await expect(page.getByRole('row', { name: new RegExp(CSI_TENANT) })).toHaveCount(0);
    await page.getByLabel(t('common.search')).fill('');
    await page.getByRole('table').getByText(IFRS16_TENANT, { exact: true }).click();
    await expect(page.getByRole('radio', { name: IFRS16_TENANT })).toBeChecked();
    await next.click();

    // home under IFRS16: the client's logo, the standard, the registry's IFRS16 cards
    await expect(page).toHaveURL(/\/$/);
    const standard = page.getByLabel(t('standard.label'));
    await expect(standard).toHaveValue('IFRS16');
    await expect(standard).toBeEnabled();
    await expect(page.getByRole('img', { name: t('common.clientLogoOf', { name: IFRS16_TENANT }) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('shell.breadcrumb') })).toHaveCount(0);
    await expectHomeCards(page, 'user', 'IFRS16');
    for (const entry of standardOnlyEntries('user', 'CSI')) {
      await expect(page.getByText(t(entry.labelKey), { exact: true })).toHaveCount(0);
    }
    await expectMenus(page, 'user', 'IFRS16');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('leaseDesk') ?? 'null'));
    expect(stored).toMatchObject({ role: 'user', name: expect.any(String), accountingStandard: 'IFRS16' });
    expect(stored.token).toEqual(expect.any(String));
    expect(stored.logo).toMatch(/^data:image\//);

    // the user menu leads back to /selectClient, where the standard is shown but cannot be switched
    await page.goto('/');
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: t('userMenu.changeClient') }).click();
    await expect(page).toHaveURL(/\/selectClient$/);
    await expect(page.getByLabel(t('standard.label'))).toBeDisabled();
    await expect(page.getByRole('radio', { name: IFRS16_TENANT })).toBeChecked();
    await page.getByRole('radio', { name: CSI_TENANT }).check();
    await page.getByRole('button', { name: t('selectClient.next'), exact: true }).click();

    // home under CSI: the CSI client's logo and the registry's CSI cards, no IFRS16-only entries
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel(t('standard.label'))).toHaveValue('CSI');
    await expect(page.getByRole('img', { name: t('common.clientLogoOf', { name: CSI_TENANT }) })).toBeVisible();
    await expectHomeCards(page, 'user', 'CSI');
    for (const entry of standardOnlyEntries('user', 'IFRS16')) {
      await expect(page.getByText(t(entry.labelKey), { exact: true })).toHaveCount(0);
    }
    await expectMenus(page, 'user', 'CSI');
  });

  test('on home the standard selector switches the view between CSI and IFRS16', async ({ page }) => {
    await signInThroughForm(page, USER.email, USER.password);
    await page.getByRole('radio', { name: CSI_TENANT }).check();
    await page.getByRole('button', { name: t('selectClient.next'), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const standard = page.getByLabel(t('standard.label'));
    await expect(standard).toHaveValue('CSI');

    await standard.selectOption('IFRS16');
    await expect(standard).toHaveValue('IFRS16');
    await expectHomeCards(page, 'user', 'IFRS16');
    // the view is part of the session: it survives a reload
    await page.reload();
    await expect(page.getByLabel(t('standard.label'))).toHaveValue('IFRS16');

    // log out: back to /login, the session is gone
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: t('userMenu.logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('leaseDesk'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the forgot-password dialog starts with the email already typed, and asks for a valid one', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(t('login.email')).fill('anna.kowalska@leasedesk.test');
    await page.getByRole('button', { name: t('login.forgotPassword') }).click();
    const dialog = page.getByRole('dialog', { name: t('login.forgotTitle') });
    await expect(dialog.getByLabel(t('login.email'))).toHaveValue('anna.kowalska@leasedesk.test');
    await dialog.getByLabel(t('login.email')).fill('not-an-email');
    await dialog.getByRole('button', { name: t('login.sendResetLink') }).click();
    await expect(dialog.getByText(t('validation.email'))).toBeVisible();
    await dialog.getByRole('button', { name: t('common.cancel') }).click();
    await expect(dialog).toBeHidden();
  });
});
