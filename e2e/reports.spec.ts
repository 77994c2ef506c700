import { callApi } from './support/api';
import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';
import { validNip } from './support/nip';
import { centsOf, money, pickOption, readWorkbook, typeDate } from './support/reports';

const CONTRACTOR = 'Świętokrzyska Spółdzielnia Mleczarska';

interface ScheduleRow {
  paymentDate: string;
  paymentAmount: number;
  interestAmount: number;
  principalAmount: number;
}

test.describe('reports', () => {
  test('the lease report runs with a filter, totals the equipment cost, downloads its Excel file and links to the summary; the settlements report totals a period', async ({
    page,
    request,
    clientSessions,
  }) => {
    test.setTimeout(120_000);
    const token = clientSessions.csi.token;
    const contractors = await callApi<{ id: number; name: string }[]>(request, 'GET', '/api/contractors', { token });
    const contractor = contractors.find((entry) => entry.name === CONTRACTOR);
    if (!contractor) throw new Error(`the CSI demo tenant needs ${CONTRACTOR}`);
    // two agreements of our own, so the totals do not depend on what other journeys saved
    const contractNumber = `REP/${Date.now().toString(36).toUpperCase()}`;
    const save = (scheduleNumber: string, totalEquipmentCost: number) =>
      callApi<{ id: number }>(request, 'POST', '/api/leaseagreement', {
        token,
        data: { contractorId: contractor.id, contractNumber, scheduleNumber, startingDate: '2025-03-01', termInMonths: 12, rentPaymentAmount: 1200, totalEquipmentCost, paymentDue: 0, paymentInterval: 0, accountingStandard: 0 },
      });
    const first = await save('1', 12_345.67);
    const second = await save('2', 10_000);

    await openWithSession(page, clientSessions.csi, '/');
    await page.getByRole('link', { name: t('features.agreements.report'), exact: true }).click();
    await expect(page).toHaveURL(/\/report$/);
    const drawer = page.getByRole('dialog', { name: t('reports.filter') });
    await expect(drawer).toBeVisible();
    await pickOption(page, t('reports.contractors'), CONTRACTOR);
    const numbers = drawer.getByRole('textbox', { name: t('reports.contractNumbers'), exact: true });
    await numbers.fill(contractNumber);
    await numbers.press('Enter');
    await drawer.getByRole('button', { name: t('reports.run') }).click();
    await expect(drawer).toBeHidden();

    const table = page.getByRole('table', { name: t('reports.leaseTitle') });
    await expect(table.getByRole('row')).toHaveCount(1 + 2 + 1);
    await expect(table.getByRole('row', { name: new RegExp(`^${t('table.total')}`) })).toContainText(money(2_234_567));
    await expect(table.getByRole('row').nth(1)).toContainText(CONTRACTOR);
    await expect(table.getByRole('row').nth(1)).toContainText('01/03/2025');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('reports.downloadExcel') }).click();
    const workbook = await readWorkbook(await downloading);
    expect(workbook.numbers).toContain(22_345.67);
    expect(workbook.numbers).toContain(12_345.67);
    expect(workbook.texts.join('\n')).toContain(contractNumber);

    await table.getByRole('link', { name: t('reports.openAgreement', { name: `${contractNumber} / 1` }) }).click();
    await expect(page).toHaveURL(new RegExp(`/leaseAgreementSummary/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: t('summary.title') })).toBeVisible();

    // the settlements report: the rows of both agreements paid in 2025, totalled as the schedules add up
    const schedules = await Promise.all(
      [first.id, second.id].map((id) => callApi<{ leaseAmortizations: ScheduleRow[] }>(request, 'GET', `/api/leaseagreements/${id}`, { token })),
    );
    const in2025 = schedules.flatMap((agreement) => agreement.leaseAmortizations).filter((row) => row.paymentDate.startsWith('2025-'));
    expect(in2025.length).toBeGreaterThan(10);

    await page.goto('/settlementsReport');
    const filter = page.getByRole('dialog', { name: t('reports.filter') });
    await typeDate(page, t('reports.periodStart'), '01/01/2025');
    await typeDate(page, t('reports.periodEnd'), '31/12/2025');
    const settlementNumbers = filter.getByRole('textbox', { name: t('reports.contractNumbers'), exact: true });
    await settlementNumbers.fill(contractNumber);
    await settlementNumbers.press('Enter');
    await filter.getByRole('button', { name: t('reports.run') }).click();
    const settlements = page.getByRole('table', { name: t('reports.settlementsTitle') });
    // a page of 10 rows of the period's rows, the totals over all of them
    await expect(settlements.getByRole('row')).toHaveCount(1 + 10 + 1);
    await expect(page.getByText(t('table.pagination', { from: 1, to: 10, total: in2025.length }))).toBeVisible();
    const totals = settlements.getByRole('row', { name: new RegExp(`^${t('table.total')}`) });
    await expect(totals).toContainText(money(centsOf(in2025.map((row) => row.paymentAmount))));
    await expect(totals).toContainText(money(centsOf(in2025.map((row) => row.interestAmount))));
    await expect(totals).toContainText(money(centsOf(in2025.map((row) => row.principalAmount))));
  });

  test('an IFRS16 lessee’s lease report shows its own columns, on screen and in Excel: the lease liability and right-of-use asset, no trader, equipment cost or lease type', async ({
    page,
    request,
    clientSessions,
  }) => {
    test.setTimeout(120_000);
    const token = clientSessions.ifrs16.token;
    const contractor = await callApi<{ id: number; name: string }>(request, 'POST', '/api/contractor', {
      token,
      data: { name: `Wynajmujący ${Date.now().toString(36)}`, taxId: validNip(Date.now() % 900_000_000) },
    });
    // DOMAIN §12 example B: L0 517 595.22, ROU 532 595.22
    const contractNumber = `IFR/${Date.now().toString(36).toUpperCase()}`;
    await callApi(request, 'POST', '/api/leaseagreement', {
      token,
      data: {
        contractorId: contractor.id, contractNumber, scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 60, rentPaymentAmount: 10_000,
        paymentDue: 1, paymentInterval: 0, rentFreePeriodInMonths: 3, indexationRate: 3, incrementalBorrowingRate: 0.06,
        initialDirectCosts: 5_000, dismantlingProvision: 20_000, leaseIncentive: 10_000, depreciationMethod: 0, accountingStandard: 1,
      },
    });

    await openWithSession(page, clientSessions.ifrs16, '/report');
    const drawer = page.getByRole('dialog', { name: t('reports.filter') });
    await expect(drawer).toBeVisible();
    for (const lessorsFilter of ['reports.salesPersons', 'reports.isFactoring', 'reports.factorContractNumbers', 'reports.leaseType'])
      await expect(drawer.getByRole('textbox', { name: t(lessorsFilter), exact: true })).toHaveCount(0);
    const numbers = drawer.getByRole('textbox', { name: t('reports.contractNumbers'), exact: true });
    await numbers.fill(contractNumber);
    await numbers.press('Enter');
    await drawer.getByRole('button', { name: t('reports.run') }).click();
    await expect(drawer).toBeHidden();

    const table = page.getByRole('table', { name: t('reports.leaseTitle') });
    await expect(table.getByRole('row')).toHaveCount(1 + 1 + 1);
    const headers = table.getByRole('columnheader');
    await expect(headers.filter({ hasText: t('reports.leaseLiability') })).toHaveCount(1);
    await expect(headers.filter({ hasText: t('reports.rightOfUse') })).toHaveCount(1);
    for (const lessorsColumn of ['agreementForm.fields.totalEquipmentCost', 'agreementForm.fields.factoringContractNumber', 'reports.salesPersons', 'reports.leaseType'])
      await expect(headers.filter({ hasText: t(lessorsColumn) })).toHaveCount(0);
    const total = table.getByRole('row', { name: new RegExp(`^${t('table.total')}`) });
    await expect(total).toContainText(money(51_759_522));
    await expect(total).toContainText(money(53_259_522));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('reports.downloadExcel') }).click();
    const workbook = await readWorkbook(await downloading);
    expect(workbook.numbers).toContain(517_595.22);
    expect(workbook.numbers).toContain(532_595.22);
    const texts = workbook.texts.join('\n');
    expect(texts).toContain(t('reports.leaseLiability'));
    for (const lessors of ['Total equipment cost', 'Sales person', 'Lease type', 'Finance lease', 'Factoring contract number']) expect(texts).not.toContain(lessors);
  });
});
