import { formatDate, parseWireDate } from './dates.ts';
import { INTERVAL_NAMES, formatMoney } from './format.ts';
import {
  MAX_AMOUNT,
  MAX_ANNUAL_RATE,
  MAX_INDEXATION_PERCENT,
  MAX_TERM_MONTHS,
  MAX_YEAR,
  MIN_YEAR,
} from './limits.ts';
import {
  INTERVAL_MONTHS,
  type AccountingStandard,
  type Agreement,
  type DepreciationMethod,
  type ErrorCode,
  type ErrorParam,
  type FieldError,
  type PaymentDue,
  type PaymentInterval,
  type RateConvention,
  type ResidualValueSettlement,
  type Result,
} from './types.ts';

/** Names a finance user recognises, for messages. */
const LABELS: Record<string, string> = {
  startingDate: 'Starting date',
  termInMonths: 'Term in months',
  rentPaymentAmount: 'Rent payment amount',
  subRentAndArrangmentFee: 'Sub-rent and arrangement fee',
  residualValue: 'Residual value',
  totalEquipmentCost: 'Total equipment cost',
  salesPersonCommission: 'Sales person commission',
  paymentDue: 'Payment due',
  paymentInterval: 'Payment interval',
  residualValueSettlement: 'Residual value settlement',
  rentFreePeriodInMonths: 'Rent-free period in months',
  indexationRate: 'Indexation rate',
  incrementalBorrowingRate: 'Incremental borrowing rate',
  shouldRateBeCalculated: 'Calculate the rate',
  accountingStandard: 'Accounting standard',
  rateConvention: 'Rate convention',
  leasePremium: 'Lease premium',
  initialDirectCosts: 'Initial direct costs',
  dismantlingProvision: 'Dismantling provision',
  leaseIncentive: 'Lease incentive',
  leaseholdImprovements: 'Leasehold improvements',
  depreciationMethod: 'Depreciation method',
};

const ENUM_CHOICES: Record<string, readonly string[]> = {
  paymentDue: ['0 (upfront, in advance)', '1 (post-payment, in arrears)'],
  paymentInterval: ['0 (monthly)', '1 (quarterly)', '2 (half-yearly)', '3 (yearly)'],
  residualValueSettlement: ['0 (last month)', '1 (additional month)'],
  accountingStandard: ['0 (CSI)', '1 (IFRS16)'],
  rateConvention: ['0 (nominal, r / 12)', '1 (effective, (1 + r)^(1/12) − 1)'],
  depreciationMethod: ['0 (straight-line)', '1 (declining balance)'],
};

function label(name: string): string {
  return LABELS[name] ?? name;
}

/** Collects one error per field while reading a raw JSON object. */
class FieldReader {
  readonly errors: FieldError[] = [];

  constructor(private readonly raw: Readonly<Record<string, unknown>>) {}

  fail(propertyName: string, code: ErrorCode, params: Record<string, ErrorParam>, message: string): void {
    // A safety net: each field is read once, and parseAgreement checks no cross-field rule of a field
    // already refused, so no field comes here twice.
    // Stryker disable next-line ConditionalExpression: equivalent, no field is failed twice (above)
    if (this.hasError(propertyName)) return;
    this.errors.push({ propertyName, code, params: { field: { term: propertyName }, ...params }, message });
  }

  hasError(propertyName: string): boolean {
    return this.errors.some((e) => e.propertyName === propertyName);
  }

  private value(name: string): unknown {
    const v = this.raw[name];
    return v === null ? undefined : v;
  }

  private number(name: string, required: boolean): number | undefined {
    const v = this.value(name);
    if (v === undefined) {
      if (required) this.fail(name, 'required', {}, `${label(name)} is required.`);
      return undefined;
    }
    if (
      !Number.isFinite(v) ||
      // Stryker disable next-line ConditionalExpression: a finite v is a number, so this never holds; it narrows v's type
      typeof v !== 'number'
    ) {
      this.fail(name, 'notNumber', {}, `${label(name)} must be a number.`);
      return undefined;
    }
    return v;
  }

  amount(name: string, required = false): number {
    const v = this.number(name, required);
    if (v === undefined) return 0;
    if (v < 0) {
      this.fail(name, 'negative', { value: { money: v } }, `${label(name)} must not be negative (got ${formatMoney(v)}).`);
      return 0;
    }
    if (v > MAX_AMOUNT) {
      this.fail(name, 'amountTooLarge', { maximum: { money: MAX_AMOUNT } }, `${label(name)} must not exceed ${formatMoney(MAX_AMOUNT)}.`);
      return 0;
    }
    // Tolerate binary noise from a client's arithmetic (0.1 + 0.2), not a third decimal: a few units in the last
    // place (a double holds 2^-52 ≈ 2.2e-16 of its value), so at most 2e-15 of the cents. A factor of 1e-12 let
    // 9 999 999 999.995 through as 10 000 000 000.00; this one stays under half a cent up to MAX_AMOUNT.
    const cents = Math.round(v * 100);
    if (Math.abs(v * 100 - cents) > Math.max(1e-6, Math.abs(cents) * 2e-15)) {
      this.fail(name, 'tooManyDecimals', { value: v }, `${label(name)} must have at most 2 decimals (got ${v}).`);
      return 0;
    }
    return cents / 100;
  }

  integer(name: string, min: number, max: number, required = false): number {
    const v = this.number(name, required);
    if (v === undefined) return 0;
    if (!Number.isInteger(v)) {
      this.fail(name, 'notWholeNumber', { value: v }, `${label(name)} must be a whole number (got ${v}).`);
      return min;
    }
    if (v < min || v > max) {
      this.fail(name, 'outOfRange', { minimum: min, maximum: max, value: v }, `${label(name)} must be between ${min} and ${max} (got ${v}).`);
      return min;
    }
    return v;
  }

  choice<T extends number>(name: string): T {
    // Stryker disable next-line ArrayDeclaration: every name choice() is called with has its ENUM_CHOICES entry
    const choices = ENUM_CHOICES[name] ?? [];
    const v = this.number(name, false);
    if (v === undefined) return 0 as T;
    if (!Number.isInteger(v) || v < 0 || v >= choices.length) {
      const values = choices.map((_, index) => index).join(', ');
      this.fail(name, 'notOneOf', { values, value: v }, `${label(name)} must be one of ${choices.join(', ')} (got ${v}).`);
      return 0 as T;
    }
    return v as T;
  }

  rate(name: string, max: number, code: 'indexationRateOutOfRange' | 'annualRateOutOfRange', hint: string): number {
    const v = this.number(name, false);
    if (v === undefined) return 0;
    if (v < 0 || v > max) {
      // An annual rate is a fraction (0.065), shown as the percent it is; indexation is already a percent.
      const bounds = code === 'annualRateOutOfRange' ? { maximum: { percent: max }, value: { percent: v } } : { maximum: max, value: v };
      this.fail(name, code, bounds, `${label(name)} must be between 0 and ${max} ${hint} (got ${v}).`);
      return 0;
    }
    return v;
  }

  boolean(name: string): boolean {
    const v = this.value(name);
    if (v === undefined) return false;
    if (typeof v !== 'boolean') {
      this.fail(name, 'notBoolean', { value: JSON.stringify(v) }, `${label(name)} must be true or false (got ${JSON.stringify(v)}).`);
      // Stryker disable next-line BooleanLiteral: a refused field's value is never returned (parseAgreement answers its errors)
      return false;
    }
    return v;
  }

  date(name: string): string {
    const v = this.value(name);
    if (v === undefined) {
      this.fail(name, 'required', {}, `${label(name)} is required.`);
      // Stryker disable next-line StringLiteral: a refused field's value is never returned (parseAgreement answers its errors)
      return '';
    }
    if (typeof v !== 'string') {
      this.fail(name, 'dateFormat', { value: JSON.stringify(v) }, `${label(name)} must be a date in the form YYYY-MM-DD.`);
      // Stryker disable next-line StringLiteral: a refused field's value is never returned (parseAgreement answers its errors)
      return '';
    }
    const parts = parseWireDate(v);
    if (!parts) {
      const shaped = /^\d{4}-\d{2}-\d{2}/.test(v);
      if (shaped) this.fail(name, 'dateNotExisting', { value: v }, `${label(name)} ${v} is not a date that exists in the calendar.`);
      else this.fail(name, 'dateFormat', { value: JSON.stringify(v) }, `${label(name)} must be a date in the form YYYY-MM-DD (got ${JSON.stringify(v)}).`);
      // Stryker disable next-line StringLiteral: a refused field's value is never returned (parseAgreement answers its errors)
      return '';
    }
    if (parts.year < MIN_YEAR || parts.year > MAX_YEAR) {
      // Years are written without grouping (1900, not 1 900): passed as text.
      this.fail(name, 'dateYearRange', { minimum: String(MIN_YEAR), maximum: String(MAX_YEAR), value: v }, `${label(name)} must lie between the years ${MIN_YEAR} and ${MAX_YEAR} (got ${v}).`);
      // Stryker disable next-line StringLiteral: a refused field's value is never returned (parseAgreement answers its errors)
      return '';
    }
    return formatDate(parts.year, parts.month, parts.day);
  }
}

/**
 * Reads an agreement in wire names (DOMAIN §1, SPEC §3) and checks every rule that
 * needs no calculation. Empty optional fields (absent or null) count as 0 / false, as
 * the web form sends them; unknown properties are ignored.
 */
export function parseAgreement(input: unknown): Result<{ agreement: Agreement }> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ propertyName: '', code: 'notObject', params: {}, message: 'An agreement must be a JSON object.' }] };
  }
  const r = new FieldReader(input as Readonly<Record<string, unknown>>);

  const startingDate = r.date('startingDate');
  const termInMonths = r.integer('termInMonths', 1, MAX_TERM_MONTHS, true);
  const paymentInterval = r.choice<PaymentInterval>('paymentInterval');
  const rentFreePeriodInMonths = r.integer('rentFreePeriodInMonths', 0, MAX_TERM_MONTHS);

  const agreement: Agreement = {
    startingDate,
    termInMonths,
    rentPaymentAmount: r.amount('rentPaymentAmount', true),
    subRentAndArrangmentFee: r.amount('subRentAndArrangmentFee'),
    residualValue: r.amount('residualValue'),
    totalEquipmentCost: r.amount('totalEquipmentCost'),
    salesPersonCommission: r.amount('salesPersonCommission'),
    paymentDue: r.choice<PaymentDue>('paymentDue'),
    paymentInterval,
    residualValueSettlement: r.choice<ResidualValueSettlement>('residualValueSettlement'),
    rentFreePeriodInMonths,
    indexationRate: r.rate('indexationRate', MAX_INDEXATION_PERCENT, 'indexationRateOutOfRange', '(a percent a year: 3 for 3 %)'),
    incrementalBorrowingRate: r.rate(
      'incrementalBorrowingRate',
      MAX_ANNUAL_RATE,
      'annualRateOutOfRange',
      '(a fraction a year: 0.065 for 6.5 %)',
    ),
    shouldRateBeCalculated: r.boolean('shouldRateBeCalculated'),
    accountingStandard: r.choice<AccountingStandard>('accountingStandard'),
    rateConvention: r.choice<RateConvention>('rateConvention'),
    leasePremium: r.amount('leasePremium'),
    initialDirectCosts: r.amount('initialDirectCosts'),
    dismantlingProvision: r.amount('dismantlingProvision'),
    leaseIncentive: r.amount('leaseIncentive'),
    leaseholdImprovements: r.amount('leaseholdImprovements'),
    depreciationMethod: r.choice<DepreciationMethod>('depreciationMethod'),
  };

  const termKnown = !r.hasError('termInMonths');
  // The guard states the rule's premise, though nothing would change without it: a refused term keeps its
  // first error (fail), and a refused interval reads as 0, monthly, whose 1 month divides every term.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: equivalent, the guard is redundant (above)
  if (termKnown && !r.hasError('paymentInterval')) {
    const m = INTERVAL_MONTHS[paymentInterval];
    if (termInMonths % m !== 0) {
      // Stryker disable next-line StringLiteral: paymentInterval is a valid index here, INTERVAL_NAMES has a name for it
      const intervalName = INTERVAL_NAMES[paymentInterval] ?? '';
      r.fail(
        'termInMonths',
        'termNotMultipleOfInterval',
        { term: termInMonths, interval: { term: intervalName }, months: m },
        `The term (${termInMonths} months) must be a whole multiple of the payment interval (${intervalName}: ${m} months).`,
      );
    }
  }
  // Stryker disable next-line StringLiteral: with hasError('') the clause always holds, and a refused rent-free period keeps its first error anyway (fail)
  if (termKnown && !r.hasError('rentFreePeriodInMonths') && rentFreePeriodInMonths >= termInMonths) {
    r.fail(
      'rentFreePeriodInMonths',
      'rentFreeNotShorterThanTerm',
      { rentFree: rentFreePeriodInMonths, term: termInMonths },
      `The rent-free period (${rentFreePeriodInMonths} months) must be shorter than the term (${termInMonths} months).`,
    );
  }

  return r.errors.length > 0 ? { ok: false, errors: r.errors } : { ok: true, agreement };
}
