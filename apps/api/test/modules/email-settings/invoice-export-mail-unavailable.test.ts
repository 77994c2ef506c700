import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceExportMailPreviewDto } from '@leasedesk/contract';
import { invoiceExportMails } from '../../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { completeLine, lessor, storeReport } from '../invoices/support-send.ts';

/**
 * The hand-off by e-mail where it cannot go: the client's settings not saved yet, or no mail server (no SMTP_URL).
 * Each is a clear message in the caller's language; nothing is mailed and nothing stored.
 */
let t: TestApp;
let a: string;
let exportId: number;

const mailUrl = () => `/api/reports/${exportId}/email`;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  a = await t.tenantToken(user, t.seed.tenantIds.csi);
  const north = await lessor(t, a, 'Leasing Północ Sp. z o.o.', 773_400_001, 'N/1');
  const { lineIds } = await storeReport(t, t.seed.tenantIds.csi, 'Marzec 2025', [completeLine(north, 'FV/N/1', 900, 207)]);
  const sent = await t.call<{ id: number }>('POST', '/api/extensivereport/send', { token: a, body: { extensiveReportDtos: lineIds.map((id) => ({ id })) } });
  if (!sent.body.value) throw new Error(sent.raw);
  exportId = sent.body.value.id;
});
afterAll(async () => t.close());

describe('the hand-off by e-mail that cannot go', () => {
  it('asks for the settings first while they are not saved, and the preview says so', async () => {
    const preview = await t.call<InvoiceExportMailPreviewDto>('GET', mailUrl(), { token: a });
    expect(preview.body.value).toEqual({ invoiceExportId: exportId, smtpConfigured: false, settingsSaved: false, recipient: null, subject: null, mails: [] });
    const english = await t.call('POST', mailUrl(), { token: a });
    expect([english.status, english.body]).toEqual([200, { success: false, errors: [{ propertyName: '', message: "Save the client's e-mail settings first: the accounting system's e-mail address is not set" }], value: null }]);
    const polish = await t.call('POST', mailUrl(), { token: a, headers: { 'accept-language': 'pl' } });
    expect(polish.body.errors).toEqual([{ propertyName: '', message: 'Najpierw zapisz ustawienia e-mail klienta: nie ustawiono adresu e-mail systemu księgowego' }]);
  });

  it('says no mail server is configured once the settings are saved, and stores nothing', async () => {
    const admin = await t.loginAdministrator();
    const saved = await t.call('PUT', `/api/tenants/${t.seed.tenantIds.csi}/emailsettings`, {
      token: admin,
      body: { name: 'Alfa', taxId: validTaxId(526_025_099), emailAddress: 'ksiegowosc@alfa.example', sender: 'Alfa', emailTitle: 'Faktury {number}' },
    });
    expect(saved.body.success).toBe(true);
    const preview = await t.call<InvoiceExportMailPreviewDto>('GET', mailUrl(), { token: a });
    expect(preview.body.value).toMatchObject({ smtpConfigured: false, settingsSaved: true, recipient: 'ksiegowosc@alfa.example', subject: `Faktury ${exportId}` });
    // An empty JSON body is no body.
    const english = await t.call('POST', mailUrl(), { token: a, body: {} });
    expect([english.status, english.body]).toEqual([200, { success: false, errors: [{ propertyName: '', message: 'No mail server is configured (SMTP_URL), so nothing was sent: download the files instead' }], value: null }]);
    const polish = await t.call('POST', mailUrl(), { token: a, headers: { 'accept-language': 'pl' } });
    expect(polish.body.errors).toEqual([{ propertyName: '', message: 'Nie skonfigurowano serwera poczty (SMTP_URL), więc nic nie wysłano: pobierz pliki zamiast tego' }]);
    expect(await t.db.select().from(invoiceExportMails)).toEqual([]);
  });
});
