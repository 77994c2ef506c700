import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto } from '@leasedesk/contract';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { withTenant } from '../../../src/db/scope.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { agreementCsv, createContractor, storedCounts, tokensOf, uploadAgreements, type CsvTest } from './support.ts';

/**
 * On a PostgreSQL server the import stores schedules and depreciation by COPY, 20 000 rows a store: a file of 400
 * agreements of 60 months (48 000 rows) is three stores. Whatever fails in a later store, the whole import is undone.
 */
let t: TestApp;
let s: CsvTest;
let lessor: ContractorDto;

beforeAll(async () => {
  t = await startTestApp();
  s = await tokensOf(t);
  lessor = await createContractor(t, s.ifrs, 'Leasing Kopia Sp. z o.o.', validTaxId(432_000_001));
});
afterAll(async () => t.close());

const row = (contractNumber: string): Record<string, string> => ({
  contractorTaxId: lessor.taxId,
  contractNumber,
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: '60',
  rentPaymentAmount: '1000',
  paymentInterval: '0',
  incrementalBorrowingRate: '6,0%',
});

const file = (prefix: string, last: string) => agreementCsv([...Array.from({ length: 399 }, (_, index) => row(`${prefix}/${index}`)), row(last)]);

const auditEntries = () => withTenant(t.db, s.ifrsId, async (tx) => (await rawRows<{ n: number }>(tx, sql`select count(*)::int as n from audit_entries`))[0]?.n);

describe.runIf(process.env['TEST_DATABASE_URL'])('agreements import by COPY on a PostgreSQL server', () => {
  it('stores every agreement of several stores with all its rows', async () => {
    const before = await storedCounts(t, s.ifrsId);
    const reply = await uploadAgreements(t, s.ifrs, file('COPY', 'COPY/LAST'));
    expect(reply.body.success).toBe(true);
    expect(reply.body.value?.count).toBe(400);
    expect(await storedCounts(t, s.ifrsId)).toEqual({
      agreements: (before?.agreements ?? 0) + 400,
      calculations: (before?.calculations ?? 0) + 400,
      schedule: (before?.schedule ?? 0) + 24_000,
      depreciation: (before?.depreciation ?? 0) + 24_000,
    });
    // Each agreement's own rows: periods 1..60 once each, under its own id.
    const [shape] = await withTenant(t.db, s.ifrsId, (tx) =>
      rawRows<{ agreements: number; wrong: number }>(
        tx,
        sql`select count(distinct a.id)::int as agreements,
          count(*) filter (where (select count(*) from lease_amortizations r where r.lease_agreement_id = a.id) <> 60
            or (select count(*) from depreciations d where d.lease_agreement_id = a.id) <> 60
            or (select max(period_number) from lease_amortizations r where r.lease_agreement_id = a.id) <> 60)::int as wrong
        from lease_agreements a where a.contract_number like 'COPY/%'`,
      ),
    );
    expect(shape).toEqual({ agreements: 400, wrong: 0 });
  });

  it('stores nothing, audit trail included, when the database refuses a row of the last store', async () => {
    // A refusal the checks before storing cannot foresee: the server refuses the last agreement's depreciation.
    await t.db.execute(sql`create function refuse_probe_depreciation() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from lease_agreements a where a.id = new.lease_agreement_id and a.contract_number = 'FAIL/LAST') then
          raise exception 'refused by the probe';
        end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger refuse_probe_depreciation before insert on depreciations for each row execute function refuse_probe_depreciation()`);
    try {
      const before = await storedCounts(t, s.ifrsId);
      const audited = await auditEntries();
      const reply = await uploadAgreements(t, s.ifrs, file('FAIL', 'FAIL/LAST'));
      expect(reply.status).toBe(500);
      expect(reply.body.success).toBe(false);
      expect(await storedCounts(t, s.ifrsId)).toEqual(before);
      expect(await auditEntries()).toBe(audited);
      // The connection it ran on serves the next import.
      await t.db.execute(sql`drop trigger refuse_probe_depreciation on depreciations`);
      const again = await uploadAgreements(t, s.ifrs, file('FAIL', 'FAIL/LAST'));
      expect(again.body.value?.count).toBe(400);
    } finally {
      await t.db.execute(sql`drop trigger if exists refuse_probe_depreciation on depreciations`);
      await t.db.execute(sql`drop function refuse_probe_depreciation()`);
    }
  });
  it('stores nothing when the database refuses a row of an early store, sent while later agreements are calculated', async () => {
    // The first store (about 166 agreements of 120 rows) is still running on the server when the import reaches its
    // next batch; its failure must stop the import there, and a row error found meanwhile must not hide a store
    // still in flight: the transaction ends only when its statements have run.
    await t.db.execute(sql`create function refuse_first_agreement() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from lease_agreements a where a.id = new.lease_agreement_id and a.contract_number = 'EARLY/0') then
          raise exception 'refused by the probe';
        end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger refuse_first_agreement before insert on lease_amortizations for each row execute function refuse_first_agreement()`);
    try {
      const before = await storedCounts(t, s.ifrsId);
      const audited = await auditEntries();
      const refused = await uploadAgreements(t, s.ifrs, file('EARLY', 'EARLY/LAST'));
      expect(refused.status).toBe(500);
      expect(await storedCounts(t, s.ifrsId)).toEqual(before);

      // A row of the second batch names an unknown lessor: found while the first store is in flight, after which
      // nothing more is stored, so the import answers the row's error once that store has failed on the server.
      const rows = Array.from({ length: 400 }, (_, index) => row(`EARLY/${index}`));
      rows[200] = { ...row('EARLY/200'), contractorTaxId: validTaxId(432_000_999) };
      const rowError = await uploadAgreements(t, s.ifrs, agreementCsv(rows));
      expect(rowError.body.success).toBe(false);
      expect(rowError.body.errors.map(({ propertyName }: { propertyName: string }) => propertyName)).toEqual(['row 202: contractorTaxId']);
      expect(await storedCounts(t, s.ifrsId)).toEqual(before);
      expect(await auditEntries()).toBe(audited);

      await t.db.execute(sql`drop trigger refuse_first_agreement on lease_amortizations`);
      const again = await uploadAgreements(t, s.ifrs, file('EARLY', 'EARLY/LAST'));
      expect(again.body.value?.count).toBe(400);
    } finally {
      await t.db.execute(sql`drop trigger if exists refuse_first_agreement on lease_amortizations`);
      await t.db.execute(sql`drop function if exists refuse_first_agreement()`);
    }
  });
});
