import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, SalesPersonDto } from '@leasedesk/contract';
import { auditEntriesAfter, auditMark } from '../../support/audit-trail.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { demoAccounts, startTestApp, type TestApp } from '../../support/test-app.ts';
import { exampleA } from '../lease-agreements/support.ts';

let t: TestApp;
let token: string;
let otherTenant: string;
let csi: number;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  csi = t.seed.tenantIds.csi;
  token = await t.tenantToken(user, csi);
  otherTenant = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
});
afterAll(async () => t.close());

async function createdPerson(firstName: string, lastName: string): Promise<SalesPersonDto> {
  const reply = await t.call<SalesPersonDto>('POST', '/api/salesperson', { token, body: { firstName, lastName } });
  if (!reply.body.value) throw new Error(`sales person not saved: ${reply.raw}`);
  return reply.body.value;
}

describe('the sales persons’ trail', () => {
  it('records create, update, delete and restore once each, named "First Last" as they were then', async () => {
    const mark = await auditMark(t.db);
    const { id } = await createdPerson('  Jan ', ' Kowalski ');
    await t.call('PUT', `/api/salespersons/${id}`, { token, body: { firstName: 'Jan', lastName: 'Nowak' } });
    await t.call('DELETE', `/api/salespersons/${id}`, { token });
    await t.call('DELETE', `/api/salespersons/${id}`, { token });
    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.tenantId, e.userId, e.userName, e.label])).toEqual([
      ['create', 'salesPerson', String(id), csi, t.seed.userId, demoAccounts.user.email, 'Jan Kowalski'],
      ['update', 'salesPerson', String(id), csi, t.seed.userId, demoAccounts.user.email, 'Jan Nowak'],
      ['delete', 'salesPerson', String(id), csi, t.seed.userId, demoAccounts.user.email, 'Jan Nowak'],
      ['restore', 'salesPerson', String(id), csi, t.seed.userId, demoAccounts.user.email, 'Jan Nowak'],
    ]);
    expect(entries.map((e) => e.changes)).toEqual([
      [
        { field: 'firstName', before: null, after: 'Jan' },
        { field: 'lastName', before: null, after: 'Kowalski' },
      ],
      [{ field: 'lastName', before: 'Kowalski', after: 'Nowak' }],
      [{ field: 'isDeleted', before: false, after: true }],
      [{ field: 'isDeleted', before: true, after: false }],
    ]);
    expect(entries.every((e) => Object.keys(e.counts).length === 0)).toBe(true);
    expect(new Set(entries.map((e) => e.correlationId)).size).toBe(4);
  });

  it('records an update that changes nothing once, with no changes', async () => {
    const { id } = await createdPerson('Anna', 'Zmienna');
    const mark = await auditMark(t.db);
    const reply = await t.call('PUT', `/api/salespersons/${id}`, { token, body: { firstName: 'Anna', lastName: 'Zmienna' } });
    expect(reply.status).toBe(200);
    expect((await auditEntriesAfter(t.db, mark)).map((e) => [e.action, e.entityId, e.label, e.changes])).toEqual([['update', String(id), 'Anna Zmienna', []]]);
  });

  it('records nothing for a refused write: a bad body, an unknown id, another tenant’s person, a delete while on live agreements', async () => {
    const person = await createdPerson('Piotr', 'Handlowy');
    const contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name: 'Trail Leasing', taxId: validTaxId(418_000_001) } })).body.value as ContractorDto;
    const agreement = await t.call('POST', '/api/leaseagreement', { token, body: { ...exampleA(contractor.id), contractNumber: 'SP/TRAIL/1', salesPersonId: person.id } });
    expect(agreement.body.errors).toEqual([]);
    const mark = await auditMark(t.db);

    expect((await t.call('POST', '/api/salesperson', { token, body: { firstName: ' ', lastName: 'Pusty' } })).body.errors.map((e) => e.propertyName)).toEqual(['firstName']);
    expect((await t.call('PUT', `/api/salespersons/${person.id}`, { token, body: { firstName: 'Piotr', lastName: '' } })).body.success).toBe(false);
    expect((await t.call('PUT', '/api/salespersons/999999', { token, body: { firstName: 'Nikt', lastName: 'Nieznany' } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/salespersons/999999', { token })).status).toBe(404);
    expect((await t.call('PUT', `/api/salespersons/${person.id}`, { token: otherTenant, body: { firstName: 'Obcy', lastName: 'Klient' } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/salespersons/${person.id}`, { token: otherTenant })).status).toBe(404);
    const onAgreements = await t.call('DELETE', `/api/salespersons/${person.id}`, { token });
    expect([onAgreements.status, onAgreements.body.success]).toEqual([200, false]);

    expect(await auditEntriesAfter(t.db, mark)).toEqual([]);
  });
});
