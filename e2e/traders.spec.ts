import { CSI_TENANT, IFRS16_TENANT } from './support/accounts';
import { expect, expectToast, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

/** The CSI client's demo traders (apps/api/src/demo/seed.ts). */
const SEEDED = ['Zofia Wiśniewska', 'Paweł Łęcki'];

test.describe('traders', () => {
  test('under CSI a trader is added, edited and deleted', async ({ page, clientSessions }) => {
    const firstName = 'Tomasz';
    const lastName = `Handlowy${Date.now().toString(36)}`;
    await openWithSession(page, clientSessions.csi, '/');
    await expect(page.getByRole('heading', { level: 2, name: t('features.traders.title'), exact: true })).toBeVisible();
    await page.getByRole('link', { name: t('features.traders.edit') }).click();

    await expect(page).toHaveURL(/\/traders$/);
    await expect(page.getByRole('heading', { level: 1, name: t('traders.listTitle') })).toBeVisible();
    await expect(page.getByRole('img', { name: t('common.clientLogoOf', { name: CSI_TENANT }) })).toBeVisible();
    for (const seeded of SEEDED) {
      await expect(page.getByRole('link', { name: t('traders.editTrader', { name: seeded }) })).toBeVisible();
    }

    // add, from the navigation bar
    const nav = page.getByRole('navigation', { name: t('shell.mainNavigation') });
    await nav.getByRole('button', { name: t('features.traders.title'), exact: true }).click();
    await page.getByRole('menuitem', { name: t('features.traders.add') }).click();
    await expect(page).toHaveURL(/\/trader$/);
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('validation.required'))).toHaveCount(2);
    await expect(page.getByLabel(t('traders.firstName'))).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(t('traders.firstName')).fill(firstName);
    await page.getByLabel(t('traders.lastName')).fill(lastName);
    await page.getByRole('button', { name: t('common.save') }).click();
    await expectToast(page, t('traders.created'));
    await expect(page).toHaveURL(/\/traders$/);
    const row = page.getByRole('row', { name: new RegExp(lastName) });
    await expect(row).toContainText(firstName);

    // edit
    await page.getByRole('link', { name: t('traders.editTrader', { name: `${firstName} ${lastName}` }) }).click();
    await expect(page).toHaveURL(/\/trader\/\d+$/);
    await expect(page.getByLabel(t('traders.lastName'))).toHaveValue(lastName);
    await page.getByLabel(t('traders.firstName')).fill('Tomasz Adam');
    await page.getByRole('button', { name: t('common.save') }).click();
    await expectToast(page, t('traders.updated'));
    await expect(page).toHaveURL(/\/traders$/);
    await expect(row).toContainText('Tomasz Adam');

    // delete after confirming
    await page.getByRole('button', { name: t('traders.deleteTrader', { name: `Tomasz Adam ${lastName}` }) }).click();
    const dialog = page.getByRole('dialog', { name: t('confirmDelete.title') });
    await expect(dialog).toContainText(`Tomasz Adam ${lastName}`);
    await dialog.getByRole('button', { name: t('common.delete') }).click();
    await expectToast(page, t('traders.deleted'));
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: t('traders.editTrader', { name: SEEDED[0] ?? '' }) })).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('under IFRS16 there is no traders menu or card, and the traders screens lead home', async ({ page, clientSessions }) => {
    await openWithSession(page, clientSessions.ifrs16, '/');
    await expect(page.getByText(t('home.client', { client: IFRS16_TENANT, standard: 'IFRS16' }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t('features.contractors.title'), exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t('features.traders.title'), exact: true })).toHaveCount(0);

    await page.goto('/contractors');
    const nav = page.getByRole('navigation', { name: t('shell.mainNavigation') });
    await expect(nav.getByRole('button', { name: t('features.contractors.title'), exact: true })).toBeVisible();
    await expect(nav.getByText(t('features.traders.title'), { exact: true })).toHaveCount(0);

    for (const path of ['/traders', '/trader', '/trader/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: t('home.title') })).toBeVisible();
    }
  });
});
