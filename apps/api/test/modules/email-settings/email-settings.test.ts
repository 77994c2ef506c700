import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSettingsDto, TenantDto } from '@leasedesk/contract';
import { emailSettings } from '../../../src/db/schema.ts';
import { auditEntriesAfter, auditMark } from '../../support/audit-trail.ts';
import { demoAccounts, startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';

/**
 * A client's e-mail settings (issue 30): defaults before the first save, saved and read back by an administrator,
 * read by the client's own tenant token and by no other, every header value a single line, every message in both
 * languages, and each save in the administration trail.
 */
let t: TestApp;
let admin: string;
let pretenant: string;
let ofCsi: string;
let csi: TenantDto;

const url = (tenantId: number) => `/api/tenants/${tenantId}/emailsettings`;
const missingId = 2147483647;
const taxId = validTaxId(526_025_099);

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Alfa Leasing Sp. z o.o.',
  taxId,
  emailAddress: 'Ksiegowosc@Biuro-Alfa.example',
  sender: 'Alfa Leasing – księgowość',
  emailTitle: 'Faktury {client}: wysyłka {number} z {date} ({reports})',
  language: 'pl',
  ...extra,
});

const read = (tenantId: number, token = admin) => t.call<EmailSettingsDto>('GET', url(tenantId), { token });
const save = (tenantId: number, settings: unknown, headers: Record<string, string> = {}) => t.call<EmailSettingsDto>('PUT', url(tenantId), { token: admin, body: settings, headers });
const storedRow = async (tenantId: number) => (await t.db.select().from(emailSettings).where(eq(emailSettings.tenantId, tenantId)))[0];
const newTenant = async (name: string) => (await t.call<TenantDto>('POST', '/api/tenant', { token: admin, body: { name, accountingStandard: 0 } })).body.value as TenantDto;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAdministrator();
  pretenant = await t.loginUser();
  ofCsi = await t.tenantToken(pretenant, t.seed.tenantIds.csi);
  csi = (await t.call<TenantDto>('GET', `/api/tenants/${t.seed.tenantIds.csi}`, { token: admin })).body.value as TenantDto;
});
afterAll(async () => t.close());

describe('before the first save', () => {
  it('answers the defaults: the tenant’s name as name and sender, its logo, no NIP or inbox, an English title with placeholders', async () => {
    const reply = await read(csi.id);
    expect(reply.status).toBe(200);
    expect(reply.body.value).toEqual({
      id: csi.id,
      name: csi.name,
      taxId: '',
      logo: csi.logo,
      emailAddress: '',
      sender: csi.name,
      emailTitle: 'Invoices for the accounting system: {client}, send {number} ({date})',
      language: 'en',
      smtpConfigured: false,
      isSaved: false,
    });
    expect(csi.logo).toMatch(/^data:image\/png;base64,/);
    // The client's own tenant token reads the same.
    expect((await read(csi.id, ofCsi)).body).toEqual(reply.body);
  });
});

describe('PUT /api/tenants/{id}/emailsettings', () => {
  it('saves the settings and answers them as GET reads them back, for the administrator and the client alike', async () => {
    const saved = await save(csi.id, body());
    expect(saved.body.errors).toEqual([]);
    const expected = {
      id: csi.id,
      name: 'Alfa Leasing Sp. z o.o.',
      taxId,
      logo: csi.logo,
      emailAddress: 'ksiegowosc@biuro-alfa.example',
      sender: 'Alfa Leasing – księgowość',
      emailTitle: 'Faktury {client}: wysyłka {number} z {date} ({reports})',
      language: 'pl',
      smtpConfigured: false,
      isSaved: true,
    };
    expect(saved.body.value).toEqual(expected);
    expect((await read(csi.id)).body.value).toEqual(expected);
    expect((await read(csi.id, ofCsi)).body.value).toEqual(expected);
  });

  it('accepts the record as GET answered it, ignoring its read-only fields, and the NIP as typed with dashes', async () => {
    const before = (await read(csi.id)).body.value as EmailSettingsDto;
    const reply = await save(csi.id, { ...before, logo: null, smtpConfigured: true, isSaved: false, language: 'en', taxId: `${taxId.slice(0, 3)}-${taxId.slice(3, 6)}-${taxId.slice(6)}` });
    expect(reply.body.errors).toEqual([]);
    expect(reply.body.value).toEqual({ ...before, language: 'en' });
    const mismatched = await save(csi.id, { ...before, id: t.seed.tenantIds.ifrs16 });
    expect(mismatched.body.errors.map((e) => e.propertyName)).toEqual(['id']);
  });

  it('answers the language omitted as English', async () => {
    const { language: _omitted, ...withoutLanguage } = body();
    expect((await save(csi.id, withoutLanguage)).body.value?.language).toBe('en');
  });

  it('refuses a line break or control character in every header value with the field’s error, stores nothing, and words it in both languages', async () => {
    const tenant = await newTenant('Nagłówki Sp. z o.o.');
    const hostile = '\r\nBcc: x@evil.example';
    for (const field of ['name', 'sender', 'emailTitle', 'emailAddress'] as const) {
      for (const value of [`Alfa${hostile}`, 'Alfa\nX-Injected: 1', 'Alfa\u2028Bcc: x@evil.example', 'Alfa\u0085x', 'Alfa\tBeta']) {
        const settings = body({ [field]: field === 'emailAddress' ? `ksiegowosc@alfa.example${value.slice(4)}` : value });
        const english = await save(tenant.id, settings);
        expect([english.status, english.body.success, english.body.errors], `${field} ${JSON.stringify(value)}`).toEqual([
          200,
          false,
          [{ propertyName: field, message: 'Must be a single line: no line breaks or control characters' }],
        ]);
      }
      const polish = await save(tenant.id, body({ [field]: field === 'emailAddress' ? `a@b.example${hostile}` : `Alfa${hostile}` }), { 'accept-language': 'pl' });
      expect(polish.body.errors).toEqual([{ propertyName: field, message: 'Musi być jednym wierszem: bez podziałów wiersza i znaków sterujących' }]);
    }
    expect(await storedRow(tenant.id)).toBeUndefined();
    expect((await read(tenant.id)).body.value?.isSaved).toBe(false);
  });

  it('refuses a bad NIP, a bad address, an unknown placeholder, an empty sender and an unknown field, in English and Polish', async () => {
    const tenant = await newTenant('Walidacja Sp. z o.o.');
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ taxId: '1234567890' }, 'taxId', 'Tax id has an invalid check digit', 'NIP ma nieprawidłową cyfrę kontrolną'],
      [{ emailAddress: 'not an address' }, 'emailAddress', 'Enter a valid e-mail address', 'Wpisz poprawny adres e-mail'],
      [{ emailTitle: 'Faktury {numer} z {date}' }, 'emailTitle', 'Unknown placeholder: use only {number}, {reports}, {date} and {client}', 'Nieznany znacznik: używaj tylko {number}, {reports}, {date} i {client}'],
      [{ sender: '   ' }, 'sender', 'Required', 'Pole wymagane'],
      [{ tenantId: t.seed.tenantIds.ifrs16 }, 'tenantId', 'Unknown property', 'Nieznane pole'],
      [{ language: 'de' }, 'language', '', ''],
    ];
    for (const [change, field, english, polish] of cases) {
      const en = await save(tenant.id, body(change));
      const pl = await save(tenant.id, body(change), { 'accept-language': 'pl' });
      expect([en.status, en.body.success, en.body.errors.map((e) => e.propertyName)], field).toEqual([200, false, [field]]);
      expect(pl.body.errors.map((e) => e.propertyName), field).toEqual([field]);
      if (english) expect(en.body.errors[0]?.message, field).toBe(english);
      if (polish) expect(pl.body.errors[0]?.message, field).toBe(polish);
      expect(pl.body.errors[0]?.message, field).not.toBe(en.body.errors[0]?.message);
    }
    expect(await storedRow(tenant.id)).toBeUndefined();
  });

  it('answers 404 for a tenant that does not exist, and saves a deleted tenant’s settings as its own record allows', async () => {
    const missing = await save(missingId, body());
    expect([missing.status, missing.body.errors]).toEqual([404, [{ propertyName: '', message: 'Client not found' }]]);
    expect((await read(missingId)).status).toBe(404);
    const deleted = await newTenant('Usunięty Klient');
    await t.call('DELETE', `/api/tenants/${deleted.id}`, { token: admin });
    expect((await save(deleted.id, body())).body.value?.isSaved).toBe(true);
  });
});

describe('who may read and save', () => {
  it('answers a tenant token asking for another client exactly as for a client that does not exist', async () => {
    const other = await read(t.seed.tenantIds.ifrs16, ofCsi);
    const missing = await read(missingId, ofCsi);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Client not found' }], value: null });
    expect({ status: missing.status, body: missing.body }).toEqual({ status: other.status, body: other.body });
  });

  it('lets no user token save (403), nor a user token before a client is chosen read (403)', async () => {
    const before = await storedRow(csi.id);
    for (const token of [ofCsi, pretenant]) {
      const reply = await t.call('PUT', url(csi.id), { token, body: body({ emailAddress: 'evil@evil.example' }) });
      expect(reply.status).toBe(403);
    }
    expect((await read(csi.id, pretenant)).status).toBe(403);
    expect((await t.call('GET', url(csi.id))).status).toBe(401);
    expect(await storedRow(csi.id)).toEqual(before);
  });
});

describe('the trail', () => {
  it('records the first save as a create and later saves as updates of the changed fields, in the administration trail', async () => {
    const tenant = await newTenant('Ślad Sp. z o.o.');
    const mark = await auditMark(t.db);
    expect((await save(tenant.id, body())).body.success).toBe(true);
    expect((await save(tenant.id, body({ emailAddress: 'nowy@biuro-alfa.example', language: 'en' }))).body.success).toBe(true);
    expect((await save(tenant.id, body({ emailAddress: 'nowy@biuro-alfa.example', language: 'en' }))).body.success).toBe(true);
    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.label, e.tenantId, e.userId, e.userName])).toEqual(
      ['create', 'update', 'update'].map((action) => [action, 'emailSettings', String(tenant.id), 'Ślad Sp. z o.o.', null, t.seed.administratorId, demoAccounts.administrator.email]),
    );
    expect(entries.map((e) => e.changes)).toEqual([
      [
        { field: 'name', before: null, after: 'Alfa Leasing Sp. z o.o.' },
        { field: 'taxId', before: null, after: taxId },
        { field: 'emailAddress', before: null, after: 'ksiegowosc@biuro-alfa.example' },
        { field: 'sender', before: null, after: 'Alfa Leasing – księgowość' },
        { field: 'emailTitle', before: null, after: 'Faktury {client}: wysyłka {number} z {date} ({reports})' },
        { field: 'language', before: null, after: 'pl' },
      ],
      [
        { field: 'emailAddress', before: 'ksiegowosc@biuro-alfa.example', after: 'nowy@biuro-alfa.example' },
        { field: 'language', before: 'pl', after: 'en' },
      ],
      [],
    ]);
  });

  it('takes two first saves at once in turn: one creates, the other updates what the first left', async () => {
    const tenant = await newTenant('Wyścig Sp. z o.o.');
    const mark = await auditMark(t.db);
    const replies = await Promise.all([save(tenant.id, body({ sender: 'Pierwszy' })), save(tenant.id, body({ sender: 'Drugi' }))]);
    expect(replies.map((reply) => reply.body.success)).toEqual([true, true]);
    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    const last = entries[1]?.changes;
    expect(last).toEqual([{ field: 'sender', before: entries[0]?.changes.find((c) => c.field === 'sender')?.after, after: (await storedRow(tenant.id))?.sender }]);
  });

  it('shows the entries to the administrator in the audit route, worded in Polish', async () => {
    const reply = await t.call<{ items: { entity: string; action: string }[] }>('GET', '/api/audit?entity=emailSettings', { token: admin, headers: { 'accept-language': 'pl' } });
    expect(reply.status).toBe(200);
    expect(reply.body.value?.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(reply.body.value?.items.map((item) => item.entity))).toEqual(new Set(['emailSettings']));
  });
});
