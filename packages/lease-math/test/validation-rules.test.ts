import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAgreement, type Agreement, type ErrorCode, type ErrorParam, type FieldError } from '../src/index.ts';

// The API words each error from its code and params (`calculation.<code>` with the params), the CLI
// prints the English message: both are what callers see, so each rule is pinned on all four.

/** The three required fields; every optional one left out, as the web form sends it empty. */
function body(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 100, ...fields };
}

/** The agreement read from `body()`: every optional field counts as 0 / false. */
function agreementOf(fields: Partial<Agreement> = {}): Agreement {
  return {
    startingDate: '2025-01-01',
    termInMonths: 12,
    rentPaymentAmount: 100,
    subRentAndArrangmentFee: 0,
    residualValue: 0,
    totalEquipmentCost: 0,
    salesPersonCommission: 0,
    paymentDue: 0,
    paymentInterval: 0,
    residualValueSettlement: 0,
    rentFreePeriodInMonths: 0,
    indexationRate: 0,
    incrementalBorrowingRate: 0,
    shouldRateBeCalculated: false,
    accountingStandard: 0,
    rateConvention: 0,
    leasePremium: 0,
    initialDirectCosts: 0,
    dismantlingProvision: 0,
    leaseIncentive: 0,
    leaseholdImprovements: 0,
    depreciationMethod: 0,
    ...fields,
  };
}

function fieldError(propertyName: string, code: ErrorCode, params: Record<string, ErrorParam>, message: string): FieldError {
  return { propertyName, code, params: { field: { term: propertyName }, ...params }, message };
}

function errorsOf(input: unknown): FieldError[] {
  const parsed = parseAgreement(input);
  return parsed.ok ? [] : parsed.errors;
}

function agreementRead(input: unknown): Agreement | FieldError[] {
  const parsed = parseAgreement(input);
  return parsed.ok ? parsed.agreement : parsed.errors;
}

const AMOUNTS = [
  ['rentPaymentAmount', 'Rent payment amount'],
  ['subRentAndArrangmentFee', 'Sub-rent and arrangement fee'],
  ['residualValue', 'Residual value'],
  ['totalEquipmentCost', 'Total equipment cost'],
  ['salesPersonCommission', 'Sales person commission'],
  ['leasePremium', 'Lease premium'],
  ['initialDirectCosts', 'Initial direct costs'],
  ['dismantlingProvision', 'Dismantling provision'],
  ['leaseIncentive', 'Lease incentive'],
  ['leaseholdImprovements', 'Leasehold improvements'],
] as const;

const CHOICES = [
  ['paymentDue', 'Payment due', '0 (upfront, in advance), 1 (post-payment, in arrears)', '0, 1'],
  ['paymentInterval', 'Payment interval', '0 (monthly), 1 (quarterly), 2 (half-yearly), 3 (yearly)', '0, 1, 2, 3'],
  ['residualValueSettlement', 'Residual value settlement', '0 (last month), 1 (additional month)', '0, 1'],
  ['accountingStandard', 'Accounting standard', '0 (CSI), 1 (IFRS16)', '0, 1'],
  ['rateConvention', 'Rate convention', '0 (nominal, r / 12), 1 (effective, (1 + r)^(1/12) − 1)', '0, 1'],
  ['depreciationMethod', 'Depreciation method', '0 (straight-line), 1 (declining balance)', '0, 1'],
] as const;

const NUMBERS = [
  ...AMOUNTS,
  ...CHOICES.map(([name, label]) => [name, label] as const),
  ['termInMonths', 'Term in months'],
  ['rentFreePeriodInMonths', 'Rent-free period in months'],
  ['indexationRate', 'Indexation rate'],
  ['incrementalBorrowingRate', 'Incremental borrowing rate'],
] as const;

const OPTIONAL_NUMBERS = NUMBERS.filter(([name]) => name !== 'termInMonths' && name !== 'rentPaymentAmount');

describe('what a body is read as when it keeps every rule', () => {
  it('reads the three required fields and counts every absent optional field as 0 / false', () => {
    expect(agreementRead(body())).toEqual(agreementOf());
  });

  it('counts every optional field sent as null as 0 / false, and ignores unknown properties', () => {
    const nulls = Object.fromEntries([...OPTIONAL_NUMBERS.map(([name]) => name), 'shouldRateBeCalculated'].map((name) => [name, null]));
    expect(agreementRead(body({ ...nulls, unknownField: 'ignored' }))).toEqual(agreementOf());
  });

  it('reads every field given at its largest accepted value', () => {
    const largest = {
      startingDate: '2200-12-31',
      termInMonths: 1200,
      rentPaymentAmount: 1_000_000_000_000,
      subRentAndArrangmentFee: 1_000_000_000_000,
      residualValue: 1_000_000_000_000,
      totalEquipmentCost: 1_000_000_000_000,
      salesPersonCommission: 1_000_000_000_000,
      paymentDue: 1,
      paymentInterval: 3,
      residualValueSettlement: 1,
      rentFreePeriodInMonths: 1199,
      indexationRate: 100,
      incrementalBorrowingRate: 1,
      shouldRateBeCalculated: true,
      accountingStandard: 1,
      rateConvention: 1,
      leasePremium: 1_000_000_000_000,
      initialDirectCosts: 1_000_000_000_000,
      dismantlingProvision: 1_000_000_000_000,
      leaseIncentive: 1_000_000_000_000,
      leaseholdImprovements: 1_000_000_000_000,
      depreciationMethod: 1,
    } satisfies Agreement;
    expect(agreementRead(largest)).toEqual(largest);
  });

  it('reads every field given at its smallest accepted value', () => {
    const smallest = Object.fromEntries(OPTIONAL_NUMBERS.map(([name]) => [name, 0]));
    expect(agreementRead(body({ ...smallest, startingDate: '1900-01-01', termInMonths: 1, rentPaymentAmount: 0, shouldRateBeCalculated: false }))).toEqual(
      agreementOf({ startingDate: '1900-01-01', termInMonths: 1, rentPaymentAmount: 0 }),
    );
  });

  it.each([
    ['an amount with 2 decimals', 1234.56, 1234.56],
    ['the binary noise of 0.1 + 0.2, as 0.30', 0.1 + 0.2, 0.3],
    ['the binary noise of 0.1 + 0.2 − 0.3, as 0.00', 0.1 + 0.2 - 0.3, 0],
    ['the binary noise of 1.1 × 3, as 3.30', 1.1 * 3, 3.3],
    ['the binary noise of a large sum, as its cents', 142_358_909.05, 142_358_909.05],
    // The tolerance of binary noise, a millionth of a cent, is itself accepted.
    ['a millionth of a cent, as 0.00', 1e-8, 0],
    ['the binary noise of 0.1 + 0.2 at a billion, as its cents', (0.1 + 0.2) * 1e9, 300_000_000],
    ['the largest amount with 2 decimals below the maximum', 999_999_999_999.99, 999_999_999_999.99],
    ['ten billion and a cent', 10_000_000_000.01, 10_000_000_000.01],
  ])('reads %s', (_, given, read) => {
    const parsed = agreementRead(body({ residualValue: given }));
    expect(parsed).toEqual(agreementOf({ residualValue: read }));
  });

  it.each([
    ['a date', '2024-02-29', '2024-02-29'],
    ['the UTC date of a date-time', '2025-02-28T23:00:00.000Z', '2025-02-28'],
    ['the UTC date of a date-time with an offset', '2025-03-01T00:00:00+01:00', '2025-02-28'],
    ['the first day of 1900', '1900-01-01', '1900-01-01'],
    ['the last day of 2200', '2200-12-31', '2200-12-31'],
  ])('reads %s as its calendar date', (_, given, read) => {
    expect(agreementRead(body({ startingDate: given }))).toEqual(agreementOf({ startingDate: read }));
  });

  it.each([true, false])('reads the choice to calculate the rate given as %s', (given) => {
    expect(agreementRead(body({ shouldRateBeCalculated: given }))).toEqual(agreementOf({ shouldRateBeCalculated: given }));
  });
});

describe('the rules of an agreement body: each refusal with its code, params and English message', () => {
  it.each([null, undefined, [], [body()], 'agreement', 42, true])('refuses %j as no JSON object', (input) => {
    expect(parseAgreement(input)).toEqual({
      ok: false,
      errors: [{ propertyName: '', code: 'notObject', params: {}, message: 'An agreement must be a JSON object.' }],
    });
  });

  it.each([undefined, null])('refuses an empty body (its fields %s) with the three required fields, in order', (empty) => {
    expect(errorsOf({ startingDate: empty, termInMonths: empty, rentPaymentAmount: empty })).toEqual([
      fieldError('startingDate', 'required', {}, 'Starting date is required.'),
      fieldError('termInMonths', 'required', {}, 'Term in months is required.'),
      fieldError('rentPaymentAmount', 'required', {}, 'Rent payment amount is required.'),
    ]);
  });

  it.each(NUMBERS.flatMap(([name, label]) => ['12', true, Number.POSITIVE_INFINITY, Number.NaN, {}].map((given) => [name, given, label] as const)))(
    '%s given as %j is refused with notNumber',
    (name, given, label) => {
      expect(errorsOf(body({ [name]: given }))).toEqual([fieldError(name, 'notNumber', {}, `${label} must be a number.`)]);
    },
  );

  it.each(AMOUNTS)('%s below 0 is refused with negative and the amount given', (name, label) => {
    expect(errorsOf(body({ [name]: -1234.5 }))).toEqual([
      fieldError(name, 'negative', { value: { money: -1234.5 } }, `${label} must not be negative (got -1,234.50).`),
    ]);
    expect(errorsOf(body({ [name]: -0.01 }))).toEqual([
      fieldError(name, 'negative', { value: { money: -0.01 } }, `${label} must not be negative (got -0.01).`),
    ]);
  });

  it.each(AMOUNTS)('%s above 1 000 000 000 000.00 is refused with amountTooLarge and the maximum', (name, label) => {
    expect(errorsOf(body({ [name]: 1_000_000_000_000.01 }))).toEqual([
      fieldError(name, 'amountTooLarge', { maximum: { money: 1_000_000_000_000 } }, `${label} must not exceed 1,000,000,000,000.00.`),
    ]);
  });

  it.each(AMOUNTS.flatMap(([name, label]) => [0.001, 0.009, 9500.005, 1234567890.123, 1.0000000000000002e-8, 9_999_999_999.995, 999_999_999_999.995].map((given) => [name, given, label] as const)))(
    '%s with a third decimal (%s) is refused with tooManyDecimals and the amount given',
    (name, given, label) => {
      expect(errorsOf(body({ [name]: given }))).toEqual([
        fieldError(name, 'tooManyDecimals', { value: given }, `${label} must have at most 2 decimals (got ${given}).`),
      ]);
    },
  );

  it('reads every amount of whole cents up to the maximum as itself, and refuses it half a cent off', () => {
    const wholeCents = fc.bigInt({ min: 0n, max: 100_000_000_000_000n }).map(Number);
    fc.assert(
      fc.property(wholeCents, (cents) => {
        expect(agreementRead(body({ residualValue: cents / 100 }))).toEqual(agreementOf({ residualValue: cents / 100 }));
      }),
    );
    fc.assert(
      fc.property(wholeCents.filter((cents) => cents < 100_000_000_000_000), (cents) => {
        expect(errorsOf(body({ residualValue: (cents + 0.5) / 100 })).map((error) => error.code)).toEqual(['tooManyDecimals']);
      }),
    );
  });

  it.each([
    ['termInMonths', 36.5, 'Term in months'],
    ['termInMonths', 0.5, 'Term in months'],
    ['rentFreePeriodInMonths', 1.5, 'Rent-free period in months'],
  ] as const)('%s given as %s is refused with notWholeNumber and the value given', (name, given, label) => {
    expect(errorsOf(body({ [name]: given }))).toEqual([fieldError(name, 'notWholeNumber', { value: given }, `${label} must be a whole number (got ${given}).`)]);
  });

  it.each([
    ['termInMonths', 1, 0, 'Term in months'],
    ['termInMonths', 1, -12, 'Term in months'],
    ['termInMonths', 1, 1201, 'Term in months'],
    ['rentFreePeriodInMonths', 0, -1, 'Rent-free period in months'],
    ['rentFreePeriodInMonths', 0, 1201, 'Rent-free period in months'],
  ] as const)('%s (from %s to 1200) given as %s is refused with outOfRange and its bounds', (name, minimum, given, label) => {
    const fields = name === 'rentFreePeriodInMonths' ? { termInMonths: 1200, [name]: given } : { [name]: given };
    expect(errorsOf(body(fields))).toEqual([
      fieldError(name, 'outOfRange', { minimum, maximum: 1200, value: given }, `${label} must be between ${minimum} and 1200 (got ${given}).`),
    ]);
  });

  it.each(CHOICES.flatMap(([name, label, choices, values]) => [-1, values.split(', ').length, 0.5].map((given) => [name, given, label, choices, values] as const)))(
    '%s given as %s is refused with notOneOf and its values',
    (name, given, label, choices, values) => {
      expect(errorsOf(body({ [name]: given }))).toEqual([fieldError(name, 'notOneOf', { values, value: given }, `${label} must be one of ${choices} (got ${given}).`)]);
    },
  );

  it.each(CHOICES.flatMap(([name, , , values]) => values.split(', ').map((value) => [name, Number(value)] as const)))('%s given as %s is read as it is', (name, given) => {
    // A term of 12 months fits every payment interval.
    expect(agreementRead(body({ [name]: given }))).toEqual(agreementOf({ [name]: given }));
  });

  it.each([-0.01, 100.01, 150])('an indexation rate of %s percent is refused with indexationRateOutOfRange, as a plain percent', (given) => {
    expect(errorsOf(body({ indexationRate: given }))).toEqual([
      fieldError(
        'indexationRate',
        'indexationRateOutOfRange',
        { maximum: 100, value: given },
        `Indexation rate must be between 0 and 100 (a percent a year: 3 for 3 %) (got ${given}).`,
      ),
    ]);
  });

  it.each([-0.0001, 1.0001, 6.5])('an incremental borrowing rate of %s is refused with annualRateOutOfRange, as a fraction shown in percent', (given) => {
    expect(errorsOf(body({ incrementalBorrowingRate: given }))).toEqual([
      fieldError(
        'incrementalBorrowingRate',
        'annualRateOutOfRange',
        { maximum: { percent: 1 }, value: { percent: given } },
        `Incremental borrowing rate must be between 0 and 1 (a fraction a year: 0.065 for 6.5 %) (got ${given}).`,
      ),
    ]);
  });

  it.each([0, 0.065, 1])('an incremental borrowing rate of %s is read as it is', (given) => {
    expect(agreementRead(body({ incrementalBorrowingRate: given }))).toEqual(agreementOf({ incrementalBorrowingRate: given }));
  });

  it.each([0, 3, 100])('an indexation rate of %s percent is read as it is', (given) => {
    expect(agreementRead(body({ indexationRate: given }))).toEqual(agreementOf({ indexationRate: given }));
  });

  it.each([
    ['yes', '"yes"'],
    [1, '1'],
    [0, '0'],
    ['false', '"false"'],
  ])('the choice to calculate the rate given as %j is refused with notBoolean and the JSON given', (given, shown) => {
    expect(errorsOf(body({ shouldRateBeCalculated: given }))).toEqual([
      fieldError('shouldRateBeCalculated', 'notBoolean', { value: shown }, `Calculate the rate must be true or false (got ${shown}).`),
    ]);
  });

  it.each([
    [20250301, '20250301'],
    [true, 'true'],
    [{}, '{}'],
  ])('a starting date given as the non-text %j is refused with dateFormat and the JSON given', (given, shown) => {
    expect(errorsOf(body({ startingDate: given }))).toEqual([
      fieldError('startingDate', 'dateFormat', { value: shown }, 'Starting date must be a date in the form YYYY-MM-DD.'),
    ]);
  });

  it.each(['01.03.2025', '2025/03/01', '', '2025-3-01', '2025-03-1', '225-03-01', 'x2025-02-30', ' 2025-02-30', '2025-02-3x'])(
    'a starting date given as the text %j, not shaped YYYY-MM-DD, is refused with dateFormat and the JSON given',
    (given) => {
      const shown = JSON.stringify(given);
      expect(errorsOf(body({ startingDate: given }))).toEqual([
        fieldError('startingDate', 'dateFormat', { value: shown }, `Starting date must be a date in the form YYYY-MM-DD (got ${shown}).`),
      ]);
    },
  );

  it.each(['2025-02-30', '2023-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-02-30T00:00:00Z'])(
    'a starting date given as %j, shaped YYYY-MM-DD but not in the calendar, is refused with dateNotExisting',
    (given) => {
      expect(errorsOf(body({ startingDate: given }))).toEqual([
        fieldError('startingDate', 'dateNotExisting', { value: given }, `Starting date ${given} is not a date that exists in the calendar.`),
      ]);
    },
  );

  it.each(['1899-12-31', '2201-01-01', '0001-01-01', '9999-12-31'])('a starting date of %s is refused with dateYearRange and the years as text', (given) => {
    expect(errorsOf(body({ startingDate: given }))).toEqual([
      fieldError(
        'startingDate',
        'dateYearRange',
        { minimum: '1900', maximum: '2200', value: given },
        `Starting date must lie between the years 1900 and 2200 (got ${given}).`,
      ),
    ]);
  });

  it.each([
    [1, 'quarterly', 35, 3],
    [1, 'quarterly', 1, 3],
    [2, 'half-yearly', 9, 6],
    [2, 'half-yearly', 3, 6],
    [3, 'yearly', 30, 12],
    [3, 'yearly', 6, 12],
  ] as const)('with payment interval %s (%s), a term of %s months, no multiple of it, is refused with termNotMultipleOfInterval', (paymentInterval, name, term, months) => {
    expect(errorsOf(body({ paymentInterval, termInMonths: term }))).toEqual([
      fieldError(
        'termInMonths',
        'termNotMultipleOfInterval',
        { term, interval: { term: name }, months },
        `The term (${term} months) must be a whole multiple of the payment interval (${name}: ${months} months).`,
      ),
    ]);
  });

  it.each([
    [0, 1],
    [0, 7],
    [1, 3],
    [1, 36],
    [2, 6],
    [2, 1200],
    [3, 12],
    [3, 24],
  ] as const)('with payment interval %s, a term of %s months is read as it is', (paymentInterval, termInMonths) => {
    expect(agreementRead(body({ paymentInterval, termInMonths }))).toEqual(agreementOf({ paymentInterval, termInMonths }));
  });

  it.each([
    [12, 12],
    [12, 13],
    [1, 1],
    [1200, 1200],
  ])('with a term of %s months, a rent-free period of %s months is refused with rentFreeNotShorterThanTerm', (term, rentFree) => {
    expect(errorsOf(body({ termInMonths: term, rentFreePeriodInMonths: rentFree }))).toEqual([
      fieldError(
        'rentFreePeriodInMonths',
        'rentFreeNotShorterThanTerm',
        { rentFree, term },
        `The rent-free period (${rentFree} months) must be shorter than the term (${term} months).`,
      ),
    ]);
  });

  it.each([
    [12, 11],
    [1200, 1199],
    [2, 1],
  ])('with a term of %s months, a rent-free period of %s months is read as it is', (termInMonths, rentFreePeriodInMonths) => {
    expect(agreementRead(body({ termInMonths, rentFreePeriodInMonths }))).toEqual(agreementOf({ termInMonths, rentFreePeriodInMonths }));
  });
});

describe('one error per field, and no rule that needs a field the body got wrong', () => {
  it('checks no rent-free period against a term that is missing', () => {
    expect(errorsOf(body({ termInMonths: undefined }))).toEqual([fieldError('termInMonths', 'required', {}, 'Term in months is required.')]);
  });

  it.each([
    [0, 'outOfRange'],
    [2.5, 'notWholeNumber'],
    ['12', 'notNumber'],
  ])('checks no rent-free period against a term refused (%j, %s)', (termInMonths, code) => {
    expect(errorsOf(body({ termInMonths, rentFreePeriodInMonths: 6 })).map((e) => [e.propertyName, e.code])).toEqual([['termInMonths', code]]);
  });

  it.each([
    [1201, 'outOfRange'],
    [2.5, 'notWholeNumber'],
  ])('gives a term refused (%j) its own error only, not the interval rule as well', (termInMonths, code) => {
    expect(errorsOf(body({ termInMonths, paymentInterval: 1 })).map((e) => [e.propertyName, e.code])).toEqual([['termInMonths', code]]);
  });

  it('gives a refused payment interval its own error only, checking no term against it', () => {
    expect(errorsOf(body({ termInMonths: 7, paymentInterval: 4 })).map((e) => [e.propertyName, e.code])).toEqual([['paymentInterval', 'notOneOf']]);
  });

  it.each([
    [1201, 'outOfRange'],
    [-1, 'outOfRange'],
    [12.5, 'notWholeNumber'],
  ])('gives a refused rent-free period (%j) its own error only, not the term rule as well', (rentFreePeriodInMonths, code) => {
    expect(errorsOf(body({ rentFreePeriodInMonths })).map((e) => [e.propertyName, e.code])).toEqual([['rentFreePeriodInMonths', code]]);
  });

  it('reports every field that breaks a rule, one error each, in the order of the fields read', () => {
    const errors = errorsOf({
      startingDate: '2025-02-30',
      termInMonths: 1.5,
      paymentInterval: 9,
      rentFreePeriodInMonths: -2,
      rentPaymentAmount: -1,
      residualValue: 0.001,
      totalEquipmentCost: 2e12,
      indexationRate: 101,
      incrementalBorrowingRate: 2,
      shouldRateBeCalculated: 'no',
      depreciationMethod: 2,
    });
    expect(errors.map((e) => [e.propertyName, e.code])).toEqual([
      ['startingDate', 'dateNotExisting'],
      ['termInMonths', 'notWholeNumber'],
      ['paymentInterval', 'notOneOf'],
      ['rentFreePeriodInMonths', 'outOfRange'],
      ['rentPaymentAmount', 'negative'],
      ['residualValue', 'tooManyDecimals'],
      ['totalEquipmentCost', 'amountTooLarge'],
      ['indexationRate', 'indexationRateOutOfRange'],
      ['incrementalBorrowingRate', 'annualRateOutOfRange'],
      ['shouldRateBeCalculated', 'notBoolean'],
      ['depreciationMethod', 'notOneOf'],
    ]);
  });
});
