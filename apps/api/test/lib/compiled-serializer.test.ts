import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { contractor, envelope, leaseAgreement, listOrPage, type ContractorDto, type LeaseAgreementDto, type PagedResult } from '@leasedesk/contract';
import { compiledSerializer } from '../../src/lib/compiled-serializer.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { validTaxId } from '../support/tax-ids.ts';
import { exampleA, exampleB } from '../modules/lease-agreements/support.ts';

/**
 * The compiled serializer must put on the wire exactly what zod's serializer (the app's default) did, for the
 * real answers it serves: the agreement record with its schedule and depreciation, and contractor lists. The
 * answers here come from the running app, then get fields no schema names at every level, as a service
 * handing over a whole database row would.
 */

const recordSchema = envelope(leaseAgreement);
const contractorListSchema = envelope(listOrPage(contractor));

const serializersOf = (schema: z.ZodType, url: string) => {
  const route = { schema, method: 'GET', url };
  return { compiled: compiledSerializer(route), zod: zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) };
};

/** A deep copy of value with `leak` (and a nested object) added to every object in it. */
function withUnknownFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUnknownFields);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = { leak: 'tenant 2 secret', passwordHash: '$argon2id$leak' };
  for (const [key, field] of Object.entries(value)) copy[key] = withUnknownFields(field);
  copy['internalNote'] = { by: 'someone', at: '2025-01-01' };
  return copy;
}

let t: TestApp;
let csi: string;
let ifrs: string;
const agreements: LeaseAgreementDto[] = [];
const lists: unknown[] = [];

beforeAll(async () => {
  t = await startTestApp({
    extend: (app) => {
      // The same serializer on routes that answer what a buggy service could hand over.
      app.get('/api/test/contractors-with-extras', { config: { access: 'public' }, serializerCompiler: compiledSerializer, schema: { response: { 200: contractorListSchema } } }, async () => ({
        success: true,
        errors: [],
        value: [{ id: 1, createDate: '2025-01-01', isDeleted: false, name: 'Visible', taxId: validTaxId(330_000_001), code: 'C1', tenantId: 2, internalNote: 'never on the wire', securityStamp: 'x1' }],
      }));
      app.get('/api/test/contractors-misshapen', { config: { access: 'public' }, serializerCompiler: compiledSerializer, schema: { response: { 200: contractorListSchema } } }, async () => ({
        success: true,
        errors: [],
        value: [{ id: 'one', name: 'Misshapen' }],
      }));
    },
  });
  const user = await t.loginUser();
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  for (const [token, example, nine] of [[csi, exampleA, 330_000_101], [ifrs, exampleB, 330_000_102]] as const) {
    const created = await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name: `Serializer ${nine}`, taxId: validTaxId(nine) } });
    const contractorId = (created.body.value as ContractorDto).id;
    const saved = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token, body: example(contractorId) });
    expect(saved.body.errors).toEqual([]);
    const record = await t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${(saved.body.value as LeaseAgreementDto).id}`, { token });
    agreements.push(record.body.value as LeaseAgreementDto);
  }
  for (const token of [csi, ifrs]) {
    lists.push((await t.call<ContractorDto[]>('GET', '/api/contractors', { token })).body.value);
    lists.push((await t.call<PagedResult<ContractorDto>>('GET', '/api/contractors?page=1&pageSize=10', { token })).body.value);
  }
});
afterAll(async () => t.close());

describe('compiled serializer', () => {
  it('writes an agreement record with its schedule and depreciation as zod did, and no field the schema does not name', () => {
    const { compiled, zod } = serializersOf(recordSchema, '/api/leaseagreements/:id');
    expect(agreements).toHaveLength(2);
    for (const agreement of agreements) {
      expect(agreement.leaseAmortizations?.length).toBeGreaterThan(12);
      const answer = { success: true, errors: [], value: agreement };
      expect(compiled(answer)).toBe(zod(answer));
      const leaky = withUnknownFields(answer);
      const written = compiled(leaky);
      expect(written).toBe(zod(leaky));
      expect(written).toBe(zod(answer));
      expect(written).not.toMatch(/leak|passwordHash|internalNote/);
    }
  });

  it('writes contractor lists, whole and paged, as zod did', () => {
    const { compiled, zod } = serializersOf(contractorListSchema, '/api/contractors');
    expect(lists).toHaveLength(4);
    for (const value of lists) {
      const answer = { success: true, errors: [], value };
      const written = compiled(withUnknownFields(answer));
      expect(written).toBe(zod(answer));
      expect(written).not.toMatch(/leak|passwordHash|internalNote/);
    }
    const refused = { success: false, errors: [{ propertyName: 'name', message: 'Required' }], value: null };
    expect(compiled(refused)).toBe(zod(refused));
  });

  it('throws for an answer that fits no branch of its schema, as zod does', () => {
    const { compiled, zod } = serializersOf(contractorListSchema, '/api/contractors');
    const misshapen = { success: true, errors: [], value: [{ id: 1.5, name: 'Half an id' }] };
    expect(() => zod(misshapen)).toThrow();
    expect(() => compiled(misshapen)).toThrow();
    const record = serializersOf(recordSchema, '/api/leaseagreements/:id');
    const agreement = agreements[0] as LeaseAgreementDto;
    const wrongType = { success: true, errors: [], value: { ...agreement, rentPaymentAmount: '9500' } };
    expect(() => record.zod(wrongType)).toThrow();
    expect(() => record.compiled(wrongType)).toThrow();
  });

  it('keeps unknown fields off the wire of a route', async () => {
    const reply = await t.call<ContractorDto[]>('GET', '/api/test/contractors-with-extras');
    expect(reply.status).toBe(200);
    expect(reply.body.value).toEqual([{ id: 1, createDate: '2025-01-01', isDeleted: false, name: 'Visible', taxId: validTaxId(330_000_001), code: 'C1', tenantId: 2 }]);
    expect(reply.raw).not.toMatch(/internalNote|never on the wire|securityStamp/);
  });

  it('answers 500 with a correlation id and no internals when the answer fits no branch', async () => {
    const reply = await t.call('GET', '/api/test/contractors-misshapen');
    expect(reply.status).toBe(500);
    const correlationId = String(reply.headers['x-correlation-id']);
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.body).toEqual({ success: false, errors: [{ propertyName: '', message: `An unexpected error occurred. Correlation id: ${correlationId}` }], value: null });
    expect(reply.raw).not.toContain('Misshapen');
  });
});
