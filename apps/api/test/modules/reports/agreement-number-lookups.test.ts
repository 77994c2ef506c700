import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { filterFixtures } from './report-fixtures.ts';

let t: TestApp;
let csi: string;
let f: Awaited<ReturnType<typeof filterFixtures>>;

beforeAll(async () => {
  t = await startTestApp();
  csi = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
  f = await filterFixtures(t, csi);
});
afterAll(async () => t.close());

const contractNumbers = async (body: unknown) => t.call<string[]>('POST', '/api/contractors/ids/leaseagreements/contractnumbers', { token: csi, body });
const scheduleNumbers = async (body: unknown) => t.call<string[]>('POST', '/api/contractors/ids/leaseagreements/schedulnumbers', { token: csi, body });

describe('POST /api/contractors/ids/leaseagreements/contractnumbers and /schedulnumbers', () => {
  it('still take SPEC §7’s plain list of contractor ids (live agreements only, each number once, sorted)', async () => {
    const { zuraw, los } = f.contractors;
    expect((await contractNumbers([zuraw.id])).body.value).toEqual(['R/1', 'R/3']);
    expect((await scheduleNumbers([zuraw.id])).body.value).toEqual(['0', '1']);
    // los has R/2 schedule 2 live and R/2 schedule 9 deleted.
    expect((await scheduleNumbers([los.id])).body.value).toEqual(['2']);
    expect((await contractNumbers([])).body.value).toEqual([]);
  });

  it('take SPEC §3’s { contractorsIds, contractNumbers }: schedule numbers then only of those contracts', async () => {
    const { zuraw, los } = f.contractors;
    expect((await scheduleNumbers({ contractorsIds: [zuraw.id], contractNumbers: ['R/1'] })).body.value).toEqual(['0', '1']);
    expect((await scheduleNumbers({ contractorsIds: [zuraw.id], contractNumbers: ['R/3'] })).body.value).toEqual(['1']);
    expect((await scheduleNumbers({ contractorsIds: [zuraw.id, los.id], contractNumbers: ['R/2', 'R/3'] })).body.value).toEqual(['1', '2']);
    // Absent, null or empty contract numbers: all of those contractors' schedules.
    for (const body of [{ contractorsIds: [zuraw.id] }, { contractorsIds: [zuraw.id], contractNumbers: null }, { contractorsIds: [zuraw.id], contractNumbers: [] }]) {
      expect((await scheduleNumbers(body)).body.value, JSON.stringify(body)).toEqual(['0', '1']);
    }
    // The contract-number lookup reads the same request: the listed contracts those contractors have.
    expect((await contractNumbers({ contractorsIds: [zuraw.id], contractNumbers: ['R/3', 'R/2', 'R/404'] })).body.value).toEqual(['R/3']);
    expect((await contractNumbers({ contractorsIds: [zuraw.id, los.id] })).body.value).toEqual(['R/1', 'R/2', 'R/3']);
  });

  it('refuse unknown fields and wrong shapes', async () => {
    for (const body of [{ contractorsIds: [f.contractors.zuraw.id], contractorIds: [1] }, { contractorsIds: 'all' }, { contractNumbers: ['R/1'] }, ['x']]) {
      const reply = await scheduleNumbers(body);
      expect(reply.status, JSON.stringify(body)).toBe(200);
      expect(reply.body.success, JSON.stringify(body)).toBe(false);
      expect(reply.body.errors.length).toBeGreaterThan(0);
      expect(reply.body.errors[0]?.message).not.toMatch(/^validation\.|Invalid input/);
    }
  });
});
