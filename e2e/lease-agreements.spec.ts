import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { expect, expectToast, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

/** Seeded contractors without agreements (apps/api/src/demo/seed.ts). */
const CSI_CONTRACTOR = 'Świętokrzyska Spółdzielnia Mleczarska';
const IFRS16_CONTRACTOR = 'Wrocławskie Centrum Biurowe Źródło S.A.';

/** `1 234,56` as the app shows it (a no-break space groups the thousands). */
const n = (text: string) => text.replace(/ /g, '\u00a0');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (key: string) => `agreementForm.fields.${key}`;

async function openSection(page: Page, key: string): Promise<void> {
  const control = page.getByRole('button', { name: t(`agreementForm.sections.${key}`), exact: true });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(option);
}

async function fill(page: Page, key: string, value: string): Promise<void> {
  await page.getByRole('textbox', { name: t(field(key)), exact: true }).fill(value);
}

/** Types a date as the English screen writes it (DD/MM/YYYY) and closes the field's calendar. */
async function typeDate(page: Page, key: string, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: t(field(key)) });
  await input.fill(text);
  await input.press('Escape');
  await expect(input).toHaveValue(text);
}

async function chooseContractor(page: Page, name: string): Promise<void> {
  const input = page.getByRole('textbox', { name: t('agreementChooser.contractor'), exact: true });
  await input.click();
  await input.fill(name.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
}

/** A schedule row by its period number: the cells as shown. */
function scheduleRow(page: Page, table: string, period: number) {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(period), exact: true }) })
    .first();
}

/** Every number of the workbook's cells (rounded to the cent) and every text. */
async function readWorkbook(download: Download): Promise<{ numbers: number[]; texts: string[]; sheets: number }> {
  const path = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const numbers: number[] = [];
  const texts: string[] = [];
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        const value = cell.value;
        const result = typeof value === 'object' && value !== null && 'result' in value ? value.result : value;
        if (typeof result === 'number') numbers.push(Math.round(result * 100) / 100);
        else if (typeof result === 'string') texts.push(result);
      });
    });
  });
  return { numbers, texts, sheets: workbook.worksheets.length };
}

test.describe('lease agreements', () => {
  test('under CSI the §12 example A is entered, calculated, settled, downloaded and edited', async ({ page, clientSessions }) => {
    test.setTimeout(120_000);
    const contractNumber = `UL/E2E/${Date.now().toString(36)}`;
    await openWithSession(page, clientSessions.csi, '/');
    await expect(page.getByRole('heading', { level: 2, name: t('features.agreements.title'), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t('features.agreements.report'), exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: t('features.settlements.invoiceMerge'), exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: t('features.agreements.new') }).click();
    await expect(page).toHaveURL(/\/leaseAgreement$/);

    // all sections closed at start; depreciation is IFRS16's
    for (const key of ['contractor', 'details', 'time', 'amounts', 'factoring', 'trader', 'schedule']) {
      await expect(page.getByRole('button', { name: t(`agreementForm.sections.${key}`), exact: true })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(page.getByRole('button', { name: t('agreementForm.sections.depreciation'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('agreementForm.goToSettlements') })).toHaveCount(0);

    await openSection(page, 'contractor');
    await chooseContractor(page, CSI_CONTRACTOR);
    await openSection(page, 'details');
    await fill(page, 'contractNumber', contractNumber);
    await fill(page, 'scheduleNumber', '1');
    await fill(page, 'assetName', 'Tokarka CNC');
    await openSection(page, 'time');
    await typeDate(page, 'startingDate', '01/03/2025');
    await fill(page, 'termInMonths', '35');
    await choose(page, t(field('paymentDue')), t('agreementForm.paymentDue.1'));
    await choose(page, t(field('paymentInterval')), t('agreementForm.paymentInterval.2'));
    await choose(page, t(field('residualValueSettlement')), t('agreementForm.residualValueSettlement.2'));
    await openSection(page, 'amounts');
    await fill(page, 'rentPaymentAmount', '9500');
    await fill(page, 'totalEquipmentCost', '100000');
    await fill(page, 'subRentAndArrangmentFee', '500');
    await fill(page, 'residualValue', '5000');
    await expect(page.getByRole('textbox', { name: t(field('totalEquipmentCost')) })).toHaveValue(/^100 000/);
    await openSection(page, 'trader');
    await fill(page, 'salesPersonCommission', '1500');
    await openSection(page, 'schedule');
    await expect(page.getByText(t('agreementForm.scheduleAfterSaving'))).toBeVisible();

    // a term that is not a whole number of quarters: the server refuses, the form keeps what was typed
    await page.getByRole('button', { name: t('agreementForm.submit') }).click();
    await expectToast(page, t('errors.title'));
    await expect(page).toHaveURL(/\/leaseAgreement$/);
    await expect(page.getByRole('textbox', { name: t(field('contractNumber')) })).toHaveValue(contractNumber);
    await expect(page.getByRole('textbox', { name: t(field('termInMonths')) })).toHaveAttribute('aria-invalid', 'true');

    await fill(page, 'termInMonths', '36');
    // before saving, the form previews what the server will calculate and store
    await expect(page.getByText(t('agreementForm.previewRate', { rate: n('11,929 %') }))).toBeVisible();
    await page.getByRole('button', { name: t('agreementForm.submit') }).click();
    await expect(page).toHaveURL(/\/leaseAgreementSummary\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // the summary: the calculation and the schedule as DOMAIN §12 A has them
    await expect(page.getByRole('heading', { level: 1, name: t('summary.title') })).toBeVisible();
    await expect(page.getByText(CSI_CONTRACTOR)).toBeVisible();
    const calculation = page.getByRole('table', { name: t('summary.calculation') });
    await expect(calculation.getByRole('row', { name: new RegExp(t('summary.implicitRate')) })).toContainText(n('11,929 %'));
    await expect(calculation.getByRole('row', { name: new RegExp(t('summary.presentValueOfRent')) })).toContainText(n('97 485,88'));
    await expect(calculation.getByRole('row', { name: new RegExp(t('summary.interimRate')) })).toContainText('104,11');
    await expect(calculation.getByRole('row', { name: new RegExp(t('summary.netInvestment')) })).toContainText(n('101 000,00'));
    await expect(page.getByText(t('agreementForm.fields.incrementalBorrowingRate'))).toHaveCount(0);
    const ninety = calculation.getByRole('row', { name: new RegExp(t('summary.ninetyPercentTest')) });
    await expect(ninety).toContainText(n('97,49 %'));
    await expect(ninety).toContainText(t('summary.classification.finance'));
    const schedule = t('schedule.title');
    // header, 37 rows, totals
    await expect(page.getByRole('table', { name: schedule }).getByRole('row')).toHaveCount(39);
    const scheduleTotals = page.getByRole('table', { name: schedule }).getByRole('row', { name: new RegExp(t('table.total')) });
    await expect(scheduleTotals).toContainText(n('119 000,00'));
    await expect(scheduleTotals).toContainText(n('18 000,00'));
    await expect(scheduleTotals).toContainText(n('101 000,00'));
    await expect(scheduleRow(page, schedule, 1)).toContainText(n('9 500,00'));
    await expect(scheduleRow(page, schedule, 1)).toContainText('900,72');
    await expect(scheduleRow(page, schedule, 1)).toContainText(n('8 599,28'));
    await expect(scheduleRow(page, schedule, 1)).toContainText(n('92 400,72'));
    await expect(scheduleRow(page, schedule, 2)).toContainText(n('93 310,31'));
    await expect(scheduleRow(page, schedule, 13)).toContainText('01/03/2026');
    await expect(scheduleRow(page, schedule, 13)).toContainText(n('63 801,46'));
    await expect(scheduleRow(page, schedule, 37)).toContainText(n('5 000,02'));
    await expect(scheduleRow(page, schedule, 37)).toContainText('-0,02');
    await expect(page.getByRole('link', { name: t('agreementForm.goToDepreciation') })).toHaveCount(0);

    // settlements, prefilled from the summary, and the Excel file
    await page.getByRole('link', { name: t('agreementForm.goToSettlements') }).click();
    await expect(page).toHaveURL(/\/settlements\?contractor=\d+&agreementNumber=.+&sheduleNumber=1$/);
    await expect(page.getByRole('textbox', { name: t('agreementChooser.agreementNumber') })).toHaveValue(contractNumber);
    await expect(page.getByRole('textbox', { name: t('agreementChooser.scheduleNumber') })).toHaveValue('1');
    await expect(scheduleRow(page, schedule, 1)).toContainText('900,72');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('settlementsPage.downloadExcel') }).click();
    const download = await downloading;
    // a token fetched at the click; the file carries the server's name, never the token's
    expect(download.suggestedFilename()).toMatch(/^lease-calculation-.+\.xlsx$/);
    const workbook = await readWorkbook(download);
    expect(workbook.numbers).toEqual(expect.arrayContaining([900.72, 8599.28, 92400.72, 63801.46, 97485.88]));
    expect(workbook.texts.join(' ')).toContain(contractNumber);

    // the list: choose the contractor, open the agreement's editor
    await page.goto('/leaseAgreements');
    await chooseContractor(page, CSI_CONTRACTOR);
    const name = `${contractNumber} / 1`;
    await page.getByRole('link', { name: t('agreementList.editAgreement', { name }) }).click();
    await expect(page).toHaveURL(new RegExp(`/leaseAgreement/${id}$`));

    // edit: the contractor is locked, the saved schedule shows, and a new rent changes it
    await openSection(page, 'contractor');
    await expect(page.getByRole('textbox', { name: t('agreementChooser.contractor') })).toBeDisabled();
    await expect(page.getByRole('button', { name: t('agreementForm.clear') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: t('agreementForm.goToSettlements') })).toBeVisible();
    await openSection(page, 'schedule');
    await expect(scheduleRow(page, schedule, 1)).toContainText('900,72');
    await openSection(page, 'time');
    await expect(page.getByRole('textbox', { name: t(field('paymentInterval')) })).toHaveValue(t('agreementForm.paymentInterval.2'));
    // the stored date (2025-03-01 on the wire) shows as English writes it
    await expect(page.getByRole('textbox', { name: t(field('startingDate')) })).toHaveValue('01/03/2025');
    await openSection(page, 'amounts');
    await expect(page.getByRole('textbox', { name: t(field('rentPaymentAmount')) })).toHaveValue(n('9 500,00').replace(/\u00a0/g, ' '));
    await fill(page, 'rentPaymentAmount', '9000');
    await page.getByRole('button', { name: t('agreementForm.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/leaseAgreementSummary/${id}$`));
    await expect(scheduleRow(page, schedule, 1)).toContainText(n('9 000,00'));
    await expect(scheduleRow(page, schedule, 1)).not.toContainText('900,72');
    await expect(calculation.getByRole('row', { name: new RegExp(t('summary.implicitRate')) })).not.toContainText(n('11,929 %'));
  });

  test('under IFRS16 the §12 example B is entered, calculated, depreciated and downloaded', async ({ page, clientSessions }) => {
    test.setTimeout(120_000);
    const contractNumber = `NAJEM/E2E/${Date.now().toString(36)}`;
    await openWithSession(page, clientSessions.ifrs16, '/');
    await expect(page.getByRole('heading', { level: 2, name: t('features.depreciation.title'), exact: true })).toBeVisible();
    await page.getByRole('link', { name: t('features.agreements.new') }).click();
    await expect(page).toHaveURL(/\/leaseAgreement$/);
    await expect(page.getByRole('button', { name: t('agreementForm.sections.factoring'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('agreementForm.sections.trader'), exact: true })).toHaveCount(0);

    await openSection(page, 'contractor');
    await chooseContractor(page, IFRS16_CONTRACTOR);
    await openSection(page, 'details');
    await fill(page, 'contractNumber', contractNumber);
    await fill(page, 'scheduleNumber', 'A');
    await openSection(page, 'time');
    await typeDate(page, 'startingDate', '01/01/2025');
    await fill(page, 'termInMonths', '60');
    await choose(page, t(field('paymentDue')), t('agreementForm.paymentDue.2'));
    await choose(page, t(field('paymentInterval')), t('agreementForm.paymentInterval.1'));
    await fill(page, 'rentFreePeriodInMonths', '3');
    await openSection(page, 'amounts');
    await fill(page, 'rentPaymentAmount', '10000');
    await fill(page, 'incrementalBorrowingRate', '6');
    await fill(page, 'indexationRate', '3');
    await openSection(page, 'depreciation');
    await fill(page, 'initialDirectCosts', '5000');
    await fill(page, 'dismantlingProvision', '20000');
    await fill(page, 'leaseIncentive', '10000');
    await page.getByRole('button', { name: t('agreementForm.submit') }).click();

    await expect(page).toHaveURL(/\/leaseAgreementSummary\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const calculation = page.getByRole('table', { name: t('summary.calculation') });
    // labelled for a lessee: the discount rate, the lease liability, the right-of-use asset, no 90 % test
    await expect(calculation.getByRole('row', { name: new RegExp(escapeRegExp(t('summary.discountRateIbr'))) })).toContainText(n('6,00 %'));
    await expect(calculation.getByRole('row', { name: new RegExp(t('summary.leaseLiability')) })).toContainText(n('517 595,22'));
    await expect(calculation.getByRole('row', { name: new RegExp(t('summary.rightOfUseAsset')) })).toContainText(n('532 595,22'));
    await expect(calculation.getByRole('row', { name: new RegExp(t('summary.ninetyPercentTest')) })).toHaveCount(0);
    await expect(calculation.getByRole('row', { name: new RegExp(t('summary.costOfEquipment')) })).toHaveCount(0);
    const schedule = t('schedule.title');
    await expect(page.getByRole('table', { name: schedule }).getByRole('row')).toHaveCount(62);
    // totals: Σ interest of §12 B, Σ principal = L0, the three rent-free months
    const bTotals = page.getByRole('table', { name: schedule }).getByRole('row', { name: new RegExp(t('table.total')) });
    await expect(bTotals).toContainText(n('89 501,10'));
    await expect(bTotals).toContainText(n('517 595,22'));
    await expect(bTotals).toContainText(n('30 000,00'));
    await expect(scheduleRow(page, schedule, 1)).toContainText('31/01/2025');
    await expect(scheduleRow(page, schedule, 1)).toContainText(n('10 000,00'));
    await expect(scheduleRow(page, schedule, 1)).toContainText(n('2 587,98'));
    await expect(scheduleRow(page, schedule, 1)).toContainText(n('520 183,20'));
    await expect(scheduleRow(page, schedule, 13)).toContainText(n('10 300,00'));
    await expect(scheduleRow(page, schedule, 13)).toContainText(n('449 686,71'));
    await expect(scheduleRow(page, schedule, 60)).toContainText(n('11 255,09'));
    await expect(scheduleRow(page, schedule, 60)).toContainText('55,94');

    // depreciation, straight from the summary
    await page.getByRole('link', { name: t('agreementForm.goToDepreciation') }).click();
    await expect(page).toHaveURL(new RegExp(`/depreciation/${id}$`));
    const periods = t('depreciationTable.title');
    await expect(page.getByRole('table', { name: periods }).getByRole('row')).toHaveCount(62);
    await expect(page.getByRole('table', { name: periods }).getByRole('row', { name: new RegExp(t('table.total')) })).toContainText(n('532 595,22'));
    await expect(scheduleRow(page, periods, 1)).toContainText(n('8 876,59'));
    await expect(scheduleRow(page, periods, 1)).toContainText(n('532 595,22'));
    await expect(scheduleRow(page, periods, 60)).toContainText(n('8 876,41'));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('depreciationPage.downloadExcel') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^depreciation-.+\.xlsx$/);
    const workbook = await readWorkbook(download);
    expect(workbook.numbers).toEqual(expect.arrayContaining([8876.59, 8876.41, 532595.22]));

    // and through the choice chain
    await page.goto('/depreciation');
    await expect(page.getByText(t('depreciationPage.choose'))).toBeVisible();
    await chooseContractor(page, IFRS16_CONTRACTOR);
    await choose(page, t('agreementChooser.agreementNumber'), contractNumber);
    await choose(page, t('agreementChooser.scheduleNumber'), 'A');
    await expect(scheduleRow(page, periods, 60)).toContainText(n('8 876,41'));

    // settlements of the same agreement, chosen by hand
    await page.goto('/settlements');
    await chooseContractor(page, IFRS16_CONTRACTOR);
    await choose(page, t('agreementChooser.agreementNumber'), contractNumber);
    await choose(page, t('agreementChooser.scheduleNumber'), 'A');
    await expect(scheduleRow(page, schedule, 60)).toContainText(n('11 255,09'));
    await expect(page).toHaveURL(/sheduleNumber=A/);

    // the list: open the summary, then delete the agreement after confirming
    await page.goto('/leaseAgreements');
    await expect(page.getByRole('textbox', { name: t('agreementChooser.contractor'), exact: true })).toHaveValue(t('agreementList.allContractors'));
    await chooseContractor(page, IFRS16_CONTRACTOR);
    const name = `${contractNumber} / A`;
    const row = page.getByRole('row').filter({ hasText: contractNumber });
    await expect(row).toContainText(n('10 000,00'));
    await page.getByRole('link', { name: t('agreementList.openAgreement', { name }) }).click();
    await expect(page).toHaveURL(new RegExp(`/leaseAgreementSummary/${id}$`));
    await page.goBack();
    await page.getByRole('button', { name: t('agreementList.deleteAgreement', { name }) }).click();
    const dialog = page.getByRole('dialog', { name: t('confirmDelete.title') });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: t('common.delete') }).click();
    await expectToast(page, t('agreementList.deleted'));
    await expect(row).toHaveCount(0);
  });

  test('in Polish the browser checks the whole form: every error at once under its field, "Błąd" lists them one per line, nothing is sent', async ({
    page,
    clientSessions,
  }) => {
    await openWithSession(page, clientSessions.csi, '/leaseAgreement', 'pl');
    await expect(page.getByRole('heading', { level: 1, name: t('agreementForm.newTitle', {}, 'pl') })).toBeVisible();
    await page.getByRole('button', { name: t('agreementForm.sections.details', {}, 'pl'), exact: true }).click();
    await page.getByRole('textbox', { name: t(field('assetName'), {}, 'pl'), exact: true }).fill('Wózek widłowy');
    // a date typed as Polish writes it
    await page.getByRole('button', { name: t('agreementForm.sections.time', {}, 'pl'), exact: true }).click();
    const startingDate = page.getByRole('textbox', { name: t(field('startingDate'), {}, 'pl') });
    await expect(startingDate).toHaveAttribute('placeholder', 'DD.MM.RRRR');
    await startingDate.fill('01.03.2025');
    await startingDate.press('Escape');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /\/api\/leaseagreement/.test(request.url()) && !request.url().endsWith('/preview')) saves.push(request.url());
    });
    await page.getByRole('button', { name: t('agreementForm.submit', {}, 'pl') }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'Błąd' }).first();
    await expect(toast).toBeVisible();
    const required = t('validation.required', {}, 'pl');
    const missing = ['contractorId', 'contractNumber', 'scheduleNumber', 'termInMonths', 'rentPaymentAmount'];
    await expect(toast.getByRole('listitem')).toHaveText(missing.map((key) => `${t(field(key), {}, 'pl')}: ${required}`));
    for (const key of ['contractNumber', 'scheduleNumber', 'termInMonths', 'rentPaymentAmount']) {
      await expect(page.getByRole('textbox', { name: t(field(key), {}, 'pl') })).toHaveAttribute('aria-invalid', 'true');
    }
    for (const key of ['contractor', 'details', 'time', 'amounts']) {
      await expect(page.getByRole('button', { name: t(`agreementForm.sections.${key}`, {}, 'pl'), exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    await expect(page.getByText(required, { exact: true })).toHaveCount(missing.length);
    expect(saves).toEqual([]);
    await expect(page).toHaveURL(/\/leaseAgreement$/);
    await expect(page.getByRole('textbox', { name: t(field('assetName'), {}, 'pl'), exact: true })).toHaveValue('Wózek widłowy');
    await expect(startingDate).toHaveValue('01.03.2025');
  });

  test('under CSI there is no depreciation screen, and a missing agreement says so', async ({ page, clientSessions, consoleErrors }) => {
    consoleErrors.allow(/status of 404 .*\/api\/leaseagreements\/999999/);
    await openWithSession(page, clientSessions.csi, '/depreciation');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/leaseAgreementSummary/999999');
    await expect(page.getByRole('alert').filter({ hasText: t('agreementForm.notFound') })).toBeVisible();
  });
});
