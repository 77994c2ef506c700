import { callApi } from './support/api';
import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';
import { validNip } from './support/nip';
import { typeDate } from './support/reports';
import { wheelToLastRow } from './support/tables';

/** A lessee's 20-year lease: 240 schedule rows and 240 depreciation periods. */
const TERM = 240;
const CONTRACTOR_COUNT = 50;

const viewports = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

test.describe('long tables', () => {
  for (const viewport of viewports) {
    test(`at ${viewport.width}×${viewport.height} every long table scrolls with the wheel to its last row, header and totals in sight`, async ({
      page,
      request,
      clientSessions,
    }) => {
      test.setTimeout(180_000);
      const session = clientSessions.ifrs16;
      const token = session.token;
      const stamp = `${Date.now().toString(36).toUpperCase()}${viewport.width}`;
      const base = 870_000_000 + (viewport.width % 1000) * 1000;
      const contractorIds: number[] = [];
      try {
        for (let i = 0; i < CONTRACTOR_COUNT; i++) {
          const created = await callApi<{ id: number }>(request, 'POST', '/api/contractor', {
            token,
            data: { name: `Długa Lista ${stamp} ${String(i + 1).padStart(2, '0')}`, taxId: validNip(base + i * 10) },
          });
          contractorIds.push(created.id);
        }
        const contractorId = contractorIds[0] ?? 0;
        const contractNumber = `LONG/${stamp}`;
        const agreement = await callApi<{ id: number }>(request, 'POST', '/api/leaseagreement', {
          token,
          data: {
            contractorId,
            contractNumber,
            scheduleNumber: '1',
            startingDate: '2025-01-01',
            termInMonths: TERM,
            rentPaymentAmount: 10_000,
            paymentDue: 0,
            paymentInterval: 0,
            accountingStandard: 1,
            incrementalBorrowingRate: 0.065,
          },
        });
        await page.setViewportSize(viewport);

        // the agreement's summary: the whole schedule, its total row
        await openWithSession(page, session, `/leaseAgreementSummary/${agreement.id}`);
        const schedule = page.getByRole('table', { name: t('schedule.title') });
        await expect(schedule.locator('tbody tr')).toHaveCount(TERM, { timeout: 30_000 });
        await wheelToLastRow(page, schedule, { totals: true });
        await expect(schedule.locator('tbody tr').last()).toContainText(String(TERM));

        // depreciation of the right-of-use asset, period by period
        await page.goto(`/depreciation/${agreement.id}`);
        const depreciation = page.getByRole('table', { name: t('depreciationTable.title') });
        await expect(depreciation.locator('tbody tr')).toHaveCount(TERM);
        await wheelToLastRow(page, depreciation, { totals: true });

        // the settlements of the same schedule
        await page.goto(`/settlements?contractor=${contractorId}&agreementNumber=${encodeURIComponent(contractNumber)}&sheduleNumber=1`);
        const settlements = page.getByRole('table', { name: t('schedule.title') });
        await expect(settlements.locator('tbody tr')).toHaveCount(TERM);
        await wheelToLastRow(page, settlements, { totals: true });

        // the settlements report, 50 rows a page
        await page.goto('/settlementsReport');
        const filter = page.getByRole('dialog', { name: t('reports.filter') });
        await typeDate(page, t('reports.periodStart'), '01/01/2025');
        await typeDate(page, t('reports.periodEnd'), '31/12/2045');
        const numbers = filter.getByRole('textbox', { name: t('reports.contractNumbers'), exact: true });
        await numbers.fill(contractNumber);
        await numbers.press('Enter');
        await filter.getByRole('button', { name: t('reports.run') }).click();
        await expect(filter).toBeHidden();
        const report = page.getByRole('table', { name: t('reports.settlementsTitle') });
        await expect(report.locator('tbody tr')).toHaveCount(10);
        await page.getByRole('button', { name: '10', exact: true }).click();
        await page.getByRole('menuitem', { name: '50' }).click();
        await expect(report.locator('tbody tr')).toHaveCount(50);
        await wheelToLastRow(page, report, { totals: true });

        // the contractors, 50 a page
        await page.goto('/contractors');
        const contractors = page.getByRole('table', { name: t('contractors.listTitle') });
        await page.getByLabel(t('common.search')).fill(`Długa Lista ${stamp}`);
        await expect(page.getByText(t('table.pagination', { from: 1, to: 10, total: CONTRACTOR_COUNT }))).toBeVisible();
        await page.getByRole('button', { name: '10', exact: true }).click();
        await page.getByRole('menuitem', { name: '50' }).click();
        await expect(contractors.locator('tbody tr')).toHaveCount(50);
        await wheelToLastRow(page, contractors, { totals: false });
        await expect(contractors.locator('tbody tr').last()).toContainText(`Długa Lista ${stamp} 50`);

        // editing one and coming back keeps 50 a page
        await contractors.locator('tbody tr').last().getByRole('link').first().click();
        await expect(page).toHaveURL(/\/contractor\/\d+$/);
        await page.goBack();
        await expect(page.getByRole('button', { name: '50', exact: true })).toBeVisible();
      } finally {
        for (const id of contractorIds.reverse()) {
          await request.fetch(`/api/contractors/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
        }
      }
    });
  }
});
