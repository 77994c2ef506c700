import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateLease, parseAgreement, validateAgreement, type FieldError } from '../src/index.ts';
import { EXAMPLE_A, EXAMPLE_B } from './support/agreements.ts';

/** The raw JSON an old client might send: the example with some fields replaced. */
function raw(base: object, fields: Record<string, unknown>): Record<string, unknown> {
  return { ...base, ...fields };
}

function errorsOf(input: unknown): FieldError[] {
  return validateAgreement(input);
}

function fields(input: unknown): string[] {
  return errorsOf(input).map((e) => e.propertyName);
}

describe('validation of an agreement: one field error per rule, never a throw', () => {
  it('accepts both worked examples', () => {
    expect(errorsOf(EXAMPLE_A)).toEqual([]);
    expect(errorsOf(EXAMPLE_B)).toEqual([]);
  });

  it('rejects a term that is not a whole multiple of the interval', () => {
    const errors = errorsOf(raw(EXAMPLE_A, { termInMonths: 35 }));
    expect(errors).toEqual([{ propertyName: 'termInMonths', code: 'termNotMultipleOfInterval', params: { field: { term: 'termInMonths' }, term: 35, interval: { term: 'quarterly' }, months: 3 }, message: expect.stringContaining('multiple of the payment interval') }]);
    expect(fields(raw(EXAMPLE_A, { termInMonths: 30, paymentInterval: 3 }))).toEqual(['termInMonths']);
    expect(fields(raw(EXAMPLE_A, { termInMonths: 9, paymentInterval: 2 }))).toEqual(['termInMonths']);
    expect(parseAgreement(raw(EXAMPLE_A, { termInMonths: 24, paymentInterval: 3 })).ok).toBe(true);
  });

  it('rejects a term that is no positive whole number of months', () => {
    expect(fields(raw(EXAMPLE_A, { termInMonths: 0 }))).toEqual(['termInMonths']);
    expect(fields(raw(EXAMPLE_A, { termInMonths: -12 }))).toEqual(['termInMonths']);
    expect(fields(raw(EXAMPLE_A, { termInMonths: 36.5 }))).toEqual(['termInMonths']);
    expect(fields(raw(EXAMPLE_A, { termInMonths: 1203 }))).toEqual(['termInMonths']);
    expect(fields(raw(EXAMPLE_A, { termInMonths: '36' }))).toEqual(['termInMonths']);
  });

  it.each([
    'rentPaymentAmount',
    'subRentAndArrangmentFee',
    'residualValue',
    'totalEquipmentCost',
    'salesPersonCommission',
    'leasePremium',
    'initialDirectCosts',
    'dismantlingProvision',
    'leaseIncentive',
    'leaseholdImprovements',
  ])('rejects a negative %s', (name) => {
    const errors = errorsOf(raw(EXAMPLE_B, { [name]: -0.01 }));
    expect(errors).toEqual([{ propertyName: name, code: 'negative', params: { field: { term: name }, value: { money: -0.01 } }, message: expect.stringContaining('must not be negative') }]);
  });

  it('rejects amounts with more than 2 decimals or beyond the supported range', () => {
    expect(errorsOf(raw(EXAMPLE_A, { rentPaymentAmount: 9500.005 }))).toEqual([
      { propertyName: 'rentPaymentAmount', code: 'tooManyDecimals', params: { field: { term: 'rentPaymentAmount' }, value: 9500.005 }, message: expect.stringContaining('at most 2 decimals') },
    ]);
    expect(fields(raw(EXAMPLE_A, { residualValue: 1e13 }))).toEqual(['residualValue']);
    // Binary noise from a client's own sum is not a third decimal.
    expect(fields(raw(EXAMPLE_A, { salesPersonCommission: 0.1 + 0.2 }))).toEqual([]);
    expect(fields(raw(EXAMPLE_A, { residualValue: 142_358_909.05 }))).toEqual([]);
  });

  it('rejects a rent-free period not shorter than the term', () => {
    expect(errorsOf(raw(EXAMPLE_B, { rentFreePeriodInMonths: 60 }))).toEqual([
      { propertyName: 'rentFreePeriodInMonths', code: 'rentFreeNotShorterThanTerm', params: { field: { term: 'rentFreePeriodInMonths' }, rentFree: 60, term: 60 }, message: expect.stringContaining('shorter than the term') },
    ]);
    expect(fields(raw(EXAMPLE_B, { rentFreePeriodInMonths: 61 }))).toEqual(['rentFreePeriodInMonths']);
    expect(fields(raw(EXAMPLE_B, { rentFreePeriodInMonths: 59 }))).toEqual([]);
    expect(fields(raw(EXAMPLE_B, { rentFreePeriodInMonths: -1 }))).toEqual(['rentFreePeriodInMonths']);
    expect(fields(raw(EXAMPLE_B, { rentFreePeriodInMonths: 1.5 }))).toEqual(['rentFreePeriodInMonths']);
  });

  it('rejects rates out of range', () => {
    expect(errorsOf(raw(EXAMPLE_B, { incrementalBorrowingRate: 6.5 }))).toEqual([
      { propertyName: 'incrementalBorrowingRate', code: 'annualRateOutOfRange', params: { field: { term: 'incrementalBorrowingRate' }, maximum: { percent: 1 }, value: { percent: 6.5 } }, message: expect.stringContaining('0.065 for 6.5 %') },
    ]);
    expect(fields(raw(EXAMPLE_B, { incrementalBorrowingRate: -0.01 }))).toEqual(['incrementalBorrowingRate']);
    expect(fields(raw(EXAMPLE_B, { indexationRate: -1 }))).toEqual(['indexationRate']);
    expect(fields(raw(EXAMPLE_B, { indexationRate: 150 }))).toEqual(['indexationRate']);
    expect(fields(raw(EXAMPLE_B, { incrementalBorrowingRate: 1 }))).toEqual([]);
  });

  it('rejects dates that do not exist, and takes the UTC date of a date-time', () => {
    for (const date of ['2025-02-30', '2023-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-02-30T00:00:00Z']) {
      expect(errorsOf(raw(EXAMPLE_A, { startingDate: date }))).toEqual([
        { propertyName: 'startingDate', code: 'dateNotExisting', params: { field: { term: 'startingDate' }, value: date }, message: expect.stringContaining('not a date that exists') },
      ]);
    }
    for (const date of ['01.03.2025', '2025/03/01', '', 20250301, null]) {
      expect(fields(raw(EXAMPLE_A, { startingDate: date }))).toEqual(['startingDate']);
    }
    expect(fields(raw(EXAMPLE_A, { startingDate: '1850-01-01' }))).toEqual(['startingDate']);
    expect(fields(raw(EXAMPLE_A, { startingDate: '2024-02-29' }))).toEqual([]);
    const parsed = parseAgreement(raw(EXAMPLE_A, { startingDate: '2025-02-28T23:00:00.000Z' }));
    expect(parsed.ok && parsed.agreement.startingDate).toBe('2025-02-28');
    const shifted = parseAgreement(raw(EXAMPLE_A, { startingDate: '2025-03-01T00:00:00+01:00' }));
    expect(shifted.ok && shifted.agreement.startingDate).toBe('2025-02-28');
  });

  it('rejects enumerations outside their 0-based range', () => {
    for (const [name, bad] of [
      ['paymentDue', 2],
      ['paymentInterval', 4],
      ['residualValueSettlement', -1],
      ['accountingStandard', 2],
      ['rateConvention', 2],
      ['depreciationMethod', 0.5],
    ] as const) {
      expect(fields(raw(EXAMPLE_B, { [name]: bad }))).toEqual([name]);
    }
    expect(fields(raw(EXAMPLE_B, { shouldRateBeCalculated: 'yes' }))).toEqual(['shouldRateBeCalculated']);
  });

  it('requires the start, the term and the rent; empty optional fields count as 0', () => {
    expect(fields({})).toEqual(['startingDate', 'termInMonths', 'rentPaymentAmount']);
    expect(fields({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 100, accountingStandard: 1, residualValue: null })).toEqual([]);
    expect(fields([])).toEqual(['']);
    expect(fields('agreement')).toEqual(['']);
  });

  it('reports every bad field at once, one error each', () => {
    const errors = errorsOf({ startingDate: '2025-02-30', termInMonths: 35, rentPaymentAmount: -1, paymentInterval: 1, indexationRate: -3 });
    expect(errors.map((e) => e.propertyName).sort()).toEqual(['indexationRate', 'rentPaymentAmount', 'startingDate', 'termInMonths']);
  });

  it('gives a field error when no implicit rate exists (CSI)', () => {
    const below = errorsOf(raw(EXAMPLE_A, { rentPaymentAmount: 7000, residualValue: 0 }));
    expect(below).toEqual([{ propertyName: 'rentPaymentAmount', code: 'paymentsBelowTarget', params: expect.objectContaining({ target: { term: 'netInvestment' } }), message: expect.stringContaining('no interest rate of 0 % or more exists') }]);
    expect(below[0]?.message).toContain('less than the net investment (101,000.00)');
    const upfront = errorsOf(raw(EXAMPLE_A, { termInMonths: 12, paymentInterval: 3, rentPaymentAmount: 200_000, residualValue: 0 }));
    expect(upfront).toEqual([{ propertyName: 'rentPaymentAmount', code: 'upfrontCoversTarget', params: expect.objectContaining({ target: { term: 'netInvestment' } }), message: expect.stringContaining('already covers') }]);
    expect(fields(raw(EXAMPLE_A, { totalEquipmentCost: 0, salesPersonCommission: 0 }))).toEqual(['totalEquipmentCost']);
    // A net investment of exactly 0.00 finances nothing either.
    expect(errorsOf(raw(EXAMPLE_A, { totalEquipmentCost: 500, salesPersonCommission: 0, subRentAndArrangmentFee: 500 }))).toEqual([
      {
        propertyName: 'totalEquipmentCost',
        code: 'netInvestmentNotPositive',
        params: { value: { money: 0 } },
        message: 'The net investment (total equipment cost + sales person commission − sub-rent and arrangement fee) must be above 0 (got 0.00).',
      },
    ]);
    expect(errorsOf(raw(EXAMPLE_A, { totalEquipmentCost: 400, salesPersonCommission: 0 }))).toMatchObject([
      { code: 'netInvestmentNotPositive', params: { value: { money: -100 } }, message: expect.stringContaining('(got -100.00)') },
    ]);
    expect(fields(raw(EXAMPLE_A, { rentPaymentAmount: 0, residualValue: 0 }))).toEqual(['rentPaymentAmount']);
  });

  it('rejects payments beyond the exact range of a double (Σ above 10 000 000 000 000.00), accepting the bound itself', () => {
    const monthly = { ...EXAMPLE_B, rentPaymentAmount: 1_000_000_000_000, rentFreePeriodInMonths: 0, indexationRate: 0 };
    expect(errorsOf(raw(monthly, { termInMonths: 11 }))).toEqual([
      {
        propertyName: 'rentPaymentAmount',
        code: 'paymentsTooLarge',
        params: { total: { money: 11_000_000_000_000 }, maximum: { money: 10_000_000_000_000 } },
        message: 'The payments total 11,000,000,000,000.00, beyond the supported 10,000,000,000,000.00.',
      },
    ]);
    expect(errorsOf(raw(monthly, { termInMonths: 10 }))).toEqual([]);
    expect(calculateLease({ ...monthly, termInMonths: 10 })).toMatchObject({ ok: true });
  });

  it('gives a field error when the rate implicit in an IFRS16 lease cannot be calculated', () => {
    expect(errorsOf(raw(EXAMPLE_B, { shouldRateBeCalculated: true }))).toEqual([
      {
        propertyName: 'totalEquipmentCost',
        code: 'fairValueRequired',
        params: {},
        message: "To calculate the rate implicit in the lease, enter the asset's fair value as the total equipment cost (it must be above 0).",
      },
    ]);
    expect(errorsOf(raw(EXAMPLE_B, { shouldRateBeCalculated: true, totalEquipmentCost: 1_000_000 }))).toEqual([
      {
        propertyName: 'rentPaymentAmount',
        code: 'paymentsBelowTarget',
        params: expect.objectContaining({ target: { term: 'fairValue' }, amount: { money: 1_000_000 } }),
        message: expect.stringContaining("less than the asset's fair value (1,000,000.00)"),
      },
    ]);
    expect(fields(raw(EXAMPLE_B, { shouldRateBeCalculated: true, totalEquipmentCost: 500_000 }))).toEqual([]);
  });

  it('rejects a lease incentive that would make the right-of-use asset negative', () => {
    expect(fields(raw(EXAMPLE_B, { leaseIncentive: 600_000 }))).toEqual(['leaseIncentive']);
  });

  it('never throws, whatever arrives', () => {
    const values = fc.oneof(fc.constant(undefined), fc.constant(null), fc.double(), fc.integer({ min: -5, max: 500 }), fc.string(), fc.boolean());
    const shaped = fc.dictionary(
      fc.constantFrom(...Object.keys(EXAMPLE_B), 'unknownField'),
      values,
    ).map((d) => ({ ...EXAMPLE_B, ...d }));
    fc.assert(
      fc.property(fc.oneof(fc.anything(), shaped), (input) => {
        const errors = validateAgreement(input);
        const result = calculateLease(input as never);
        expect(result.ok).toBe(errors.length === 0);
        for (const e of errors) {
          expect(typeof e.propertyName).toBe('string');
          expect(e.message.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 500 },
    );
  });
});
