import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto, SalesPersonDto } from '@leasedesk/contract';
import { contractors, leaseAgreements, salesPersons, tenants, userTenants, users } from '../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { validTaxId } from '../support/tax-ids.ts';
import { exampleA } from './lease-agreements/support.ts';

/**
 * A delete that would leave records behind is refused with the counts, and a restore
 * that would make a duplicate is refused naming the conflict; either way the database is as before.
 */
let t: TestApp;
let csi: string;
let admin: string;
let taxIds = 550_000_000;

beforeAll(async () => {
  t = await startTestApp();
  csi = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
  admin = await t.loginAdministrator();
});
afterAll(async () => t.close());

const contractorRow = async (id: number) => (await t.db.select().from(contractors).where(eq(contractors.id, id)))[0];
const salesPersonRow = async (id: number) => (await t.db.select().from(salesPersons).where(eq(salesPersons.id, id)))[0];
const agreementRows = async () => t.db.select().from(leaseAgreements).orderBy(leaseAgreements.id);
const tenantRow = async (id: number) => (await t.db.select().from(tenants).where(eq(tenants.id, id)))[0];

async function newContractor(name: string, taxId = validTaxId((taxIds += 10))): Promise<ContractorDto> {
  const reply = await t.call<ContractorDto>('POST', '/api/contractor', { token: csi, body: { name, taxId } });
  if (!reply.body.value) throw new Error(reply.raw);
  return reply.body.value;
}
let numbers = 0;
async function newAgreement(contractorId: number, salesPersonId: number | null = null): Promise<LeaseAgreementDto> {
  const reply = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body: { ...exampleA(contractorId), contractNumber: `SAFE/${(numbers += 1)}`, salesPersonId } });
  if (!reply.body.value) throw new Error(reply.raw);
  return reply.body.value;
}
const refusal = (message: string, propertyName = '') => ({ success: false, errors: [{ propertyName, message }], value: null });

describe('deleting a contractor', () => {
  it('is refused while it has live agreements, with their count in both languages; nothing changes', async () => {
    const contractor = await newContractor('Z umowami Sp. z o.o.');
    const agreements = [await newAgreement(contractor.id), await newAgreement(contractor.id), await newAgreement(contractor.id)];
    const before = { contractor: await contractorRow(contractor.id), agreements: await agreementRows() };

    const reply = await t.call('DELETE', `/api/contractors/${contractor.id}`, { token: csi });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(refusal('This contractor has 3 live agreements; delete them first'));
    const polish = await t.call('DELETE', `/api/contractors/${contractor.id}`, { token: csi, headers: { 'accept-language': 'pl' } });
    expect(polish.body).toEqual(refusal('Ten kontrahent ma 3 aktywne umowy; najpierw je usuń'));
    expect({ contractor: await contractorRow(contractor.id), agreements: await agreementRows() }).toEqual(before);

    // A deleted agreement no longer counts: one left, then none.
    await t.call('DELETE', `/api/leaseagreements/${agreements[0]?.id}`, { token: csi });
    await t.call('DELETE', `/api/leaseagreements/${agreements[1]?.id}`, { token: csi });
    expect((await t.call('DELETE', `/api/contractors/${contractor.id}`, { token: csi })).body).toEqual(refusal('This contractor has 1 live agreement; delete it first'));
    expect((await t.call('DELETE', `/api/contractors/${contractor.id}`, { token: csi, headers: { 'accept-language': 'pl' } })).body.errors[0]?.message).toBe('Ten kontrahent ma 1 aktywną umowę; najpierw ją usuń');
    await t.call('DELETE', `/api/leaseagreements/${agreements[2]?.id}`, { token: csi });
    const deleted = await t.call<ContractorDto>('DELETE', `/api/contractors/${contractor.id}`, { token: csi });
    expect(deleted.body.value?.isDeleted).toBe(true);
  });

  it('restores only when no live contractor has its tax id, else a field error naming that contractor; nothing changes', async () => {
    const old = await newContractor('Dawny Sp. z o.o.');
    await t.call('DELETE', `/api/contractors/${old.id}`, { token: csi });
    const successor = await newContractor('Następca S.A.', old.taxId);
    const before = await contractorRow(old.id);
    const reply = await t.call('DELETE', `/api/contractors/${old.id}`, { token: csi });
    expect(reply.body).toEqual(refusal(`Cannot restore: the live contractor Następca S.A. has the same tax id ${old.taxId}`, 'taxId'));
    const polish = await t.call('DELETE', `/api/contractors/${old.id}`, { token: csi, headers: { 'accept-language': 'pl' } });
    expect(polish.body.errors[0]?.message).toBe(`Nie można przywrócić: aktywny kontrahent Następca S.A. ma ten sam NIP ${old.taxId}`);
    expect(await contractorRow(old.id)).toEqual(before);
    // Once the successor is gone, the old one comes back.
    await t.call('DELETE', `/api/contractors/${successor.id}`, { token: csi });
    expect((await t.call<ContractorDto>('DELETE', `/api/contractors/${old.id}`, { token: csi })).body.value?.isDeleted).toBe(false);
  });
});

describe('deleting a sales person', () => {
  it('is refused while on live agreements, with their count; nothing changes; restoring is free', async () => {
    const contractor = await newContractor('Handlowa Sp. z o.o.');
    const person = (await t.call<SalesPersonDto>('POST', '/api/salesperson', { token: csi, body: { firstName: 'Zajęta', lastName: 'Handlowczyni' } })).body.value as SalesPersonDto;
    const agreements = [await newAgreement(contractor.id, person.id), await newAgreement(contractor.id, person.id)];
    const before = { person: await salesPersonRow(person.id), agreements: await agreementRows() };

    expect((await t.call('DELETE', `/api/salespersons/${person.id}`, { token: csi })).body).toEqual(refusal('This sales person is on 2 live agreements; choose someone else on them first'));
    const polish = await t.call('DELETE', `/api/salespersons/${person.id}`, { token: csi, headers: { 'accept-language': 'pl' } });
    expect(polish.body.errors[0]?.message).toBe('Ten handlowiec jest przypisany do 2 aktywnych umów; najpierw wybierz w nich kogoś innego');
    expect({ person: await salesPersonRow(person.id), agreements: await agreementRows() }).toEqual(before);

    for (const agreement of agreements) await t.call('DELETE', `/api/leaseagreements/${agreement.id}`, { token: csi });
    expect((await t.call<SalesPersonDto>('DELETE', `/api/salespersons/${person.id}`, { token: csi })).body.value?.isDeleted).toBe(true);
    expect((await t.call<SalesPersonDto>('DELETE', `/api/salespersons/${person.id}`, { token: csi })).body.value?.isDeleted).toBe(false);
  });
});

describe('deleting a tenant', () => {
  it('is refused while it has members or live contractors, with both counts; nothing changes and its users keep working', async () => {
    const csiId = t.seed.tenantIds.csi;
    const before = { tenant: await tenantRow(csiId), users: await t.db.select().from(users).orderBy(users.id) };
    const reply = await t.call('DELETE', `/api/tenants/${csiId}`, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(false);
    const messages = reply.body.errors.map((error) => error.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^This client has \d+ users?; remove (them|the user) from the client first$/);
    expect(messages[1]).toMatch(/^This client has \d+ live contractors?; delete (them|it) first$/);
    expect({ tenant: await tenantRow(csiId), users: await t.db.select().from(users).orderBy(users.id) }).toEqual(before);
    expect((await t.call('GET', '/api/tenants/accountingstandards', { token: csi })).status).toBe(200);
  });

  it('counts members (users not deleted) and live contractors exactly, in Polish too, and deletes once there are none', async () => {
    const tenant = (await t.call<{ id: number }>('POST', '/api/tenant', { token: admin, body: { name: 'Do usunięcia' } })).body.value as { id: number };
    await t.call('POST', `/api/users/${t.seed.userId}/tenants`, { token: admin, body: { tenantIds: [tenant.id] } });
    const own = await t.tenantToken(await t.loginUser(), tenant.id);
    for (const [index, name] of ['Pierwszy', 'Drugi', 'Usunięty'].entries()) {
      const made = (await t.call<ContractorDto>('POST', '/api/contractor', { token: own, body: { name, taxId: validTaxId(560_000_000 + 10 * index) } })).body.value as ContractorDto;
      if (name === 'Usunięty') await t.call('DELETE', `/api/contractors/${made.id}`, { token: own });
    }
    const polish = await t.call('DELETE', `/api/tenants/${tenant.id}`, { token: admin, headers: { 'accept-language': 'pl' } });
    expect(polish.body.errors.map((error) => error.message)).toEqual([
      'Ten klient ma 1 użytkownika; najpierw odłącz go od klienta',
      'Ten klient ma 2 aktywnych kontrahentów; najpierw ich usuń',
    ]);
    expect((await tenantRow(tenant.id))?.isDeleted).toBe(false);

    // Without the member and the live contractors it goes, and comes back on a second DELETE.
    await t.call('DELETE', '/api/users/tenants', { token: admin, body: { userId: t.seed.userId, tenantIds: [tenant.id] } });
    expect((await t.call('DELETE', `/api/tenants/${tenant.id}`, { token: admin })).body.errors.map((error) => error.message)).toEqual(['This client has 2 live contractors; delete them first']);
    await t.call('POST', `/api/users/${t.seed.userId}/tenants`, { token: admin, body: { tenantIds: [tenant.id] } });
    const again = await t.tenantToken(await t.loginUser(), tenant.id);
    const live = (await t.call<ContractorDto[]>('GET', '/api/contractors', { token: again })).body.value ?? [];
    for (const contractor of live) await t.call('DELETE', `/api/contractors/${contractor.id}`, { token: again });
    await t.call('DELETE', '/api/users/tenants', { token: admin, body: { userId: t.seed.userId, tenantIds: [tenant.id] } });
    expect(await t.db.select().from(userTenants).where(eq(userTenants.tenantId, tenant.id))).toEqual([]);
    expect((await t.call<{ isDeleted: boolean }>('DELETE', `/api/tenants/${tenant.id}`, { token: admin })).body.value?.isDeleted).toBe(true);
    expect((await t.call<{ isDeleted: boolean }>('DELETE', `/api/tenants/${tenant.id}`, { token: admin })).body.value?.isDeleted).toBe(false);
  });
});

describe('restoring an agreement', () => {
  it('is refused while a live agreement of the contractor has its contract and schedule numbers; nothing changes', async () => {
    // removing the user from a tenant above rotated the user's stamp: a fresh token
    csi = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
    const contractor = await newContractor('Numery Sp. z o.o.');
    const old = await newAgreement(contractor.id);
    await t.call('DELETE', `/api/leaseagreements/${old.id}`, { token: csi });
    const taken = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body: { ...exampleA(contractor.id), contractNumber: old.contractNumber, scheduleNumber: old.scheduleNumber } });
    expect(taken.body.success).toBe(true);
    const before = await agreementRows();
    const reply = await t.call('DELETE', `/api/leaseagreements/${old.id}`, { token: csi });
    expect(reply.body).toEqual(refusal('This contractor already has an agreement with this contract number and schedule number', 'scheduleNumber'));
    expect(await agreementRows()).toEqual(before);
  });
});
