import { expect, expectToast, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';
import { solidPng } from './support/images';

test.describe('tenant administration', () => {
  test('the administrator creates a tenant with a logo, sees the logo, edits and deletes the tenant', async ({
    page,
    adminSession,
  }) => {
    const name = `Journey Tenant ${Date.now().toString(36)}`;
    await openWithSession(page, adminSession, '/tenants');
    await expect(page.getByRole('heading', { level: 1, name: t('tenants.listTitle') })).toBeVisible();
    await page.getByRole('link', { name: t('features.tenants.add') }).first().click();
    await expect(page).toHaveURL(/\/tenant$/);

    await page.getByLabel(t('tenants.name')).fill(name);
    await page.getByLabel(t('standard.label')).selectOption({ label: 'IFRS16' });

    const logo = page.getByLabel(t('tenants.logo'));
    // too big, then not an image: refused before anything is sent
    await logo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: solidPng(8, 8, [0, 0, 0], 600 * 1024) });
    await expect(page.getByText(t('validation.logoSize'))).toBeVisible();
    await logo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText(t('validation.logoType'))).toBeVisible();
    // a small PNG: previewed at once
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(40, 20, [200, 30, 30]) });
    await expect(page.getByText(t('validation.logoType'))).toHaveCount(0);
    // the preview really draws (a visible <img> whose load the CSP blocked would pass toBeVisible)
    const preview = page.getByRole('img', { name: t('tenants.logoPreview') });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
    await page.getByRole('button', { name: t('common.save') }).click();

    await expectToast(page, t('tenants.created'));
    await expect(page).toHaveURL(/\/tenants$/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('IFRS16');

    // the stored logo shows on the edit form
    await page.getByRole('link', { name: t('tenants.editTenant', { name }) }).click();
    await expect(page).toHaveURL(/\/tenant\/\d+$/);
    const current = page.getByRole('img', { name: t('tenants.currentLogo', { name }) });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    await expect(page.getByLabel(t('standard.label')).locator('option:checked')).toHaveText('IFRS16');

    // replace the logo with an SVG and rename
    await page.getByLabel(t('tenants.name')).fill(`${name} renamed`);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><rect width="30" height="30" fill="#0a0"/></svg>';
    await page.getByLabel(t('tenants.logo')).setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await page.getByRole('button', { name: t('common.save') }).click();
    await expectToast(page, t('tenants.updated'));
    await expect(page).toHaveURL(/\/tenants$/);
    const renamed = page.getByRole('row', { name: new RegExp(`${name} renamed`) });
    await expect(renamed).toBeVisible();
    await page.getByRole('link', { name: t('tenants.editTenant', { name: `${name} renamed` }) }).click();
    // the server stores every logo as a PNG it drew: the 30×30 SVG comes back as a 512×512 PNG
    const replaced = page.getByRole('img', { name: t('tenants.currentLogo', { name: `${name} renamed` }) });
    await expect(replaced).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => replaced.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    await page.getByRole('button', { name: t('common.back') }).click();
    await expect(page).toHaveURL(/\/tenants$/);

    // delete after confirming
    await page.getByRole('button', { name: t('tenants.deleteTenant', { name: `${name} renamed` }) }).click();
    await page.getByRole('dialog', { name: t('confirmDelete.title') }).getByRole('button', { name: t('common.delete') }).click();
    await expectToast(page, t('tenants.deleted'));
    await expect(renamed).toHaveCount(0);
  });

  test('the tenant list searches as you type and pages by 10, 25 or 50', async ({ page, adminSession }) => {
    await openWithSession(page, adminSession, '/tenants');
    await expect(page.getByRole('row', { name: /Demo Leasing CSI/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Demo Lessee IFRS16/ })).toBeVisible();
    await page.getByLabel(t('common.search')).fill('Lessee');
    await expect(page.getByRole('row', { name: /Demo Leasing CSI/ })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Demo Lessee IFRS16/ })).toBeVisible();
    await page.getByLabel(t('common.search')).fill('');
    await expect(page.getByRole('row', { name: /Demo Leasing CSI/ })).toBeVisible();
    await expect(page.getByText(t('table.recordsPerPage'))).toBeVisible();
    await page.getByRole('button', { name: '10', exact: true }).click();
    for (const size of ['10', '25', '50']) await expect(page.getByRole('menuitem', { name: size, exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: '25', exact: true }).click();
    await expect(page.getByRole('button', { name: '25', exact: true })).toBeVisible();
    // sortable by name, in both directions
    const names = page.getByRole('table').getByRole('row').filter({ hasText: /^Demo / });
    await page.getByRole('columnheader', { name: t('tenants.name') }).getByRole('button').click();
    await expect(names.first()).toContainText('Demo Lessee IFRS16');
    await page.getByRole('columnheader', { name: t('tenants.name') }).getByRole('button').click();
    await expect(names.first()).toContainText('Demo Leasing CSI');
  });
});
