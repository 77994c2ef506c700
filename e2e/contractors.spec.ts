import { IFRS16_TENANT } from './support/accounts';
import { callApi, deleteContractorsWithTaxId } from './support/api';
import { FAILING_NIP, REGISTERED_FIRM } from './support/fake-register';
import { expect, expectToast, openWithSession, test } from './support/fixtures';
import { serverText, t } from './support/i18n';
import { validNip } from './support/nip';

/** Demo contractors of the IFRS16 client (apps/api/src/demo/seed.ts). */
const SEEDED = { name: 'Gdańskie Biuro Nieruchomości Sp. z o.o.', taxId: '5832109879' };
const SEEDED_OTHER = 'Poznańska Flota Samochodowa Sp.j.';
/** A valid NIP the fake register does not know, and one no contractor has. */
const UNKNOWN_NIP = '4445556665';
const FRESH_NIP = '7778889998';

/** Twelve contractors sharing "iśniew" inside a word: in Polish order 01 … 09, Lipa, Łąka, Mazur (Ł after L). */
const PAGED = [...Array.from({ length: 9 }, (_, i) => `Zakład Wiśniewski 0${i + 1}`), 'Zakład Wiśniewski Mazur', 'Zakład Wiśniewski Łąka', 'Zakład Wiśniewski Lipa'];

test.describe('contractors', () => {
  test('a contractor is created from the business register, found by search, edited and deleted', async ({
    page,
    request,
    clientSessions,
  }) => {
    const session = clientSessions.ifrs16;
    await deleteContractorsWithTaxId(request, session.token, REGISTERED_FIRM.nip);
    await openWithSession(page, session, '/contractors');

    // the list: title, the client's logo, the demo contractors
    await expect(page.getByRole('heading', { level: 1, name: t('contractors.listTitle') })).toBeVisible();
    await expect(page.getByRole('img', { name: t('common.clientLogoOf', { name: IFRS16_TENANT }) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(SEEDED.name) })).toContainText(SEEDED.taxId);
    await page.getByRole('link', { name: t('features.contractors.new') }).first().click();
    await expect(page).toHaveURL(/\/contractor$/);
    await expect(page.getByRole('heading', { level: 1, name: t('contractors.newTitle') })).toBeVisible();

    // the register button waits for a tax id, then fills the name from the first firm
    const name = page.getByLabel(t('contractors.name'), { exact: true });
    const taxId = page.getByLabel(t('contractors.taxId'), { exact: true });
    const download = page.getByRole('button', { name: t('contractors.downloadFromRegister') });
    await expect(download).toBeDisabled();
    await taxId.fill('526-000-12-69');
    await expect(download).toBeEnabled();
    await download.click();
    await expect(name).toHaveValue(REGISTERED_FIRM.nazwa);
    await expect(page.getByRole('status').filter({ hasText: t('contractors.registerFound', { name: REGISTERED_FIRM.nazwa }) })).toBeVisible();
    await page.getByLabel(t('contractors.code')).fill('KL-01');
    await page.getByRole('button', { name: t('common.save') }).click();

    // created: the form is empty again, ready for the next one
    await expectToast(page, t('contractors.created'));
    await expect(name).toHaveValue('');
    await expect(taxId).toHaveValue('');
    await expect(page.getByLabel(t('contractors.code'))).toHaveValue('');
    await expect(page).toHaveURL(/\/contractor$/);

    // find it by name and by tax id digits, as you type
    const nav = page.getByRole('navigation', { name: t('shell.mainNavigation') });
    await nav.getByRole('button', { name: t('features.contractors.title'), exact: true }).click();
    await page.getByRole('menuitem', { name: t('features.contractors.edit') }).click();
    await expect(page).toHaveURL(/\/contractors$/);
    const row = page.getByRole('row', { name: new RegExp(REGISTERED_FIRM.nazwa) });
    await expect(row).toContainText(REGISTERED_FIRM.nip);
    await expect(row).toContainText('KL-01');
    const search = page.getByLabel(t('common.search'));
    await search.fill('kowalski leas');
    await expect(page.getByRole('row', { name: new RegExp(SEEDED.name) })).toHaveCount(0);
    await expect(row).toBeVisible();
    await search.fill('526-000');
    await expect(page.getByRole('row', { name: new RegExp(SEEDED_OTHER) })).toHaveCount(0);
    await expect(row).toBeVisible();
    await search.fill('gdańsk');
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(SEEDED.name) })).toBeVisible();
    // an empty search reloads everything
    await search.fill('');
    await expect(row).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(SEEDED_OTHER) })).toBeVisible();

    // edit: the stored values, a new name, back to the list
    await page.getByRole('link', { name: t('contractors.editContractor', { name: REGISTERED_FIRM.nazwa }) }).click();
    await expect(page).toHaveURL(/\/contractor\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: t('contractors.editTitle') })).toBeVisible();
    await expect(name).toHaveValue(REGISTERED_FIRM.nazwa);
    await expect(taxId).toHaveValue(REGISTERED_FIRM.nip);
    await expect(page.getByLabel(t('contractors.code'))).toHaveValue('KL-01');
    const renamed = 'Kowalski Leasing Polska Sp. z o.o.';
    await name.fill(renamed);
    await page.getByLabel(t('contractors.code')).fill('KL-02');
    await page.getByRole('button', { name: t('common.save') }).click();
    await expectToast(page, t('contractors.updated'));
    await expect(page).toHaveURL(/\/contractors$/);
    const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
    await expect(renamedRow).toContainText('KL-02');
    await expect(page.getByRole('row', { name: new RegExp(`${REGISTERED_FIRM.nazwa}`) })).toHaveCount(0);

    // delete, after confirming: the row leaves the table
    const remove = page.getByRole('button', { name: t('contractors.deleteContractor', { name: renamed }) });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: t('confirmDelete.title') });
    await expect(dialog).toContainText(`${renamed} (${REGISTERED_FIRM.nip})`);
    await dialog.getByRole('button', { name: t('common.cancel') }).click();
    await expect(renamedRow).toBeVisible();
    await remove.click();
    await dialog.getByRole('button', { name: t('common.delete') }).click();
    await expectToast(page, t('contractors.deleted'));
    await expect(renamedRow).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(SEEDED.name) })).toBeVisible();
    await expect(renamedRow).toHaveCount(0);
  });

  test('the list is searched for a part of a word, sorted in Polish order and paged by the server', async ({ page, request, clientSessions }) => {
    const session = clientSessions.ifrs16;
    const ids: number[] = [];
    try {
      for (const [i, name] of PAGED.entries()) {
        await deleteContractorsWithTaxId(request, session.token, validNip(811_000_000 + i * 1000));
        const created = await callApi<{ id: number }>(request, 'POST', '/api/contractor', { token: session.token, data: { name, taxId: validNip(811_000_000 + i * 1000) } });
        ids.push(created.id);
      }
      const requests: URL[] = [];
      page.on('request', (sent) => {
        const url = new URL(sent.url());
        if (url.pathname === '/api/contractors') requests.push(url);
      });
      await openWithSession(page, session, '/contractors');
      const table = page.getByRole('table', { name: t('contractors.listTitle') });
      await expect(table.getByRole('row', { name: new RegExp(SEEDED.name) })).toBeVisible();
      // the first page only, however many contractors there are
      expect(requests.at(-1)?.searchParams.get('pageSize')).toBe('10');
      expect(requests.at(-1)?.searchParams.get('sort')).toBe('name');

      // a fragment from inside a word, typed with a Polish letter: the twelve and nothing else
      const search = page.getByLabel(t('common.search'));
      await search.fill('iśniew');
      const names = table.locator('tbody tr td:first-child');
      await expect(names).toHaveText(PAGED.slice(0, 9).concat('Zakład Wiśniewski Lipa'));
      await expect(page.getByText(t('table.pagination', { from: 1, to: 10, total: 12 }))).toBeVisible();
      await expect(table.getByRole('row', { name: new RegExp(SEEDED.name) })).toHaveCount(0);

      // the second page: Ł after L, then M
      await page.getByRole('button', { name: t('table.page', { page: 2 }) }).click();
      await expect(names).toHaveText(['Zakład Wiśniewski Łąka', 'Zakład Wiśniewski Mazur']);
      await expect(page.getByText(t('table.pagination', { from: 11, to: 12, total: 12 }))).toBeVisible();
      expect(requests.at(-1)?.searchParams.get('page')).toBe('2');

      // descending, from page 1 again; without diacritics, in capitals, the same twelve
      await table.getByRole('columnheader', { name: new RegExp(t('contractors.name')) }).getByRole('button').click();
      await expect(names.first()).toHaveText('Zakład Wiśniewski Mazur');
      await expect(names.nth(1)).toHaveText('Zakład Wiśniewski Łąka');
      // this search shows what the last one showed, so wait for its own answer before changing the page size
      const capitalsAnswered = page.waitForResponse((answer) => new URL(answer.url()).searchParams.get('query') === 'WISNIEW');
      await search.fill('WISNIEW');
      await capitalsAnswered;
      await expect(page.getByText(t('table.pagination', { from: 1, to: 10, total: 12 }))).toBeVisible();
      await expect(names.first()).toHaveText('Zakład Wiśniewski Mazur');

      // a page of 25 holds them all
      await page.getByRole('button', { name: '10', exact: true }).click();
      await page.getByRole('menuitem', { name: '25' }).click();
      await expect(names).toHaveCount(12);
      expect(requests.at(-1)?.searchParams.get('pageSize')).toBe('25');
    } finally {
      for (const id of ids) await callApi(request, 'DELETE', `/api/contractors/${id}`, { token: session.token });
    }
  });

  test('in Polish: "not found", a failing register, a duplicate tax id on its field, then "Utworzono kontraktora"', async ({
    page,
    request,
    clientSessions,
  }) => {
    const session = clientSessions.ifrs16;
    await deleteContractorsWithTaxId(request, session.token, FRESH_NIP);
    await openWithSession(page, session, '/contractor', 'pl');
    const pl = (key: string, values: Record<string, string> = {}) => t(key, values, 'pl');
    await expect(page.getByRole('heading', { level: 1, name: pl('contractors.newTitle') })).toBeVisible();
    const name = page.getByLabel(pl('contractors.name'), { exact: true });
    const taxId = page.getByLabel(pl('contractors.taxId'), { exact: true });
    const download = page.getByRole('button', { name: pl('contractors.downloadFromRegister') });

    // the register knows no such firm: the form says so, and the name stays as typed
    await name.fill('Własna nazwa');
    await taxId.fill(UNKNOWN_NIP);
    await download.click();
    await expect(page.getByText(pl('contractors.registerNotFound'))).toBeVisible();
    await expect(name).toHaveValue('Własna nazwa');

    // the register is down: the user reads what to do, in Polish (the technical reason goes to the log)
    await taxId.fill(FAILING_NIP);
    await expect(page.getByText(pl('contractors.registerNotFound'))).toHaveCount(0);
    await download.click();
    const failure = page.getByRole('alert').filter({ hasText: pl('contractors.registerFailed') });
    await expect(failure).toContainText(serverText('register.tryLater', {}, 'pl'));
    await expect(failure).not.toContainText('CEIDG');

    // a tax id with a wrong check digit never leaves the browser
    await taxId.fill('1234567890');
    await download.click();
    await expect(page.getByText(pl('validation.taxIdChecksum'))).toBeVisible();
    await expect(taxId).toHaveAttribute('aria-invalid', 'true');

    // a tax id another contractor has: "Błąd" with the server's message in Polish, which also shows on the field
    await taxId.fill(SEEDED.taxId);
    await page.getByRole('button', { name: pl('common.save') }).click();
    await expectToast(page, pl('errors.title'));
    await expectToast(page, serverText('records.contractor.duplicateTaxId', {}, 'pl'));
    await expect(taxId).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.mantine-InputWrapper-error').filter({ hasText: serverText('records.contractor.duplicateTaxId', {}, 'pl') })).toBeVisible();
    await expect(name).toHaveValue('Własna nazwa');

    await taxId.fill(FRESH_NIP);
    await page.getByRole('button', { name: pl('common.save') }).click();
    await expectToast(page, pl('contractors.created'));
    await expectToast(page, pl('common.success'));
    await expect(name).toHaveValue('');

    // "Zaktualizowano kontraktora" on edit, then back to the list
    await page.goto('/contractors');
    await page.getByLabel(pl('common.search')).fill(FRESH_NIP);
    await page.getByRole('link', { name: pl('contractors.editContractor', { name: 'Własna nazwa' }) }).click();
    await expect(name).toHaveValue('Własna nazwa');
    await page.getByLabel(pl('contractors.code')).fill('W-1');
    await page.getByRole('button', { name: pl('common.save') }).click();
    await expectToast(page, pl('contractors.updated'));
    await expect(page).toHaveURL(/\/contractors$/);
    await expect(page.getByRole('row', { name: /Własna nazwa/ })).toContainText('W-1');
  });
});
