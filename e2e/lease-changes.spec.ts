import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { LeaseChangeBody, LeaseChangeDto } from '@leasedesk/contract';
import { callApi, type BrowserSession } from './support/api';
import { expect, expectToast, openWithSession, test } from './support/fixtures';
import { serverText, t } from './support/i18n';
import { validNip } from './support/nip';
import { money, pickOption, typeDate } from './support/reports';

type Language = 'en' | 'pl';

const cents = (amount: number) => Math.round(amount * 100);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The figures DOMAIN §14 names, as the preview and the versions table show them. */
const amounts = [
  'carryingLiability',
  'carryingRightOfUse',
  'liabilityDecrease',
  'rightOfUseDecrease',
  'gainOrLoss',
  'remeasuredLiability',
  'liabilityAdjustment',
  'rightOfUseAfter',
] as const;

/**
 * A contractor of its own and DOMAIN §12 E's agreement as signed (S 2025-01-01, 60 months, monthly in arrears, rent
 * 10 000,00, IBR 6 %, initial direct costs 6 000,00, straight-line), saved through the API: the journey is about
 * its changes, and its entries are read for this contractor alone.
 */
async function exampleE(request: APIRequestContext, session: BrowserSession, tag: string): Promise<{ id: number; contractorId: number; contractor: string }> {
  const stamp = `${Date.now().toString(36).toUpperCase()}${tag}`;
  const contractor = `Zmiany ${stamp} Sp. z o.o.`;
  const created = await callApi<{ id: number }>(request, 'POST', '/api/contractor', {
    token: session.token,
    data: { name: contractor, taxId: validNip(Number(String(Date.now()).slice(-8)) + (tag === 'pl' ? 1 : 0)) },
  });
  const contractNumber = `ZMIANA/${stamp}`;
  const agreement = await callApi<{ id: number }>(request, 'POST', '/api/leaseagreement', {
    token: session.token,
    data: {
      contractorId: created.id,
      contractNumber,
      scheduleNumber: '1',
      startingDate: '2025-01-01',
      termInMonths: 60,
      rentPaymentAmount: 10_000,
      paymentDue: 1,
      paymentInterval: 0,
      accountingStandard: 1,
      incrementalBorrowingRate: 0.06,
      initialDirectCosts: 6_000,
      depreciationMethod: 0,
    },
  });
  return { id: agreement.id, contractorId: created.id, contractor };
}

/** Leaves the client as the journey found it: the agreement and its contractor go (whatever the journey reached). */
async function removeExample(request: APIRequestContext, session: BrowserSession, example: { id: number; contractorId: number }): Promise<void> {
  const headers = { Authorization: `Bearer ${session.token}` };
  await request.fetch(`/api/leaseagreements/${example.id}`, { method: 'DELETE', headers });
  await request.fetch(`/api/contractors/${example.contractorId}`, { method: 'DELETE', headers });
}

/** A row of a schedule or depreciation table by its number (the first cell). */
function periodRow(page: Page, table: string, period: number): Locator {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(period), exact: true }) })
    .first();
}

/** The rows' texts as shown: compared before and after, to the character. */
async function rowTexts(page: Page, table: string, periods: readonly number[]): Promise<string[]> {
  const texts: string[] = [];
  for (const period of periods) texts.push((await periodRow(page, table, period).textContent()) ?? '');
  return texts;
}

async function openTab(page: Page, key: string, language: Language = 'en'): Promise<void> {
  const tab = page.getByRole('tab', { name: t(key, {}, language) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Fills a number field of the change dialog, as typed on the keyboard. */
async function fillField(dialog: Locator, field: string, text: string, language: Language = 'en'): Promise<void> {
  await dialog.getByRole('textbox', { name: t(`leaseChanges.fields.${field}`, {}, language), exact: true }).fill(text);
}

/** Every figure of the preview equals the server's dry run of the same change, as the screen writes money. */
async function expectFigures(figures: Locator, expected: LeaseChangeDto, language: Language = 'en'): Promise<void> {
  for (const key of amounts) {
    await expect(figures.getByRole('row', { name: new RegExp(`^${escapeRegExp(t(`leaseChanges.figures.${key}`, {}, language))}`) })).toContainText(
      money(cents(expected[key])),
    );
  }
}

test.describe('lease changes', () => {
  test('§12 E: an index rise from 2027, then a modification from 2028; the rows they start at, their versions, the entries; undo brings the schedule back', async ({
    page,
    request,
    clientSessions,
  }) => {
    test.setTimeout(240_000);
    const session = clientSessions.ifrs16;
    const example = await exampleE(request, session, 'en');
    try {
      await modifyAndUndo(page, request, session, example);
    } finally {
      await removeExample(request, session, example);
    }
  });

  test('in Polish an early termination is previewed, refused on a day that starts no row, confirmed, and undone', async ({ page, request, clientSessions }) => {
    test.setTimeout(180_000);
    const session = clientSessions.ifrs16;
    const example = await exampleE(request, session, 'pl');
    try {
      await terminateAndUndo(page, request, session, example.id);
    } finally {
      await removeExample(request, session, example);
    }
  });
});

/** The English journey: §12 E's figures previewed, an index rise saved, a modification saved, its entries, its undo. */
async function modifyAndUndo(page: Page, request: APIRequestContext, session: BrowserSession, { id, contractor }: { id: number; contractor: string }): Promise<void> {
  const dryRun = (body: LeaseChangeBody) =>
    callApi<LeaseChangeDto>(request, 'POST', `/api/leaseagreements/${id}/changes?dryRun=true`, { token: session.token, data: body });

  await openWithSession(page, session, `/leaseAgreementSummary/${id}`);
  const schedule = t('schedule.title');
  // the first page of a run loads its chunks: allow for a busy machine
  await expect(page.getByRole('table', { name: schedule }).locator('tbody tr')).toHaveCount(60, { timeout: 30_000 });
  const calculation = page.getByRole('table', { name: t('summary.calculation') });
  await expect(calculation.getByRole('row', { name: new RegExp(t('summary.leaseLiability')) })).toContainText(money(51_725_561));
  await expect(calculation.getByRole('row', { name: new RegExp(t('summary.rightOfUseAsset')) })).toContainText(money(52_325_561));
  await expect(page.getByRole('table', { name: schedule }).locator('[data-remeasured]')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: t('schedule.remeasurementAmount') })).toHaveCount(0);
  const signed = await rowTexts(page, schedule, [1, 24]);

  // the Changes tab: nothing yet, nothing to undo
  await openTab(page, 'leaseChanges.tab');
  await expect(page.getByText(t('leaseChanges.none'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('leaseChanges.undoLatest') })).toBeDisabled();
  await page.getByRole('button', { name: t('leaseChanges.newChange') }).click();
  const dialog = page.getByRole('dialog', { name: t('leaseChanges.form.title') });
  // the kind first: the first kind has the focus, and no field shows before one is chosen
  await expect(dialog.getByRole('radio', { name: t('leaseChanges.kinds.0'), exact: true })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: t('leaseChanges.fields.effectiveDate'), exact: true })).toHaveCount(0);

  // §12 E itself, previewed: the modification from 2027-01-01 gives DOMAIN's figures to the cent
  await dialog.getByRole('radio', { name: t('leaseChanges.kinds.2'), exact: true }).check();
  await expect(dialog.getByText(t('leaseChanges.fieldHelp.remainingScope'))).toBeVisible();
  await typeDate(page, t('leaseChanges.fields.effectiveDate'), '01/01/2027');
  await fillField(dialog, 'rentPaymentAmount', '6500');
  await fillField(dialog, 'incrementalBorrowingRate', '7,5');
  await fillField(dialog, 'remainingScope', '60');
  await dialog.getByRole('button', { name: t('leaseChanges.form.preview') }).click();
  const figures = dialog.getByRole('table', { name: t('leaseChanges.figures.title') });
  const figure = (key: string) => figures.getByRole('row', { name: new RegExp(`^${escapeRegExp(t(`leaseChanges.figures.${key}`))}`) });
  await expect(figure('rowNumber')).toContainText(t('leaseChanges.rowFrom', { row: 25, date: '01/01/2027' }));
  await expect(figure('carryingLiability')).toContainText(money(32_871_018));
  await expect(figure('carryingRightOfUse')).toContainText(money(31_395_329));
  await expect(figure('liabilityDecrease')).toContainText(money(13_148_407));
  await expect(figure('rightOfUseDecrease')).toContainText(money(12_558_132));
  await expect(figure('gainOrLoss')).toContainText(money(590_275));
  await expect(figure('remeasuredLiability')).toContainText(money(20_896_144));
  await expect(figure('liabilityAdjustment')).toContainText(money(1_173_533));
  await expect(figure('rightOfUseAfter')).toContainText(money(20_010_730));
  await expect(figure('implicitRate')).toContainText('7,500\u00a0%');
  await expect(figure('amortizationRate')).toContainText('0,625000\u00a0%');

  // not saved: an index rise from the third year instead (kind 0: the rent, at the unchanged rate)
  await dialog.getByRole('radio', { name: t('leaseChanges.kinds.0'), exact: true }).check();
  await expect(figures).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: t('leaseChanges.fields.remainingScope'), exact: true })).toHaveCount(0);
  await fillField(dialog, 'rentPaymentAmount', '10300');
  await dialog.getByRole('textbox', { name: t('leaseChanges.fields.rentPaymentAmount'), exact: true }).press('Enter');
  const indexRise = await dryRun({ effectiveDate: '2027-01-01', changeKind: 0, rentPaymentAmount: 10_300 });
  expect(indexRise.rowNumber).toBe(25);
  expect(indexRise.carryingLiability).toBe(328_710.18);
  expect(indexRise.gainOrLoss).toBe(0);
  expect(cents(indexRise.liabilityAdjustment)).toBe(cents(indexRise.remeasuredLiability) - cents(indexRise.carryingLiability));
  await expectFigures(figures, indexRise);
  await expect(figure('implicitRate')).toContainText('6,000\u00a0%');
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expectToast(page, t('leaseChanges.saved', { version: 2 }));
  await expect(dialog).toHaveCount(0);

  const versions = page.getByRole('table', { name: t('leaseChanges.tableLabel') });
  const version = (number: number) => versions.getByRole('row').filter({ has: page.getByRole('cell', { name: String(number), exact: true }) }).first();
  await expect(version(2)).toContainText(t('leaseChanges.kinds.0'));
  await expect(version(2)).toContainText('01/01/2027');
  await expect(version(2)).toContainText(money(cents(indexRise.remeasuredLiability)));
  await expect(version(2)).toContainText(money(cents(indexRise.liabilityAdjustment)));

  // the schedule: row 25 stands out with L_E − B_E and opens at L_E; the rows before it are as they were
  await openTab(page, 'audit.tabs.details');
  await expect(page.getByRole('columnheader', { name: t('schedule.remeasurementAmount') })).toBeVisible();
  const row25 = periodRow(page, schedule, 25);
  await expect(row25).toHaveAttribute('data-remeasured', 'true');
  await expect(row25).toContainText(money(cents(indexRise.remeasuredLiability) - cents(indexRise.carryingLiability)));
  await expect(row25).toContainText(money(cents(indexRise.remeasuredLiability)));
  await expect(row25).toContainText(money(1_030_000));
  await expect(page.getByRole('table', { name: schedule }).locator('[data-remeasured]')).toHaveCount(1);
  expect(await rowTexts(page, schedule, [1, 24])).toEqual(signed);
  const beforeModification = await rowTexts(page, schedule, [36, 37, 48, 60]);

  // the modification from 2028-01-01 (k = 37): 60 % of the space, rent 6 500,00, at 7,5 %
  await openTab(page, 'leaseChanges.tab');
  await page.getByRole('button', { name: t('leaseChanges.newChange') }).click();
  await dialog.getByRole('radio', { name: t('leaseChanges.kinds.2'), exact: true }).check();
  // the revised rate is required: nothing is sent without it
  await typeDate(page, t('leaseChanges.fields.effectiveDate'), '01/01/2028');
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(dialog.getByRole('textbox', { name: t('leaseChanges.fields.incrementalBorrowingRate'), exact: true })).toHaveAttribute('aria-invalid', 'true');
  await fillField(dialog, 'remainingScope', '60');
  await fillField(dialog, 'rentPaymentAmount', '6500');
  await fillField(dialog, 'incrementalBorrowingRate', '7,5');
  await dialog.getByRole('button', { name: t('leaseChanges.form.preview') }).click();
  const modification = await dryRun({ effectiveDate: '2028-01-01', changeKind: 2, rentPaymentAmount: 6_500, incrementalBorrowingRate: 0.075, remainingScope: 0.6 });
  expect(modification.rowNumber).toBe(37);
  await expectFigures(figures, modification);
  await expect(figure('rowNumber')).toContainText(t('leaseChanges.rowFrom', { row: 37, date: '01/01/2028' }));
  // a decrease in scope at an unchanged term: 40 % of the liability and of the asset go (IFRS 16.46(a))
  expect(modification.liabilityDecrease).toBe(Math.round(modification.carryingLiability * 0.4 * 100) / 100);
  expect(cents(modification.gainOrLoss)).toBe(cents(modification.liabilityDecrease) - cents(modification.rightOfUseDecrease));
  expect(modification.gainOrLoss).not.toBe(0);
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expectToast(page, t('leaseChanges.saved', { version: 3 }));
  await expect(versions.locator('tbody tr')).toHaveCount(2);
  await expect(versions.locator('tbody tr').first()).toContainText(t('leaseChanges.kinds.2'));
  for (const key of amounts) await expect(version(3)).toContainText(money(cents(modification[key])));
  // who made it: the clerk this run signed in as (support/fixtures.ts)
  await expect(version(3)).toContainText(/clerk\.\w+@leasedesk\.test/);

  // both changes' rows stand out; the one of 2027 is as it was
  await openTab(page, 'audit.tabs.details');
  const row37 = periodRow(page, schedule, 37);
  await expect(row37).toHaveAttribute('data-remeasured', 'true');
  await expect(row37).toContainText(money(cents(modification.remeasuredLiability) - cents(modification.carryingLiability)));
  await expect(row37).toContainText(money(650_000));
  await expect(page.getByRole('table', { name: schedule }).locator('[data-remeasured]')).toHaveCount(2);
  expect(await rowTexts(page, schedule, [36])).toEqual(beforeModification.slice(0, 1));

  // the depreciation periods: period 37 restarts at R_after
  await page.getByRole('link', { name: t('agreementForm.goToDepreciation') }).click();
  const periods = t('depreciationTable.title');
  const period37 = periodRow(page, periods, 37);
  await expect(period37).toHaveAttribute('data-remeasured', 'true');
  await expect(period37).toContainText(money(cents(modification.rightOfUseAfter)));
  await expect(page.getByRole('table', { name: periods }).locator('[data-remeasured]')).toHaveCount(2);

  // the entries of 2028 carry the modification: the decrease in scope and its gain (or loss), the remeasurement
  await page.goto('/accounting');
  await pickOption(page, t('accountingPage.contractors'), contractor);
  await typeDate(page, t('accountingPage.periodStart'), '01/01/2028');
  await typeDate(page, t('accountingPage.periodEnd'), '31/12/2028');
  await page.getByRole('button', { name: t('common.search'), exact: true }).click();
  const entries = page.getByRole('table', { name: t('accountingPage.entries') });
  const entry = (debit: string, credit: string) =>
    entries.getByRole('row').filter({ has: page.getByRole('cell', { name: debit, exact: true }) }).filter({ has: page.getByRole('cell', { name: credit, exact: true }) });
  await expect(entries.getByRole('row').filter({ hasText: 'Depreciation expense' })).toHaveCount(1);
  const scopeDecrease = Math.min(cents(modification.liabilityDecrease), cents(modification.rightOfUseDecrease));
  await expect(entry('Lease liability', 'Right-of-use asset').filter({ hasText: money(scopeDecrease) })).toHaveCount(1);
  if (modification.gainOrLoss > 0) {
    await expect(entry('Lease liability', 'Gain on lease modification')).toContainText(money(cents(modification.gainOrLoss)));
  } else {
    await expect(entry('Loss on lease modification', 'Right-of-use asset')).toContainText(money(-cents(modification.gainOrLoss)));
  }

  // undo the modification: the version before it comes back exactly
  await page.goto(`/leaseAgreementSummary/${id}`);
  await openTab(page, 'leaseChanges.tab');
  await page.getByRole('button', { name: t('leaseChanges.undoLatest') }).click();
  const confirm = page.getByRole('dialog', { name: t('confirmDelete.title') });
  await expect(confirm).toContainText(t('leaseChanges.versionName', { version: 3, kind: t('leaseChanges.kinds.2'), date: '01/01/2028' }));
  await expect(confirm).toContainText(t('confirmDelete.consequence.leaseChange'));
  await confirm.getByRole('button', { name: t('common.delete') }).click();
  await expectToast(page, t('leaseChanges.undone'));
  await expect(versions.locator('tbody tr')).toHaveCount(1);
  await expect(version(2)).toContainText(t('leaseChanges.kinds.0'));
  await openTab(page, 'audit.tabs.details');
  await expect(page.getByRole('table', { name: schedule }).locator('[data-remeasured]')).toHaveCount(1);
  expect(await rowTexts(page, schedule, [36, 37, 48, 60])).toEqual(beforeModification);
  expect(await rowTexts(page, schedule, [1, 24])).toEqual(signed);
}

/** The Polish journey: an early termination refused, previewed, confirmed, seen on the schedule and the form, undone. */
async function terminateAndUndo(page: Page, request: APIRequestContext, session: BrowserSession, id: number): Promise<void> {
  await openWithSession(page, session, `/leaseAgreementSummary/${id}`, 'pl');
  const schedule = t('schedule.title', {}, 'pl');
  await expect(page.getByRole('table', { name: schedule }).locator('tbody tr')).toHaveCount(60, { timeout: 30_000 });
  const signed = await rowTexts(page, schedule, [1, 42, 43, 60]);

  await openTab(page, 'leaseChanges.tab', 'pl');
  await page.getByRole('button', { name: t('leaseChanges.newChange', {}, 'pl') }).click();
  const dialog = page.getByRole('dialog', { name: t('leaseChanges.form.title', {}, 'pl') });
  await dialog.getByRole('radio', { name: t('leaseChanges.kinds.3', {}, 'pl'), exact: true }).check();
  await expect(dialog.getByText(t('leaseChanges.form.terminationNote', {}, 'pl'))).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: t('leaseChanges.fields.rentPaymentAmount', {}, 'pl'), exact: true })).toHaveCount(0);

  // the 15th starts no row: the server's refusal, in Polish, beside the date
  await typeDate(page, t('leaseChanges.fields.effectiveDate', {}, 'pl'), '15.07.2028');
  await dialog.getByRole('button', { name: t('leaseChanges.form.preview', {}, 'pl') }).click();
  const date = dialog.getByRole('textbox', { name: t('leaseChanges.fields.effectiveDate', {}, 'pl'), exact: true });
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  const refusal = serverText('calculation.changeDateNotRowStart', { rowStart: '@@', value: '@@' }, 'pl').split('@@')[0] ?? '';
  expect(refusal.length).toBeGreaterThan(10);
  await expect(dialog.getByText(refusal.trim(), { exact: false })).toBeVisible();

  await typeDate(page, t('leaseChanges.fields.effectiveDate', {}, 'pl'), '01.07.2028');
  await dialog.getByRole('button', { name: t('leaseChanges.form.preview', {}, 'pl') }).click();
  const figures = dialog.getByRole('table', { name: t('leaseChanges.figures.title', {}, 'pl') });
  const termination = await callApi<LeaseChangeDto>(request, 'POST', `/api/leaseagreements/${id}/changes?dryRun=true`, {
    token: session.token,
    data: { effectiveDate: '2028-07-01', changeKind: 3 },
  });
  // everything goes: the whole liability and asset, the difference a gain or a loss
  expect(termination.liabilityDecrease).toBe(termination.carryingLiability);
  expect(termination.rightOfUseDecrease).toBe(termination.carryingRightOfUse);
  expect(termination.remeasuredLiability).toBe(0);
  await expectFigures(figures, termination, 'pl');
  await expect(figures.getByRole('row', { name: new RegExp(`^${escapeRegExp(t('leaseChanges.figures.rowNumber', {}, 'pl'))}`) })).toContainText(
    t('leaseChanges.rowFrom', { row: 43, date: '01.07.2028' }, 'pl'),
  );

  // Save asks first; Cancel keeps the lease
  await dialog.getByRole('button', { name: t('common.save', {}, 'pl') }).click();
  const confirm = page.getByRole('dialog', { name: t('leaseChanges.form.terminationTitle', {}, 'pl') });
  await expect(confirm.getByRole('button', { name: t('common.cancel', {}, 'pl') })).toBeFocused();
  await confirm.getByRole('button', { name: t('common.cancel', {}, 'pl') }).click();
  await expect(confirm).toHaveCount(0);
  await dialog.getByRole('button', { name: t('common.save', {}, 'pl') }).click();
  await confirm.getByRole('button', { name: t('leaseChanges.form.terminationConfirm', {}, 'pl') }).click();
  await expectToast(page, t('leaseChanges.saved', { version: 2 }, 'pl'));
  await expect(page.getByText(t('leaseChanges.terminated', { date: '01.07.2028' }, 'pl'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('leaseChanges.newChange', {}, 'pl') })).toBeDisabled();

  // the schedule ends with row 42, which still closes at B_E
  await openTab(page, 'audit.tabs.details', 'pl');
  await expect(page.getByRole('table', { name: schedule }).locator('tbody tr')).toHaveCount(42);
  await expect(periodRow(page, schedule, 42)).toContainText(money(cents(termination.carryingLiability)));

  // the agreement's form: the figure fields are read-only now, and the note says where terms change
  await page.getByRole('link', { name: t('common.edit', {}, 'pl') }).click();
  await expect(page.getByText(t('leaseChanges.locked.title', { version: 2 }, 'pl'))).toBeVisible();
  await page.getByRole('button', { name: t('agreementForm.sections.amounts', {}, 'pl'), exact: true }).click();
  await expect(page.getByRole('textbox', { name: t('agreementForm.fields.rentPaymentAmount', {}, 'pl'), exact: true })).toHaveAttribute('readonly');
  await page.getByRole('link', { name: t('leaseChanges.locked.open', {}, 'pl') }).click();

  // undone: all 60 rows as signed
  await openTab(page, 'leaseChanges.tab', 'pl');
  await page.getByRole('button', { name: t('leaseChanges.undoLatest', {}, 'pl') }).click();
  await page.getByRole('dialog', { name: t('confirmDelete.title', {}, 'pl') }).getByRole('button', { name: t('common.delete', {}, 'pl') }).click();
  await expectToast(page, t('leaseChanges.undone', {}, 'pl'));
  await expect(page.getByText(t('leaseChanges.none', {}, 'pl'))).toBeVisible();
  await openTab(page, 'audit.tabs.details', 'pl');
  await expect(page.getByRole('table', { name: schedule }).locator('tbody tr')).toHaveCount(60);
  expect(await rowTexts(page, schedule, [1, 42, 43, 60])).toEqual(signed);
}
