// Accounting entries 9–14 and the disclosure lines of lease changes (DOMAIN §14's "Entries" and "Disclosures"), on
// change figures built by hand: DOMAIN §12 E as published, and small cases of each branch (loss, liability
// remeasured down, a decrease beyond the asset, termination, a change outside the period), then fast-check
// properties on random consistent figures over random portfolios.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountingEntries,
  addDays,
  addMonths,
  calculateLease,
  changeEntryCents,
  disclosures,
  disclosureTotals,
  entriesFromTotals,
  entryTotals,
  type Agreement,
  type DisclosureSource,
  type DisclosureTotals,
  type EntryChange,
  type EntryTotals,
  type LeaseOutcome,
} from '../src/index.ts';
import { agreement } from './support/agreements.ts';
import { agreementArb, ifrs16AtBorrowingRate } from './support/arbitraries.ts';

/** DOMAIN §12 E: IFRS16, monthly in arrears, nominal 6 %, initial direct costs 6 000.00, straight-line. */
const exampleE = (): Agreement =>
  agreement({
    startingDate: '2025-01-01',
    termInMonths: 60,
    rentPaymentAmount: 10_000,
    incrementalBorrowingRate: 0.06,
    initialDirectCosts: 6000,
    paymentDue: 1,
    accountingStandard: 1,
  });

function calculated(a: Agreement): LeaseOutcome {
  const result = calculateLease(a);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

/** E's change (effective 2027-01-01, k = 25) with the figures DOMAIN §14 publishes. */
const changeOfE = (): EntryChange => ({
  entryDate: '2027-01-01',
  carryingRightOfUse: 313_953.29,
  liabilityDecrease: 131_484.07,
  rightOfUseDecrease: 125_581.32,
  gainOrLoss: 5902.75,
  liabilityAdjustment: 11_735.33,
  furtherGain: 0,
  liabilityRemeasurement: -119_748.74,
  rightOfUseRemeasurement: -113_845.99,
});

const lastDayOfMonth = (firstDay: string) => addDays(addMonths(firstDay, 1), -1);

/**
 * E as stored after its change: rows and periods 1–24 of the inception (a change never rewrites them), then the
 * new version written out here by DOMAIN §4 and §6 alone: row 25 opens at L_E 208 961.44, 6 500.00 paid at each
 * month's end, interest ROUND(B × 0.00625, 2) = ROUND(B / 160) cents (j′ = 7.5 % / 12 is exactly 1/160), the last
 * row taking what is left; depreciation 5 558.54 a month from R_after 200 107.30, period 60 the rest.
 */
function exampleEChanged(): DisclosureSource {
  const a = exampleE();
  const inception = calculated(a);
  const rows: DisclosureSource['leaseAmortizations'][number][] = inception.leaseAmortizations.slice(0, 24).map((r) => ({ ...r }));
  let balance = 20_896_144;
  for (let t = 25; t <= 60; t++) {
    const paid = lastDayOfMonth(addMonths('2025-01-01', t - 1));
    const interest = t === 60 ? 650_000 - balance : Math.round(balance / 160);
    const principal = 650_000 - interest;
    rows.push({ paymentDate: paid, generalLedgerIncomeDate: paid, paymentAmount: 6500, interestAmount: interest / 100, principalAmount: principal / 100 });
    balance -= principal;
  }
  const periods: DisclosureSource['depraciations'][number][] = inception.depraciations.slice(0, 24).map((p) => ({ ...p }));
  for (let t = 25; t <= 60; t++) {
    periods.push({ endOfPeriod: lastDayOfMonth(addMonths('2025-01-01', t - 1)), depraciationCharge: t === 60 ? 5558.4 : 5558.54 });
  }
  return { agreement: a, leaseCalculation: inception.leaseCalculation, leaseAmortizations: rows, depraciations: periods, leaseChanges: [changeOfE()] };
}

/** What a change's figures are, in cents, from B_E, R_E, the decrease in scope and L_E (DOMAIN §14). */
function changeFigures(f: {
  entryDate: string;
  carryingLiability: number;
  carryingRightOfUse: number;
  liabilityDecrease?: number;
  rightOfUseDecrease?: number;
  remeasuredLiability: number;
}): EntryChange {
  const liabilityDecrease = f.liabilityDecrease ?? 0;
  const rightOfUseDecrease = f.rightOfUseDecrease ?? 0;
  const remainingRightOfUse = f.carryingRightOfUse - rightOfUseDecrease;
  const adjustment = f.remeasuredLiability - (f.carryingLiability - liabilityDecrease);
  const rightOfUseAfter = Math.max(0, remainingRightOfUse + adjustment);
  const amount = (cents: number) => (cents === 0 ? 0 : cents / 100);
  return {
    entryDate: f.entryDate,
    carryingRightOfUse: amount(f.carryingRightOfUse),
    liabilityDecrease: amount(liabilityDecrease),
    rightOfUseDecrease: amount(rightOfUseDecrease),
    gainOrLoss: amount(liabilityDecrease - rightOfUseDecrease),
    liabilityAdjustment: amount(adjustment),
    furtherGain: amount(Math.max(0, -(remainingRightOfUse + adjustment))),
    liabilityRemeasurement: amount(f.remeasuredLiability - f.carryingLiability),
    rightOfUseRemeasurement: amount(rightOfUseAfter - f.carryingRightOfUse),
  };
}

/** A source of nothing but changes: an IFRS16 agreement of 2020 with no rows, so only §14's entries show. */
const changesOnly = (...leaseChanges: EntryChange[]): DisclosureSource => ({
  agreement: { startingDate: '2020-01-01', accountingStandard: 1 },
  leaseCalculation: { totalPresentValueOfLeasePayments: 0, costOfEquipment: 0 },
  leaseAmortizations: [],
  depraciations: [],
  leaseChanges,
});

type Line = [number, string, string, number];
function entriesOf(sources: DisclosureSource[], from: string, to: string): Line[] {
  const result = accountingEntries(sources, from, to);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.details.map((e) => {
    expect(e.creditDetail.value).toBe(e.debitDetail.value);
    return [e.index, e.debitDetail.labelEN, e.creditDetail.labelEN, e.debitDetail.value];
  });
}

function disclosed(sources: DisclosureSource[], from: string, to: string) {
  const result = disclosures(sources, from, to);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const { ok: _ok, ...figures } = result;
  return figures;
}

function entryTotalsOf(sources: readonly DisclosureSource[], from: string, to: string): EntryTotals {
  const result = entryTotals(sources, from, to);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.totals;
}

function disclosureTotalsOf(sources: readonly DisclosureSource[], from: string, to: string): DisclosureTotals {
  const result = disclosureTotals(sources, from, to);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.totals;
}

const LIABILITY = 'Lease liability';
const ASSET = 'Right-of-use asset';
const GAIN = 'Gain on lease modification';
const LOSS = 'Loss on lease modification';

describe('DOMAIN §12 E: the modification of 2027-01-01 in the entries and disclosures', () => {
  it('the stored rows before the change are the inception’s: B_E and R_E as published', () => {
    const e = exampleEChanged();
    expect(e.leaseCalculation).toMatchObject({ totalPresentValueOfLeasePayments: 517_255.61, costOfEquipment: 523_255.61 });
    // The day before the change: liability B_E, asset R_E.
    expect(disclosed([e], '2026-12-31', '2026-12-31')).toMatchObject({ liability: { closing: 328_710.18 }, rightOfUse: { closing: 313_953.29 } });
    // The new version as written here reproduces §14's checkpoints: row 25 and row 60.
    expect(e.leaseAmortizations[24]).toMatchObject({ paymentDate: '2027-01-31', interestAmount: 1306.01 });
    expect(e.leaseAmortizations[59]).toMatchObject({ paymentDate: '2029-12-31', interestAmount: 40.33, principalAmount: 6459.67 });
  });

  it('books entries 9, 10 and 12 of 2027 after entries 6–8, as §14 publishes them', () => {
    const e = exampleEChanged();
    const interest2027 = e.leaseAmortizations.slice(24, 36).reduce((sum, r) => sum + Math.round(r.interestAmount * 100), 0) / 100;
    expect(entriesOf([e], '2027-01-01', '2027-12-31')).toEqual([
      [1, 'Finance costs: lease interest', LIABILITY, interest2027],
      [2, LIABILITY, 'Cash and payables', 78_000],
      [3, 'Depreciation expense', 'Accumulated depreciation of right-of-use assets', 66_702.48],
      [4, LIABILITY, ASSET, 125_581.32],
      [5, LIABILITY, GAIN, 5902.75],
      [6, ASSET, LIABILITY, 11_735.33],
    ]);
    // Polish accounts of the new entries.
    const result = accountingEntries([e], '2027-01-01', '2027-12-31');
    if (!result.ok) throw new Error('entries failed');
    expect(result.details[4]?.creditDetail.labelPL).toBe('Zysk z modyfikacji leasingu');
  });

  it('the disclosures of 2027 roll forward through the remeasurements, and the day of the change closes at L_E and R_after', () => {
    const e = exampleEChanged();
    const d = disclosed([e], '2027-01-01', '2027-12-31');
    const closingRow36 = 20_896_144 + e.leaseAmortizations.slice(24, 36).reduce((sum, r) => sum + Math.round(r.interestAmount * 100) - 650_000, 0);
    expect(d.liability).toEqual({
      opening: 328_710.18,
      additions: 0,
      interest: e.leaseAmortizations.slice(24, 36).reduce((sum, r) => sum + Math.round(r.interestAmount * 100), 0) / 100,
      payments: 78_000,
      remeasurements: -119_748.74,
      closing: closingRow36 / 100,
    });
    expect(d.rightOfUse).toEqual({ opening: 313_953.29, additions: 0, depreciation: 66_702.48, remeasurements: -113_845.99, closing: 133_404.82 });
    expect(d.modificationGainLoss).toBe(5902.75);
    // Remeasurements = entry 12 − entry 9 − entry 10 (liability) and entry 12 − entry 9 (asset).
    expect(Math.round((11_735.33 - 125_581.32 - 5902.75) * 100)).toBe(-11_974_874);
    expect(Math.round((11_735.33 - 125_581.32) * 100)).toBe(-11_384_599);
    expect(disclosed([e], '2027-01-01', '2027-01-01')).toMatchObject({
      liability: { opening: 328_710.18, interest: 0, payments: 0, remeasurements: -119_748.74, closing: 208_961.44 },
      rightOfUse: { opening: 313_953.29, depreciation: 0, remeasurements: -113_845.99, closing: 200_107.3 },
      modificationGainLoss: 5902.75,
    });
  });

  it('a period after the change has its balances but books no change: no entries 9–14, change lines at 0', () => {
    const e = exampleEChanged();
    const lines = entriesOf([e], '2028-01-01', '2028-12-31');
    expect(lines.map((l) => l[1])).toEqual(['Finance costs: lease interest', LIABILITY, 'Depreciation expense']);
    const d = disclosed([e], '2028-01-01', '2028-12-31');
    expect(d.liability.remeasurements).toBe(0);
    expect(d.modificationGainLoss).toBe(0);
    // 133 404.82 − 12 × 5 558.54.
    expect(d.rightOfUse).toEqual({ opening: 133_404.82, additions: 0, depreciation: 66_702.48, remeasurements: 0, closing: 66_702.34 });
  });
});

describe('entries 9–14 of each kind of change (DOMAIN §14)', () => {
  it('a decrease in scope at a loss: entry 9 is the liability’s decrease, entry 11 the loss against the asset', () => {
    // B_E 1 000.00, R_E 900.00; Liab_dec 400.00 < ROU_dec 450.00: G = −50.00; L_E = B′_E = 600.00, ΔL = 0.
    const change = changeFigures({ entryDate: '2025-06-01', carryingLiability: 100_000, carryingRightOfUse: 90_000, liabilityDecrease: 40_000, rightOfUseDecrease: 45_000, remeasuredLiability: 60_000 });
    expect(change).toMatchObject({ gainOrLoss: -50, liabilityAdjustment: 0, liabilityRemeasurement: -400, rightOfUseRemeasurement: -450 });
    expect(entriesOf([changesOnly(change)], '2025-01-01', '2025-12-31')).toEqual([
      [1, LIABILITY, ASSET, 400],
      [2, LOSS, ASSET, 50],
    ]);
    const d = disclosed([changesOnly(change)], '2025-01-01', '2025-12-31');
    expect([d.liability.remeasurements, d.rightOfUse.remeasurements, d.modificationGainLoss]).toEqual([-400, -450, -50]);
    const result = accountingEntries([changesOnly(change)], '2025-01-01', '2025-12-31');
    if (!result.ok) throw new Error('entries failed');
    expect(result.details[1]?.debitDetail.labelPL).toBe('Strata z modyfikacji leasingu');
  });

  it('a liability remeasured downwards (ΔL < 0) within the asset: entry 13 takes −ΔL off both', () => {
    // An index fall: B_E 1 000.00, R_E 900.00, L_E 700.00: ΔL = −300.00 ≤ R′_E.
    const change = changeFigures({ entryDate: '2025-06-01', carryingLiability: 100_000, carryingRightOfUse: 90_000, remeasuredLiability: 70_000 });
    expect(change).toMatchObject({ liabilityAdjustment: -300, furtherGain: 0, rightOfUseRemeasurement: -300 });
    expect(entriesOf([changesOnly(change)], '2025-01-01', '2025-12-31')).toEqual([[1, LIABILITY, ASSET, 300]]);
    const d = disclosed([changesOnly(change)], '2025-01-01', '2025-12-31');
    expect([d.liability.remeasurements, d.rightOfUse.remeasurements, d.modificationGainLoss]).toEqual([-300, -300, 0]);
  });

  it('a decrease beyond the asset: entry 13 writes it off to 0 and entry 14 books the rest as a further gain', () => {
    // B_E 1 000.00, R_E 200.00, Liab_dec 500.00, ROU_dec 100.00 (gain 400.00); L_E 300.00: ΔL = −200.00 > R′_E 100.00.
    const change = changeFigures({ entryDate: '2025-06-01', carryingLiability: 100_000, carryingRightOfUse: 20_000, liabilityDecrease: 50_000, rightOfUseDecrease: 10_000, remeasuredLiability: 30_000 });
    expect(change).toMatchObject({ gainOrLoss: 400, liabilityAdjustment: -200, furtherGain: 100, liabilityRemeasurement: -700, rightOfUseRemeasurement: -200 });
    expect(changeEntryCents(change)).toEqual({ scopeDecrease: 10_000, modificationGain: 40_000, modificationLoss: 0, remeasurementIncrease: 0, remeasurementDecrease: 10_000, furtherModificationGain: 10_000 });
    expect(entriesOf([changesOnly(change)], '2025-01-01', '2025-12-31')).toEqual([
      [1, LIABILITY, ASSET, 100],
      [2, LIABILITY, GAIN, 400],
      [3, LIABILITY, ASSET, 100],
      [4, LIABILITY, GAIN, 100],
    ]);
    const d = disclosed([changesOnly(change)], '2025-01-01', '2025-12-31');
    // The liability falls by 100 + 400 + 100 + 100 = 700.00; the asset by 100 + 100 = 200.00, to 0; gains 400 + 100.
    expect([d.liability.remeasurements, d.rightOfUse.remeasurements, d.modificationGainLoss]).toEqual([-700, -200, 500]);
  });

  it('an early termination takes both balances off: entry 9 the smaller, entry 10 or 11 the difference', () => {
    // Liab_dec = B_E, ROU_dec = R_E, L_E = 0, ΔL = 0.
    const atGain = changeFigures({ entryDate: '2025-06-01', carryingLiability: 100_000, carryingRightOfUse: 90_000, liabilityDecrease: 100_000, rightOfUseDecrease: 90_000, remeasuredLiability: 0 });
    expect(atGain).toMatchObject({ gainOrLoss: 100, liabilityAdjustment: 0, furtherGain: 0, liabilityRemeasurement: -1000, rightOfUseRemeasurement: -900 });
    expect(entriesOf([changesOnly(atGain)], '2025-06-01', '2025-06-01')).toEqual([
      [1, LIABILITY, ASSET, 900],
      [2, LIABILITY, GAIN, 100],
    ]);
    const atLoss = changeFigures({ entryDate: '2025-06-01', carryingLiability: 80_000, carryingRightOfUse: 90_000, liabilityDecrease: 80_000, rightOfUseDecrease: 90_000, remeasuredLiability: 0 });
    expect(entriesOf([changesOnly(atLoss)], '2025-06-01', '2025-06-01')).toEqual([
      [1, LIABILITY, ASSET, 800],
      [2, LOSS, ASSET, 100],
    ]);
  });

  it('a liability remeasured upwards (an option exercised) is entry 12 alone', () => {
    const change = changeFigures({ entryDate: '2025-06-01', carryingLiability: 100_000, carryingRightOfUse: 90_000, remeasuredLiability: 125_000 });
    expect(entriesOf([changesOnly(change)], '2025-01-01', '2025-12-31')).toEqual([[1, ASSET, LIABILITY, 250]]);
  });

  it('books a change by its entry date: outside the period it is left out of the entries and the change lines, inside the balances', () => {
    const change = changeFigures({ entryDate: '2025-06-01', carryingLiability: 100_000, carryingRightOfUse: 90_000, liabilityDecrease: 40_000, rightOfUseDecrease: 35_000, remeasuredLiability: 70_000 });
    const source = changesOnly(change);
    expect(entriesOf([source], '2025-06-02', '2025-12-31')).toEqual([]);
    expect(entriesOf([source], '2025-01-01', '2025-05-31')).toEqual([]);
    expect(entriesOf([source], '2025-06-01', '2025-06-01').map((l) => l[3])).toEqual([350, 50, 100]);
    const after = disclosed([source], '2025-06-02', '2025-12-31');
    expect(after.modificationGainLoss).toBe(0);
    // The change moved the balances on 1 June: before the period, so it is in its opening (no rows: only the change).
    expect(after.liability).toEqual({ opening: -300, additions: 0, interest: 0, payments: 0, remeasurements: 0, closing: -300 });
    expect(after.rightOfUse).toEqual({ opening: -250, additions: 0, depreciation: 0, remeasurements: 0, closing: -250 });
    const before = disclosed([source], '2025-01-01', '2025-05-31');
    expect(before.liability.closing).toBe(0);
    expect(before.modificationGainLoss).toBe(0);
  });

  it('sums changes across agreements and within one, entry by entry; a CSI agreement’s changes count nothing', () => {
    const loss = changeFigures({ entryDate: '2025-03-01', carryingLiability: 100_000, carryingRightOfUse: 90_000, liabilityDecrease: 40_000, rightOfUseDecrease: 45_000, remeasuredLiability: 60_000 });
    const gain = changeFigures({ entryDate: '2025-09-01', carryingLiability: 50_000, carryingRightOfUse: 40_000, liabilityDecrease: 20_000, rightOfUseDecrease: 10_000, remeasuredLiability: 40_000 });
    const csi: DisclosureSource = { ...changesOnly(gain), agreement: { startingDate: '2020-01-01', accountingStandard: 0 } };
    // Per change, not netted: entry 9 = 400 + 100, the gain 100 and the loss 50 both booked; ΔL = 40 000 − 30 000 cents.
    expect(entriesOf([changesOnly(loss), changesOnly(gain), csi], '2025-01-01', '2025-12-31')).toEqual([
      [1, LIABILITY, ASSET, 500],
      [2, LIABILITY, GAIN, 100],
      [3, LOSS, ASSET, 50],
      [4, ASSET, LIABILITY, 100],
    ]);
    expect(entryTotalsOf([changesOnly(loss, gain)], '2025-01-01', '2025-12-31')).toEqual(entryTotalsOf([changesOnly(loss), changesOnly(gain)], '2025-01-01', '2025-12-31'));
  });

  it('without changes the change lines are 0, each in its place: before the closing it leads to, the gain or loss after the split', () => {
    const e = exampleEChanged();
    const inceptionOnly: DisclosureSource = { ...e, leaseChanges: [] };
    const d = disclosed([inceptionOnly], '2025-01-01', '2025-12-31');
    expect([d.liability.remeasurements, d.rightOfUse.remeasurements, d.modificationGainLoss]).toEqual([0, 0, 0]);
    const withChange = disclosed([e], '2027-01-01', '2027-12-31');
    expect(Object.keys(withChange.liability)).toEqual(['opening', 'additions', 'interest', 'payments', 'remeasurements', 'closing']);
    expect(Object.keys(withChange.rightOfUse)).toEqual(['opening', 'additions', 'depreciation', 'remeasurements', 'closing']);
    expect(Object.keys(withChange)).toEqual(['liability', 'rightOfUse', 'maturity', 'current', 'nonCurrent', 'modificationGainLoss']);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties: random portfolios (as accounting-properties.test.ts) with random, consistent change figures.

const centsArb = fc.integer({ min: 0, max: 100_000_000 });

/** A change by §14's rules from random carrying amounts, decrease and L_E (a termination now and then). */
const changeArb = (startingDate: string) =>
  fc
    .record({
      day: fc.integer({ min: 1, max: 4_000 }),
      liability: centsArb,
      rightOfUse: centsArb,
      kind: fc.constantFrom('remeasure', 'decrease', 'terminate'),
      liabilityShare: fc.double({ min: 0, max: 1, noNaN: true }),
      rightOfUseShare: fc.double({ min: 0, max: 1, noNaN: true }),
      remeasured: centsArb,
    })
    .map((r) => {
      const entryDate = addDays(startingDate, r.day);
      if (r.kind === 'terminate') {
        return changeFigures({ entryDate, carryingLiability: r.liability, carryingRightOfUse: r.rightOfUse, liabilityDecrease: r.liability, rightOfUseDecrease: r.rightOfUse, remeasuredLiability: 0 });
      }
      const decrease = r.kind === 'decrease';
      return changeFigures({
        entryDate,
        carryingLiability: r.liability,
        carryingRightOfUse: r.rightOfUse,
        liabilityDecrease: decrease ? Math.round(r.liability * r.liabilityShare) : 0,
        rightOfUseDecrease: decrease ? Math.round(r.rightOfUse * r.rightOfUseShare) : 0,
        remeasuredLiability: r.remeasured,
      });
    });

const portfolioWithChanges = fc
  .array(fc.oneof({ arbitrary: ifrs16AtBorrowingRate, weight: 3 }, { arbitrary: agreementArb, weight: 1 }), { minLength: 1, maxLength: 3 })
  .chain((agreements: Agreement[]) =>
    fc.tuple(...agreements.map((a) => fc.tuple(fc.constant(a), fc.array(changeArb(a.startingDate), { maxLength: 3 })))),
  )
  .map((pairs) =>
    pairs.flatMap(([a, leaseChanges]): DisclosureSource[] => {
      const result = calculateLease(a);
      return result.ok ? [{ agreement: a, ...result, leaseChanges }] : [];
    }),
  )
  .filter((sources) => sources.length > 0);

const days = fc.record({ start: fc.integer({ min: -400, max: 5_000 }), first: fc.integer({ min: 0, max: 3_000 }), second: fc.integer({ min: 1, max: 3_000 }) });
function periodDays(sources: readonly DisclosureSource[], d: { start: number; first: number; second: number }) {
  const a = addDays(sources[0]?.agreement.startingDate ?? '2025-01-01', d.start);
  const b = addDays(a, d.first);
  return { a, b, nextDay: addDays(b, 1), c: addDays(b, d.second) };
}

describe('properties with lease changes', () => {
  it('the roll-forwards reconcile: opening + additions + interest − payments + remeasurements = closing, and for the asset', () => {
    fc.assert(
      fc.property(portfolioWithChanges, days, (sources, d) => {
        const { a, b } = periodDays(sources, d);
        const t = disclosureTotalsOf(sources, a, b);
        expect(t.liabilityOpening + t.liabilityAdditions + t.interest - t.payments + t.liabilityRemeasurements).toBe(t.liabilityClosing);
        expect(t.rightOfUseOpening + t.rightOfUseAdditions - t.depreciation + t.rightOfUseRemeasurements).toBe(t.rightOfUseClosing);
        // The answer shows the same: an absent line counts 0.
        const shown = disclosed(sources, a, b);
        const c = (x: number | undefined) => Math.round((x ?? 0) * 100);
        expect(c(shown.liability.opening) + c(shown.liability.additions) + c(shown.liability.interest) - c(shown.liability.payments) + c(shown.liability.remeasurements)).toBe(c(shown.liability.closing));
        expect(c(shown.rightOfUse.opening) + c(shown.rightOfUse.additions) - c(shown.rightOfUse.depreciation) + c(shown.rightOfUse.remeasurements)).toBe(c(shown.rightOfUse.closing));
      }),
      { numRuns: 80 },
    );
  });

  it('the change lines are entries 9–14 of the same period: remeasurements and the gain or loss to the cent', () => {
    fc.assert(
      fc.property(portfolioWithChanges, days, (sources, d) => {
        const { a, b } = periodDays(sources, d);
        const t = disclosureTotalsOf(sources, a, b);
        const e = entryTotalsOf(sources, a, b);
        expect(t.liabilityRemeasurements).toBe(e.remeasurementIncrease - e.scopeDecrease - e.modificationGain - e.remeasurementDecrease - e.furtherModificationGain);
        expect(t.rightOfUseRemeasurements).toBe(e.remeasurementIncrease - e.scopeDecrease - e.modificationLoss - e.remeasurementDecrease);
        expect(t.modificationGainLoss).toBe(e.modificationGain - e.modificationLoss + e.furtherModificationGain);
        // Entries stay balanced and numbered, none of 0.
        const entries = accountingEntries(sources, a, b);
        if (!entries.ok) throw new Error('entries failed');
        expect(entries.details).toEqual(entriesFromTotals(e));
        expect(entries.details.filter((x) => x.debitDetail.value === 0)).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  it('add up over consecutive periods and chain: [A, B] + [B + 1, C] = [A, C], closing of one = opening of the next', () => {
    fc.assert(
      fc.property(portfolioWithChanges, days, (sources, d) => {
        const { a, b, nextDay, c } = periodDays(sources, d);
        const early = entryTotalsOf(sources, a, b);
        const late = entryTotalsOf(sources, nextDay, c);
        const whole = entryTotalsOf(sources, a, c);
        for (const key of Object.keys(whole) as (keyof EntryTotals)[]) expect(early[key] + late[key]).toBe(whole[key]);
        const first = disclosureTotalsOf(sources, a, b);
        const next = disclosureTotalsOf(sources, nextDay, c);
        const all = disclosureTotalsOf(sources, a, c);
        expect(next.liabilityOpening).toBe(first.liabilityClosing);
        expect(next.rightOfUseOpening).toBe(first.rightOfUseClosing);
        expect(first.liabilityRemeasurements + next.liabilityRemeasurements).toBe(all.liabilityRemeasurements);
        expect(first.rightOfUseRemeasurements + next.rightOfUseRemeasurements).toBe(all.rightOfUseRemeasurements);
        expect(first.modificationGainLoss + next.modificationGainLoss).toBe(all.modificationGainLoss);
      }),
      { numRuns: 60 },
    );
  });
});
