import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';
import { typeDate } from './support/reports';

const fixture = (name: string) => new URL(`./fixtures/invoices/${name}`, import.meta.url);

/** The demo CSI lessor the fixtures invoice (apps/api/src/demo/seed.ts: K-001, tax id 725-185-03-43). */
const LESSOR = 'Łódzkie Zakłady Leasingowe Sp. z o.o.';

let counter = 0;
/** A report name no other run or journey uses (names are unique among a client's live reports). */
function uniqueReportName(prefix: string): string {
  counter += 1;
  return `${prefix}/${Date.now().toString(36)}${counter}`;
}

/** A file to upload made in the journey (FilePayload). */
type MadeFile = { name: string; mimeType: string; buffer: Buffer };

/** Types the report name, picks the file type and the files (fixtures by name, or made) through the file chooser, and imports them. */
async function importFiles(page: Page, reportName: string, kind: 'csv' | 'ksef', files: (string | MadeFile)[], language: 'en' | 'pl' = 'en'): Promise<void> {
  const l = (key: string) => t(key, {}, language);
  const upload = page.getByRole('region', { name: l('invoices.upload.title') });
  await upload.getByRole('textbox', { name: l('invoices.upload.reportName') }).fill(reportName);
  if (kind === 'ksef') await upload.getByText(l('invoices.upload.ksef'), { exact: true }).click();
  const choosing = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: l(kind === 'csv' ? 'invoices.upload.csvFile' : 'invoices.upload.ksefFiles'), exact: true }).click();
  const chosen = files.map((file) => (typeof file === 'string' ? fixture(file).pathname : file));
  // setFiles takes paths or payloads, not a mix
  await (await choosing).setFiles(chosen.every((file) => typeof file === 'string') ? (chosen as string[]) : (chosen as MadeFile[]));
  await upload.getByRole('button', { name: l('invoices.upload.import'), exact: true }).click();
}

/**
 * The export a send downloads in this tab (no window is opened, so none is left blank): the
 * download, the workbook fetched again with the same token, and the workbook's texts.
 */
async function expectExportOpened(page: Page, send: () => Promise<void>): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await send();
  const download = await downloading;
  expect(download.url()).toContain('/enovareports');
  expect(await download.failure()).toBeNull();
  expect(page.context().pages(), 'no tab is opened for the export').toHaveLength(1);
  // the same file can be downloaded again while its token lives (FORMATS §6)
  const again = await page.request.get(download.url());
  expect(again.status()).toBe(200);
  expect(again.headers()['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  const body = await again.body();
  await workbook.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  const texts: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void (typeof cell.value === 'string' && texts.push(cell.value)))));
  return texts;
}

/** The page is no wider than the window (tables scroll inside themselves) and no badge is cut. */
async function expectFits(page: Page, width: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `page wider than ${width} px` }).toBeLessThanOrEqual(0);
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-label'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );
  expect(cut, 'badges are not cut').toEqual([]);
}

/** A date `days` from today as the English screen writes it. */
function englishDate(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`;
}

test.describe('invoices', () => {
  test('a CSV is imported (a bad one refused with rows and columns), filtered, a whole invoice sent and its export opened', async ({ page, clientSessions }) => {
    test.setTimeout(120_000);
    await openWithSession(page, clientSessions.csi, '/');
    await page.getByRole('link', { name: t('features.settlements.invoiceMerge'), exact: true }).first().click();
    await expect(page).toHaveURL(/\/invoiceMerge$/);
    await expect(page.getByRole('heading', { level: 1, name: t('invoices.merge.title') })).toBeVisible();
    await expect(page.getByRole('table', { name: t('invoices.merge.table') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('invoices.upload.csvFile'), exact: true })).toBeDisabled();

    // the template: every column of FORMATS §2 and an example row, UTF-8 with a byte-order mark
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('invoices.upload.template'), exact: true }).click();
    const template = await downloading;
    expect(template.suggestedFilename()).toBe('invoice-report-template.csv');
    const templateText = (await readFile((await template.path()) as string)).toString('utf8');
    expect(templateText.startsWith('\uFEFFcontractorName;taxId;')).toBe(true);
    expect(templateText.split(/\r?\n/).filter(Boolean)).toHaveLength(2);

    // one bad cell anywhere: nothing stored, every error named by row and column
    const refusedName = uniqueReportName('E2E bad');
    await importFiles(page, refusedName, 'csv', ['invoices-with-errors.csv']);
    const errors = page.getByRole('table', { name: t('invoices.upload.errorsTable') });
    await expect(errors.getByRole('row', { name: new RegExp(t('invoices.upload.rowColumn', { row: 3, column: 'taxId' })) })).toBeVisible();
    await expect(errors.getByRole('row', { name: new RegExp(t('invoices.upload.rowColumn', { row: 3, column: 'paymentDate' })) })).toBeVisible();
    await expect(page.getByRole('table', { name: t('invoices.merge.table') })).toHaveCount(0);

    const reportName = uniqueReportName('E2E merge');
    await importFiles(page, reportName, 'csv', ['invoices.csv']);
    const table = page.getByRole('table', { name: t('invoices.merge.table') });
    await expect(table.getByRole('checkbox')).toHaveCount(5);
    await expect(table.getByText(t('invoices.match.agreement', { contract: 'UL/2025/001', schedule: '1' })).first()).toBeVisible();
    await expect(table.getByText(t('invoices.match.period', { period: 1, date: '01/03/2025' })).first()).toBeVisible();
    await expect(table.getByText(t('invoices.reasons.noAgreement')).first()).toBeVisible();

    // the filter: the dates list the report, the invoice number and the contractor narrow its lines
    await page.getByRole('button', { name: t('invoices.filter.title'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: t('invoices.filter.title') });
    await drawer.getByRole('button', { name: t('invoices.filter.clear') }).click();
    await expect(table).toHaveCount(0);
    await typeDate(page, t('invoices.filter.startDate'), englishDate(-2));
    await typeDate(page, t('invoices.filter.endDate'), englishDate(2));
    await drawer.getByRole('textbox', { name: t('invoices.filter.reportName') }).click();
    await page.getByRole('option', { name: reportName, exact: true }).click();
    await expect(table.getByRole('checkbox')).toHaveCount(5);
    await page.getByRole('button', { name: t('invoices.filter.title'), exact: true }).click();
    await drawer.getByRole('textbox', { name: t('invoices.fields.invoiceNumber') }).fill('FV/E2E/001');
    const contractor = drawer.getByRole('textbox', { name: t('invoices.fields.contractorName') });
    await contractor.fill('Łódzkie');
    await page.getByRole('option', { name: LESSOR }).click();
    await drawer.getByRole('button', { name: t('invoices.filter.apply') }).click();
    await expect(table.getByRole('checkbox', { name: /FV\/E2E\/001/ })).toHaveCount(2);
    await expect(table.getByRole('checkbox', { name: /FV\/E2E\/002/ })).toHaveCount(0);
    // the totals row: 9 500,00 + 500,00 net, 2 185,00 + 115,00 VAT
    await expect(table.locator('tfoot').getByText('10\u00a0000,00', { exact: true })).toBeVisible();
    await expect(table.locator('tfoot').getByText('2\u00a0300,00', { exact: true })).toBeVisible();

    // part of an invoice: the message, and nothing is sent
    const sends: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/extensivereport/send') && sends.push(request.url())));
    await table.getByRole('checkbox', { name: t('invoices.merge.selectLine', { sequence: 1, number: 'FV/E2E/001' }) }).check();
    await page.getByRole('button', { name: t('invoices.send.button') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('invoices.send.partial', { number: 'FV/E2E/001' }) })).toBeVisible();
    expect(sends).toEqual([]);

    await table.getByRole('checkbox', { name: t('invoices.merge.selectLine', { sequence: 2, number: 'FV/E2E/001' }) }).check();
    const texts = await expectExportOpened(page, () => page.getByRole('button', { name: t('invoices.send.button') }).click());
    expect(texts).toContain('FV/E2E/001');
    expect(texts).toContain('Opłata manipulacyjna; jednorazowa');
    expect(sends).toHaveLength(1);
    // the sent lines leave, the selection empties
    await expect(table.getByRole('checkbox', { name: /FV\/E2E\/001/ })).toHaveCount(0);
    await expect(page.getByText(t('invoices.merge.selectedCount', { number: 0 }))).toBeVisible();
  });

  test('in Polish an incomplete invoice goes to the errors list, is corrected, becomes complete and is sent', async ({ page, clientSessions }) => {
    test.setTimeout(120_000);
    const pl = (key: string, values: Record<string, string | number> = {}) => t(key, values, 'pl');
    await openWithSession(page, clientSessions.csi, '/invoiceMerge', 'pl');
    const reportName = uniqueReportName('E2E korekta');
    await importFiles(page, reportName, 'csv', ['invoices.csv'], 'pl');
    await page.getByRole('link', { name: pl('invoices.merge.errorsLink', { name: reportName }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: pl('invoices.errors.title', { name: reportName }) })).toBeVisible();

    const invoices = page.getByRole('table', { name: pl('invoices.errors.table', { name: reportName }) });
    const rows = invoices.getByRole('row', { name: new RegExp(pl('invoices.errors.open', { number: '' })) });
    // incomplete first
    await expect(rows.first()).toHaveAccessibleName(pl('invoices.errors.open', { number: 'FV/E2E/003' }));
    await expect(rows.first().getByText(pl('invoices.errors.no'), { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(3);
    // keyboard: the row takes the focus and Enter opens it
    await rows.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/correctInvoice\/E2E%20korekta%2F[^/]+\/FV%2FE2E%2F003$/);
    await expect(page.getByRole('heading', { level: 1, name: pl('invoices.correction.title', { number: 'FV/E2E/003' }) })).toBeVisible();

    const grid = page.getByRole('table', { name: pl('invoices.correction.table') });
    await expect(grid.getByText(pl('invoices.reasons.noAgreement'))).toBeVisible();
    const send = page.getByRole('button', { name: pl('invoices.send.button') });
    await expect(send).toBeDisabled();
    const cell = (field: string) => grid.getByRole('textbox', { name: pl('invoices.correction.cell', { field: pl(`invoices.fields.${field}`), row: 1 }) });

    // SPEC §5 on the cell: a VAT rate above 1 is refused before anything is sent
    await cell('vatRate').fill('23');
    await page.getByRole('button', { name: pl('common.save') }).click();
    await expect(grid.getByText(pl('validation.vatRate'))).toBeVisible();
    await cell('vatRate').fill('0,23');
    await cell('agreementNumber').fill('UL/2025/001');
    await page.getByRole('button', { name: pl('common.save') }).click();
    await expect(grid.locator('tbody').getByText(pl('invoices.status.complete'), { exact: true })).toBeVisible();
    await expect(send).toBeEnabled();

    const texts = await expectExportOpened(page, () => send.click());
    expect(texts).toContain('FV/E2E/003');
    await expect(page.getByRole('heading', { level: 1, name: pl('invoices.errors.title', { name: reportName }) })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(invoices.getByRole('row', { name: pl('invoices.errors.open', { number: 'FV/E2E/003' }) })).toHaveCount(0);
  });

  test('a KSeF FA(3) invoice is imported and matched to its schedule row', async ({ page, clientSessions }) => {
    await openWithSession(page, clientSessions.csi, '/invoiceMerge');
    // An invoice a live report already holds is refused (FORMATS §3): a retry imports it under a number of its own.
    const number = uniqueReportName('KSEF/E2E/06/2025');
    const xml = (await readFile(fixture('ksef-fa3.xml'), 'utf8')).replace('<P_2>KSEF/E2E/06/2025</P_2>', `<P_2>${number}</P_2>`);
    await importFiles(page, uniqueReportName('E2E KSeF'), 'ksef', [{ name: 'ksef-fa3.xml', mimeType: 'text/xml', buffer: Buffer.from(xml, 'utf8') }]);
    const table = page.getByRole('table', { name: t('invoices.merge.table') });
    await expect(table.getByRole('checkbox', { name: /KSEF\/E2E\/06\/2025/ })).toHaveCount(2);
    await expect(table.getByText(t('invoices.match.period', { period: 4, date: '01/06/2025' })).first()).toBeVisible();
    await expect(table.getByText('Opłata administracyjna')).toBeVisible();
    // 9 500,00 × 23 % and the 46,00 the file states
    await expect(table.getByText('2\u00a0231,00', { exact: true })).toBeVisible();
  });

  test('at 390 px in Polish the three invoice screens fit the window', async ({ page, clientSessions }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const pl = (key: string, values: Record<string, string | number> = {}) => t(key, values, 'pl');
    await openWithSession(page, clientSessions.csi, '/invoiceMerge', 'pl');
    await expectFits(page, 390);
    const reportName = uniqueReportName('E2E wąsko');
    await importFiles(page, reportName, 'csv', ['invoices.csv'], 'pl');
    await expect(page.getByRole('table', { name: pl('invoices.merge.table') }).getByRole('checkbox')).toHaveCount(5);
    await expectFits(page, 390);
    await page.getByRole('link', { name: pl('invoices.merge.errorsLink', { name: reportName }) }).click();
    await expect(page.getByRole('row', { name: pl('invoices.errors.open', { number: 'FV/E2E/003' }) })).toBeVisible();
    await expectFits(page, 390);
    await page.getByRole('row', { name: pl('invoices.errors.open', { number: 'FV/E2E/003' }) }).click();
    await expect(page.getByRole('table', { name: pl('invoices.correction.table') })).toBeVisible();
    await expectFits(page, 390);
  });
});
