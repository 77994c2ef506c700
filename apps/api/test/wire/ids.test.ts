import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto } from '@leasedesk/contract';
import type { RouteEntry } from '../../src/lib/auth/access-control.ts';
import { startTestApp, type Reply, type TestApp } from '../support/test-app.ts';
import { validTaxId } from '../support/tax-ids.ts';

/**
 * Ids are positive 32-bit integers (the database's integer). A path id beyond that range names no
 * record: 404, exactly as a missing id. A body id beyond it is a field error. Neither may reach the
 * database, where it used to fail with "out of range for type integer" (500).
 */
let t: TestApp;
let tokens: { administrator: string; user: string; tenant: string };
let contractor: ContractorDto;

const tooBig = '2147483648';
const largestId = '2147483647';

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  tokens = { administrator: await t.loginAdministrator(), user, tenant: await t.tenantToken(user, t.seed.tenantIds.csi) };
  contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: tokens.tenant, body: { name: 'Ids Sp. z o.o.', taxId: validTaxId(812_000_000) } })).body.value as ContractorDto;
});
afterAll(async () => t.close());

const tokenFor = (route: RouteEntry): string | null => {
  if (route.access === 'administrator') return tokens.administrator;
  if (route.access === 'user') return tokens.user;
  if (route.access === 'public') return null;
  return tokens.tenant;
};

const agreementBody = (contractorId: number | string) => ({
  contractorId,
  contractNumber: 'IDS/1',
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: 12,
  rentPaymentAmount: 1000,
  accountingStandard: 0,
});

/** A valid body for each route with an id that takes one, so only the id decides the answer. */
const bodies: Record<string, unknown> = {
  'PUT /api/contractors/:id': { name: 'Kto inny', taxId: validTaxId(812_100_000) },
  'PUT /api/salespersons/:id': { firstName: 'Jan', lastName: 'Nowak' },
  'PUT /api/leaseagreements/:id': agreementBody(1),
  'PUT /api/users/:id': { firstName: 'Jan', lastName: 'Nowak', email: 'jan.nowak@example.com', roleId: 1, tenantIds: [] },
  'PUT /api/tenants/:id': { name: 'Klient' },
  'PUT /api/tenants/:id/emailsettings': { name: 'Klient', taxId: '5260250995', emailAddress: 'ksiegowosc@example.com', sender: 'Klient', emailTitle: 'Faktury {number}' },
  'PUT /api/leaseagreements/:id/impairmentprocedure': { accountingYearEnd: '2025-12-31', answers: [{ sequence: 1, answer: true }] },
  'POST /api/leaseagreements/:id/changes': { effectiveDate: '2025-07-01', changeKind: 3 },
  'POST /api/users/:ids/tenants': { tenantIds: [] },
};

/** Routes with an id that cannot answer 404 for it, and why. */
const skipped: Record<string, string> = {
  'DELETE /api/users/:id/role': 'the body must name the user of the path: a different (or too big) userId is a field error first',
};

const otherParams: Record<string, string> = { leaseAgreementNumber: 'A', scheduleNumber: '1', token: 'x', page: '1', pageSize: '10', queryParameter: 'x' };

const call = (route: RouteEntry, id: string): Promise<Reply> => {
  const url = route.url.replace(/:ids?\b/, id).replace(/:(\w+)/g, (_, name: string) => otherParams[name] ?? 'x');
  const body = bodies[`${route.method} ${route.url}`];
  return t.call(route.method as 'GET', url, { token: tokenFor(route), ...(body === undefined ? {} : { body }) });
};

describe('a path id beyond 2^31 − 1', () => {
  it('answers 404 on every route with an id, exactly as the largest id that does not exist', async () => {
    const routes = t.app.routeTable.filter((route) => /:ids?\b/.test(route.url) && !skipped[`${route.method} ${route.url}`]);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const missing = await call(route, largestId);
      expect(missing.status, `${label} with a missing id: ${missing.raw}`).toBe(404);
      for (const id of [tooBig, '99999999999999999999999', '0']) {
        const reply = await call(route, id);
        expect({ status: reply.status, body: reply.body }, `${label} with ${id}`).toEqual({ status: 404, body: missing.body });
      }
    }
  });

  it('keeps a path id that is not a number a field error', async () => {
    const reply = await t.call('GET', '/api/contractors/abc', { token: tokens.tenant });
    expect(reply.status).toBe(200);
    expect(reply.body.errors[0]?.propertyName).toBe('id');
  });
});

describe('a body id beyond 2^31 − 1 is a field error', () => {
  const fieldError = (reply: Reply, propertyName: string) => {
    expect(reply.status, reply.raw).toBe(200);
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors.map((error) => error.propertyName)).toContain(propertyName);
  };

  it('contractorId and salesPersonId of an agreement (save and preview)', async () => {
    fieldError(await t.call('POST', '/api/leaseagreement', { token: tokens.tenant, body: agreementBody(Number(tooBig)) }), 'contractorId');
    fieldError(await t.call('POST', '/api/leaseagreement', { token: tokens.tenant, body: { ...agreementBody(contractor.id), salesPersonId: 2 ** 40 } }), 'salesPersonId');
    fieldError(await t.call('POST', '/api/leaseagreement/preview', { token: tokens.tenant, body: agreementBody(Number(tooBig)) }), 'contractorId');
  });

  it('the contractor id lists of the agreement lookups', async () => {
    fieldError(await t.call('POST', '/api/contractors/ids/leaseagreements/contractnumbers', { token: tokens.tenant, body: [contractor.id, Number(tooBig)] }), '[1]');
  });

  it('tenantIds and userId of the user routes', async () => {
    const user = { firstName: 'Ala', lastName: 'Nowak', email: 'ala.ids@example.com', roleId: 1, password: 'Correct-Horse-Battery-9', repeatedPassword: 'Correct-Horse-Battery-9' };
    fieldError(await t.call('POST', '/api/user', { token: tokens.administrator, body: { ...user, tenantIds: [Number(tooBig)] } }), 'tenantIds[0]');
    fieldError(await t.call('POST', '/api/roles/user', { token: tokens.administrator, body: { userId: Number(tooBig), roleId: 1 } }), 'userId');
    fieldError(await t.call('DELETE', '/api/users/tenants', { token: tokens.administrator, body: { userId: t.seed.userId, tenantIds: [Number(tooBig)] } }), 'tenantIds[0]');
    fieldError(await t.call('POST', `/api/users/${t.seed.userId}/tenants`, { token: tokens.administrator, body: { tenantIds: [Number(tooBig)] } }), 'tenantIds[0]');
  });

  it('tenantId of /tokenwithtenent and userId of the password reset', async () => {
    fieldError(await t.call('POST', '/api/tokenwithtenent', { token: tokens.user, body: { tenantId: Number(tooBig) } }), 'tenantId');
    fieldError(await t.call('PUT', '/api/resetpassword', { body: { userId: Number(tooBig), token: 'abc', newPassword: 'Correct-Horse-Battery-9' } }), 'userId');
  });
});
