import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReminderRunResult, ReminderUnsubscribeResult } from '@leasedesk/contract';
import { reminderDigests, reminderPreferences, reminderSentItems } from '../../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { exampleA } from '../lease-agreements/support.ts';
import {
  createContractor,
  createMember,
  createTenant,
  reminders,
  saveAgreement,
  savePreferences,
  startRefusableSmtpSink,
  tokenOf,
  type ParsedMail,
  type RefusableSmtpSink,
} from './support.ts';

/**
 * The daily digest end to end, through a real SMTP server: who gets one (those who turned it on, in their language,
 * with the kinds they chose), what it holds (only what no digest told them before), that a day's digest leaves once
 * however often the day is run, that a refused one is tried again, and that the links in it unsubscribe.
 */
let t: TestApp;
let sink: RefusableSmtpSink;
let admin: string;
let firm: number;
let client: number;
const users: Record<string, number> = {};
const agreements: Record<string, number> = {};
const firmName = 'Ósemka & <Partnerzy>';
const contractorName = 'Kowalski & "Synowie" <Sp. j.>';
const nbsp = '\u00a0';

const emailOf = (name: string) => `${name}@digest.leasedesk.test`;
const tokenIn = async (name: string, tenantId: number = firm) => tokenOf(t, emailOf(name), tenantId);

async function run(day: string): Promise<ReminderRunResult> {
  const reply = await t.call<ReminderRunResult>('POST', '/api/reminders/run', { token: admin, body: { day } });
  if (!reply.body.value) throw new Error(`run not answered: ${reply.raw}`);
  return reply.body.value;
}

/** The run's digests as (tenant, user, count, status). */
const summary = (result: ReminderRunResult) => result.digests.map((digest) => [digest.tenantName, digest.recipient, digest.itemCount, digest.status]);
const mailTo = (mails: ParsedMail[], name: string) => mails.filter((mail) => mail.to === emailOf(name));
const unsubscribeTokenOf = (mail: ParsedMail) => /\/unsubscribe\/([\w.-]+)/.exec(mail.text)?.[1] ?? '';
const sentKeys = async (name: string) =>
  (await t.db.select({ key: reminderSentItems.itemKey }).from(reminderSentItems).where(and(eq(reminderSentItems.tenantId, firm), eq(reminderSentItems.userId, users[name] as number)))).map((row) => row.key).sort();

beforeAll(async () => {
  sink = await startRefusableSmtpSink();
  t = await startTestApp({ config: { smtpUrl: sink.url } });
  admin = await t.loginAdministrator();
  firm = await createTenant(t, admin, firmName, 1);
  client = await createTenant(t, admin, 'Klient CSI', 0);
  for (const [name, firstName] of [['anna', 'Anna'], ['piotr', 'Piotr'], ['ewa', 'Ewa'], ['olek', 'Olek'], ['zofia', 'Zofia'], ['gone', 'Gerard']] as const) {
    users[name] = await createMember(t, admin, emailOf(name), firstName, name === 'anna' ? [firm, client] : [firm]);
  }
  const token = await tokenIn('anna');
  const contractorId = await createContractor(t, token, contractorName, 530_300_001);
  const ifrs16 = { contractorId, scheduleNumber: '1', incrementalBorrowingRate: 0.06, depreciationMethod: 0, paymentInterval: 0 } as const;
  // P ends on 2026-02-28 and pays 1 234,56 that day (in arrears); L pays 800,00 on the first of each month (in advance).
  agreements['P'] = (await saveAgreement(t, token, { ...ifrs16, contractNumber: 'P/1', startingDate: '2024-03-01', termInMonths: 24, rentPaymentAmount: 1234.56, paymentDue: 1 })).id;
  agreements['L'] = (await saveAgreement(t, token, { ...ifrs16, contractNumber: 'L/1', startingDate: '2025-06-01', termInMonths: 60, rentPaymentAmount: 800, paymentDue: 0 })).id;
  // The other tenant: DOMAIN §12's example A (CSI), which pays 9 500,00 on 2026-03-01.
  const clientToken = await tokenIn('anna', client);
  agreements['Q'] = (await saveAgreement(t, clientToken, { ...exampleA(await createContractor(t, clientToken, 'Leasing Q', 530_300_002)), contractNumber: 'Q/1' })).id;

  await savePreferences(t, token, {});
  await savePreferences(t, await tokenIn('anna', client), {});
  await savePreferences(t, await tokenIn('piotr'), { language: 'pl', leaseEnd: false, indexation: false, impairment: false });
  await savePreferences(t, await tokenIn('ewa'), { emailDigest: false });
  await savePreferences(t, await tokenIn('olek'), {});
  await savePreferences(t, await tokenIn('zofia'), {});
  await savePreferences(t, await tokenIn('gone'), {});
  await t.call('DELETE', `/api/users/${users['gone']}`, { token: admin });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('the daily digest', () => {
  let firstMails: ParsedMail[];
  let firstRun: ReminderRunResult;

  it('mails each user who turned it on one digest per tenant, and answers what it sent', async () => {
    firstRun = await run('2026-02-22');
    firstMails = sink.takeAll();
    expect(firstRun.smtpConfigured).toBe(true);
    expect(summary(firstRun)).toEqual([
      [firmName, emailOf('anna'), 5, 'sent'],
      [firmName, emailOf('piotr'), 2, 'sent'],
      [firmName, emailOf('olek'), 5, 'sent'],
      [firmName, emailOf('zofia'), 5, 'sent'],
      ['Klient CSI', emailOf('anna'), 1, 'sent'],
    ]);
    expect(firstRun.digests[0]).toEqual({ tenantId: firm, tenantName: firmName, userId: users['anna'], recipient: emailOf('anna'), itemCount: 5, status: 'sent' });
    expect(firstMails.map((mail) => mail.to).sort()).toEqual([emailOf('anna'), emailOf('anna'), emailOf('olek'), emailOf('piotr'), emailOf('zofia')]);
    // Ewa did not turn it on, Gerard's account is deleted.
    expect(mailTo(firstMails, 'ewa')).toEqual([]);
    expect(mailTo(firstMails, 'gone')).toEqual([]);
  });

  it('lists the new dates grouped by kind, in English, with the app and unsubscribe links and the one-click headers', async () => {
    const [mail] = mailTo(firstMails, 'anna').filter((m) => m.subject.includes(firmName));
    if (!mail) throw new Error('no digest of the firm to Anna');
    const token = unsubscribeTokenOf(mail);
    expect(token.split('.')).toHaveLength(3);
    expect(mail.subject).toBe(`LeaseDesk reminders: 5 dates to watch at ${firmName}`);
    const line = (number: string, text: string) => `- ${number} / 1, ${contractorName}: ${text}`;
    expect(mail.text.replace(/\r\n/g, '\n').trim()).toBe(
      [
        'Hello Anna,',
        '',
        `These dates of the leases at ${firmName} are coming up, new since your last digest:`,
        '',
        'Leases ending within 90 days',
        line('P/1', 'ends on 28/02/2026'),
        '',
        'Payments due within 7 days',
        line('P/1', `1${nbsp}234,56 due on 28/02/2026`),
        line('L/1', '800,00 due on 01/03/2026'),
        '',
        'Impairment questionnaires to complete',
        line('L/1', 'the questionnaire for the year ended 31/12/2025 is not complete'),
        line('P/1', 'the questionnaire for the year ended 31/12/2025 is not complete'),
        '',
        'Open LeaseDesk: http://leasedesk.test/',
        '',
        `You receive this digest because you turned it on for ${firmName} in LeaseDesk.`,
        `Stop these mails: http://leasedesk.test/unsubscribe/${token}`,
      ].join('\n'),
    );
    expect(mail.listUnsubscribe).toBe(`<http://leasedesk.test/api/reminders/unsubscribe/${token}>`);
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    // Every text in the HTML is escaped: the firm's and the contractor's names never become markup.
    expect(mail.html).toContain('Ósemka &amp; &lt;Partnerzy&gt;');
    expect(mail.html).toContain('Kowalski &amp; &quot;Synowie&quot; &lt;Sp. j.&gt;');
    expect(mail.html).not.toContain('<Partnerzy>');
    expect(mail.html).not.toContain('<Sp. j.>');
    expect(mail.html).toContain(`<a href="http://leasedesk.test/unsubscribe/${token}">Stop these mails</a>`);
    expect(mail.html).toContain('<a href="http://leasedesk.test/">Open LeaseDesk</a>');
    expect(mail.html).toContain('<h3>Leases ending within 90 days</h3>');
  });

  it('writes Polish for a user who chose it, with only the kinds chosen', async () => {
    const [mail] = mailTo(firstMails, 'piotr');
    expect(mail?.subject).toBe(`Przypomnienia LeaseDesk: 2 terminy do dopilnowania (${firmName})`);
    const text = mail?.text ?? '';
    expect(text).toContain('Dzień dobry Piotr,');
    expect(text).toContain('Płatności w ciągu 7 dni');
    expect(text).toContain(`- P/1 / 1, ${contractorName}: płatność 1${nbsp}234,56 w dniu 28.02.2026`);
    expect(text).toContain(`- L/1 / 1, ${contractorName}: płatność 800,00 w dniu 01.03.2026`);
    expect(text).not.toContain('Umowy kończące się');
    expect(text).not.toContain('utraty wartości');
    expect(text).toContain('Zrezygnuj z tych wiadomości: http://leasedesk.test/unsubscribe/');
  });

  it('keeps a digest per tenant: the other tenant’s holds its own dates only', async () => {
    const [mail] = mailTo(firstMails, 'anna').filter((m) => m.subject.includes('Klient CSI'));
    expect(mail?.subject).toBe('LeaseDesk reminders: 1 date to watch at Klient CSI');
    expect(mail?.text).toContain(`Q/1 / 1, Leasing Q: 9${nbsp}500,00 due on 01/03/2026`);
    expect(mail?.text).not.toContain('P/1');
  });

  it('records the digest as sent and the dates it told, exactly those due', async () => {
    const [digest] = await t.db.select().from(reminderDigests).where(and(eq(reminderDigests.tenantId, firm), eq(reminderDigests.userId, users['anna'] as number)));
    expect(digest).toMatchObject({ day: '2026-02-22', recipient: emailOf('anna'), itemCount: 5, status: 'sent' });
    const due = (await reminders(t, await tokenIn('anna'), '2026-02-22')).map((item) => item.key).sort();
    expect(await sentKeys('anna')).toEqual(due);
    expect(await sentKeys('piotr')).toEqual([`payment:${agreements['L']}:2026-03-01`, `payment:${agreements['P']}:2026-02-28`].sort());
  });

  it('unsubscribes through the mail’s link, and through a mail client’s one-click POST (a form)', async () => {
    const olek = mailTo(firstMails, 'olek')[0] as ParsedMail;
    const byLink = await t.call<ReminderUnsubscribeResult>('POST', `/api/reminders/unsubscribe/${unsubscribeTokenOf(olek)}`);
    expect(byLink.body).toEqual({ success: true, errors: [], value: { email: emailOf('olek'), tenantName: firmName } });
    const zofia = mailTo(firstMails, 'zofia')[0] as ParsedMail;
    const oneClickUrl = (zofia.listUnsubscribe ?? '').replace(/^<http:\/\/leasedesk\.test|>$/g, '');
    const oneClick = await t.app.inject({ method: 'POST', url: oneClickUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: zofia.listUnsubscribePost ?? '' });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ success: true, errors: [], value: { email: emailOf('zofia'), tenantName: firmName } });
    const digestOn = async (name: string) =>
      (await t.db.select({ on: reminderPreferences.emailDigest }).from(reminderPreferences).where(and(eq(reminderPreferences.tenantId, firm), eq(reminderPreferences.userId, users[name] as number))))[0]?.on;
    expect([await digestOn('olek'), await digestOn('zofia'), await digestOn('anna')]).toEqual([false, false, true]);
  });

  it('sends nothing when the same day runs again', async () => {
    const again = await run('2026-02-22');
    expect(again.digests).toEqual([]);
    expect(sink.takeAll()).toEqual([]);
  });

  it('holds a date that became due after the day’s digest left for the next day (alreadySent), never a second mail', async () => {
    const token = await tokenIn('anna');
    const contractorId = (await t.call<{ id: number }[]>('GET', '/api/contractors', { token })).body.value?.[0]?.id as number;
    // X (from 2025-03-01, 13 months in advance) pays on 2026-03-01 and ends on 2026-03-31; it ran at the year end 2025.
    agreements['X'] = (await saveAgreement(t, token, { contractorId, contractNumber: 'X/1', scheduleNumber: '1', startingDate: '2025-03-01', termInMonths: 13, rentPaymentAmount: 300, paymentDue: 0, paymentInterval: 0, incrementalBorrowingRate: 0.06, depreciationMethod: 0 })).id;
    const later = await run('2026-02-22');
    expect(summary(later)).toEqual([
      [firmName, emailOf('anna'), 3, 'alreadySent'],
      [firmName, emailOf('piotr'), 1, 'alreadySent'],
    ]);
    expect(sink.takeAll()).toEqual([]);
  });

  it('tells the next day only what is new: the held dates, not those told before; the unsubscribed get nothing', async () => {
    const next = await run('2026-02-23');
    expect(summary(next)).toEqual([
      [firmName, emailOf('anna'), 3, 'sent'],
      [firmName, emailOf('piotr'), 1, 'sent'],
    ]);
    const mails = sink.takeAll();
    expect(mails.map((mail) => mail.to)).toEqual([emailOf('anna'), emailOf('piotr')]);
    const anna = mails[0]?.text ?? '';
    expect(anna).toContain('X/1 / 1');
    expect(anna).not.toContain('P/1');
    expect(anna).not.toContain('L/1');
    expect(mails[1]?.subject).toBe(`Przypomnienia LeaseDesk: 1 termin do dopilnowania (${firmName})`);
    expect(mails[1]?.text).toContain('płatność 300,00 w dniu 01.03.2026');
  });

  it('marks a digest the mail server refused as failed, stores nothing as told, and sends it when the day runs again', async () => {
    sink.state.refusing = true;
    const refused = await run('2026-03-25');
    // L pays on 2026-04-01: new for both.
    expect(summary(refused)).toEqual([
      [firmName, emailOf('anna'), 1, 'failed'],
      [firmName, emailOf('piotr'), 1, 'failed'],
    ]);
    const [failed] = await t.db.select().from(reminderDigests).where(and(eq(reminderDigests.userId, users['anna'] as number), eq(reminderDigests.day, '2026-03-25')));
    expect(failed?.status).toBe('failed');
    expect(await sentKeys('anna')).not.toContain(`payment:${agreements['L']}:2026-04-01`);

    sink.state.refusing = false;
    const retried = await run('2026-03-25');
    expect(summary(retried)).toEqual([
      [firmName, emailOf('anna'), 1, 'sent'],
      [firmName, emailOf('piotr'), 1, 'sent'],
    ]);
    const mails = sink.takeAll();
    expect(mails.map((mail) => mail.subject)).toEqual([`LeaseDesk reminders: 1 date to watch at ${firmName}`, `Przypomnienia LeaseDesk: 1 termin do dopilnowania (${firmName})`]);
    expect(await sentKeys('anna')).toContain(`payment:${agreements['L']}:2026-04-01`);
    expect((await run('2026-03-25')).digests).toEqual([]);
    expect(sink.takeAll()).toEqual([]);
  });

  it('runs today in Poland when no day is given', async () => {
    t.clock.advance(Date.parse('2026-03-26T22:30:00Z') - t.clock().getTime()); // 23:30 in Warsaw, 26 March
    const reply = await t.call<ReminderRunResult>('POST', '/api/reminders/run', { token: await t.loginAdministrator() });
    expect(reply.body.value?.day).toBe('2026-03-26');
  });
});
