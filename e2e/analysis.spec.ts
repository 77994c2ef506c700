import type { APIRequestContext, Page } from '@playwright/test';
import type { ImpairmentProcedure, PortfolioSensitivity, SensitivityResult } from '@leasedesk/contract';
import { callApi, type BrowserSession } from './support/api';
import { expect, openWithSession, test } from './support/fixtures';
import { serverText, t } from './support/i18n';
import { money, pickOption, readWorkbook, typeDate } from './support/reports';

/** The IFRS16 demo contractor holding DOMAIN §12 B (apps/api/src/demo/seed.ts), and nothing else. */
const CONTRACTOR = 'Gdańskie Biuro Nieruchomości Sp. z o.o.';
/** Another IFRS16 demo contractor, for the agreement this journey saves (so CONTRACTOR keeps only §12 B). */
const OTHER_CONTRACTOR = 'Wrocławskie Centrum Biurowe Źródło S.A.';
const n = (text: string) => text.replace(/ /g, '\u00a0');
const cents = (amount: number) => Math.round(amount * 100);
const field = (key: string) => `agreementForm.fields.${key}`;

/** The id of the demo agreement of §12 B (NAJEM/2025/01), through the list the agreements screen reads. */
async function demoAgreementId(request: APIRequestContext, session: BrowserSession): Promise<number> {
  const list = await callApi<{ items: { id: number; contractNumber: string }[] }>(request, 'GET', '/api/leaseagreements/1/100/contractors/all', {
    token: session.token,
  });
  const found = list.items.find((row) => row.contractNumber === 'NAJEM/2025/01');
  expect(found, 'the seeded §12 B agreement').toBeDefined();
  return (found as { id: number }).id;
}

async function switchToPolish(page: Page): Promise<void> {
  await page.getByRole('button', { name: t('language.button', { language: 'EN' }) }).click();
  await page.getByRole('menuitem', { name: 'PL', exact: true }).click();
}

async function openSection(page: Page, key: string): Promise<void> {
  const control = page.getByRole('button', { name: t(`agreementForm.sections.${key}`), exact: true });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
}

async function fill(page: Page, key: string, value: string): Promise<void> {
  await page.getByRole('textbox', { name: t(field(key)), exact: true }).fill(value);
}

test.describe('analysis for the auditor', () => {
  test('sensitivity of §12 B at the auditor\'s 8 %: the three lines and their variances, as the API answers them', async ({ page, request, clientSessions }) => {
    const session = clientSessions.ifrs16;
    const id = await demoAgreementId(request, session);
    const expected = await callApi<SensitivityResult>(request, 'POST', '/api/sensitivityanalisys', {
      token: session.token,
      data: { leaseAgreementId: id, auditorRate: 0.08 },
    });
    // DOMAIN §12 B at the client's 6 %: L0 and the whole term's interest
    expect(expected.initialValue.valueAtTenantRate).toBe(517_595.22);
    expect(expected.financialCost.financialCostAtTenantRate).toBe(89_501.1);

    await openWithSession(page, session, `/leaseAgreementSummary/${id}`);
    const panel = page.getByRole('region', { name: t('analysis.sensitivity.title') });
    await panel.getByRole('textbox', { name: t('analysis.auditorRate') }).fill('8');
    await panel.getByRole('textbox', { name: t('analysis.auditorRate') }).press('Enter');
    const table = panel.getByRole('table', { name: t('analysis.sensitivity.tableLabel') });
    const line = (key: string) => table.getByRole('row', { name: new RegExp(`^${t(`analysis.lines.${key}`).replace(/[()]/g, '\\$&')}`) });
    await expect(line('rate')).toContainText(n('6,00 %'));
    await expect(line('rate')).toContainText(n('8,00 %'));
    await expect(line('rate')).toContainText(n('2,00 %'));
    await expect(line('initialValue').getByRole('cell')).toHaveText([
      money(51_759_522),
      money(cents(expected.initialValue.valueAtAuditorRate)),
      money(cents(expected.initialValue.variance)),
    ]);
    await expect(line('financialCost').getByRole('cell')).toHaveText([
      money(8_950_110),
      money(cents(expected.financialCost.financialCostAtAuditorRate)),
      money(cents(expected.financialCost.variance)),
    ]);
    // a higher rate discounts to less and charges more interest over the same payments
    expect(expected.initialValue.variance).toBeLessThan(0);
    expect(cents(expected.financialCost.variance)).toBe(-cents(expected.initialValue.variance));

    // the borrowing-rate panel says the rate used and how it was obtained
    const rate = page.getByRole('table', { name: t('analysis.borrowingRate.title') });
    await expect(rate.getByRole('row', { name: new RegExp(t('analysis.borrowingRate.rateUsed').replace(/[()]/g, '\\$&')) })).toContainText(n('6,00 %'));
    await expect(rate).toContainText(t('analysis.borrowingRate.entered'));
  });

  test('the impairment questionnaire answered in Polish: one "Tak" raises the banner; a later year end archives it', async ({ page, request, clientSessions }) => {
    test.setTimeout(120_000);
    const session = clientSessions.ifrs16;
    const id = await demoAgreementId(request, session);
    const indicators = await callApi<ImpairmentProcedure>(request, 'GET', `/api/leaseagreements/${id}/impairmentprocedure?accountingYearEnd=2025-12-31`, {
      token: session.token,
    });
    const questions = indicators.questionnaires[0]?.questions ?? [];
    expect(questions).toHaveLength(8);

    await openWithSession(page, session, `/leaseAgreementSummary/${id}`);
    await switchToPolish(page);
    const panel = page.getByRole('region', { name: t('analysis.impairment.title', {}, 'pl') });
    const yearEnd = panel.getByRole('textbox', { name: t('analysis.impairment.yearEnd', {}, 'pl') });
    await typeDate(page, t('analysis.impairment.yearEnd', {}, 'pl'), '31.12.2025');
    const group = (index: number) => panel.getByRole('radiogroup', { name: `${questions[index]?.sequence}. ${questions[index]?.questionPL}` });
    await expect(group(0)).toBeVisible();
    await group(0).getByRole('radio', { name: 'Tak' }).check();
    for (let index = 1; index < questions.length; index += 1) await group(index).getByRole('radio', { name: 'Nie' }).check();
    await panel.getByRole('button', { name: t('analysis.impairment.save', {}, 'pl') }).click();
    await expect(panel.getByRole('alert').filter({ hasText: t('analysis.impairment.testRequired', {}, 'pl') })).toBeVisible();
    await expect(group(0).getByRole('radio', { name: 'Tak' })).toBeChecked();

    // what was saved is what the server holds
    const stored = await callApi<ImpairmentProcedure>(request, 'GET', `/api/leaseagreements/${id}/impairmentprocedure`, { token: session.token });
    expect(stored.impairmentTestRequired).toBe(true);
    expect(stored.questionnaires[0]?.questions.map((question) => question.answer)).toEqual([true, false, false, false, false, false, false, false]);

    // the next year end, all "Nie": the calm line, and 2025 in the history, read-only
    await yearEnd.fill('31.12.2026');
    await yearEnd.press('Escape');
    await expect(group(0).getByRole('radio', { name: 'Tak' })).not.toBeChecked();
    for (let index = 0; index < questions.length; index += 1) await group(index).getByRole('radio', { name: 'Nie' }).check();
    await panel.getByRole('button', { name: t('analysis.impairment.save', {}, 'pl') }).click();
    await expect(panel.getByText(t('analysis.impairment.noIndicators', {}, 'pl'))).toBeVisible();
    const earlier = panel.getByRole('button', { name: new RegExp(t('analysis.impairment.yearEndOf', { date: '31.12.2025' }, 'pl').replace(/\./g, '\\.')) });
    await expect(earlier).toContainText(t('analysis.impairment.testRequired', {}, 'pl'));
    await earlier.click();
    await expect(panel.getByText(`1. ${questions[0]?.questionPL}:`)).toBeVisible();

    // 2025 picked again: archived, shown read-only, nothing to save
    await yearEnd.fill('31.12.2025');
    await yearEnd.press('Escape');
    await expect(panel.getByText(t('analysis.impairment.archivedNote', {}, 'pl'))).toBeVisible();
    await expect(group(0).getByRole('radio', { name: 'Tak' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: t('analysis.impairment.save', {}, 'pl') })).toHaveCount(0);
  });

  test('the borrowing rate calculated from the new agreement form: filled as a percent, saved as calculated; no fair value is refused under it', async ({ page, clientSessions }) => {
    test.setTimeout(120_000);
    await openWithSession(page, clientSessions.ifrs16, '/leaseAgreement');
    await openSection(page, 'contractor');
    const contractor = page.getByRole('textbox', { name: t('agreementChooser.contractor'), exact: true });
    await contractor.click();
    await contractor.fill(OTHER_CONTRACTOR.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(`^${OTHER_CONTRACTOR.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    await openSection(page, 'details');
    await fill(page, 'contractNumber', `STOPA/E2E/${Date.now().toString(36)}`);
    await fill(page, 'scheduleNumber', '1');
    // DOMAIN §12 B's payments, with its L0 at 6 % as the fair value: the rate that discounts them to it is 6 %
    await openSection(page, 'time');
    const starting = page.getByRole('textbox', { name: t(field('startingDate')) });
    await starting.fill('01/01/2025');
    await starting.press('Escape');
    await fill(page, 'termInMonths', '60');
    for (const [name, option] of [
      ['paymentDue', t('agreementForm.paymentDue.2')],
      ['paymentInterval', t('agreementForm.paymentInterval.1')],
    ] as const) {
      await page.getByRole('textbox', { name: t(field(name)), exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await fill(page, 'rentFreePeriodInMonths', '3');
    await openSection(page, 'amounts');
    await fill(page, 'rentPaymentAmount', '10000');
    await fill(page, 'totalEquipmentCost', '517595,22');
    await fill(page, 'indexationRate', '3');
    const rate = page.getByRole('textbox', { name: t(field('incrementalBorrowingRate')), exact: true });
    await page.getByRole('button', { name: t('analysis.borrowingRate.calculateLabel') }).click();
    await expect(rate).toHaveValue('6,00 %');
    await expect(page.getByText(t('analysis.borrowingRate.filled'))).toBeVisible();

    await page.getByRole('button', { name: t('agreementForm.submit') }).click();
    await expect(page).toHaveURL(/\/leaseAgreementSummary\/\d+$/);
    // saved with the rate as calculated, the liability is the fair value to the cent
    const calculation = page.getByRole('table', { name: t('summary.calculation') });
    await expect(calculation.getByRole('row', { name: new RegExp(t('summary.leaseLiability')) })).toContainText(n('517 595,22'));

    // no fair value: the route names the total equipment cost, and the form shows it there
    await page.goto('/leaseAgreement');
    await openSection(page, 'time');
    await starting.fill('01/01/2025');
    await starting.press('Escape');
    await fill(page, 'termInMonths', '60');
    await openSection(page, 'amounts');
    await fill(page, 'rentPaymentAmount', '10000');
    await page.getByRole('button', { name: t('analysis.borrowingRate.calculateLabel') }).click();
    const cost = page.getByRole('textbox', { name: t(field('totalEquipmentCost')), exact: true });
    await expect(cost).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(serverText('calculation.fairValueRequired'))).toBeVisible();
    await expect(rate).toHaveValue('');
  });

  test('the portfolio page: one contractor\'s agreements at 8 %, the totals row, the Excel file read back', async ({ page, request, clientSessions }) => {
    test.setTimeout(120_000);
    const session = clientSessions.ifrs16;
    await openWithSession(page, session, '/');
    await page.getByRole('link', { name: t('features.accounting.sensitivity'), exact: true }).first().click();
    await expect(page).toHaveURL(/\/sensitivity$/);
    await expect(page.getByRole('heading', { level: 1, name: t('analysis.portfolio.title') })).toBeVisible();

    await pickOption(page, t('analysis.portfolio.contractors'), CONTRACTOR);
    await page.getByRole('textbox', { name: t('analysis.auditorRate') }).fill('8');
    await page.getByRole('button', { name: t('analysis.portfolio.run') }).click();
    const table = page.getByRole('table', { name: t('analysis.portfolio.tableLabel') });
    const row = table.getByRole('row', { name: /NAJEM\/2025\/01/ });
    await expect(row).toContainText(n('517 595,22'));

    const id = await demoAgreementId(request, session);
    const expected = await callApi<SensitivityResult>(request, 'POST', '/api/sensitivityanalisys', {
      token: session.token,
      data: { leaseAgreementId: id, auditorRate: 0.08 },
    });
    const figures = [
      money(51_759_522),
      money(cents(expected.initialValue.valueAtAuditorRate)),
      money(cents(expected.initialValue.variance)),
      money(8_950_110),
      money(cents(expected.financialCost.financialCostAtAuditorRate)),
      money(cents(expected.financialCost.variance)),
    ];
    await expect(row.getByRole('cell')).toHaveText([CONTRACTOR, 'NAJEM/2025/01', '1', n('6,00 %'), ...figures]);
    // one agreement: the totals are its figures
    await expect(table.locator('tfoot th, tfoot td')).toHaveText([t('table.total'), '', '', '', ...figures]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('reports.downloadExcel') }).click();
    const workbook = await readWorkbook(await downloading);
    expect(workbook.numbers).toContain(517_595.22);
    expect(workbook.numbers).toContain(expected.initialValue.valueAtAuditorRate);
    expect(workbook.numbers).toContain(expected.financialCost.financialCostAtAuditorRate);
    expect(workbook.texts).toContain('NAJEM/2025/01');

    // the whole book (no contractor): the same run the API gives, its totals in the footer
    const whole = await callApi<PortfolioSensitivity>(request, 'POST', '/api/sensitivityanalisys/portfolio', {
      token: session.token,
      data: { auditorRate: 0.08 },
    });
    await page.getByRole('button', { name: t('common.clearField', { field: t('analysis.portfolio.contractors') }) }).click();
    await page.getByRole('button', { name: t('analysis.portfolio.run') }).click();
    await expect(table.locator('tfoot th, tfoot td').nth(4)).toHaveText(money(cents(whole.totals.initialValue.valueAtTenantRate)));
    await expect(table.locator('tfoot th, tfoot td').nth(9)).toHaveText(money(cents(whole.totals.financialCost.variance)));
  });

  test('at 390 px in Polish the summary\'s panels and the portfolio page fit the window', async ({ page, request, clientSessions }, testInfo) => {
    const session = clientSessions.ifrs16;
    const id = await demoAgreementId(request, session);
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = async (name: string) => {
      await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${name} wider than 390 px` })
        .toBeLessThanOrEqual(0);
    };
    await openWithSession(page, session, `/leaseAgreementSummary/${id}`, 'pl');
    const panel = page.getByRole('region', { name: t('analysis.sensitivity.title', {}, 'pl') });
    await panel.getByRole('textbox', { name: t('analysis.auditorRate', {}, 'pl') }).fill('7,5');
    await panel.getByRole('button', { name: t('analysis.calculate', {}, 'pl') }).click();
    await expect(panel.getByRole('table', { name: t('analysis.sensitivity.tableLabel', {}, 'pl') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('analysis.impairment.title', {}, 'pl') }).getByRole('radiogroup').first()).toBeVisible();
    await fits('summary-pl-390');

    await page.goto('/sensitivity');
    await page.getByRole('textbox', { name: t('analysis.auditorRate', {}, 'pl') }).fill('7,5');
    await page.getByRole('button', { name: t('analysis.portfolio.run', {}, 'pl') }).click();
    await expect(page.getByRole('table', { name: t('analysis.portfolio.tableLabel', {}, 'pl') })).toBeVisible();
    await fits('sensitivity-pl-390');
  });
});
