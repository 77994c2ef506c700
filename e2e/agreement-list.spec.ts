import { callApi } from './support/api';
import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

/** `1 234,56` as the app shows it (a no-break space groups the thousands). */
const n = (text: string) => text.replace(/ /g, '\u00a0');

test.describe('the agreement list', () => {
  test('lists every contractor’s agreements by default, sorts on the server, and a row opens the summary', async ({ page, request, clientSessions }) => {
    const token = clientSessions.csi.token;
    const contractors = await callApi<{ id: number; name: string }[]>(request, 'GET', '/api/contractors', { token });
    const [first, second] = contractors;
    if (!first || !second) throw new Error('the CSI demo tenant needs two contractors');
    // Two agreements of two contractors, costlier than any other, so a descending cost sort puts them on top.
    const stamp = Date.now().toString(36).toUpperCase();
    const save = (contractorId: number, totalEquipmentCost: number) =>
      callApi<{ id: number }>(request, 'POST', '/api/leaseagreement', {
        token,
        data: { contractorId, contractNumber: `LIST/${stamp}`, scheduleNumber: String(totalEquipmentCost % 10), startingDate: '2025-03-01', termInMonths: 36, rentPaymentAmount: 300_000, totalEquipmentCost, paymentDue: 0, paymentInterval: 0, accountingStandard: 0 },
      });
    await save(first.id, 9_800_001);
    const top = await save(second.id, 9_800_002);

    await openWithSession(page, clientSessions.csi, '/leaseAgreements');
    await expect(page.getByRole('textbox', { name: t('agreementChooser.contractor'), exact: true })).toHaveValue(t('agreementList.allContractors'));
    const table = page.getByRole('table', { name: t('agreementList.title') });
    await expect(table.getByRole('columnheader', { name: new RegExp(t('agreementChooser.contractor')) })).toBeVisible();

    const costHeader = table.getByRole('button', { name: new RegExp(`^${t('agreementForm.fields.totalEquipmentCost')}`) });
    await costHeader.click();
    await expect(costHeader).toContainText(t('table.sortedAscending'));
    await costHeader.click();
    await expect(costHeader).toContainText(t('table.sortedDescending'));
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toContainText(n('9 800 002,00'));
    await expect(rows.nth(1)).toContainText(second.name);
    await expect(rows.nth(2)).toContainText(n('9 800 001,00'));
    await expect(rows.nth(2)).toContainText(first.name);

    // A click anywhere on the row (not on its icons) opens the summary.
    await rows.nth(1).getByRole('cell', { name: `LIST/${stamp}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/leaseAgreementSummary/${top.id}$`));

    // One contractor's list: no contractor column, only its agreements.
    await page.goto(`/leaseAgreements?contractor=${first.id}`);
    await expect(table.getByText(n('9 800 001,00'))).toBeVisible();
    await expect(table.getByText(n('9 800 002,00'))).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: new RegExp(t('agreementChooser.contractor')) })).toHaveCount(0);
  });
});
