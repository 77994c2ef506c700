import { callApi } from './support/api';
import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';
import { pickOption, typeDate } from './support/reports';
import { expectMoneyColumnsReachable } from './support/tables';

/** A CSI lessor of the demo data with the invoices of e2e/fixtures/invoices/invoices.csv. */
const CSI_CONTRACTOR = 'Świętokrzyska Spółdzielnia Mleczarska';
/** The demo IFRS16 client's lessor (apps/api/src/demo/seed.ts). */
const IFRS16_CONTRACTOR = 'Gdańskie Biuro Nieruchomości Sp. z o.o.';

test.describe('wide tables at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('under CSI: the lease report, the agreement list, the invoice merge keep every money column and its total in reach', async ({ page, request, clientSessions }) => {
    test.setTimeout(120_000);
    const session = clientSessions.csi;
    const contractors = await callApi<{ id: number; name: string }[]>(request, 'GET', '/api/contractors', { token: session.token });
    const contractor = contractors.find((entry) => entry.name === CSI_CONTRACTOR);
    if (!contractor) throw new Error(`the CSI demo client needs ${CSI_CONTRACTOR}`);
    const contractNumber = `WIDE/${Date.now().toString(36).toUpperCase()}`;
    await callApi(request, 'POST', '/api/leaseagreement', {
      token: session.token,
      data: { contractorId: contractor.id, contractNumber, scheduleNumber: '1', startingDate: '2025-03-01', termInMonths: 24, rentPaymentAmount: 123_456.78, totalEquipmentCost: 2_500_000, paymentDue: 0, paymentInterval: 0, accountingStandard: 0 },
    });

    await openWithSession(page, session, '/report');
    const drawer = page.getByRole('dialog', { name: t('reports.filter') });
    await pickOption(page, t('reports.contractors'), CSI_CONTRACTOR);
    await drawer.getByRole('button', { name: t('reports.run') }).click();
    await expect(drawer).toBeHidden();
    await expectMoneyColumnsReachable(page, page.getByRole('table', { name: t('reports.leaseTitle') }));

    await page.goto('/settlementsReport');
    await typeDate(page, t('reports.periodStart'), '01/01/2025');
    await typeDate(page, t('reports.periodEnd'), '31/12/2026');
    await page.getByRole('dialog', { name: t('reports.filter') }).getByRole('button', { name: t('reports.run') }).click();
    await expectMoneyColumnsReachable(page, page.getByRole('table', { name: t('reports.settlementsTitle') }));

    await page.goto('/leaseAgreements');
    await expectMoneyColumnsReachable(page, page.getByRole('table', { name: t('agreementList.title') }));

    await page.goto('/invoiceMerge');
    const upload = page.getByRole('region', { name: t('invoices.upload.title') });
    await upload.getByRole('textbox', { name: t('invoices.upload.reportName') }).fill(`E2E wide/${Date.now().toString(36)}`);
    const choosing = page.waitForEvent('filechooser');
    await upload.getByRole('button', { name: t('invoices.upload.csvFile'), exact: true }).click();
    await (await choosing).setFiles(new URL('./fixtures/invoices/invoices.csv', import.meta.url).pathname);
    await upload.getByRole('button', { name: t('invoices.upload.import'), exact: true }).click();
    const merge = page.getByRole('table', { name: t('invoices.merge.table') });
    await expect(merge.locator('tbody tr').first()).toBeVisible();
    await expectMoneyColumnsReachable(page, merge);
  });

  test('under IFRS16: the schedule, depreciation, the sensitivity lines and the portfolio keep every money column and its total in reach', async ({ page, request, clientSessions }) => {
    test.setTimeout(120_000);
    const session = clientSessions.ifrs16;
    const list = await callApi<{ items: { id: number; contractNumber: string }[] }>(request, 'GET', '/api/leaseagreements/1/100/contractors/all', { token: session.token });
    const id = list.items.find((item) => item.contractNumber === 'NAJEM/2025/01')?.id;
    if (!id) throw new Error('the IFRS16 demo client needs NAJEM/2025/01');

    await openWithSession(page, session, `/leaseAgreementSummary/${id}`);
    await expectMoneyColumnsReachable(page, page.getByRole('table', { name: t('schedule.title') }));
    const panel = page.getByRole('region', { name: t('analysis.sensitivity.title') });
    await panel.getByRole('textbox', { name: t('analysis.auditorRate') }).fill('8');
    await panel.getByRole('textbox', { name: t('analysis.auditorRate') }).press('Enter');
    const lines = panel.getByRole('table', { name: t('analysis.sensitivity.tableLabel') });
    await expect(lines.locator('tbody tr').first()).toBeVisible();
    await expectMoneyColumnsReachable(page, lines);

    await page.goto(`/depreciation/${id}`);
    await expectMoneyColumnsReachable(page, page.getByRole('table', { name: t('depreciationTable.title') }));

    await page.goto('/sensitivity');
    await pickOption(page, t('analysis.portfolio.contractors'), IFRS16_CONTRACTOR);
    await page.getByRole('textbox', { name: t('analysis.auditorRate') }).fill('8');
    await page.getByRole('button', { name: t('analysis.portfolio.run') }).click();
    const portfolio = page.getByRole('table', { name: t('analysis.portfolio.tableLabel') });
    await expect(portfolio.locator('tbody tr').first()).toBeVisible();
    await expectMoneyColumnsReachable(page, portfolio);
  });
});
