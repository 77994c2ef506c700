import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, SalesPersonDto } from '@leasedesk/contract';
import type { RouteEntry } from '../../src/lib/auth/access-control.ts';
import { strongTestPassword } from '../support/set-password.ts';
import { startTestApp, type Reply, type TestApp } from '../support/test-app.ts';
import { validTaxId } from '../support/tax-ids.ts';

/**
 * A record as GET answered it is accepted back by PUT (clients edit the object they read): the DTO's
 * read-only fields are accepted and ignored, `id` must be the path's, any other unknown property is
 * still refused. Generated from the route table: every PUT of a record must have a fixture here.
 */
let t: TestApp;
let tokens: { administrator: string; tenant: string };

type Fixture = { token: () => string; create: () => Promise<Record<string, unknown>>; readOnlyTamper: Record<string, unknown> };

const created = async (token: string, url: string, body: unknown): Promise<Record<string, unknown>> => {
  const reply = await t.call<Record<string, unknown>>('POST', url, { token, body });
  if (!reply.body.success || !reply.body.value) throw new Error(`${url} failed: ${reply.raw}`);
  return reply.body.value;
};

let taxIds = 816_000_000;
const fixtures: Record<string, Fixture> = {
  '/api/contractors/:id': {
    token: () => tokens.tenant,
    create: () => created(tokens.tenant, '/api/contractor', { name: 'Obieg Sp. z o.o.', taxId: validTaxId((taxIds += 1000)), code: 'OB' }),
    readOnlyTamper: { isDeleted: true, tenantId: 1, createDate: '2000-01-01T00:00:00.000Z' },
  },
  '/api/salespersons/:id': {
    token: () => tokens.tenant,
    create: () => created(tokens.tenant, '/api/salesperson', { firstName: 'Olga', lastName: 'Obieg' }),
    readOnlyTamper: { isDeleted: true, tenantId: 1, tenant: { name: 'Cudzy' } },
  },
  '/api/leaseagreements/:id': {
    token: () => tokens.tenant,
    create: async () => {
      const contractor = (await created(tokens.tenant, '/api/contractor', { name: 'Umowa Sp. z o.o.', taxId: validTaxId((taxIds += 1000)) })) as ContractorDto;
      const salesPerson = (await created(tokens.tenant, '/api/salesperson', { firstName: 'Ula', lastName: 'Umowa' })) as SalesPersonDto;
      return created(tokens.tenant, '/api/leaseagreement', {
        contractorId: contractor.id,
        salesPersonId: salesPerson.id,
        contractNumber: `RT/${taxIds}`,
        scheduleNumber: '1',
        startingDate: '2025-01-01',
        termInMonths: 24,
        rentPaymentAmount: 1000,
        incrementalBorrowingRate: 0.06,
        transferToFactorDate: '2025-06-30',
        assetCategory: 1,
        assetName: 'Samochód',
        paymentDue: 1,
        accountingStandard: 1,
      });
    },
    readOnlyTamper: { isDeleted: true, token: 'x', contractor: { name: 'Inny', code: '', taxId: '' }, leaseAmortizations: [] },
  },
  '/api/users/:id': {
    token: () => tokens.administrator,
    create: () =>
      created(tokens.administrator, '/api/user', {
        firstName: 'Roman',
        lastName: 'Obiegowy',
        email: `roman.${(taxIds += 1)}@example.com`,
        roleId: 1,
        tenantIds: [t.seed.tenantIds.csi],
        password: strongTestPassword,
        repeatedPassword: strongTestPassword,
      }),
    readOnlyTamper: { isDeleted: true, isLockedOut: true, userName: 'someone@else.pl', role: { id: 0, name: 'administrator' }, tenants: [] },
  },
  '/api/tenants/:id': {
    token: () => tokens.administrator,
    create: () => created(tokens.administrator, '/api/tenant', { name: `Klient ${(taxIds += 1)}`, accountingStandard: 1 }),
    readOnlyTamper: { isDeleted: true, createDate: '2000-01-01T00:00:00.000Z', logo: 'data:image/png;base64,AAAA' },
  },
};

beforeAll(async () => {
  t = await startTestApp();
  tokens = { administrator: await t.loginAdministrator(), tenant: await t.tenantToken(await t.loginUser(), t.seed.tenantIds.ifrs16) };
});
afterAll(async () => t.close());

/** What must not change: the record, but the download token (signed anew on each answer) and figure row ids. */
const comparable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== 'object') return value;
  const { token: _token, ...rest } = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(rest).map(([key, field]) => [key, Array.isArray(field) ? field.map(({ id: _id, createDate: _created, ...row }: Record<string, unknown>) => comparable(row)) : comparable(field)]));
};

const recordPuts = (): RouteEntry[] => t.app.routeTable.filter((route) => route.method === 'PUT' && /\/:id$/.test(route.url));

describe('GET, then PUT the same object back', () => {
  it('has a fixture for every PUT of a record', () => {
    expect(recordPuts().map((route) => route.url).sort()).toEqual(Object.keys(fixtures).sort());
  });

  for (const [pattern, fixture] of Object.entries(fixtures)) {
    describe(pattern, () => {
      let url: string;
      let read: Record<string, unknown>;
      const put = (body: unknown): Promise<Reply<Record<string, unknown>>> => t.call('PUT', url, { token: fixture.token(), body });
      const get = async () => (await t.call<Record<string, unknown>>('GET', url, { token: fixture.token() })).body.value;

      beforeAll(async () => {
        const record = await fixture.create();
        url = pattern.replace(':id', String(record['id']));
        read = (await get()) as Record<string, unknown>;
      });

      it('succeeds and changes nothing', async () => {
        const reply = await put(read);
        expect(reply.body.errors, reply.raw).toEqual([]);
        expect(comparable(reply.body.value)).toEqual(comparable(read));
        expect(comparable(await get())).toEqual(comparable(read));
      });

      it('ignores read-only fields: tenantId, isDeleted, lockout and nested records are never taken from a body', async () => {
        const reply = await put({ ...read, ...fixture.readOnlyTamper });
        expect(reply.body.errors, reply.raw).toEqual([]);
        expect(comparable(await get())).toEqual(comparable(read));
      });

      it('refuses an id other than the path’s as a field error on id', async () => {
        const reply = await put({ ...read, id: Number(read['id']) + 1 });
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({ success: false, errors: [{ propertyName: 'id', message: 'Must be the id of the record in the path' }] });
        expect(comparable(await get())).toEqual(comparable(read));
      });

      it('still refuses any other unknown property', async () => {
        const reply = await put({ ...read, surprise: 1 });
        expect(reply.body).toMatchObject({ success: false, errors: [{ propertyName: 'surprise', message: 'Unknown property' }] });
      });
    });
  }
});
