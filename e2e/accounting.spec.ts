import type { Locator } from '@playwright/test';
import { expect, openWithSession, test } from './support/fixtures';
import { serverText, t } from './support/i18n';
import { money, pickOption, readWorkbook, typeDate } from './support/reports';

/** The IFRS16 demo contractor holding DOMAIN §12 B (apps/api/src/demo/seed.ts), and nothing else. */
const CONTRACTOR = 'Gdańskie Biuro Nieruchomości Sp. z o.o.';

/** Entry `index` (its row in the table) debits `debit` and credits `credit` with `cents` on both sides. */
async function expectEntry(table: Locator, index: number, debit: string, credit: string, cents: number): Promise<void> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: String(index), exact: true }) });
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(debit);
  await expect(cells.nth(2)).toHaveText(credit);
  await expect(cells.nth(3)).toHaveText(money(cents));
  await expect(cells.nth(4)).toHaveText(money(cents));
}

test.describe('accounting', () => {
  test('the 2025 entries of §12 B in English, then in Polish; their Excel file; the disclosures roll forward', async ({ page, clientSessions }) => {
    test.setTimeout(120_000);
    await openWithSession(page, clientSessions.ifrs16, '/');
    await page.getByRole('link', { name: t('features.accounting.open'), exact: true }).first().click();
    await expect(page).toHaveURL(/\/accounting$/);
    await expect(page.getByRole('heading', { level: 1, name: t('accountingPage.title') })).toBeVisible();

    await pickOption(page, t('accountingPage.contractors'), CONTRACTOR);
    await typeDate(page, t('accountingPage.periodStart'), '01/01/2025');
    await typeDate(page, t('accountingPage.periodEnd'), '31/12/2025');
    await page.getByRole('button', { name: t('common.search'), exact: true }).click();

    const table = page.getByRole('table', { name: t('accountingPage.entries') });
    // DOMAIN §12 B started in 2025 (§7's entries 1-4; no leasehold improvements, so entry 5 is left out and the rest
    // move up): L0, direct costs, dismantling, incentive; interest; nine paid months of 10 000,00 after three
    // rent-free ones; twelve months of depreciation
    await expectEntry(table, 1, 'Right-of-use asset', 'Lease liability', 51_759_522);
    await expectEntry(table, 2, 'Right-of-use asset', 'Cash and payables', 500_000);
    await expectEntry(table, 3, 'Right-of-use asset', 'Dismantling provision', 2_000_000);
    await expectEntry(table, 4, 'Cash and payables', 'Right-of-use asset', 1_000_000);
    await expect(table.getByRole('row').filter({ hasText: 'Finance costs: lease interest' })).toHaveCount(1);
    await expectEntry(table, 6, 'Lease liability', 'Cash and payables', 9_000_000);
    await expectEntry(table, 7, 'Depreciation expense', 'Accumulated depreciation of right-of-use assets', 12 * 887_659);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('reports.downloadExcel') }).click();
    const workbook = await readWorkbook(await downloading);
    expect(workbook.numbers).toContain(517_595.22);
    expect(workbook.numbers).toContain(106_519.08);
    expect(workbook.texts.join('\n')).toContain('Right-of-use asset');

    await page.getByRole('button', { name: t('language.button', { language: 'EN' }) }).click();
    await page.getByRole('menuitem', { name: 'PL', exact: true }).click();
    const polish = page.getByRole('table', { name: t('accountingPage.entries', {}, 'pl') });
    await expectEntry(polish, 1, 'Aktywo z tytułu prawa do użytkowania', 'Zobowiązanie z tytułu leasingu', 51_759_522);
    await expectEntry(polish, 6, 'Zobowiązanie z tytułu leasingu', 'Środki pieniężne i rozrachunki', 9_000_000);
    await expect(polish.getByText('Lease liability', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: t('accountingPage.disclosure.title', {}, 'pl') }).click();
    const liability = page.getByRole('table', { name: t('accountingPage.disclosure.liability', {}, 'pl'), exact: true });
    const line = (key: string) => liability.getByRole('row', { name: new RegExp(`^${t(`accountingPage.disclosure.${key}`, {}, 'pl')}`) });
    await expect(line('opening')).toContainText(money(0));
    await expect(line('additions')).toContainText(money(51_759_522));
    await expect(line('payments')).toContainText(money(-9_000_000));
    // opening + additions + interest − payments = closing, to the cent, as shown
    const cents = async (key: string) => Math.round(Number(((await line(key).getByRole('cell').textContent()) ?? '').replace(/\s/g, '').replace(',', '.')) * 100);
    expect(await cents('opening') + (await cents('additions')) + (await cents('interest')) + (await cents('payments'))).toBe(await cents('closing'));
    const rightOfUse = page.getByRole('table', { name: t('accountingPage.disclosure.rightOfUse', {}, 'pl'), exact: true });
    await expect(rightOfUse.getByRole('row', { name: new RegExp(`^${t('accountingPage.disclosure.depreciation', {}, 'pl')}`) })).toContainText(money(-12 * 887_659));
    await expect(page.getByRole('table', { name: t('accountingPage.disclosure.maturity', {}, 'pl'), exact: true })).toBeVisible();

    const disclosures = page.waitForEvent('download');
    await page.getByRole('button', { name: t('accountingPage.disclosure.downloadExcel', {}, 'pl') }).click();
    const disclosureBook = await readWorkbook(await disclosures);
    expect(disclosureBook.numbers).toContain(517_595.22);

    // one part alone: the maturity analysis beside its figures
    const maturityFile = page.waitForEvent('download');
    await page.getByRole('button', { name: t('accountingPage.disclosure.downloadPart', { part: t('accountingPage.disclosure.maturity', {}, 'pl') }, 'pl') }).click();
    const maturityBook = await readWorkbook(await maturityFile);
    expect(maturityBook.texts).toContain(serverText('excel.disclosure.row.withinOneYear', {}, 'pl'));
    expect(maturityBook.texts).not.toContain(serverText('excel.disclosure.row.opening', {}, 'pl'));
    expect(maturityBook.numbers).not.toContain(517_595.22);
  });
});
