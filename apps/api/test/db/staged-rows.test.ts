import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseAgreementInput, AccountingStandard } from '@leasedesk/contract';
import type { DatabaseHandle, Tx } from '../../src/db/client.ts';
import { rawRows } from '../../src/db/raw-rows.ts';
import { seedDemoData, type SeedResult } from '../../src/demo/seed.ts';
import { withTenant } from '../../src/db/scope.ts';
import { copyTextValue, defaultStageWay, insertStaged, postgresClientOf, type Stage, type StageWay } from '../../src/db/staged-rows.ts';
import { calculateAgreement, storeNewAgreements } from '../../src/modules/lease-agreements/save-agreement.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { exampleB } from '../modules/lease-agreements/support.ts';

/**
 * Rows staged for a bulk INSERT ... SELECT: by COPY into a temporary table on a PostgreSQL server, by one JSON
 * parameter elsewhere. Both must store the very same values, the tenant's row-level security must still check every
 * row, and a failure anywhere must leave nothing behind. The COPY cases run when TEST_DATABASE_URL names a server.
 */
let database: DatabaseHandle;
let seed: Required<SeedResult>;
const onServer = () => database.kind === 'postgres';

beforeAll(async () => {
  database = await createTestDatabase();
  seed = (await seedDemoData(database.db)) as Required<SeedResult>;
  await database.db.execute(sql`create table staged_probe (id integer generated always as identity primary key, tenant_id integer not null references tenants(id),
    label text, amount numeric(18,2), rate numeric, day date, flag boolean, readings jsonb, run text not null)`);
  await database.db.execute(sql`select leasedesk_enable_tenant_rls('staged_probe')`);
});
afterAll(async () => database.close());

const probeStage: Stage = {
  table: 'staged_probe_rows',
  alias: 'p',
  jsonChunk: 1_000,
  columns: [
    ['tenantId', 'int'],
    ['label', 'text'],
    ['amount', 'numeric'],
    ['rate', 'numeric'],
    ['day', 'date'],
    ['flag', 'boolean'],
    ['readings', 'jsonb'],
  ],
};

type ProbeRow = { tenantId: number; label?: string | null; amount?: number | null; rate?: number | null; day?: string | null; flag?: boolean | null; readings?: unknown };

const insertProbe = (tx: Tx, run: string, rows: Iterable<ProbeRow>, way?: StageWay) =>
  insertStaged(
    tx,
    probeStage,
    rows,
    (source) =>
      tx.execute(sql`insert into staged_probe (tenant_id, label, amount, rate, day, flag, readings, run)
        select p."tenantId", p.label, round(p.amount, 2), p.rate, p.day, p.flag, p.readings, ${run} from ${source}`),
    way,
  );

const storedProbe = (tenantId: number, run: string) =>
  withTenant(database.db, tenantId, (tx) =>
    rawRows<Record<string, unknown>>(
      tx,
      sql`select label, amount::text, rate::text, day::text, flag, readings::text from staged_probe where run = ${run} order by id`,
    ),
  );

/** Text COPY's text format gives meaning to, and text that merely looks like it. */
const hostileTexts = [
  'tab\there',
  'line\nbreak',
  'carriage\r\nreturn',
  'back\\slash',
  '\\N',
  '\\.',
  '\\',
  'ends with a backslash \\',
  '\\t is not a tab',
  '',
  ' spaces kept ',
  '"quoted"; semicolon, comma',
  'Zażółć gęślą jaźń — €, 📄',
  'NULL',
];

const hostileRows = (tenantId: number): ProbeRow[] => [
  ...hostileTexts.map((label, index) => ({ tenantId, label, amount: index + 0.125, rate: 0.1 + 0.2, day: '2025-02-28', flag: index % 2 === 0, readings: { label, n: index } })),
  // Numbers as JavaScript writes them: an exponent, a negative zero, the cent rounded by the database.
  { tenantId, label: 'numbers', amount: -0, rate: 1e-7, day: '2024-02-29', flag: false, readings: 'a JSON string' },
  { tenantId, label: 'big', amount: 123_456_789_012.345, rate: 12_345.678_901_234, day: '1999-12-31', flag: true, readings: [1, '\t', null] },
  // Every value missing: NULL, as JSON's null or an absent key.
  { tenantId, label: null, amount: null, rate: null, day: null, flag: null, readings: null },
  { tenantId },
];

describe('staged rows', () => {
  it('stores hostile text, numbers, dates, NULLs and JSON exactly as given, by either way, the same', async () => {
    const tenantId = seed.tenantIds.csi;
    await withTenant(database.db, tenantId, (tx) => insertProbe(tx, 'json', hostileRows(tenantId), 'json'));
    await withTenant(database.db, tenantId, (tx) => insertProbe(tx, 'default', hostileRows(tenantId)));
    const json = await storedProbe(tenantId, 'json');
    expect(await storedProbe(tenantId, 'default')).toEqual(json);
    expect(json.map((row) => row['label'])).toEqual([...hostileTexts, 'numbers', 'big', null, null]);
    expect(json.map((row) => JSON.parse(String(row['readings'] ?? 'null')) as unknown)).toEqual([
      ...hostileTexts.map((label, n) => ({ label, n })),
      'a JSON string',
      [1, '\t', null],
      null,
      null,
    ]);
    expect(json.slice(-4)).toEqual([
      { label: 'numbers', amount: '0.00', rate: '0.0000001', day: '2024-02-29', flag: false, readings: '"a JSON string"' },
      { label: 'big', amount: '123456789012.35', rate: '12345.678901234', day: '1999-12-31', flag: true, readings: '[1, "\\t", null]' },
      { label: null, amount: null, rate: null, day: null, flag: null, readings: null },
      { label: null, amount: null, rate: null, day: null, flag: null, readings: null },
    ]);
  });

  it('writes COPY text escaped: a value never ends its row or column, and \\N is NULL only when it means NULL', () => {
    expect(copyTextValue('a\tb\nc\rd\\e', 'text')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyTextValue('\\N', 'text')).toBe('\\\\N');
    expect(copyTextValue(null, 'text')).toBe('\\N');
    expect(copyTextValue(undefined, 'numeric')).toBe('\\N');
    expect(copyTextValue(Number.NaN, 'numeric')).toBe('\\N');
    expect(copyTextValue(1e21, 'numeric')).toBe('1e+21');
    expect(copyTextValue(true, 'boolean')).toBe('t');
    expect(copyTextValue('text', 'jsonb')).toBe('"text"');
    expect(copyTextValue({ a: 'x\ty' }, 'jsonb')).toBe('{"a":"x\\\\ty"}');
  });
});

describe.runIf(process.env['TEST_DATABASE_URL'])('staged rows by COPY on a PostgreSQL server', () => {
  it('runs COPY on the transaction’s own client, as leasedesk_app, and leaves no table behind', async () => {
    expect(onServer()).toBe(true);
    const tenantId = seed.tenantIds.ifrs16;
    await withTenant(database.db, tenantId, async (tx) => {
      expect(postgresClientOf(tx)).not.toBeNull();
      expect(defaultStageWay(tx)).toBe('copy');
      await insertProbe(tx, 'own client', [{ tenantId, label: 'first' }]);
      // Seen inside the transaction: the COPY ran in it, not on another pooled connection.
      expect(await rawRows(tx, sql`select label from staged_probe where run = 'own client'`)).toEqual([{ label: 'first' }]);
      expect(await rawRows(tx, sql`select current_user as role, count(*)::int as staged from pg_temp.staged_probe_rows`)).toEqual([{ role: 'leasedesk_app', staged: 1 }]);
      // A second stage in the same transaction reuses the table, emptied.
      await insertProbe(tx, 'own client', [{ tenantId, label: 'second' }]);
    });
    expect((await storedProbe(tenantId, 'own client')).map((row) => row['label'])).toEqual(['first', 'second']);
    const left = await withTenant(database.db, tenantId, (tx) => rawRows(tx, sql`select relname from pg_class where relname = ${probeStage.table}`));
    expect(left).toEqual([]);
  });

  it('still checks every row against the tenant’s policy: a row of another tenant fails the whole transaction', async () => {
    const tenantId = seed.tenantIds.ifrs16;
    const rows = Array.from({ length: 5_000 }, (_, index): ProbeRow => ({ tenantId: index === 4_321 ? seed.tenantIds.csi : tenantId, label: `row ${index}` }));
    const failure = await withTenant(database.db, tenantId, async (tx) => {
      await insertProbe(tx, 'policy', [{ tenantId, label: 'before' }]);
      await insertProbe(tx, 'policy', rows);
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(String((failure as { cause?: unknown } | null)?.cause ?? failure)).toMatch(/row-level security/);
    expect(await storedProbe(tenantId, 'policy')).toEqual([]);
    expect(await storedProbe(seed.tenantIds.csi, 'policy')).toEqual([]);
  });

  it('rolls everything back when COPY fails mid-stream, whether the database refuses a value or the rows stop coming, and the connection serves on', async () => {
    const tenantId = seed.tenantIds.ifrs16;
    function* refusedValue(): Generator<ProbeRow> {
      for (let index = 0; index < 60_000; index++) yield { tenantId, label: `row ${index}`, day: index === 50_000 ? '2025-02-30' : '2025-01-01' };
    }
    function* brokenSource(): Generator<ProbeRow> {
      for (let index = 0; index < 60_000; index++) {
        if (index === 50_000) throw new Error('the source failed');
        yield { tenantId, label: `row ${index}` };
      }
    }
    for (const [run, rows, message] of [
      ['refused value', refusedValue, /2025-02-30/],
      ['broken source', brokenSource, /the source failed/],
    ] as const) {
      const failure = await withTenant(database.db, tenantId, async (tx) => {
        await insertProbe(tx, run, [{ tenantId, label: 'stored before' }]);
        await insertProbe(tx, run, rows());
      }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(`${String(failure)} ${String((failure as { cause?: unknown }).cause ?? '')}`).toMatch(message);
      expect(await storedProbe(tenantId, run)).toEqual([]);
    }
    // Every pooled connection still answers and begins clean (ten at once: more than the pool holds).
    const answers = await Promise.all(Array.from({ length: 12 }, () => withTenant(database.db, tenantId, (tx) => rawRows<{ n: number }>(tx, sql`select count(*)::int as n from staged_probe where run = 'broken source'`))));
    expect(answers.flat()).toEqual(Array.from({ length: 12 }, () => ({ n: 0 })));
  });

  it('stores an agreement’s schedule and depreciation by COPY exactly as by JSON', async () => {
    const tenantId = seed.tenantIds.ifrs16;
    const [contractor] = await withTenant(database.db, tenantId, (tx) => rawRows<{ id: number }>(tx, sql`select id from contractors order by id limit 1`));
    if (!contractor) throw new Error('no contractor');
    const calculated = (contractNumber: string, termInMonths: number) => {
      const result = calculateAgreement(leaseAgreementInput.parse({ ...exampleB(contractor.id), contractNumber, termInMonths }), AccountingStandard.IFRS16);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.agreement;
    };
    const figures = async (way: StageWay) => {
      const ids = await withTenant(database.db, tenantId, (tx) => storeNewAgreements(tx, tenantId, [calculated(`WAY/${way}/A`, 60), calculated(`WAY/${way}/B`, 37)], way));
      return withTenant(database.db, tenantId, async (tx) => ({
        schedule: await rawRows(
          tx,
          sql`select a.lease_agreement_id = ${ids[0]} as first, period_number, payment_date::text, general_ledger_income_date::text, payment_amount::text,
            interest_amount::text, principal_amount::text, opening_balance::text, closing_balance::text, rent_free_amount::text, is_billing_month,
            increase_rate::text, accounting_standard, cumulative_payment::text
          from lease_amortizations a where a.lease_agreement_id = any(${`{${ids.join(',')}}`}::int[]) order by 1 desc, period_number`,
        ),
        depreciation: await rawRows(
          tx,
          sql`select d.lease_agreement_id = ${ids[0]} as first, period_number, begining_of_period::text, end_of_period::text, opening_balance::text,
            depraciation_charge::text, closing_balance::text
          from depreciations d where d.lease_agreement_id = any(${`{${ids.join(',')}}`}::int[]) order by 1 desc, period_number`,
        ),
      }));
    };
    const byCopy = await figures('copy');
    const byJson = await figures('json');
    expect(byCopy.schedule).toHaveLength(97);
    expect(byCopy.depreciation).toHaveLength(97);
    expect(byCopy).toEqual(byJson);
  });
});
