import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingEntries, ContractorDto, Disclosure, LeaseAgreementDto, LeaseAgreementInput, LeaseChangeDto } from '@leasedesk/contract';
import { addMonths, disclosuresFromTotals, disclosureTotals, entriesFromTotals, entryTotals, type DisclosureTotals, type EntryTotals } from '@leasedesk/lease-math';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { withTenant } from '../../../src/db/scope.ts';
import type { AccountingSelection } from '../../../src/modules/accounting/accounting-selection.ts';
import { sumDisclosureTotals } from '../../../src/modules/accounting/disclosure-totals.ts';
import { sumEntryTotals } from '../../../src/modules/accounting/entry-totals.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createContractor, disclosurePath, entriesPath, randomAgreement, randomDate, saveAgreement, seededRandom, storedSources, underStandard } from './support.ts';

/**
 * The API sums DOMAIN §7 and §13 in SQL over the stored schedules; lease-math's entryTotals and
 * disclosureTotals sum the same rules row by row. On random agreements of every shape (both standards,
 * deleted ones, several contractors and numbers, another tenant's, lease changes of every kind) and random
 * periods, both must agree to the cent. The JS side chooses its agreements by the rule, independently of the
 * SQL's `chosen`.
 */
const seed = Number(process.env['ACCOUNTING_SEED'] ?? 20_261_123);
const random = seededRandom(seed);

let t: TestApp;
let ifrs: string;
let ifrsTenantId: number;
let own: ContractorDto[];
let foreign: ContractorDto;

/**
 * A lease change of every kind (DOMAIN §14) on the live IFRS16 agreements, through POST /changes, from the middle
 * row (k = ⌊n/2⌋ + 1; mid-interval and mid-month rows too): in turn none, a modification to half the scope at a
 * new rate (a gain or a loss), an option exercised for two more years (ΔL > 0), the rent halved (ΔL < 0) and
 * then the term reassessed from the next row (two changes: the first one's row k stays in the rows), and an early
 * termination (no row k).
 */
async function changeAgreement(t: TestApp, token: string, agreement: LeaseAgreementDto, turn: number): Promise<void> {
  const n = agreement.termInMonths;
  const months = [1, 3, 6, 12][agreement.paymentInterval ?? 0] as number;
  if (n < 2) return;
  const k = Math.floor(n / 2) + 1;
  const on = (row: number) => addMonths(agreement.startingDate.slice(0, 10), row - 1);
  const bodies: object[][] = [
    [],
    [{ effectiveDate: on(k), changeKind: 2, remainingScope: 0.5, incrementalBorrowingRate: 0.05 }],
    [{ effectiveDate: on(k), changeKind: 1, termInMonths: n + months * Math.ceil(24 / months), incrementalBorrowingRate: 0.04 }],
    [
      { effectiveDate: on(k), changeKind: 0, rentPaymentAmount: Math.round(agreement.rentPaymentAmount * 50) / 100 },
      ...(k + 1 <= n ? [{ effectiveDate: on(k + 1), changeKind: 1, termInMonths: n + months, incrementalBorrowingRate: 0.03 }] : []),
    ],
    [{ effectiveDate: on(k), changeKind: 3 }],
  ];
  for (const body of bodies[turn % bodies.length] ?? []) {
    const reply = await t.call<LeaseChangeDto>('POST', `/api/leaseagreements/${agreement.id}/changes`, { token, body });
    if (!reply.body.value) throw new Error(`change ${JSON.stringify(body)} of ${JSON.stringify(agreement)} refused: ${reply.raw}`);
  }
}

/**
 * A CSI agreement that solves: the equipment costs 80 % of the payments, and there are at least two of them
 * (a single payment in advance would cover it at once: no rate).
 */
function csiAgreement(contractorId: number, contractNumber: string): LeaseAgreementInput {
  const base = randomAgreement(random, contractorId, contractNumber, '9');
  const months = [1, 3, 6, 12][base.paymentInterval ?? 0] as number;
  const termInMonths = Math.max(base.termInMonths, 2 * months);
  return { ...base, termInMonths, totalEquipmentCost: Math.floor(base.rentPaymentAmount * (termInMonths / months) * 80) / 100, residualValue: 0, rentFreePeriodInMonths: 0, accountingStandard: 0 };
}

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  ifrsTenantId = t.seed.tenantIds.ifrs16;
  ifrs = await t.tenantToken(user, ifrsTenantId);
  own = [
    await createContractor(t, ifrs, 'Totals Alfa', 700_000_010),
    await createContractor(t, ifrs, 'Totals Beta', 700_000_020),
    await createContractor(t, ifrs, 'Totals Gamma', 700_000_030),
  ];
  const live: LeaseAgreementDto[] = [];
  for (const [c, contractor] of own.entries()) {
    for (let k = 0; k < 8; k++) {
      const saved = await saveAgreement(t, ifrs, randomAgreement(random, contractor.id, `K/${1 + (k % 4)}`, String(1 + Math.floor(k / 4) + c)));
      // Every fourth agreement is deleted: deleted agreements must not count.
      if (k % 4 === 3) expect((await t.call('DELETE', `/api/leaseagreements/${saved.id}`, { token: ifrs })).status).toBe(200);
      else live.push(saved);
    }
  }
  // Every grid shape disclosures' few-rows-per-agreement reading must get right (disclosure-totals.ts): starts on
  // the 1st, mid-month, the 31st and 29 February (rows and payment dates then fall mid-month, or clamp); in
  // advance and in arrears; monthly, quarterly and yearly; a residual value in the last or in an additional month.
  let shape = 0;
  for (const startingDate of ['2024-01-01', '2024-01-15', '2024-01-31', '2024-02-29', '2025-08-31']) {
    for (const paymentDue of [0, 1] as const) {
      for (const paymentInterval of [0, 1, 3] as const) {
        shape += 1;
        const contractor = own[shape % own.length] as ContractorDto;
        const base = randomAgreement(random, contractor.id, 'S/1', String(shape));
        const saved = await saveAgreement(t, ifrs, {
          ...base,
          startingDate,
          paymentDue,
          paymentInterval,
          termInMonths: shape % 2 === 0 ? 24 : 36,
          residualValue: shape % 3 === 0 ? 0 : 1000 + shape,
          residualValueSettlement: shape % 3 === 1 ? 1 : 0,
        });
        live.push(saved);
      }
    }
  }
  for (const [turn, agreement] of live.entries()) await changeAgreement(t, ifrs, agreement, turn);
  // Two changes whose entries the random ones may not make: a loss (the asset carried above the liability, by large
  // initial direct costs) and a further gain (the rent halved where a large incentive left the asset small).
  const lossy = await saveAgreement(t, ifrs, { ...randomAgreement(random, own[0]?.id ?? 0, 'L/1', '1'), startingDate: '2025-05-01', termInMonths: 36, paymentInterval: 0, rentPaymentAmount: 4000, rentFreePeriodInMonths: 0, residualValue: 0, leaseIncentive: 0, initialDirectCosts: 150_000, depreciationMethod: 0 });
  await changeAgreement(t, ifrs, lossy, 1);
  const cut = await saveAgreement(t, ifrs, { ...randomAgreement(random, own[1]?.id ?? 0, 'L/2', '1'), startingDate: '2024-09-15', termInMonths: 24, paymentInterval: 0, rentPaymentAmount: 5000, rentFreePeriodInMonths: 0, residualValue: 0, indexationRate: 0, incrementalBorrowingRate: 0.01, initialDirectCosts: 0, leasePremium: 0, dismantlingProvision: 0, leaseIncentive: 96_000, depreciationMethod: 0 });
  await changeAgreement(t, ifrs, cut, 3);
  // CSI agreements of the same contractors, kept from before the tenant moved to IFRS16.
  await underStandard(t, user, ifrsTenantId, 0, async (token) => {
    for (const contractor of own) await saveAgreement(t, token, csiAgreement(contractor.id, 'K/1'));
  });
  // Another tenant's IFRS16 agreements, of its own contractor.
  foreign = await underStandard(t, user, t.seed.tenantIds.csi, 1, async (token) => {
    const contractor = await createContractor(t, token, 'Totals Foreign', 700_000_090);
    for (let k = 0; k < 3; k++) await saveAgreement(t, token, randomAgreement(random, contractor.id, 'K/1', String(k + 1)));
    return contractor;
  });
}, 240_000);
afterAll(async () => t.close());

function selectionOf(fields: Partial<AccountingSelection>, period: [string, string]): AccountingSelection {
  return { contractorIds: own.map((c) => c.id), contractNumbers: [], scheduleNumbers: [], ...fields, reportingPeriodStartingDate: period[0], reportingPeriodClosingDate: period[1] };
}

function randomPeriod(): [string, string] {
  const a = randomDate(random);
  const b = randomDate(random);
  return a <= b ? [a, b] : [b, a];
}

const selections = (): [string, Partial<AccountingSelection>][] => [
  ['every contractor', {}],
  ['one contractor', { contractorIds: [own[0]?.id ?? 0] }],
  ['two contractors', { contractorIds: [own[1]?.id ?? 0, own[2]?.id ?? 0] }],
  ['contract numbers', { contractNumbers: ['K/1', 'K/3'] }],
  ['schedule numbers', { scheduleNumbers: ['2'] }],
  ['contract and schedule numbers', { contractNumbers: ['K/2'], scheduleNumbers: ['1', '3'] }],
  ['an own and another tenant’s contractor', { contractorIds: [own[0]?.id ?? 0, foreign.id] }],
  ['only another tenant’s contractor', { contractorIds: [foreign.id] }],
];

const periods: [string, string][] = [
  ['2025-01-01', '2025-12-31'],
  ['2024-02-29', '2024-02-29'],
  ['2000-01-01', '2000-12-31'],
  ['2023-01-01', '2031-12-31'],
  // After every schedule has ended; days mid-month and on month ends, as the rows' own dates fall.
  ['2035-01-01', '2035-12-31'],
  ['2024-01-15', '2024-03-14'],
  ['2024-01-31', '2024-01-31'],
  ['2025-03-01', '2025-08-30'],
];

function jsEntryTotals(sources: Parameters<typeof entryTotals>[0], s: AccountingSelection): EntryTotals {
  const result = entryTotals(sources, s.reportingPeriodStartingDate, s.reportingPeriodClosingDate);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.totals;
}

function jsDisclosureTotals(sources: Parameters<typeof disclosureTotals>[0], s: AccountingSelection): DisclosureTotals {
  const result = disclosureTotals(sources, s.reportingPeriodStartingDate, s.reportingPeriodClosingDate);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.totals;
}

const period = (s: AccountingSelection) => ({ from: s.reportingPeriodStartingDate, to: s.reportingPeriodClosingDate });

describe(`SQL totals equal lease-math's over the stored records (seed ${seed})`, () => {
  // 20 periods × 8 selections, each read whole on the JS side: ≈ 20 s on a quiet two-core machine since the fixture
  // has lease changes, so more than the default 30 s on a busy one.
  it('on every selection and on fixed and random periods, to the cent', { timeout: 120_000 }, async () => {
    const nonZero = new Set<string>();
    for (const p of [...periods, ...Array.from({ length: 12 }, randomPeriod)]) {
      for (const [name, fields] of selections()) {
        const selection = selectionOf(fields, p);
        const sources = await storedSources(t, ifrsTenantId, selection);
        const [sqlEntries, sqlDisclosure] = await withTenant(t.db, ifrsTenantId, async (tx) => [
          await sumEntryTotals(tx, ifrsTenantId, selection, period(selection)),
          await sumDisclosureTotals(tx, ifrsTenantId, selection, period(selection)),
        ] as const);
        const jsEntries = jsEntryTotals(sources, selection);
        const jsDisclosure = jsDisclosureTotals(sources, selection);
        expect({ name, p, totals: sqlEntries }).toEqual({ name, p, totals: jsEntries });
        expect({ name, p, totals: sqlDisclosure }).toEqual({ name, p, totals: jsDisclosure });
        for (const [key, value] of [...Object.entries(jsEntries), ...Object.entries(jsDisclosure)]) if (value !== 0) nonZero.add(key);
      }
    }
    // Not a vacuous match: every sum was non-zero somewhere.
    expect([...nonZero].sort()).toEqual([...new Set([...Object.keys(jsEntryTotals([], selectionOf({}, periods[0] as [string, string]))), ...Object.keys(jsDisclosureTotals([], selectionOf({}, periods[0] as [string, string])))])].sort());
  });

  it('the routes answer what lease-math makes of those totals', { timeout: 120_000 }, async () => {
    for (const p of [periods[0] as [string, string], randomPeriod(), randomPeriod()]) {
      for (const [, fields] of selections()) {
        const selection = selectionOf(fields, p);
        const sources = await storedSources(t, ifrsTenantId, selection);
        const entries = await t.call<AccountingEntries>('POST', entriesPath, { token: ifrs, body: selection });
        expect(entries.body.errors).toEqual([]);
        expect(entries.body.value?.details).toEqual(entriesFromTotals(jsEntryTotals(sources, selection)));
        const disclosure = await t.call<Disclosure>('POST', disclosurePath, { token: ifrs, body: selection });
        const { reportId: _id, token: _token, ...figures } = disclosure.body.value as Disclosure;
        expect(figures).toEqual(disclosuresFromTotals(jsDisclosureTotals(sources, selection)));
      }
    }
  });

  it('every stored schedule row carries its agreement’s payments so far, as the migration’s backfill computes them', async () => {
    const [row] = await rawRows<{ rows: number; differ: number }>(
      t.db,
      sql`select count(*)::int as rows, count(*) filter (where m.cumulative_payment <> running.paid)::int as differ
        from lease_amortizations m
        join (select id, sum(payment_amount) over (partition by tenant_id, lease_agreement_id order by period_number) as paid from lease_amortizations) running
          on running.id = m.id`,
    );
    expect(row?.rows).toBeGreaterThan(1000);
    expect(row?.differ).toBe(0);
  });

  it('leaves out deleted, CSI and other tenants’ agreements (the JS side sees them and must drop them too)', async () => {
    const selection = selectionOf({}, ['2023-01-01', '2031-12-31']);
    const everything = await storedSources(t, ifrsTenantId, { ...selection, contractorIds: [...selection.contractorIds] });
    expect(everything.filter((s) => s.agreement.accountingStandard === 0)).toHaveLength(3);
    // The deleted agreements would change the figures: leaving them out is what makes the match.
    const withDeleted = await storedSources(t, ifrsTenantId, selection, { includeDeleted: true });
    expect(withDeleted.length - everything.length).toBe(6);
    const sqlTotals = await withTenant(t.db, ifrsTenantId, (tx) => sumDisclosureTotals(tx, ifrsTenantId, selection, period(selection)));
    expect(sqlTotals).toEqual(jsDisclosureTotals(everything, selection));
    expect(sqlTotals).not.toEqual(jsDisclosureTotals(withDeleted, selection));
    const reply = await t.call<Disclosure>('POST', disclosurePath, { token: ifrs, body: { ...selection, contractorIds: [foreign.id] } });
    expect(reply.body.value).toMatchObject({ liability: { opening: 0, additions: 0, interest: 0, payments: 0, closing: 0 }, maturity: { total: 0 } });
    const entries = await t.call<AccountingEntries>('POST', entriesPath, { token: ifrs, body: { ...selection, contractorIds: [foreign.id] } });
    expect(entries.body.value?.details).toEqual([]);
  });
});
