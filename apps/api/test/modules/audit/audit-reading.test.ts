import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryDto, ContractorDto, PagedResult } from '@leasedesk/contract';
import { withAdministration, withTenant } from '../../../src/db/scope.ts';
import { recordAudit } from '../../../src/lib/audit/record-audit.ts';
import { tableOf, titleBlockOf, workbookOf } from '../../support/workbook-reading.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { demoAccounts, startTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Reading the trail: a record's history (newest first, paged, its own tenant's only), the tenant's or the
 * administration's whole trail with filters, and its Excel file behind a download token.
 */
let t: TestApp;
let user: string;
let a: string;
let b: string;
let administrator: string;
let contractorOfA: ContractorDto;

type Page = PagedResult<AuditEntryDto>;

beforeAll(async () => {
  t = await startTestApp();
  user = await t.loginUser();
  a = await t.tenantToken(user, t.seed.tenantIds.csi);
  b = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  administrator = await t.loginAdministrator();
  contractorOfA = (await t.call<ContractorDto>('POST', '/api/contractor', { token: a, body: { name: 'Sekretny Wynajmujący', taxId: validTaxId(611_000_000) } })).body.value as ContractorDto;
  for (const name of ['Sekretny 2', 'Sekretny 3']) {
    await t.call('PUT', `/api/contractors/${contractorOfA.id}`, { token: a, body: { name, taxId: contractorOfA.taxId } });
  }
});
afterAll(async () => t.close());

const page = async (url: string, token: string) => {
  const reply = await t.call<Page>('GET', url, { token });
  return { status: reply.status, body: reply.body, value: reply.body.value as Page };
};

describe('a record’s history', () => {
  it('answers the contractor’s entries newest first, paged', async () => {
    const all = await page(`/api/contractors/${contractorOfA.id}/history`, a);
    expect(all.status).toBe(200);
    expect(all.value).toMatchObject({ itemsCount: 3, pagesCount: 1, page: 1, pageSize: 20 });
    expect(all.value.items.map((e) => [e.action, e.label])).toEqual([
      ['update', 'Sekretny 3'],
      ['update', 'Sekretny 2'],
      ['create', 'Sekretny Wynajmujący'],
    ]);
    expect(all.value.items[0]).toMatchObject({
      entity: 'contractor',
      entityId: String(contractorOfA.id),
      tenantId: t.seed.tenantIds.csi,
      userId: t.seed.userId,
      userName: demoAccounts.user.email,
      changes: [{ field: 'name', before: 'Sekretny 2', after: 'Sekretny 3' }],
      counts: {},
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(Number.isNaN(Date.parse(all.value.items[0]?.occurredAt ?? ''))).toBe(false);
    const second = await page(`/api/contractors/${contractorOfA.id}/history?page=2&pageSize=2`, a);
    expect(second.value).toMatchObject({ itemsCount: 3, pagesCount: 2, page: 2, pageSize: 2 });
    expect(second.value.items.map((e) => e.action)).toEqual(['create']);
  });

  it('answers another tenant’s record exactly as a record that does not exist', async () => {
    const forB = await page(`/api/contractors/${contractorOfA.id}/history`, b);
    const nobody = await page('/api/contractors/2147483647/history', b);
    expect(forB.status).toBe(404);
    expect(forB.body).toEqual(nobody.body);
    expect(forB.body.errors).toEqual([{ propertyName: '', message: 'Contractor not found' }]);
    expect((await page(`/api/contractors/${contractorOfA.id}/history`, administrator)).status).toBe(403);
    expect((await page(`/api/contractors/${contractorOfA.id}/history`, user)).status).toBe(403);
  });

  it('keeps a deleted contractor’s history readable', async () => {
    const other = (await t.call<ContractorDto>('POST', '/api/contractor', { token: a, body: { name: 'Do usunięcia', taxId: validTaxId(611_001_000) } })).body.value as ContractorDto;
    await t.call('DELETE', `/api/contractors/${other.id}`, { token: a });
    const history = await page(`/api/contractors/${other.id}/history`, a);
    expect(history.value.items.map((e) => e.action)).toEqual(['delete', 'create']);
  });

  it('refuses paging it cannot answer as field errors in the caller’s language', async () => {
    const reply = await t.call('GET', `/api/contractors/${contractorOfA.id}/history?page=0&pageSize=500`, { token: a, headers: { 'accept-language': 'pl' } });
    expect({ status: reply.status, success: reply.body.success }).toEqual({ status: 200, success: false });
    expect(reply.body.errors.map((e) => e.propertyName).sort()).toEqual(['page', 'pageSize']);
  });
});

describe('the trail of a tenant and of administration', () => {
  it('shows a tenant its own entries only, and never another tenant’s', async () => {
    const forA = await page('/api/audit?pageSize=100', a);
    const forB = await page('/api/audit?pageSize=100', b);
    expect(forA.value.items.some((e) => e.entityId === String(contractorOfA.id) && e.entity === 'contractor')).toBe(true);
    expect(forA.value.items.every((e) => e.tenantId === t.seed.tenantIds.csi)).toBe(true);
    expect(forB.value.items.every((e) => e.tenantId === t.seed.tenantIds.ifrs16)).toBe(true);
    expect(JSON.stringify(forB.body)).not.toContain('Sekretny');
  });

  it('filters by entity, user and days (Warsaw days, both ends included)', async () => {
    await withTenant(t.db, t.seed.tenantIds.csi, (tx) => recordAudit(tx, { action: 'update', entity: 'salesPerson', entityId: 1, actor: { userId: 999, userName: 'inny@example.com' } }));
    const contractorsOnly = await page('/api/audit?entity=contractor&pageSize=100', a);
    expect(contractorsOnly.value.items.length).toBeGreaterThanOrEqual(3);
    expect(contractorsOnly.value.items.every((e) => e.entity === 'contractor')).toBe(true);
    const byOther = await page('/api/audit?user=999', a);
    expect(byOther.value.items.map((e) => [e.userName, e.entity])).toEqual([['inny@example.com', 'salesPerson']]);
    const users = await t.call<{ userId: number; userName: string }[]>('GET', '/api/audit/users', { token: a });
    expect(users.body.value).toEqual([
      { userId: t.seed.userId, userName: demoAccounts.user.email },
      { userId: 999, userName: 'inny@example.com' },
    ].sort((x, y) => x.userName.localeCompare(y.userName)));

    // An entry made just before midnight in Warsaw (22:59:59 UTC in winter) belongs to that day, not the next.
    await withTenant(t.db, t.seed.tenantIds.csi, async (tx) => {
      await recordAudit(tx, { action: 'update', entity: 'tenant', entityId: 1 });
    });
    await t.db.execute(sql`update audit_entries set occurred_at = '2026-01-15 22:59:59+00' where entity = 'tenant' and tenant_id = ${t.seed.tenantIds.csi}`);
    expect((await page('/api/audit?from=2026-01-15&to=2026-01-15', a)).value.items.map((e) => e.entity)).toEqual(['tenant']);
    expect((await page('/api/audit?from=2026-01-16&to=2026-01-16', a)).value.items).toEqual([]);
    expect((await page('/api/audit?from=2026-01-14&to=2026-01-14', a)).value.items).toEqual([]);
  });

  it('refuses a period that ends before it starts, in Polish for a Polish caller', async () => {
    const reply = await t.call('GET', '/api/audit?from=2026-02-01&to=2026-01-31', { token: a, headers: { 'accept-language': 'pl' } });
    expect({ status: reply.status, success: reply.body.success }).toEqual({ status: 200, success: false });
    expect(reply.body.errors).toEqual([{ propertyName: 'to', message: 'Data końcowa nie może być wcześniejsza niż początkowa (01.02.2026)' }]);
    const unknown = await t.call('GET', '/api/audit?entity=password', { token: a });
    expect(unknown.body.success).toBe(false);
    expect(unknown.body.errors.map((e) => e.propertyName)).toEqual(['entity']);
  });

  it('shows the administrator the administration entries and no tenant’s', async () => {
    await withAdministration(t.db, (tx) => recordAudit(tx, { action: 'update', entity: 'user', entityId: 5, tenant: 'none', actor: { userId: t.seed.administratorId, userName: demoAccounts.administrator.email } }));
    const trail = await page('/api/audit?pageSize=100', administrator);
    expect(trail.status).toBe(200);
    expect(trail.value.items.length).toBeGreaterThan(0);
    expect(trail.value.items.every((e) => e.tenantId === null)).toBe(true);
    expect(trail.value.items.some((e) => e.entity === 'user' && e.entityId === '5')).toBe(true);
    // A tenant's reader never sees administration entries.
    expect((await page('/api/audit?entity=user&pageSize=100', a)).value.items.some((e) => e.tenantId === null)).toBe(false);
  });

  it('refuses a signed-in user who has not chosen a tenant', async () => {
    expect((await t.call('GET', '/api/audit', { token: user })).status).toBe(403);
    expect((await t.call('GET', '/api/audit/token', { token: user })).status).toBe(403);
    expect((await t.call('GET', '/api/audit')).status).toBe(401);
  });
});

describe('the trail as an Excel file', () => {
  const download = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/audit/excel/${encodeURIComponent(token)}${query}` });
  const tokenOf = async (session: string) => (await t.call<{ token: string }>('GET', '/api/audit/token', { token: session })).body.value?.token as string;

  it('lists the filtered trail, one line per changed field, in the language asked for', async () => {
    const response = await download(await tokenOf(a), '?entity=contractor&lang=pl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = (await workbookOf(response.rawPayload)).worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const block = titleBlockOf(sheet);
    expect(block.get('Rodzaj rekordu')?.value).toBe('Kontrahent');
    const { header, rows } = tableOf(sheet, 'Razem');
    expect(header).toEqual(['Czas', 'Użytkownik', 'Czynność', 'Rodzaj rekordu', 'Id rekordu', 'Rekord', 'Pole', 'Przed', 'Po', 'Liczby', 'Identyfikator korelacji', 'Adres IP']);
    expect(rows.filter((row) => row['Id rekordu'] === String(contractorOfA.id)).map((row) => [row['Czynność'], row['Pole'], row['Przed'], row['Po']])).toEqual([
      ['Zmieniono', 'Nazwa', 'Sekretny 2', 'Sekretny 3'],
      ['Zmieniono', 'Nazwa', 'Sekretny Wynajmujący', 'Sekretny 2'],
      ['Utworzono', 'Nazwa', '—', 'Sekretny Wynajmujący'],
      ['Utworzono', 'NIP', '—', contractorOfA.taxId],
      ['Utworzono', 'Kod', '—', '—'],
    ]);
    expect(rows.every((row) => row['Rodzaj rekordu'] === 'Kontrahent')).toBe(true);
  });

  it('neutralises values a spreadsheet would run as formulas', async () => {
    await t.call('PUT', `/api/contractors/${contractorOfA.id}`, { token: a, body: { name: '=HYPERLINK("http://x","y")', taxId: contractorOfA.taxId } });
    const sheet = (await workbookOf((await download(await tokenOf(a), '?entity=contractor')).rawPayload)).worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const { rows } = tableOf(sheet);
    expect(rows.some((row) => row['After'] === `'=HYPERLINK("http://x","y")`)).toBe(true);
    expect(rows.every((row) => typeof row['After'] !== 'object' || row['After'] === null)).toBe(true);
  });

  it('gives the administrator the administration trail', async () => {
    const response = await download(await tokenOf(administrator), '?lang=en');
    expect(response.statusCode).toBe(200);
    const sheet = (await workbookOf(response.rawPayload)).worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(titleBlockOf(sheet).get('Trail of')?.value).toBe('Administration');
    expect(JSON.stringify(tableOf(sheet).rows)).not.toContain('Sekretny');
  });

  it('answers 404 to a token that is not an audit token of a user who may still read the trail', async () => {
    const sessionToken = a;
    expect((await download(sessionToken)).statusCode).toBe(404);
    expect((await download('not-a-token')).statusCode).toBe(404);
    const agreementToken = (await t.call<{ items: { token: string }[] }>('GET', '/api/leaseagreements/1/100/contractors/all', { token: a })).body.value?.items[0]?.token;
    expect(agreementToken).toBeDefined();
    expect((await download(agreementToken as string)).statusCode).toBe(404);
    const token = await tokenOf(a);
    t.clock.advance(11 * 60 * 1000);
    expect((await download(token)).statusCode).toBe(404);
  });
});
