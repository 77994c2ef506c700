import { eq } from 'drizzle-orm';
import { simpleParser, type Attachment, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFixed, type EmailSettingsDto, type InvoiceExportMailDto, type InvoiceExportMailPreviewDto, type TenantDto } from '@leasedesk/contract';
import { invoiceExportMails, invoiceExports } from '../../../src/db/schema.ts';
import { warsawDay } from '../../../src/lib/reports/run-time.ts';
import { auditEntriesAfter, auditMark } from '../../support/audit-trail.ts';
import { startSmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { tableOf, workbookOf } from '../../support/workbook-reading.ts';
import { completeLine, lessor, storeReport } from '../invoices/support-send.ts';

/**
 * The hand-off of a send by e-mail (issue 30), to a real SMTP server in this process: one mail to the client's
 * accounting inbox, from its sender, under the filled title, carrying the workbook and the Optima XML exactly as
 * their downloads give them, the client's logo inline, the body in the settings' language. Nothing is stored
 * when the mail server is gone. Tenant A is the CSI demo client, B the IFRS16 one.
 */
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let admin: string;
let a: string;
let b: string;
let aId: number;
let sentOfA: { id: number; token: string };
let sentOfB: { id: number; token: string };
let sentOn: string;
let reportIds: number[];
const logLines: string[] = [];

const inbox = 'ksiegowosc@biuro-alfa.example';
const sender = 'Alfa Leasing – księgowość';
const client = 'Alfa Leasing Sp. z o.o.';
const taxId = validTaxId(526_025_099);
const hostileReport = 'Kwiecień\r\nBcc: evil@evil.example';
const missingId = 2147483647;

const settings = (language: 'en' | 'pl') => ({ name: client, taxId, emailAddress: inbox, sender, emailTitle: 'Invoices of {client}: send {number} of {date} [{reports}]', language });
const saveSettings = async (language: 'en' | 'pl') => {
  const reply = await t.call<EmailSettingsDto>('PUT', `/api/tenants/${aId}/emailsettings`, { token: admin, body: settings(language) });
  if (!reply.body.success) throw new Error(reply.raw);
};
const mailUrl = (id: number) => `/api/reports/${id}/email`;
const mail = (id: number, token = a, headers: Record<string, string> = {}) => t.call<InvoiceExportMailDto>('POST', mailUrl(id), { token, headers });
const preview = (id: number, token = a) => t.call<InvoiceExportMailPreviewDto>('GET', mailUrl(id), { token });
const storedMails = () => t.db.select().from(invoiceExportMails).where(eq(invoiceExportMails.tenantId, aId));
const download = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).rawPayload;

/** The one mail the sink received since `after`, parsed. */
async function onlyMailSince(after: number): Promise<ParsedMail> {
  const mail = await sink.nextMailTo(inbox, after);
  expect(sink.received.slice(after)).toHaveLength(1);
  expect(mail.to).toEqual([inbox]);
  return simpleParser(mail.raw);
}

const filesOf = (parsed: ParsedMail) => parsed.attachments.filter((attachment) => attachment.contentDisposition === 'attachment');
const fileNamed = (files: Attachment[], suffix: string) => {
  const found = files.find((file) => file.filename?.endsWith(suffix));
  if (!found) throw new Error(`no ${suffix} attached`);
  return found;
};

async function workbookTable(content: Buffer, totalLabel: string) {
  const sheet = (await workbookOf(content)).worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return tableOf(sheet, totalLabel);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({ config: { smtpUrl: sink.url, mailFrom: 'LeaseDesk <no-reply@leasedesk.example>' }, logStream: { write: (line) => void logLines.push(line) } });
  admin = await t.loginAdministrator();
  const user = await t.loginUser();
  aId = t.seed.tenantIds.csi;
  a = await t.tenantToken(user, aId);
  b = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  const north = await lessor(t, a, 'Leasing Północ Sp. z o.o.', 773_300_001, 'M/1');
  const south = await lessor(t, a, 'Leasing Południe S.A.', 773_300_101, 'M/2');
  const march = await storeReport(t, aId, 'Marzec 2025', [
    completeLine(north, 'FV/M/1', 900, 207),
    completeLine(north, 'FV/M/1', 45, 0, { vatRate: '0', vatRateCode: 'zw', positionDescription: 'Ubezpieczenie' }),
    completeLine(south, 'FV/M/2', 100, 23),
  ]);
  // A report name typed with a line break (as an import from another tool might store it): it must not reach a header as one.
  const april = await storeReport(t, aId, hostileReport, [completeLine(north, 'FV/K/1', 500, 115, { periodInvoiced: '2025-04-01' })]);
  reportIds = [march.reportId, april.reportId];
  const sent = await t.call<{ id: number; token: string }>('POST', '/api/extensivereport/send', { token: a, body: { extensiveReportDtos: [...march.lineIds, ...april.lineIds].map((id) => ({ id })) } });
  if (!sent.body.value) throw new Error(sent.raw);
  sentOfA = sent.body.value;
  const [exported] = await t.db.select().from(invoiceExports).where(eq(invoiceExports.id, sentOfA.id));
  if (!exported) throw new Error('no export');
  sentOn = warsawDay(exported.createDate);
  const ofB = await lessor(t, b, 'Leasing B', 773_300_201, 'M/1');
  const sentB = await t.call<{ id: number; token: string }>('POST', '/api/extensivereport/send', {
    token: b,
    body: { extensiveReportDtos: (await storeReport(t, t.seed.tenantIds.ifrs16, 'Marzec 2025', [completeLine(ofB, 'FV/B/1', 3, 0.69)])).lineIds.map((id) => ({ id })) },
  });
  if (!sentB.body.value) throw new Error(sentB.raw);
  sentOfB = sentB.body.value;
  await saveSettings('en');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const subjectOf = (id: number) => `Invoices of ${client}: send ${id} of ${sentOn} [Marzec 2025, Kwiecień Bcc: evil@evil.example]`;

describe('GET /api/reports/{id}/email before any mail', () => {
  it('says to whom and under which subject the send would go, with every placeholder filled and the report name on one line', async () => {
    const reply = await preview(sentOfA.id);
    expect(reply.body.value).toEqual({ invoiceExportId: sentOfA.id, smtpConfigured: true, settingsSaved: true, recipient: inbox, subject: subjectOf(sentOfA.id), mails: [] });
    expect((await t.call<EmailSettingsDto>('GET', `/api/tenants/${aId}/emailsettings`, { token: a })).body.value?.smtpConfigured).toBe(true);
  });
});

describe('POST /api/reports/{id}/email', () => {
  let answer: InvoiceExportMailDto;
  let parsed: ParsedMail;

  it('mails the send once, to the inbox, from the sender, under the filled subject, and answers what went', async () => {
    const mark = await auditMark(t.db);
    const after = sink.received.length;
    const reply = await mail(sentOfA.id);
    expect(reply.body.errors).toEqual([]);
    answer = reply.body.value as InvoiceExportMailDto;
    expect(answer).toEqual({
      id: expect.any(Number),
      invoiceExportId: sentOfA.id,
      recipient: inbox,
      subject: subjectOf(sentOfA.id),
      attachments: [`invoices-sent-${sentOfA.id}-${sentOn}.xlsx`, `optima-purchase-vat-register-${sentOfA.id}-${sentOn}.xml`],
      mailedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    parsed = await onlyMailSince(after);
    expect(parsed.from?.value).toEqual([{ name: sender, address: 'no-reply@leasedesk.example' }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((to) => to.address) : null).toEqual([inbox]);
    expect(parsed.subject).toBe(answer.subject);
    // The report's line break reached no header: no Bcc, no recipient but the inbox.
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.headerLines.some((line) => /^bcc/i.test(line.key))).toBe(false);
    expect((await storedMails()).map((row) => [row.id, row.invoiceExportId, row.recipient, row.subject, row.sentBy])).toEqual([[answer.id, sentOfA.id, inbox, answer.subject, t.seed.userId]]);

    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.label, e.tenantId, e.userId, e.changes, e.counts])).toEqual([
      ['mail', 'invoiceReport', String(reportIds[0]), 'Marzec 2025', aId, t.seed.userId, [{ field: 'invoiceExportId', before: null, after: sentOfA.id }, { field: 'emailAddress', before: null, after: inbox }], { lines: 3, invoices: 2 }],
      ['mail', 'invoiceReport', String(reportIds[1]), hostileReport, aId, t.seed.userId, [{ field: 'invoiceExportId', before: null, after: sentOfA.id }, { field: 'emailAddress', before: null, after: inbox }], { lines: 1, invoices: 1 }],
    ]);
  });

  it('attaches the workbook and the XML its downloads give: the same rows and totals, the same XML byte for byte', async () => {
    const files = filesOf(parsed);
    expect(files.map((file) => file.filename)).toEqual(answer.attachments);
    const workbook = fileNamed(files, '.xlsx');
    const xml = fileNamed(files, '.xml');
    expect(workbook.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xml.contentType).toBe('application/xml');

    const mailed = await workbookTable(workbook.content, 'Total');
    const downloaded = await workbookTable(await download(`/api/reports/${sentOfA.id}/excel/${sentOfA.token}/enovareports?lang=en`), 'Total');
    expect(mailed.header).toEqual(downloaded.header);
    expect(mailed.rows).toEqual(downloaded.rows);
    expect(mailed.total).toEqual(downloaded.total);
    expect(mailed.rows).toHaveLength(4);
    // The send's lines: 900 + 45 + 100 + 500 net, 207 + 0 + 23 + 115 VAT.
    expect(mailed.rows.map((row) => row['Invoice number']).sort()).toEqual(['FV/K/1', 'FV/M/1', 'FV/M/1', 'FV/M/2']);
    expect(mailed.total).toMatchObject({ 'Net amount (PLN)': { result: 1545 }, 'VAT amount (PLN)': { result: 345 }, 'Gross amount (PLN)': { result: 1890 } });

    const downloadedXml = await download(`/api/reports/${sentOfA.id}/xml/${sentOfA.token}/optima?lang=en`);
    expect(xml.content.equals(downloadedXml)).toBe(true);
  });

  it('writes the body in English, naming the client, its NIP, the send, its counts and totals, with the client’s logo inline', async () => {
    const text = parsed.text ?? '';
    for (const line of [
      'Hello,',
      `Client: ${client}`,
      `NIP: ${taxId}`,
      `Send number: ${sentOfA.id}`,
      `Date of the send: ${sentOn.split('-').reverse().join('/')}`,
      'Invoices: 3',
      'Invoice lines: 4',
      `Net (PLN): ${formatFixed(1545, 2)}`,
      `VAT (PLN): ${formatFixed(345, 2)}`,
      `Gross (PLN): ${formatFixed(1890, 2)}`,
      `Attached: ${answer.attachments.join(', ')}`,
    ]) {
      expect(text).toContain(line);
    }
    const tenant = (await t.call<TenantDto>('GET', `/api/tenants/${aId}`, { token: admin })).body.value as TenantDto;
    const logo = parsed.attachments.find((attachment) => attachment.cid === 'client-logo@leasedesk');
    expect(logo?.contentType).toBe('image/png');
    expect(`data:image/png;base64,${logo?.content.toString('base64')}`).toBe(tenant.logo);
    // mailparser shows the inline image in place of its cid: reference.
    expect(parsed.html).toContain('data:image/png;base64,');
    expect(parsed.html).toContain(client);
  });

  it('lists the mail in the preview', async () => {
    expect((await preview(sentOfA.id)).body.value?.mails).toEqual([answer]);
  });

  it('writes the body and the files in Polish when the settings say so, and lists the newest mail first', async () => {
    await saveSettings('pl');
    const after = sink.received.length;
    const reply = await mail(sentOfA.id);
    expect(reply.body.errors).toEqual([]);
    const polish = reply.body.value as InvoiceExportMailDto;
    expect(polish.attachments).toEqual([`faktury-wyslane-${sentOfA.id}-${sentOn}.xlsx`, `optima-rejestr-zakupu-vat-${sentOfA.id}-${sentOn}.xml`]);
    const parsedPolish = await onlyMailSince(after);
    const text = parsedPolish.text ?? '';
    for (const line of ['Dzień dobry,', `Klient: ${client}`, `Numer wysyłki: ${sentOfA.id}`, `Data wysyłki: ${sentOn.split('-').reverse().join('.')}`, 'Faktury: 3', 'Pozycje faktur: 4', `Brutto (PLN): ${formatFixed(1890, 2)}`]) {
      expect(text).toContain(line);
    }
    const files = filesOf(parsedPolish);
    const downloadedXml = await download(`/api/reports/${sentOfA.id}/xml/${sentOfA.token}/optima?lang=pl`);
    expect(fileNamed(files, '.xml').content.equals(downloadedXml)).toBe(true);
    const mailed = await workbookTable(fileNamed(files, '.xlsx').content, 'Razem');
    const downloaded = await workbookTable(await download(`/api/reports/${sentOfA.id}/excel/${sentOfA.token}/enovareports?lang=pl`), 'Razem');
    expect(mailed.rows).toEqual(downloaded.rows);
    expect(mailed.total).toEqual(downloaded.total);
    // each mail as it went: the English one keeps its English file names after the settings turned Polish
    expect((await preview(sentOfA.id)).body.value?.mails).toEqual([polish, answer]);
    expect((await storedMails()).map((row) => row.attachments)).toEqual(expect.arrayContaining([answer.attachments, polish.attachments]));
  });
});

describe('another tenant’s send', () => {
  it('is the same 404 as a send that does not exist, for the preview and the mail, and nothing is mailed or stored', async () => {
    const before = (await storedMails()).length;
    const after = sink.received.length;
    for (const method of ['GET', 'POST'] as const) {
      const ofA = await t.call(method, mailUrl(sentOfA.id), { token: b });
      const missing = await t.call(method, mailUrl(missingId), { token: b });
      expect(ofA.status, method).toBe(404);
      expect(ofA.body, method).toEqual({ success: false, errors: [{ propertyName: '', message: 'Export not found' }], value: null });
      expect({ status: missing.status, body: missing.body }, method).toEqual({ status: ofA.status, body: ofA.body });
    }
    expect((await preview(sentOfB.id)).status).toBe(404);
    expect((await storedMails()).length).toBe(before);
    expect(sink.received.length).toBe(after);
  });

  it('refuses a body with anything in it', async () => {
    const reply = await t.call('POST', mailUrl(sentOfA.id), { token: a, body: { to: 'evil@evil.example' } });
    expect([reply.status, reply.body.errors.map((e) => e.propertyName)]).toEqual([200, ['to']]);
  });
});

describe('when the mail server is gone', () => {
  it('says nothing was sent, in English and Polish, stores no mail and logs why', async () => {
    await sink.close();
    const before = await storedMails();
    const english = await mail(sentOfA.id);
    expect([english.status, english.body]).toEqual([200, { success: false, errors: [{ propertyName: '', message: 'The mail server did not accept the mail, so nothing was sent: try again later' }], value: null }]);
    const polish = await mail(sentOfA.id, a, { 'accept-language': 'pl' });
    expect(polish.body.errors).toEqual([{ propertyName: '', message: 'Serwer poczty nie przyjął wiadomości, więc nic nie wysłano: spróbuj ponownie później' }]);
    expect(await storedMails()).toEqual(before);
    expect(logLines.filter((line) => line.includes('hand-off mail not accepted by the mail server'))).toHaveLength(2);
  });
});
