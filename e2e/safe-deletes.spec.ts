import { callApi } from './support/api';
import { expect, expectToast, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

test.describe('safe deletes', () => {
  test('a contractor with a live agreement is kept, the dialog says why and starts on Cancel; without it, it goes', async ({ page, request, clientSessions }) => {
    const token = clientSessions.csi.token;
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Bezpieczny ${stamp} Sp. z o.o.`;
    // a tax id no other journey uses: 9 digits from the time, then the check digit
    const nine = String(Date.now()).slice(-9);
    const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
    let digits = nine;
    let check = 10;
    for (let n = Number(nine); check === 10; n++) {
      digits = String(n).padStart(9, '0').slice(-9);
      check = weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0) % 11;
    }
    const contractor = await callApi<{ id: number; taxId: string }>(request, 'POST', '/api/contractor', { token, data: { name, taxId: `${digits}${check}` } });
    const agreement = await callApi<{ id: number }>(request, 'POST', '/api/leaseagreement', {
      token,
      data: { contractorId: contractor.id, contractNumber: `SAFE/${stamp}`, scheduleNumber: '1', startingDate: '2025-03-01', termInMonths: 12, rentPaymentAmount: 1000, totalEquipmentCost: 10_000, paymentDue: 0, paymentInterval: 0, accountingStandard: 0 },
    });

    await openWithSession(page, clientSessions.csi, '/contractors');
    await page.getByLabel(t('common.search')).fill(stamp.toLowerCase());
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    const remove = page.getByRole('button', { name: t('contractors.deleteContractor', { name }) });
    const dialog = page.getByRole('dialog', { name: t('confirmDelete.title') });

    // The dialog says what will happen, and Enter on it cancels: focus is on Cancel.
    await remove.click();
    await expect(dialog).toContainText(t('confirmDelete.question', { name: `${name} (${contractor.taxId})` }));
    await expect(dialog).toContainText(t('confirmDelete.consequence.contractor'));
    await expect(dialog.getByRole('button', { name: t('common.cancel') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();

    // Delete anyway: the server refuses with the count, and the contractor stays.
    await remove.click();
    await dialog.getByRole('button', { name: t('common.delete') }).click();
    await expectToast(page, 'This contractor has 1 live agreement; delete it first');
    await page.reload();
    await page.getByLabel(t('common.search')).fill(stamp.toLowerCase());
    await expect(row).toBeVisible();

    // Once its agreement is deleted, the contractor goes.
    await callApi(request, 'DELETE', `/api/leaseagreements/${agreement.id}`, { token });
    await remove.click();
    await dialog.getByRole('button', { name: t('common.delete') }).click();
    await expectToast(page, t('contractors.deleted'));
    await expect(row).toHaveCount(0);
  });
});
