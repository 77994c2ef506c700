import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditFieldLabelKey, auditFieldOf, messageCatalogs, type AuditEntryDto, type PagedResult, type ReminderList, type ReminderPreferencesDto, type ReminderRunResult } from '@leasedesk/contract';
import { reminderDigests, reminderPreferences, reminderSentItems } from '../../../src/db/schema.ts';
import { reminderPreferenceAuditFields } from '../../../src/modules/reminders/reminder-preferences.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createContractor, createMember, createTenant, reminders, saveAgreement, savePreferences, setToday, tokenOf } from './support.ts';

/**
 * The reminders' routes without a mail server: the home list in the kinds a user chose, the preferences (defaults,
 * strict body, audited, per user and tenant) and the administrator's run, which then holds every digest.
 */
let t: TestApp;
let admin: string;
let tenantA: number;
let tenantB: number;
let agreementOfA: number;

const email = 'kinga@reminders.leasedesk.test';
const other = 'lech@reminders.leasedesk.test';
const tokenIn = (tenantId: number, who: string = email) => tokenOf(t, who, tenantId);

const defaults: ReminderPreferencesDto = { leaseEnd: true, indexation: true, payments: true, impairment: true, emailDigest: false, language: 'en', email, smtpConfigured: false };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAdministrator();
  tenantA = await createTenant(t, admin, 'Przypomnienia A', 1);
  tenantB = await createTenant(t, admin, 'Przypomnienia B', 1);
  await createMember(t, admin, email, 'Kinga', [tenantA, tenantB]);
  await createMember(t, admin, other, 'Lech', [tenantA]);
  const token = await tokenIn(tenantA);
  const contractorId = await createContractor(t, token, 'Sekretny Wynajmujący', 530_400_001);
  // Monthly in arrears from 2025-03-01 with 3 % a year: pays on the last day of each month, indexed on 2026-03-31, ends 2027-02-28.
  agreementOfA = (
    await saveAgreement(t, token, {
      contractorId,
      contractNumber: 'TAJNA/1',
      scheduleNumber: '1',
      startingDate: '2025-03-01',
      termInMonths: 24,
      rentPaymentAmount: 1000,
      indexationRate: 3,
      paymentDue: 1,
      paymentInterval: 0,
      incrementalBorrowingRate: 0.06,
      depreciationMethod: 0,
    })
  ).id;
});
afterAll(async () => t.close());

describe('GET/PUT /api/reminders/preferences', () => {
  it('answers the defaults until the user saves, with the user’s e-mail and whether mail can leave', async () => {
    const reply = await t.call<ReminderPreferencesDto>('GET', '/api/reminders/preferences', { token: await tokenIn(tenantA) });
    expect(reply.body).toEqual({ success: true, errors: [], value: defaults });
  });

  it('stores the choice (the e-mail and SMTP flag sent back are ignored) and answers it', async () => {
    const token = await tokenIn(tenantA);
    const body = { ...defaults, payments: false, emailDigest: true, language: 'pl', email: 'intruder@example.com', smtpConfigured: true };
    const saved = await t.call<ReminderPreferencesDto>('PUT', '/api/reminders/preferences', { token, body });
    const expected = { ...defaults, payments: false, emailDigest: true, language: 'pl' };
    expect(saved.body).toEqual({ success: true, errors: [], value: expected });
    expect((await t.call('GET', '/api/reminders/preferences', { token })).body.value).toEqual(expected);
    const rows = await t.db.select().from(reminderPreferences).where(eq(reminderPreferences.tenantId, tenantA));
    expect(rows.map(({ updateDate: _updated, ...row }) => row)).toEqual([
      { tenantId: tenantA, userId: rows[0]?.userId, leaseEnd: true, indexation: true, payments: false, impairment: true, emailDigest: true, language: 'pl' },
    ]);
  });

  it('keeps each user’s and each tenant’s choice apart', async () => {
    expect((await t.call('GET', '/api/reminders/preferences', { token: await tokenIn(tenantB) })).body.value).toEqual(defaults);
    expect((await t.call('GET', '/api/reminders/preferences', { token: await tokenIn(tenantA, other) })).body.value).toEqual({ ...defaults, email: other });
  });

  it('refuses unknown properties, missing fields and a language it does not speak, one error per field, storing nothing', async () => {
    const token = await tokenIn(tenantB);
    const reply = await t.call('PUT', '/api/reminders/preferences', { token, body: { leaseEnd: true, indexation: 'yes', payments: true, impairment: true, language: 'de', tenantId: tenantA } });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors.map((error) => error.propertyName).sort()).toEqual(['emailDigest', 'indexation', 'language', 'tenantId']);
    expect(await t.db.select().from(reminderPreferences).where(eq(reminderPreferences.tenantId, tenantB))).toEqual([]);
  });

  it('audits each save with what changed from what was in effect, under the user, labelled in both languages', async () => {
    const token = await tokenIn(tenantB);
    await savePreferences(t, token, { indexation: false, emailDigest: true });
    await savePreferences(t, token, { indexation: false, emailDigest: true });
    const trail = await t.call<PagedResult<AuditEntryDto>>('GET', '/api/audit?entity=reminderPreferences', { token });
    const entries = trail.body.value?.items ?? [];
    expect(entries.map((entry) => ({ action: entry.action, label: entry.label, userName: entry.userName, changes: entry.changes }))).toEqual([
      { action: 'update', label: email, userName: email, changes: [] },
      {
        action: 'update',
        label: email,
        userName: email,
        changes: [
          { field: 'indexation', before: true, after: false },
          { field: 'emailDigest', before: false, after: true },
        ],
      },
    ]);
    for (const field of reminderPreferenceAuditFields) {
      expect(auditFieldOf(field), field).not.toBeNull();
      for (const language of ['en', 'pl'] as const) expect(messageCatalogs[language][auditFieldLabelKey('reminderPreferences', field, 'IFRS16')], `${language} ${field}`).toBeTruthy();
    }
    expect(messageCatalogs.pl['audit.entity.reminderPreferences']).toBe('Ustawienia przypomnień');
  });
});

describe('GET /api/reminders', () => {
  it('answers what is due in the kinds the user chose (Kinga turned payments off in A)', async () => {
    const keys = (await reminders(t, await tokenIn(tenantA), '2026-03-25')).map((item) => item.key);
    expect(keys).toEqual([`impairment:${agreementOfA}:2025-12-31`, `indexation:${agreementOfA}:2026-03-31`]);
    // Lech has chosen nothing: every kind, the payment of 31 March included.
    expect((await reminders(t, await tokenIn(tenantA, other), '2026-03-25')).map((item) => item.key)).toEqual([
      `impairment:${agreementOfA}:2025-12-31`,
      `indexation:${agreementOfA}:2026-03-31`,
      `payment:${agreementOfA}:2026-03-31`,
    ]);
  });

  it('answers nothing for a user who turned every kind off', async () => {
    const token = await tokenIn(tenantA, other);
    await savePreferences(t, token, { leaseEnd: false, indexation: false, payments: false, impairment: false, emailDigest: false });
    expect(await reminders(t, token, '2026-03-25')).toEqual([]);
    await savePreferences(t, token, { emailDigest: false });
  });

  it('never shows another tenant’s agreements: the same user in B sees none of A’s', async () => {
    const forB = await t.call<ReminderList>('GET', '/api/reminders?day=2026-03-25', { token: await tokenIn(tenantB) });
    expect(forB.body).toEqual({ success: true, errors: [], value: { day: '2026-03-25', items: [] } });
    expect(forB.raw).not.toMatch(/TAJNA|Sekretny/);
  });

  it('takes today in Poland without ?day, and refuses a day that is not a date as a field error', async () => {
    setToday(t, '2026-03-25');
    const token = await tokenIn(tenantA, other);
    const today = await t.call<ReminderList>('GET', '/api/reminders', { token });
    expect(today.body.value?.day).toBe('2026-03-25');
    expect(today.body.value?.items.map((item) => item.kind)).toEqual([3, 1, 2]);
    const bad = await t.call('GET', '/api/reminders?day=2026-02-30', { token });
    expect(bad.status).toBe(200);
    expect(bad.body.errors.map((error) => error.propertyName)).toEqual(['day']);
  });

  it('is for tenant tokens only', async () => {
    expect((await t.call('GET', '/api/reminders', { token: admin })).status).toBe(403);
    expect((await t.call('GET', '/api/reminders')).status).toBe(401);
    expect((await t.call('POST', '/api/reminders/run', { token: await tokenIn(tenantA), body: {} })).status).toBe(403);
  });
});

describe('POST /api/reminders/run without a mail server', () => {
  it('answers each digest with something new as notConfigured, and claims and stores nothing', async () => {
    const token = await tokenIn(tenantA);
    await savePreferences(t, token, { emailDigest: true });
    const reply = await t.call<ReminderRunResult>('POST', '/api/reminders/run', { token: admin, body: { day: '2026-03-25' } });
    expect(reply.body.value).toEqual({
      day: '2026-03-25',
      smtpConfigured: false,
      digests: [{ tenantId: tenantA, tenantName: 'Przypomnienia A', userId: expect.any(Number), recipient: email, itemCount: 3, status: 'notConfigured' }],
    });
    expect(await t.db.select().from(reminderDigests)).toEqual([]);
    expect(await t.db.select().from(reminderSentItems).where(and(eq(reminderSentItems.tenantId, tenantA)))).toEqual([]);
  });

  it('refuses a body with anything but a day', async () => {
    const reply = await t.call('POST', '/api/reminders/run', { token: admin, body: { day: '2026-03-25', tenantId: tenantA } });
    expect(reply.body.errors.map((error) => error.propertyName)).toEqual(['tenantId']);
  });
});
