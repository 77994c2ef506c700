import { describe, expect, it } from 'vitest';
import { compareCalculations } from '../../../src/modules/reconciliation/compare-calculations.ts';
import { compareSchedules, type SchedulePeriod } from '../../../src/modules/reconciliation/compare-schedules.ts';
import { moneyDifference, rateDifference } from '../../../src/modules/reconciliation/figure-comparison.ts';

const period = (periodNumber: number, change: Partial<SchedulePeriod> = {}): SchedulePeriod => ({
  periodNumber,
  paymentDate: '2025-03-01',
  paymentAmount: '9500.00',
  interestAmount: '900.72',
  principalAmount: '8599.28',
  closingBalance: '92400.72',
  openingBalance: '101000.00',
  ...change,
});

/** The comparison rules alone: amounts to the cent in exact cents, rates within 1e−6 inclusive. */
describe('figure comparison', () => {
  it('compares amounts in whole cents, whatever binary fractions the numbers carry', () => {
    expect(moneyDifference(1, 'paymentAmount', '0.30', 0.1 + 0.2)).toBeNull();
    expect(moneyDifference(1, 'paymentAmount', '-0.02', -0.02)).toBeNull();
    expect(moneyDifference(1, 'interestAmount', '-0.02', 0)).toEqual({ periodNumber: 1, field: 'interestAmount', ours: -0.02, theirs: 0, difference: 0.02 });
    expect(moneyDifference(null, 'costOfEquipment', '99999999999.99', -99_999_999_999.99)?.difference).toBe(-199_999_999_999.98);
  });

  it('takes rates within 1e−6 (both ends) as equal, and reports anything beyond with the difference free of binary noise', () => {
    expect(rateDifference(null, 'implicitRate', 0.119294, 0.119295)).toBeNull();
    expect(rateDifference(null, 'implicitRate', 0.119295, 0.119294)).toBeNull();
    expect(rateDifference(null, 'implicitRate', 0.119294, 0.1192950001)).toEqual({ periodNumber: null, field: 'implicitRate', ours: 0.119294, theirs: 0.1192950001, difference: 0.0000010001 });
    expect(rateDifference(null, 'ninetyPercenatageTest', '0.9749', '0.9759')?.difference).toBe(0.001);
  });

  it('lists the schedule by period, a period only one side has as one row difference', () => {
    const ours = [period(1), period(2), period(3)];
    const theirs = [period(4), period(2, { paymentDate: '2025-04-01', openingBalance: null }), period(1, { principalAmount: '8599.27' })];
    expect(compareSchedules(ours, theirs)).toEqual([
      { periodNumber: 1, field: 'principalAmount', ours: 8599.28, theirs: 8599.27, difference: -0.01 },
      { periodNumber: 2, field: 'paymentDate', ours: '2025-03-01', theirs: '2025-04-01', difference: null },
      { periodNumber: 3, field: 'row', ours: 3, theirs: null, difference: null },
      { periodNumber: 4, field: 'row', ours: null, theirs: 4, difference: null },
    ]);
  });

  it('compares only the calculation figures theirs gives; without ours, each given figure differs with no difference to tell', () => {
    const none = { implicitRate: null, presentValueOfRent: null, totalPresentValueOfLeasePayments: null, costOfEquipment: null, ninetyPercenatageTest: null, interimRate: null };
    const ours = { ...none, implicitRate: 0.1, costOfEquipment: '100.00', interimRate: '1.00' };
    expect(compareCalculations(ours, { ...none, interimRate: '1.01' })).toEqual([{ periodNumber: null, field: 'interimRate', ours: 1, theirs: 1.01, difference: 0.01 }]);
    expect(compareCalculations(null, { ...none, implicitRate: '0.1' })).toEqual([{ periodNumber: null, field: 'implicitRate', ours: null, theirs: 0.1, difference: null }]);
    expect(compareCalculations(ours, none)).toEqual([]);
  });
});
