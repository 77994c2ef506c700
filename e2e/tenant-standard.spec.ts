import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

test.describe('the client’s standard', () => {
  test('a CSI client viewed as IFRS16: a banner says so on every screen, and the agreement form stays CSI', async ({ page, clientSessions }) => {
    const client = clientSessions.csi.tenantName ?? '';
    await openWithSession(page, clientSessions.csi, '/');
    const banner = page.getByTestId('standard-banner');
    await expect(page.getByRole('heading', { level: 2, name: t('features.agreements.title'), exact: true })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The selector on home switches the view (menus and columns), as SPEC says.
    await page.getByLabel(t('standard.label')).selectOption('IFRS16');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t('standard.banner.title', { view: 'IFRS16' }));
    await expect(banner).toContainText(t('standard.banner.text', { client, standard: 'CSI' }));
    await expect(page.getByRole('heading', { level: 2, name: t('features.depreciation.title'), exact: true })).toBeVisible();

    // The form follows the client: no IFRS16 section, and the banner is still there.
    await page.goto('/leaseAgreement');
    await expect(page.getByRole('button', { name: t('agreementForm.sections.amounts'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('agreementForm.sections.depreciation'), exact: true })).toHaveCount(0);
    await expect(banner).toContainText(t('standard.banner.text', { client, standard: 'CSI' }));

    // In Polish too; switching back on home removes it.
    await openWithSession(page, { ...clientSessions.csi, accountingStandard: 'IFRS16' }, '/', 'pl');
    await expect(banner).toContainText(t('standard.banner.title', { view: 'IFRS16' }, 'pl'));
    await expect(banner).toContainText(t('standard.banner.text', { client, standard: 'CSI' }, 'pl'));
    await page.getByLabel(t('standard.label', {}, 'pl')).selectOption('CSI');
    await expect(banner).toHaveCount(0);
  });
});
