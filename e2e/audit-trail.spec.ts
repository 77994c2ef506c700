import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ContractorDto, LeaseAgreementDto, PagedResult } from '@leasedesk/contract';
import { IFRS16_TENANT, USER } from './support/accounts';
import { callApi, type BrowserSession } from './support/api';
import { expect, openWithSession, signInThroughForm, test } from './support/fixtures';
import { t } from './support/i18n';
import { money, readWorkbook } from './support/reports';

/** A seeded IFRS16 agreement (apps/api/src/demo/seed.ts) that no other journey reads figures of. */
const CONTRACTOR = 'Poznańska Flota Samochodowa Sp.j.';
const CONTRACT_NUMBER = 'FLOTA/2025/07';
const AGREEMENT = `${CONTRACT_NUMBER} / 1`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cents = (amount: number) => Math.round(amount * 100);

/** The seeded agreement as GET answers it (the record a PUT takes back). */
async function seededAgreement(request: APIRequestContext, session: BrowserSession): Promise<LeaseAgreementDto> {
  const list = await callApi<{ items: { id: number; contractNumber: string }[] }>(request, 'GET', '/api/leaseagreements/1/100/contractors/all', {
    token: session.token,
  });
  const found = list.items.find((row) => row.contractNumber === CONTRACT_NUMBER);
  expect(found, `the seeded ${AGREEMENT}`).toBeDefined();
  return callApi<LeaseAgreementDto>(request, 'GET', `/api/leaseagreements/${(found as { id: number }).id}`, { token: session.token });
}

/** Puts the seeded agreement back as it was, so the journeys after this one find the seed's figures. */
async function restore(request: APIRequestContext, session: BrowserSession, agreement: LeaseAgreementDto): Promise<void> {
  await callApi(request, 'PUT', `/api/leaseagreements/${agreement.id}`, { token: session.token, data: agreement });
}

/** What a field was and became in an entry's changes table, found by the field's label. */
function change(entry: Locator, label: string): Locator {
  return entry.getByRole('row', { name: new RegExp(`^${escapeRegExp(label)}`) }).getByRole('cell');
}

async function switchToPolish(page: Page): Promise<void> {
  await page.getByRole('button', { name: t('language.button', { language: 'EN' }) }).click();
  await page.getByRole('menuitem', { name: 'PL', exact: true }).click();
}

test.describe('audit trail', () => {
  test('a new rent shows in the agreement’s history: the rent and L0 before and after, in English and Polish', async ({ page, request, clientSessions }) => {
    test.setTimeout(120_000);
    const original = await seededAgreement(request, clientSessions.ifrs16);
    const oldLiability = original.leaseCalculation?.totalPresentValueOfLeasePayments;
    expect(oldLiability, 'the seeded agreement is calculated').toEqual(expect.any(Number));
    const newRent = original.rentPaymentAmount + 250;
    try {
      // the demo user signs in and works for the IFRS16 client
      await signInThroughForm(page, USER.email, USER.password);
      await expect(page).toHaveURL(/\/selectClient$/);
      await page.getByRole('table').getByText(IFRS16_TENANT, { exact: true }).click();
      await page.getByRole('button', { name: t('selectClient.next'), exact: true }).click();
      await expect(page).toHaveURL(/\/$/);

      // the agreement in its form: a new rent, saved through the usual chain
      await page.goto('/leaseAgreements');
      const contractor = page.getByRole('textbox', { name: t('agreementChooser.contractor'), exact: true });
      await contractor.click();
      await contractor.fill(CONTRACTOR.slice(0, 12));
      await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(CONTRACTOR)}`) }).click();
      await page.getByRole('link', { name: t('agreementList.editAgreement', { name: AGREEMENT }) }).click();
      await expect(page).toHaveURL(new RegExp(`/leaseAgreement/${original.id}$`));
      const amounts = page.getByRole('button', { name: t('agreementForm.sections.amounts'), exact: true });
      await amounts.click();
      await expect(amounts).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('textbox', { name: t('agreementForm.fields.rentPaymentAmount'), exact: true }).fill(String(newRent));
      await page.getByRole('button', { name: t('agreementForm.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`/leaseAgreementSummary/${original.id}$`));

      // the summary stays the first tab; the new L0 it shows is the one the history records
      await expect(page.getByRole('tab', { name: t('audit.tabs.details') })).toHaveAttribute('aria-selected', 'true');
      const saved = await callApi<LeaseAgreementDto>(request, 'GET', `/api/leaseagreements/${original.id}`, { token: clientSessions.ifrs16.token });
      const newLiability = saved.leaseCalculation?.totalPresentValueOfLeasePayments as number;
      expect(cents(newLiability)).not.toBe(cents(oldLiability as number));
      const calculation = page.getByRole('table', { name: t('summary.calculation') });
      await expect(calculation.getByRole('row', { name: new RegExp(`^${t('summary.leaseLiability')}`) })).toContainText(money(cents(newLiability)));

      // the save chain's recalculations follow the update as entries of their own: the newest update holds the edit
      await page.getByRole('tab', { name: t('audit.tabs.history') }).click();
      const history = page.getByRole('list', { name: t('audit.history.label') });
      const newest = history.getByRole('listitem', { name: new RegExp(` · ${t('audit.actions.update')}$`) }).first();
      await expect(newest).toHaveAccessibleName(new RegExp(`^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2} · `));
      await expect(newest).toContainText(USER.email);
      await expect(change(newest, t('agreementForm.fields.rentPaymentAmount'))).toHaveText([money(cents(original.rentPaymentAmount)), money(cents(newRent))]);
      await expect(change(newest, t('summary.leaseLiability'))).toHaveText([money(cents(oldLiability as number)), money(cents(newLiability))]);

      // the same entry in Polish: labels, action and time as Polish writes them; amounts `1 234,56` as before
      await switchToPolish(page);
      const historyPl = page.getByRole('list', { name: t('audit.history.label', {}, 'pl') });
      const newestPl = historyPl.getByRole('listitem', { name: new RegExp(` · ${t('audit.actions.update', {}, 'pl')}$`) }).first();
      await expect(newestPl).toHaveAccessibleName(new RegExp(`^\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}:\\d{2} · `));
      await expect(change(newestPl, t('agreementForm.fields.rentPaymentAmount', {}, 'pl'))).toHaveText([
        money(cents(original.rentPaymentAmount)),
        money(cents(newRent)),
      ]);
      await expect(change(newestPl, t('summary.leaseLiability', {}, 'pl'))).toHaveText([money(cents(oldLiability as number)), money(cents(newLiability))]);
    } finally {
      await restore(request, clientSessions.ifrs16, original);
    }
  });

  test('a new contractor shows in Polish by the form’s label and both contractors’ names, never their ids', async ({ page, request, clientSessions }) => {
    const session = clientSessions.ifrs16;
    const original = await seededAgreement(request, session);
    const answer = await callApi<PagedResult<ContractorDto> | ContractorDto[]>(request, 'GET', '/api/contractors?page=1&pageSize=50', { token: session.token });
    const other = (Array.isArray(answer) ? answer : answer.items).find((contractor) => contractor.id !== original.contractorId);
    expect(other, 'a second contractor of the client').toBeDefined();
    const next = other as ContractorDto;
    await callApi(request, 'PUT', `/api/leaseagreements/${original.id}`, { token: session.token, data: { ...original, contractorId: next.id } });
    try {
      await openWithSession(page, session, `/leaseAgreementSummary/${original.id}`);
      await switchToPolish(page);
      await page.getByRole('tab', { name: t('audit.tabs.history', {}, 'pl') }).click();
      const history = page.getByRole('list', { name: t('audit.history.label', {}, 'pl') });
      const newest = history.getByRole('listitem', { name: new RegExp(` · ${t('audit.actions.update', {}, 'pl')}$`) }).first();
      await expect(change(newest, t('agreementForm.fields.contractorId', {}, 'pl'))).toHaveText([CONTRACTOR, next.name]);
    } finally {
      await restore(request, session, original);
    }
  });

  test('the audit page, from the user menu: filtered to agreements it shows the change, and exports it to Excel', async ({ page, request, clientSessions }) => {
    const session = clientSessions.ifrs16;
    const original = await seededAgreement(request, session);
    const assetName = `${original.assetName} · ${Date.now().toString(36)}`;
    await callApi(request, 'PUT', `/api/leaseagreements/${original.id}`, { token: session.token, data: { ...original, assetName } });
    try {
      await openWithSession(page, session, '/');
      await page.getByRole('button', { name: t('userMenu.label', { name: session.name }) }).click();
      await page.getByRole('menuitem', { name: t('userMenu.audit') }).click();
      await expect(page).toHaveURL(/\/audit$/);
      await expect(page.getByRole('heading', { level: 1, name: t('audit.title') })).toBeVisible();

      const entity = page.getByRole('textbox', { name: t('audit.filters.entity'), exact: true });
      await entity.click();
      const filtered = page.waitForResponse((response) => /\/api\/audit\?.*entity=agreement/.test(response.url()));
      await page.getByRole('option', { name: t('audit.entities.agreement'), exact: true }).click();
      await expect(entity).toHaveValue(t('audit.entities.agreement'));
      await filtered;

      const entries = page.getByRole('list', { name: t('audit.trail.label') });
      const newest = entries.getByRole('listitem').first();
      await expect(newest).toContainText(AGREEMENT);
      await expect(change(newest, t('agreementForm.fields.assetName'))).toHaveText([original.assetName, assetName]);
      // only agreements are listed now
      await expect(entries.getByRole('listitem').filter({ hasNotText: t('audit.entities.agreement') })).toHaveCount(0);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t('audit.trail.export') }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const workbook = await readWorkbook(download);
      expect(workbook.texts.join(' ')).toContain(assetName);
    } finally {
      await restore(request, session, original);
    }
  });
});
