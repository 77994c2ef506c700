import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, type BrowserSession } from './support/api';
import { expect, expectToast, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';
import { linkIn, waitForMail } from './support/mailbox';
import type { ReceivedMail } from './support/mail-sink';
import { validNip } from './support/nip';

/**
 * Issue 30 in a real browser: the administrator fills a client's e-mail settings, a clerk mails a send's workbook and
 * Optima XML to the accounting system's inbox (received by the journeys' SMTP server and read back), sees what is due
 * on home, turns on the daily digest, receives it and unsubscribes from it with one click; in English and in Polish.
 */

const fixture = (name: string) => new URL(`./fixtures/invoices/${name}`, import.meta.url).pathname;
const warsawToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
const shownDate = (wire: string, language: 'en' | 'pl') => {
  const [year, month, day] = wire.split('-');
  return language === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
};
const stamp = () => Date.now().toString(36).toUpperCase();

/** An agreement of the journey's own whose first payment falls today (monthly, in advance): a reminder on any day CI runs. */
async function agreementPayingToday(request: APIRequestContext, session: BrowserSession, standard: 0 | 1, tag: string) {
  const contractor = await callApi<{ id: number; name: string }>(request, 'POST', '/api/contractor', {
    token: session.token,
    data: { name: `Przypomnienia ${tag} Sp. z o.o.`, taxId: validNip(Number(String(Date.now()).slice(-8)) + (standard === 1 ? 7 : 3)) },
  });
  // A number that sorts before every other, so the list sorted by agreement shows it on its first page however long it is.
  const contractNumber = `0/PRZ/${tag}`;
  const figures =
    standard === 0
      ? { totalEquipmentCost: 40_000, rentPaymentAmount: 1_234.56 }
      : { totalEquipmentCost: 40_000, rentPaymentAmount: 1_234.56, incrementalBorrowingRate: 0.06, depreciationMethod: 0 };
  const agreement = await callApi<{ id: number }>(request, 'POST', '/api/leaseagreement', {
    token: session.token,
    data: { contractorId: contractor.id, contractNumber, scheduleNumber: '1', startingDate: warsawToday(), termInMonths: 36, paymentDue: 0, paymentInterval: 0, accountingStandard: standard, ...figures },
  });
  return { id: agreement.id, contractorId: contractor.id, contractor: contractor.name, contractNumber };
}

/** Leaves the client as the journey found it: its agreement and contractor go, whatever the journey reached. */
async function removeAgreement(request: APIRequestContext, session: BrowserSession, made: { id: number; contractorId: number } | undefined) {
  if (!made) return;
  const headers = { Authorization: `Bearer ${session.token}` };
  await request.fetch(`/api/leaseagreements/${made.id}`, { method: 'DELETE', headers });
  await request.fetch(`/api/contractors/${made.contractorId}`, { method: 'DELETE', headers });
}

/** Fills and saves the client's e-mail settings on its page, as the administrator. */
async function saveEmailSettings(page: Page, admin: BrowserSession, tenantId: number, language: 'en' | 'pl', values: { inbox: string; sender: string; title: string }) {
  const l = (key: string) => t(key, {}, language);
  await openWithSession(page, admin, `/tenant/${tenantId}`, language);
  const section = page.getByRole('region', { name: l('emailSettings.title') });
  await expect(section).toBeVisible();
  await section.getByRole('textbox', { name: l('emailSettings.name') }).fill('Demo Leasing CSI Sp. z o.o.');
  await section.getByRole('textbox', { name: l('emailSettings.taxId') }).fill('526-025-09-95');
  await section.getByRole('textbox', { name: l('emailSettings.emailAddress') }).fill(values.inbox);
  await section.getByRole('textbox', { name: l('emailSettings.sender') }).fill(values.sender);
  await section.getByRole('textbox', { name: l('emailSettings.emailTitle') }).fill(values.title);
  await section.getByRole('combobox', { name: l('emailSettings.language') }).selectOption(language);
  await section.getByRole('button', { name: l('emailSettings.save') }).click();
  await expectToast(page, l('emailSettings.saved'));
}

/** Imports the invoice fixture as a report of its own and sends invoice FV/E2E/001 whole (both its lines). */
async function sendOneInvoice(page: Page, language: 'en' | 'pl'): Promise<string> {
  const l = (key: string, values: Record<string, string | number> = {}) => t(key, values, language);
  const reportName = `E2E mail ${stamp()}`;
  const upload = page.getByRole('region', { name: l('invoices.upload.title') });
  await upload.getByRole('textbox', { name: l('invoices.upload.reportName') }).fill(reportName);
  const choosing = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: l('invoices.upload.csvFile'), exact: true }).click();
  await (await choosing).setFiles(fixture('invoices.csv'));
  await upload.getByRole('button', { name: l('invoices.upload.import'), exact: true }).click();
  const table = page.getByRole('table', { name: l('invoices.merge.table') });
  await expect(table.getByRole('checkbox')).toHaveCount(5);
  await table.getByRole('checkbox', { name: l('invoices.merge.selectLine', { sequence: 1, number: 'FV/E2E/001' }) }).check();
  await table.getByRole('checkbox', { name: l('invoices.merge.selectLine', { sequence: 2, number: 'FV/E2E/001' }) }).check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: l('invoices.send.button') }).click();
  await downloading;
  return reportName;
}

/** The sheet's texts and numbers of the mailed workbook. */
async function workbookOf(file: { contentBase64: string }) {
  const workbook = new ExcelJS.Workbook();
  const bytes = Buffer.from(file.contentBase64, 'base64');
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const texts: string[] = [];
  const numbers: number[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const value = cell.value;
        if (typeof value === 'string') texts.push(value);
        else if (typeof value === 'number') numbers.push(value);
        else if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') numbers.push(value.result);
      }),
    ),
  );
  return { texts, numbers };
}

/** The hand-off mail: to the inbox, from the sender, two files that hold the invoice sent and the send's totals. */
async function expectHandOff(mail: ReceivedMail, sender: string, subjectStart: string) {
  expect(mail.subject.startsWith(subjectStart), mail.subject).toBe(true);
  expect(mail.fromHeader).toContain(sender);
  const files = mail.attachments.filter((file) => !file.contentType.startsWith('image/'));
  expect(files.map((file) => file.filename.split('.').pop()).sort()).toEqual(['xlsx', 'xml']);
  const workbook = await workbookOf(files.find((file) => file.filename.endsWith('.xlsx')) as ReceivedMail['attachments'][number]);
  expect(workbook.texts).toContain('FV/E2E/001');
  // the send's totals: 9 500,00 + 500,00 net, 2 185,00 + 115,00 VAT, 12 300,00 gross
  expect(workbook.numbers).toEqual(expect.arrayContaining([10_000, 2_300, 12_300]));
  const xml = Buffer.from((files.find((file) => file.filename.endsWith('.xml')) as ReceivedMail['attachments'][number]).contentBase64, 'base64').toString('utf8');
  expect(xml).toContain('REJESTRY_ZAKUPU_VAT');
  expect(xml).toContain('FV/E2E/001');
}

for (const language of ['en', 'pl'] as const) {
  test(`${language}: the client's e-mail settings, a send mailed to the accounting system, and what is due on home mailed as a digest and unsubscribed`, async ({ page, request, adminSession, clientSessions }) => {
    test.setTimeout(150_000);
    const l = (key: string, values: Record<string, string | number> = {}) => t(key, values, language);
    const csi = clientSessions.csi;
    // the digest goes to one client per language: one digest a day per user and client
    const digestClient = language === 'en' ? clientSessions.csi : clientSessions.ifrs16;
    const tag = `${stamp()}${language.toUpperCase()}`;
    const inbox = `ksiegowosc.${tag.toLowerCase()}@biuro-rachunkowe.example`;
    const sender = language === 'en' ? 'Demo Leasing accounts' : 'Demo Leasing – księgowość';
    const title = language === 'en' ? 'Invoices {client}: send {number} of {date} [{reports}]' : 'Faktury {client}: wysyłka {number} z {date} [{reports}]';
    let made: Awaited<ReturnType<typeof agreementPayingToday>> | undefined;
    try {
      made = await agreementPayingToday(request, digestClient, language === 'en' ? 0 : 1, tag);

      // 1. the administrator fills the client's e-mail settings
      await saveEmailSettings(page, adminSession, csi.tenantId as number, language, { inbox, sender, title });

      // 2. a clerk sends an invoice and mails the send to the accounting system's inbox
      await openWithSession(page, csi, '/invoiceMerge', language);
      const reportName = await sendOneInvoice(page, language);
      const downloads = page.getByRole('region', { name: l('invoices.send.downloads') });
      const mailButton = downloads.getByRole('button', { name: l('invoices.mail.button') });
      await expect(mailButton).toBeEnabled();
      await expect(downloads.getByText(new RegExp(`${inbox.replace(/\./g, '\\.')}.*${reportName}`))).toBeVisible();
      const since = new Date().toISOString();
      await mailButton.click();
      await expect(downloads.getByText(new RegExp(`^${l('invoices.mail.sent', { recipient: inbox, time: 'TIME' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('TIME', '.+')}$`))).toBeVisible();
      const handOff = await waitForMail(inbox, since);
      await expectHandOff(handOff, sender, language === 'en' ? 'Invoices Demo Leasing CSI Sp. z o.o.: send ' : 'Faktury Demo Leasing CSI Sp. z o.o.: wysyłka ');
      expect(handOff.subject).toContain(reportName);
      expect(handOff.text).toContain(language === 'en' ? 'Send number' : 'Numer wysyłki');

      // 3. what is due, on home, in the digest client: the journey's own payment of today among them
      await openWithSession(page, digestClient, '/', language);
      const reminders = page.getByRole('region', { name: l('reminders.title') });
      await reminders.getByRole('button', { name: l('reminders.columns.agreement'), exact: true }).click();
      const row = reminders.getByRole('row').filter({ hasText: `${made.contractNumber} / 1` });
      await expect(row.filter({ hasText: l('reminders.kinds.payment') })).toContainText(shownDate(warsawToday(), language));
      await expect(row.filter({ hasText: l('reminders.kinds.payment') })).toContainText('1\u00a0234,56');
      await row.filter({ hasText: l('reminders.kinds.payment') }).getByRole('link', { name: `${made.contractNumber} / 1` }).click();
      await expect(page).toHaveURL(new RegExp(`/leaseAgreementSummary/${made.id}$`));

      // 4. the daily digest, turned on from home, run by the administrator, and one click out of it
      await page.goBack();
      await reminders.getByRole('button', { name: l('reminders.preferences.open') }).click();
      const dialog = page.getByRole('dialog', { name: l('reminders.preferences.title') });
      const digestSwitch = dialog.getByRole('switch', { name: l('reminders.preferences.emailDigest') });
      await dialog.getByText(l('reminders.preferences.emailDigest'), { exact: true }).click();
      await expect(digestSwitch).toBeChecked();
      await expect(dialog.getByRole('combobox', { name: l('reminders.preferences.language') })).toHaveValue(language);
      await dialog.getByRole('button', { name: l('common.save') }).click();
      await expectToast(page, l('reminders.preferences.saved'));

      const email = (await callApi<{ email: string }>(request, 'GET', '/api/reminders/preferences', { token: digestClient.token })).email;
      const digestSince = new Date().toISOString();
      const run = await callApi<{ digests: { recipient: string; status: string }[] }>(request, 'POST', '/api/reminders/run', { token: adminSession.token, data: { day: warsawToday() } });
      expect(run.digests.filter((digest) => digest.recipient === email).map((digest) => digest.status)).toEqual(['sent']);
      const digest = await waitForMail(email, digestSince);
      expect(digest.text).toContain(made.contractNumber);
      expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const again = await callApi<{ digests: { recipient: string; status: string }[] }>(request, 'POST', '/api/reminders/run', { token: adminSession.token, data: { day: warsawToday() } });
      expect(again.digests.filter((entry) => entry.recipient === email && entry.status === 'sent')).toEqual([]);

      await page.evaluate(() => window.localStorage.removeItem('leaseDesk'));
      await page.goto(linkIn(digest, '/unsubscribe/'));
      await expect(page.getByRole('heading', { name: l('unsubscribe.title') })).toBeVisible();
      await expect(page.getByText(l('unsubscribe.done', { email, tenantName: digestClient.tenantName as string }))).toBeVisible();
      expect((await callApi<{ emailDigest: boolean }>(request, 'GET', '/api/reminders/preferences', { token: digestClient.token })).emailDigest).toBe(false);
    } finally {
      await removeAgreement(request, digestClient, made);
    }
  });
}
