import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { validTaxId } from '../support/tax-ids.ts';

/**
 * PostgreSQL text cannot hold NUL (\u0000): a string carrying one used to reach a query and fail
 * with a 500, on public routes too. Every string of the contract refuses it as a field error.
 */
let t: TestApp;
let tokens: { administrator: string; user: string; tenant: string };
let contractor: ContractorDto;
const nul = 'a\u0000b';

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  tokens = { administrator: await t.loginAdministrator(), user, tenant: await t.tenantToken(user, t.seed.tenantIds.csi) };
  contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: tokens.tenant, body: { name: 'Nul Sp. z o.o.', taxId: validTaxId(813_000_000) } })).body.value as ContractorDto;
});
afterAll(async () => t.close());

type Probe = { method: 'GET' | 'POST' | 'PUT'; url: string; token: keyof typeof tokens | null; body?: () => unknown; field: string };

const agreement = () => ({ contractorId: contractor.id, contractNumber: 'NUL/1', scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 1000 });
const newUser = { firstName: 'Ala', lastName: 'Nowak', email: 'ala.nul@example.com', roleId: 1, tenantIds: [], password: 'Correct-Horse-Battery-9', repeatedPassword: 'Correct-Horse-Battery-9' };

const probes: Probe[] = [
  // Public routes.
  { method: 'POST', url: '/api/token', token: null, body: () => ({ username: nul, password: 'whatever' }), field: 'username' },
  { method: 'POST', url: '/api/token', token: null, body: () => ({ username: 'user@leasedesk.test', password: nul }), field: 'password' },
  { method: 'POST', url: '/api/users/sendresetpasswordtoken', token: null, body: () => ({ email: `${nul}@example.com` }), field: 'email' },
  { method: 'PUT', url: '/api/resetpassword', token: null, body: () => ({ userId: t.seed.userId, token: nul, newPassword: 'Correct-Horse-Battery-9' }), field: 'token' },
  { method: 'POST', url: '/api/validatetoken', token: null, body: () => ({ token: nul }), field: 'token' },
  // Signed in.
  { method: 'PUT', url: '/api/users/changepassword', token: 'user', body: () => ({ currentPassword: nul, newPassword: 'Correct-Horse-Battery-9', repeatedPassword: 'Correct-Horse-Battery-9' }), field: 'currentPassword' },
  { method: 'GET', url: '/api/leaseassetcategories?query=%00', token: 'tenant', field: 'query' },
  // Administration.
  { method: 'POST', url: '/api/user', token: 'administrator', body: () => ({ ...newUser, firstName: nul }), field: 'firstName' },
  { method: 'POST', url: '/api/user', token: 'administrator', body: () => ({ ...newUser, email: `ala${nul}@example.com` }), field: 'email' },
  { method: 'GET', url: '/api/users?query=%00', token: 'administrator', field: 'query' },
  { method: 'GET', url: '/api/roles?query=%00', token: 'administrator', field: 'query' },
  { method: 'POST', url: '/api/tenant', token: 'administrator', body: () => ({ name: nul }), field: 'name' },
  { method: 'GET', url: '/api/tenants?query=a%00', token: 'administrator', field: 'query' },
  // Tenant data.
  { method: 'POST', url: '/api/contractor', token: 'tenant', body: () => ({ name: nul, taxId: validTaxId(813_100_000) }), field: 'name' },
  { method: 'POST', url: '/api/contractor', token: 'tenant', body: () => ({ name: 'Kod', taxId: validTaxId(813_200_000), code: nul }), field: 'code' },
  { method: 'GET', url: '/api/contractors?query=a%00', token: 'tenant', field: 'query' },
  { method: 'GET', url: '/api/contractors/parameters/a%00', token: 'tenant', field: 'queryParameter' },
  { method: 'POST', url: '/api/salesperson', token: 'tenant', body: () => ({ firstName: nul, lastName: 'Nowak' }), field: 'firstName' },
  { method: 'GET', url: '/api/salespersons?query=a%00', token: 'tenant', field: 'query' },
  { method: 'POST', url: '/api/leaseagreement', token: 'tenant', body: () => ({ ...agreement(), contractNumber: nul }), field: 'contractNumber' },
  { method: 'POST', url: '/api/leaseagreement', token: 'tenant', body: () => ({ ...agreement(), assetName: nul }), field: 'assetName' },
  { method: 'POST', url: '/api/leaseagreement', token: 'tenant', body: () => ({ ...agreement(), factoringContractNumber: nul }), field: 'factoringContractNumber' },
  { method: 'GET', url: '/api/contractors/1/leaseagreements/a%00/schedules', token: 'tenant', field: 'leaseAgreementNumber' },
  { method: 'GET', url: '/api/contractors/1/leaseagreements/A/a%00', token: 'tenant', field: 'scheduleNumber' },
];

describe('a NUL character in a string', () => {
  it.each(probes.map((probe) => [`${probe.method} ${probe.url} ${probe.field}`, probe] as const))('%s is a field error', async (_, probe) => {
    const reply = await t.call(probe.method, probe.url, { token: probe.token ? tokens[probe.token] : null, ...(probe.body ? { body: probe.body() } : {}) });
    expect(reply.status, reply.raw).toBe(200);
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors, reply.raw).toContainEqual({ propertyName: probe.field, message: 'Must not contain a NUL character (\\u0000)' });
  });
});
