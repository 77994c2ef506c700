import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { callApi } from './support/api';
import { expect, openWithSession, test } from './support/fixtures';
import { serverText, t } from './support/i18n';

/** A demo CSI lessor (apps/api/src/demo/seed.ts: K-001). */
const LESSOR_TAX_ID = '7251850343';

/** A schedule row of the agreement record, as GET /api/leaseagreements/{id} answers it. */
interface ScheduleRow {
  periodNumber: number;
  paymentDate: string;
  paymentAmount: number;
  interestAmount: number;
  principalAmount: number;
  openingBalance: number;
  closingBalance: number;
}

/** A CSV cell of an amount as Polish Excel writes it (decimal comma). */
const money = (value: number) => value.toFixed(2).replace('.', ',');

/** A row's accessible name as a pattern: its cells' texts in order, whatever the spaces between and inside them. */
const rowOf = (...cells: string[]) => new RegExp(`^${cells.map((cell) => cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')).join('\\s+')}`);

/** Chooses `path` through the dropzone's button and the browser's file chooser. */
async function chooseFile(page: Page, path: string, language: 'en' | 'pl' = 'en'): Promise<void> {
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: t('imports.drop.choose', {}, language), exact: true }).click();
  await (await choosing).setFiles(path);
}

test.describe('imports', () => {
  test('agreements from the template (a bad cell refused by row and column, then fixed), then another system’s schedule reconciled', async ({ page, request, clientSessions }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const first = `E2E/IMP/${stamp}/A`;
    const second = `E2E/IMP/${stamp}/B`;

    // the home page has no menu (SPEC §2): start from the agreements list
    await openWithSession(page, clientSessions.csi, '/leaseAgreements');
    await page.getByRole('navigation', { name: t('shell.mainNavigation') }).getByRole('button', { name: t('features.agreements.title'), exact: true }).click();
    await page.getByRole('menuitem', { name: t('features.agreements.import'), exact: true }).click();
    await expect(page).toHaveURL(/\/import$/);
    await expect(page.getByRole('heading', { level: 1, name: t('imports.title') })).toBeVisible();

    // the limits, said beside the file picker before a file is chosen: the contract's numbers (Playwright reads the no-break spaces as spaces)
    const fileSection = page.getByRole('region', { name: t('imports.fileSection') });
    await expect(fileSection.getByText(t('imports.drop.hint', { size: '10 MB', rows: '50 000' }), { exact: true })).toBeVisible();
    await expect(fileSection.getByText(t('imports.drop.writtenRows', { rows: '100 000' }), { exact: true })).toBeVisible();

    // the template: FORMATS §4's columns and an example row, UTF-8 with a byte-order mark
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('imports.template', { kind: t('imports.kinds.agreements') }), exact: true }).click();
    const template = (await readFile((await (await downloading).path()) as string)).toString('utf8');
    expect(template.startsWith('\uFEFFcontractorTaxId;contractNumber;scheduleNumber;')).toBe(true);
    const [headerLine = '', exampleLine = ''] = template.slice(1).split(/\r?\n/).filter(Boolean);
    const header = headerLine.split(';');
    const example = exampleLine.split(';');
    expect(example).toHaveLength(header.length);

    /** The template's example row with this lessor, these numbers and the given cells. */
    const agreementLine = (cells: Record<string, string>) =>
      header.map((column, index) => cells[column] ?? example[index] ?? '').join(';');
    const agreementsFile = async (name: string, secondRent: string) => {
      const path = test.info().outputPath(name);
      const lines = [
        headerLine,
        agreementLine({ contractorTaxId: LESSOR_TAX_ID, contractNumber: first, scheduleNumber: '1' }),
        agreementLine({ contractorTaxId: LESSOR_TAX_ID, contractNumber: second, scheduleNumber: '1', rentPaymentAmount: secondRent }),
      ];
      await writeFile(path, `${lines.join('\r\n')}\r\n`);
      return path;
    };

    // one bad cell: the dry run names its row and column, and nothing can be confirmed
    await chooseFile(page, await agreementsFile('agreements-bad.csv', 'dziewięć tysięcy'));
    const errors = page.getByRole('table', { name: t('imports.errors.table') });
    await expect(errors.getByRole('row', { name: rowOf('3', 'rentPaymentAmount') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('imports.confirm') })).toBeDisabled();

    // fixed: the dry run shows both agreements with their figures, sortable by row
    await chooseFile(page, await agreementsFile('agreements.csv', '9 500,00'));
    const preview = page.getByRole('table', { name: t('imports.preview.agreementsTable') });
    await expect(preview.getByRole('row', { name: rowOf('2', 'Łódzkie Zakłady Leasingowe Sp. z o.o.', first, '1') })).toBeVisible();
    await expect(preview.getByRole('row', { name: rowOf('3', 'Łódzkie Zakłady Leasingowe Sp. z o.o.', second, '1') })).toBeVisible();
    await expect(preview.locator('tfoot')).toContainText(t('table.total'));
    await preview.getByRole('button', { name: new RegExp(t('imports.preview.row')) }).click();
    await expect(preview.locator('tbody tr').first()).toContainText(second);
    await expect(errors).toHaveCount(0);

    await page.getByRole('button', { name: t('imports.confirm') }).click();
    await expect(page.getByText(t('imports.imported.agreements', { count: 2 }))).toBeVisible({ timeout: 30_000 });
    const imported = page.getByRole('navigation', { name: t('imports.imported.linksTitle') });
    await imported.getByRole('link', { name: t('imports.imported.link', { contract: first, schedule: '1' }) }).click();
    await expect(page).toHaveURL(/\/leaseAgreementSummary\/\d+$/);
    const agreementId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: t('summary.title') })).toBeVisible();
    await expect(page.getByText(first, { exact: true }).first()).toBeVisible();
    // nothing imported from another system yet: no reconciliation
    await expect(page.getByRole('table', { name: t('schedule.title') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('reconciliation.title') })).toHaveCount(0);

    // the list's export holds what came in, in the import's columns
    await page.goto('/leaseAgreements');
    const exporting = page.waitForEvent('download');
    await page.getByRole('button', { name: t('agreementList.exportCsv'), exact: true }).click();
    const exported = (await readFile((await (await exporting).path()) as string)).toString('utf8');
    expect(exported.startsWith(`\uFEFF${headerLine}`)).toBe(true);
    expect(exported).toContain(`;${first};1;`);
    expect(exported).toContain(`;${second};1;`);

    // another system's schedule: ours, with one payment a cent higher
    const agreement = await callApi<{ leaseAmortizations: ScheduleRow[] }>(request, 'GET', `/api/leaseagreements/${agreementId}`, { token: clientSessions.csi.token });
    const schedule = [...agreement.leaseAmortizations].sort((a, b) => a.periodNumber - b.periodNumber);
    const changed = schedule.find((row) => row.paymentAmount > 0);
    if (!changed) throw new Error('the agreement has no payment');
    const scheduleLines = [
      'contractorTaxId;contractNumber;scheduleNumber;periodNumber;paymentDate;paymentAmount;interestAmount;principalAmount;closingBalance;openingBalance',
      ...schedule.map((row) =>
        [
          LESSOR_TAX_ID,
          first,
          '1',
          String(row.periodNumber),
          row.paymentDate.slice(0, 10),
          money(row === changed ? row.paymentAmount + 0.01 : row.paymentAmount),
          money(row.interestAmount),
          money(row.principalAmount),
          money(row.closingBalance),
          money(row.openingBalance),
        ].join(';'),
      ),
    ];
    const schedulePath = test.info().outputPath('schedule.csv');
    await writeFile(schedulePath, `${scheduleLines.join('\r\n')}\r\n`);

    await page.goto('/import');
    await page.getByText(t('imports.kinds.schedules'), { exact: true }).click();
    await chooseFile(page, schedulePath);
    const figures = page.getByRole('table', { name: t('imports.preview.figuresTable') });
    await expect(figures.getByRole('row', { name: rowOf(first, '1', String(schedule.length)) })).toBeVisible();
    await page.getByRole('button', { name: t('imports.confirm') }).click();
    await expect(page.getByText(t('imports.imported.schedules', { count: 1, rows: schedule.length }))).toBeVisible({ timeout: 30_000 });
    await page
      .getByRole('navigation', { name: t('imports.imported.linksTitle') })
      .getByRole('link', { name: t('imports.imported.link', { contract: first, schedule: '1' }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/leaseAgreementSummary/${agreementId}$`));

    const panel = page.getByRole('region', { name: t('reconciliation.title') });
    await expect(panel.getByText(t('reconciliation.differencesTitle', { count: 1 }))).toBeVisible();
    const differences = panel.getByRole('table', { name: t('reconciliation.table') });
    await expect(differences.getByRole('row', { name: new RegExp(`^${changed.periodNumber}\\s+${t('reconciliation.fields.paymentAmount')}\\s.*\\s0,01$`) })).toBeVisible();
    await expect(panel.getByText(t('reconciliation.matches'))).toHaveCount(0);
  });

  test('a row with a bad date, a 35-month term on quarterly payments and a negative rent: all three listed, in English and Polish', async ({ page, clientSessions }) => {
    const stamp = Date.now().toString(36);
    const path = test.info().outputPath('agreements-three-errors.csv');
    const lines = [
      'contractorTaxId;contractNumber;scheduleNumber;startingDate;termInMonths;rentPaymentAmount;paymentInterval',
      `${LESSOR_TAX_ID};E2E/THREE/${stamp};1;31.02.2025;35;-100,00;1`,
    ];
    await writeFile(path, `${lines.join('\r\n')}\r\n`);

    for (const language of ['en', 'pl'] as const) {
      await openWithSession(page, clientSessions.csi, '/import', language);
      await expect(page.getByRole('heading', { level: 1, name: t('imports.title', {}, language) })).toBeVisible();
      await chooseFile(page, path, language);

      const errors = page.getByRole('table', { name: t('imports.errors.table', {}, language) });
      const term = serverText('calculation.termNotMultipleOfInterval', { term: 35, interval: serverText('calculation.term.quarterly', {}, language), months: 3 }, language);
      const rent = serverText('calculation.negative', { field: serverText('calculation.term.rentPaymentAmount', {}, language), value: '-100,00' }, language);
      await expect(errors.getByRole('row', { name: rowOf('2', 'startingDate', serverText('csv.date.existing', {}, language)) })).toBeVisible();
      await expect(errors.getByRole('row', { name: rowOf('2', 'termInMonths', term) })).toBeVisible();
      await expect(errors.getByRole('row', { name: rowOf('2', 'rentPaymentAmount', rent) })).toBeVisible();
      // each its own line, in the file's column order
      await expect(errors.locator('tbody tr')).toHaveCount(3);
      await expect(errors.locator('tbody tr td:nth-child(2)')).toHaveText(['startingDate', 'termInMonths', 'rentPaymentAmount']);
      await expect(page.getByRole('button', { name: t('imports.confirm', {}, language) })).toBeDisabled();
    }
  });
});
