import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/lib/auth/access-control.ts';
import type { TokenType } from '../src/lib/auth/tokens.ts';
import { tokenTypesFor } from '../src/lib/auth/auth-context.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * Generated from the app's own route table (every /api route must declare its access, or the app
 * does not start): a route added later is covered here without anyone writing a test for it.
 */
let t: TestApp;
let routes: RouteEntry[];
let tokens: Record<TokenType, string>;

beforeAll(async () => {
  t = await startTestApp();
  routes = t.app.routeTable;
  const pretenant = await t.loginUser();
  tokens = { administrator: await t.loginAdministrator(), pretenant, tenant: await t.tenantToken(pretenant, t.seed.tenantIds.csi) };
});
afterAll(async () => t.close());

/** Concrete URL for a route pattern: ids of records that exist, so only access decides the answer. */
const urlOf = (route: RouteEntry) => route.url.replace(':ids', String(t.seed.userId)).replace(':id', String(t.seed.userId));

const refusals = (route: RouteEntry) =>
  route.access === 'public' ? [] : (['administrator', 'pretenant', 'tenant'] as const).filter((type) => !tokenTypesFor[route.access as Exclude<typeof route.access, 'public'>].includes(type));

describe('route table', () => {
  it('lists every SPEC route of this issue with the access it needs', () => {
    const table = new Set(routes.map((r) => `${r.method} ${r.url} ${r.access}`));
    const expected = [
      'POST /api/token public',
      'POST /api/tokenwithtenent user',
      'POST /api/validatetoken public',
      'PUT /api/resetpassword public',
      'POST /api/users/sendresetpasswordtoken public',
      'PUT /api/users/changepassword signedIn',
      'POST /api/logout signedIn',
      'GET /api/ping public',
      'GET /api/users administrator',
      'GET /api/users/:id administrator',
      'PUT /api/users/:id administrator',
      'DELETE /api/users/:id administrator',
      'GET /api/user signedIn',
      'POST /api/user administrator',
      'GET /api/users/:id/roles administrator',
      'GET /api/users/roles signedIn',
      'DELETE /api/users/:id/role administrator',
      'POST /api/roles/user administrator',
      'GET /api/roles administrator',
      'GET /api/users/tenants signedIn',
      'DELETE /api/users/tenants administrator',
      'POST /api/users/:ids/tenants administrator',
      'GET /api/tenants administrator',
      'GET /api/tenants/:id administrator',
      'PUT /api/tenants/:id administrator',
      'DELETE /api/tenants/:id administrator',
      'POST /api/tenant administrator',
      'PUT /api/tenants/:id/logo administrator',
      'DELETE /api/tenants/:id/logo administrator',
      'GET /api/outbox administrator',
      'GET /api/outbox/:id administrator',
      'GET /api/tenants/accountingstandards tenant',
      'GET /api/accountingstandards signedIn',
      'GET /api/leaseassetcategories signedIn',
      'GET /api/depreciationmethods signedIn',
      'GET /api/ceidg/firmy/nip tenant',
      'GET /api/contractors tenant',
      'GET /api/contractors/:id tenant',
      'PUT /api/contractors/:id tenant',
      'DELETE /api/contractors/:id tenant',
      'POST /api/contractor tenant',
      'GET /api/contractors/parameters/:queryParameter tenant',
      'GET /api/salespersons tenant',
      'GET /api/salespersons/:id tenant',
      'PUT /api/salespersons/:id tenant',
      'DELETE /api/salespersons/:id tenant',
      'POST /api/salesperson tenant',
      'POST /api/contractors/ids/leaseagreements/contractnumbers tenant',
      'POST /api/contractors/ids/leaseagreements/schedulnumbers tenant',
      'POST /api/leaseagreements/report tenant',
      'GET /api/leaseagreements/reports/:id/excel/:token public',
      'POST /api/leaseamortizations/report tenant',
      'GET /api/leaseamortizations/reports/:id/excel/:token public',
      'POST /api/customers/leaseagreements/periods/accountingentry tenant',
      'GET /api/customers/leaseagreements/periods/accountingentry/:id/excel/:token public',
      'POST /api/customers/leaseagreements/periods/disclosure tenant',
      'GET /api/customers/leaseagreements/periods/disclosure/:id/excel/:token public',
      'POST /api/sensitivityanalisys tenant',
      'POST /api/sensitivityanalisys/portfolio tenant',
      'GET /api/sensitivityanalisys/portfolio/:id/excel/:token public',
      'POST /api/leaseagreement/borrowingrate tenant',
      'GET /api/leaseagreements/:id/impairmentprocedure tenant',
      'PUT /api/leaseagreements/:id/impairmentprocedure tenant',
      'POST /api/leaseagreements/:id/changes tenant',
      'GET /api/leaseagreements/:id/changes tenant',
      'DELETE /api/leaseagreements/:id/changes/latest tenant',
      'POST /api/leaseagreement/changes/csv tenant',
      'GET /api/leaseagreements/changes/csv tenant',
      'POST /api/invoices/csv tenant',
      'POST /api/invoices/ksef tenant',
      'GET /api/invoices/csv/template tenant',
      'GET /api/invoicereports/:startDate/:endDate tenant',
      'GET /api/reports/names/:startDate/:endDate tenant',
      'GET /api/invoicereports/:name tenant',
      'DELETE /api/invoicereports/:name tenant',
      'GET /api/invoicereports/:reportName/contractors tenant',
      'GET /api/invoicereports/:reportName/amortization tenant',
      'GET /api/invoices/errors tenant',
      'GET /api/reports/:name/invoices tenant',
      'GET /api/reports/:name/invoices/:number tenant',
      'PUT /api/invoices tenant',
      'POST /api/extensivereport/send tenant',
      'GET /api/reports/:id/excel/:token/enovareports public',
      'GET /api/reports/:id/xml/:token/optima public',
      'GET /api/tenants/:id/emailsettings tenantOrAdministrator',
      'PUT /api/tenants/:id/emailsettings administrator',
      'GET /api/reports/:id/email tenant',
      'POST /api/reports/:id/email tenant',
    ];
    for (const entry of expected) expect(table, entry).toContain(entry);
  });
});

describe('without a valid token', () => {
  it('answers 401 with the envelope on every non-public route, for no token and for a bad one', async () => {
    const guarded = routes.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(25);
    for (const route of guarded) {
      for (const token of [null, 'bad.token.value']) {
        const reply = await t.call(route.method as 'GET', urlOf(route), { token });
        expect(reply.status, `${route.method} ${route.url} with ${token ?? 'no token'}`).toBe(401);
        expect(reply.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Authentication required' }], value: null });
      }
    }
  });

  it('lets public routes through', async () => {
    for (const route of routes.filter((r) => r.access === 'public')) {
      const reply = await t.call(route.method as 'GET', urlOf(route), { body: route.method === 'GET' ? undefined : {} });
      expect(reply.status, `${route.method} ${route.url}`).not.toBe(401);
      expect(reply.status).not.toBe(403);
    }
  });
});

describe('with a token of the wrong kind', () => {
  it('answers 403 on every route the token type may not use (users on administrator routes, and so on)', async () => {
    let checked = 0;
    for (const route of routes) {
      for (const type of refusals(route)) {
        const reply = await t.call(route.method as 'GET', urlOf(route), { token: tokens[type] });
        expect(reply.status, `${route.method} ${route.url} with a ${type} token`).toBe(403);
        expect(reply.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'You are not allowed to do this' }], value: null });
        checked++;
      }
    }
    const administratorRoutes = routes.filter((r) => r.access === 'administrator').length;
    // Each administrator route is refused to both user token types.
    expect(checked).toBeGreaterThanOrEqual(administratorRoutes * 2);
  });

  it('changed nothing while refusing (the user is not demoted, deleted or moved)', async () => {
    const admin = tokens.administrator;
    const user = await t.call<{ isDeleted: boolean; role: { id: number }; tenants: unknown[] }>('GET', `/api/users/${t.seed.userId}`, { token: admin });
    expect(user.body.value).toMatchObject({ isDeleted: false, role: { id: 1 } });
    expect(user.body.value?.tenants).toHaveLength(2);
  });
});
