import {
  CHANGE_KIND_FIELDS,
  ChangeKind,
  type AppliedChange,
  type ChangeField,
  type ChangeFigures,
  type CurrentVersion,
  type LeaseChangeInput,
  type VersionAmortization,
  type VersionDepreciation,
  type VersionRate,
  type VersionTerms,
} from './change-types.ts';
import { addMonths, normalizeDate } from './dates.ts';
import { buildDepreciation } from './depreciation.ts';
import { ddDivideNumber, ddMulNumber, roundExact } from './exact.ts';
import { buildGrid, type CashFlowGrid } from './grid.ts';
import { rentByLeaseYear } from './indexation.ts';
import { MAX_TOTAL_PAYMENTS_CENTS } from './limits.ts';
import { fromCents, toCents } from './money.ts';
import { presentValueCents, presentValueExact, type CashFlows } from './present-value.ts';
import { annualRate, rateOfAnnual, rateOfMonthly, type MonthlyRate } from './rate-convention.ts';
import { buildSchedule } from './schedule.ts';
import {
  AccountingStandard,
  type Agreement,
  type ErrorCode,
  type ErrorParam,
  type FieldError,
  type ResidualValueSettlement,
  type Result,
} from './types.ts';
import { parseAgreement } from './validation.ts';

/** remainingScope carries at most this many decimals: f = F / 10^6 exactly. */
const SCOPE_DECIMALS = 6;
const SCOPE_DENOMINATOR = 10 ** SCOPE_DECIMALS;

const KIND_NAMES = ['index or rate change', 'reassessment of an option', 'modification', 'early termination'];

/** The fields a stored agreement holds that its first version's terms are made of. */
export interface InceptionFields {
  termInMonths: number;
  rentPaymentAmount: number;
  indexationRate?: number | null;
  residualValue?: number | null;
  residualValueSettlement?: number | null;
  incrementalBorrowingRate?: number | null;
  shouldRateBeCalculated?: boolean | null;
}

/**
 * Version 1's terms: the agreement as signed. Its rate is the borrowing rate given, or (shouldRateBeCalculated)
 * the monthly rate the calculation solved, as stored in its amortizationRate.
 */
export function inceptionTerms(agreement: InceptionFields, amortizationRate: number): VersionTerms {
  return {
    termInMonths: agreement.termInMonths,
    rentPaymentAmount: agreement.rentPaymentAmount,
    rentBaseYear: 1,
    indexationRate: agreement.indexationRate ?? 0,
    residualValue: agreement.residualValue ?? 0,
    residualValueSettlement: (agreement.residualValueSettlement ?? 0) as ResidualValueSettlement,
    rate: agreement.shouldRateBeCalculated
      ? { monthly: amortizationRate }
      : { annual: agreement.incrementalBorrowingRate ?? 0 },
    startRow: 1,
    terminated: false,
  };
}

/** A rule's error, naming its field as the agreement's rules do (`field`), so every wording can say which. */
function fieldError(propertyName: string, code: ErrorCode, params: Record<string, ErrorParam>, message: string): FieldError {
  return { propertyName, code, params: { field: { term: propertyName }, ...params }, message };
}

const isGiven = (value: unknown): boolean => value !== undefined && value !== null;

/** The fields of a version's agreement that no change alters, with defaults as parseAgreement gives them. */
function fixedFields(current: CurrentVersion) {
  const a = current.agreement;
  return {
    startingDate: a.startingDate,
    paymentDue: a.paymentDue ?? 0,
    paymentInterval: a.paymentInterval ?? 0,
    rentFreePeriodInMonths: a.rentFreePeriodInMonths ?? 0,
    rateConvention: a.rateConvention ?? 0,
    depreciationMethod: a.depreciationMethod ?? 0,
    accountingStandard: AccountingStandard.IFRS16,
    shouldRateBeCalculated: false,
  };
}

function monthlyRateOf(rate: VersionRate, agreement: Agreement): MonthlyRate {
  return 'annual' in rate
    ? rateOfAnnual(rate.annual, agreement.rateConvention, agreement.paymentInterval)
    : rateOfMonthly(rate.monthly);
}

/** The rent per interval of lease year `year` under a version's terms, in cents. */
function rentOfYear(terms: VersionTerms, year: number): number {
  const rentCents = toCents(terms.rentPaymentAmount);
  if (year <= terms.rentBaseYear) return rentCents;
  const rents = rentByLeaseYear(rentCents, terms.indexationRate, year - terms.rentBaseYear + 1);
  return rents[rents.length - 1] ?? rentCents;
}

/** The row k whose first day is the effective date, or the error that says why there is none. */
function rowOfDate(current: CurrentVersion, effectiveDate: unknown): Result<{ k: number; date: string }> {
  const start = normalizeDate(current.agreement.startingDate) ?? current.agreement.startingDate;
  const date = typeof effectiveDate === 'string' ? normalizeDate(effectiveDate) : null;
  if (date === null) {
    const value = JSON.stringify(effectiveDate) ?? String(effectiveDate);
    return {
      ok: false,
      errors: [fieldError('effectiveDate', 'dateFormat', { value }, `The effective date must be an existing date in the form YYYY-MM-DD (got ${value}).`)],
    };
  }
  const months = (Number(date.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(date.slice(5, 7)) - Number(start.slice(5, 7));
  const n = current.terms.termInMonths;
  const firstRow = addMonths(start, 1);
  const lastRow = addMonths(start, n - 1);
  if (months < 1 || months > n - 1) {
    return {
      ok: false,
      errors: [
        fieldError(
          'effectiveDate',
          'changeDateOutOfTerm',
          { value: { date }, from: { date: firstRow }, to: { date: lastRow } },
          `The effective date must fall within the term, from the second row (${firstRow}) to the last (${lastRow}); got ${date}.`,
        ),
      ],
    };
  }
  if (addMonths(start, months) !== date) {
    const rowStart = addMonths(start, months);
    return {
      ok: false,
      errors: [
        fieldError(
          'effectiveDate',
          'changeDateNotRowStart',
          { value: { date }, rowStart: { date: rowStart } },
          `The effective date must be the first day of a schedule row, e.g. ${rowStart}; got ${date}.`,
        ),
      ],
    };
  }
  const k = months + 1;
  if (k <= current.terms.startRow) {
    const latest = addMonths(start, current.terms.startRow - 1);
    return {
      ok: false,
      errors: [
        fieldError(
          'effectiveDate',
          'changeNotAfterLatest',
          { value: { date }, latest: { date: latest } },
          `A change must take effect after the latest one (${latest}); got ${date}.`,
        ),
      ],
    };
  }
  return { ok: true, k, date };
}

/** Which fields the kind allows and requires (DOMAIN §14's table). */
function kindErrors(input: LeaseChangeInput, kind: ChangeKind): FieldError[] {
  const errors: FieldError[] = [];
  const allowed: readonly ChangeField[] = CHANGE_KIND_FIELDS[kind];
  for (const field of CHANGE_KIND_FIELDS[ChangeKind.Modification]) {
    if (isGiven(input[field]) && !allowed.includes(field)) {
      errors.push(
        fieldError(field, 'fieldNotInChangeKind', { kind: kind + 1, field: { term: field } }, `A change of kind ${kind + 1} (${KIND_NAMES[kind]}) cannot change ${field}.`),
      );
    }
  }
  const needsRate = kind === ChangeKind.OptionReassessment || kind === ChangeKind.Modification;
  if (needsRate && !isGiven(input.incrementalBorrowingRate)) {
    errors.push(
      fieldError(
        'incrementalBorrowingRate',
        'revisedRateRequired',
        { kind: kind + 1 },
        `A change of kind ${kind + 1} (${KIND_NAMES[kind]}) discounts at a revised rate: give the incremental borrowing rate at the effective date.`,
      ),
    );
  }
  return errors;
}

/** f = remainingScope as F / 10^6, or an error. 1 when not given. */
function scopeOf(input: LeaseChangeInput): Result<{ scope: number }> {
  const f = input.remainingScope;
  if (!isGiven(f)) return { ok: true, scope: SCOPE_DENOMINATOR };
  const scaled = typeof f === 'number' ? Math.round(f * SCOPE_DENOMINATOR) : NaN;
  const exact = typeof f === 'number' && Number.isFinite(f) && Math.abs(scaled - f * SCOPE_DENOMINATOR) <= 1e-6;
  if (!exact || scaled <= 0 || scaled > SCOPE_DENOMINATOR) {
    const value = typeof f === 'number' ? f : String(f);
    return {
      ok: false,
      errors: [
        fieldError(
          'remainingScope',
          'remainingScopeOutOfRange',
          typeof value === 'number' ? { value: { percent: value }, decimals: SCOPE_DECIMALS - 2 } : { value, decimals: SCOPE_DECIMALS - 2 },
          `The remaining scope is the share of the asset still leased: above 0 % and at most 100 %, with at most ${SCOPE_DECIMALS - 2} decimals of a percent (got ${value}).`,
        ),
      ],
    };
  }
  return { ok: true, scope: scaled };
}

/** A version's cash flows from row k, discounted to the effective date: τ_t − (k − 1). */
function flowsFrom(grid: CashFlowGrid, k: number, lastRow = grid.rows): CashFlows {
  const tau: number[] = [];
  const amount: number[] = [];
  for (let i = k - 1; i < lastRow; i += 1) {
    const value = grid.payment[i] ?? 0;
    if (value !== 0) {
      tau.push((grid.tau[i] ?? 0) - (k - 1));
      amount.push(value);
    }
  }
  return { tau, amount };
}

/** The current version's payments of rows k..lastRow as flows from the effective date. */
function storedFlowsFrom(current: CurrentVersion, k: number, lastRow: number, inAdvance: boolean): CashFlows {
  const tau: number[] = [];
  const amount: number[] = [];
  for (const row of current.leaseAmortizations) {
    const t = row.periodNumber;
    if (t < k || t > lastRow) continue;
    const value = toCents(row.paymentAmount);
    if (value === 0) continue;
    tau.push((inAdvance ? t - 1 : t) - (k - 1));
    amount.push(value);
  }
  return { tau, amount };
}

/** ROUND(cents × numerator / denominator, 2) exactly, whatever the size of the product. */
function shareOf(cents: number, numerator: number, denominator: number): number {
  const product = BigInt(cents) * BigInt(numerator);
  const d = BigInt(denominator);
  const negative = product < 0n;
  const a = negative ? -product : product;
  const q = a / d;
  const rounded = 2n * (a - q * d) >= d ? q + 1n : q;
  return Number(negative ? -rounded : rounded);
}

interface Decrease {
  liability: number;
  rightOfUse: number;
}

/**
 * DOMAIN §14 "Decrease in scope first" (kind 2, IFRS 16.46(a)), when the scope shrinks (f < 1) or the term is
 * shortened. A longer term decreases nothing by itself: the share of the remaining term kept is capped at 1.
 */
function decreaseInScope(
  current: CurrentVersion,
  rate: MonthlyRate,
  inAdvance: boolean,
  k: number,
  newTerm: number,
  scope: number,
  carryingLiability: number,
  carryingRightOfUse: number,
): Decrease | null {
  const n = current.terms.termInMonths;
  if (scope === SCOPE_DENOMINATOR && newTerm >= n) return null;
  const remaining = n - k + 1;
  const kept = Math.min(newTerm, n) - k + 1;
  const rightOfUse = shareOf(carryingRightOfUse, remaining * SCOPE_DENOMINATOR - scope * kept, remaining * SCOPE_DENOMINATOR);
  let liability: number;
  if (newTerm === n) {
    liability = shareOf(carryingLiability, SCOPE_DENOMINATOR - scope, SCOPE_DENOMINATOR);
  } else {
    const pv = presentValueExact(storedFlowsFrom(current, k, Math.min(newTerm, n), inAdvance), rate);
    const share = ddDivideNumber(ddMulNumber(pv, scope, { hi: 0, lo: 0 }), SCOPE_DENOMINATOR);
    liability = carryingLiability - roundExact(share.hi, share.lo);
  }
  return { liability, rightOfUse };
}

function closingOf(rows: ReadonlyArray<{ periodNumber: number; closingBalance: number }>, period: number): number {
  const row = rows.find((r) => r.periodNumber === period);
  return row === undefined ? 0 : toCents(row.closingBalance);
}

function figuresOf(
  kind: ChangeKind,
  effectiveDate: string,
  k: number,
  entryDate: string,
  rate: MonthlyRate,
  versionRate: VersionRate,
  agreement: Agreement,
  cents: {
    carryingLiability: number;
    carryingRightOfUse: number;
    liabilityDecrease: number;
    rightOfUseDecrease: number;
    remeasuredLiability: number;
    liabilityAdjustment: number;
    rightOfUseAfter: number;
    furtherGain: number;
  },
): ChangeFigures {
  return {
    effectiveDate,
    changeKind: kind,
    rowNumber: k,
    entryDate,
    carryingLiability: fromCents(cents.carryingLiability),
    carryingRightOfUse: fromCents(cents.carryingRightOfUse),
    liabilityDecrease: fromCents(cents.liabilityDecrease),
    rightOfUseDecrease: fromCents(cents.rightOfUseDecrease),
    gainOrLoss: fromCents(cents.liabilityDecrease - cents.rightOfUseDecrease),
    remeasuredLiability: fromCents(cents.remeasuredLiability),
    liabilityAdjustment: fromCents(cents.liabilityAdjustment),
    rightOfUseAfter: fromCents(cents.rightOfUseAfter),
    furtherGain: fromCents(cents.furtherGain),
    liabilityRemeasurement: fromCents(cents.remeasuredLiability - cents.carryingLiability),
    rightOfUseRemeasurement: fromCents(cents.rightOfUseAfter - cents.carryingRightOfUse),
    amortizationRate: rate.value,
    implicitRate: 'annual' in versionRate ? versionRate.annual : annualRate(rate.value, agreement.rateConvention, agreement.paymentInterval),
  };
}

/**
 * A lease change applied to the current version of an IFRS16 agreement (DOMAIN §14): its figures and the new
 * version, whose rows and depreciation periods before the change's row k are the current version's, untouched.
 * Every rule of §14 that the input breaks is answered as a field error, never thrown.
 */
export function applyChange(current: CurrentVersion, input: LeaseChangeInput): Result<AppliedChange> {
  if ((current.agreement.accountingStandard ?? 0) !== AccountingStandard.IFRS16) {
    return {
      ok: false,
      errors: [fieldError('changeKind', 'notIfrs16', {}, 'Lease changes apply to IFRS16 (lessee) agreements only.')],
    };
  }
  if (current.terms.terminated) {
    return {
      ok: false,
      errors: [fieldError('effectiveDate', 'changeAfterTermination', {}, 'The lease was terminated early: no change can follow.')],
    };
  }
  const kind = input.changeKind;
  if (!Number.isInteger(kind) || kind < 0 || kind > 3) {
    const value = typeof kind === 'number' ? kind : String(kind);
    return {
      ok: false,
      errors: [
        fieldError('changeKind', 'notOneOf', { values: '0, 1, 2, 3', value }, `The kind of change must be one of 0, 1, 2, 3 (got ${value}).`),
      ],
    };
  }
  const changeKind = kind as ChangeKind;
  const errors: FieldError[] = kindErrors(input, changeKind);
  const row = rowOfDate(current, input.effectiveDate);
  if (!row.ok) errors.push(...row.errors);
  const scope = changeKind === ChangeKind.Modification ? scopeOf(input) : ({ ok: true, scope: SCOPE_DENOMINATOR } as const);
  if (!scope.ok) errors.push(...scope.errors);
  if (errors.length > 0 || !row.ok || !scope.ok) return { ok: false, errors };
  return changeKind === ChangeKind.Termination
    ? terminate(current, row.k, row.date)
    : remeasure(current, input, changeKind, row.k, row.date, scope.scope);
}

/** The agreement a version's rows are built from: the fixed fields and the version's terms, checked as any agreement. */
function versionAgreement(current: CurrentVersion, terms: VersionTerms, given: LeaseChangeInput): Result<{ agreement: Agreement }> {
  const parsed = parseAgreement({
    ...fixedFields(current),
    termInMonths: isGiven(given.termInMonths) ? given.termInMonths : terms.termInMonths,
    rentPaymentAmount: isGiven(given.rentPaymentAmount) ? given.rentPaymentAmount : terms.rentPaymentAmount,
    indexationRate: isGiven(given.indexationRate) ? given.indexationRate : terms.indexationRate,
    residualValue: isGiven(given.residualValue) ? given.residualValue : terms.residualValue,
    residualValueSettlement: isGiven(given.residualValueSettlement) ? given.residualValueSettlement : terms.residualValueSettlement,
    incrementalBorrowingRate: isGiven(given.incrementalBorrowingRate)
      ? given.incrementalBorrowingRate
      : 'annual' in terms.rate
        ? terms.rate.annual
        : 0,
  });
  return parsed;
}

function remeasure(
  current: CurrentVersion,
  input: LeaseChangeInput,
  kind: ChangeKind,
  k: number,
  effectiveDate: string,
  scope: number,
): Result<AppliedChange> {
  const terms = current.terms;
  const yearOfK = Math.floor((k - 1) / 12) + 1;
  const newBase = isGiven(input.rentPaymentAmount) || isGiven(input.indexationRate);
  // A new rent base starts at year y_k: the rent given, else the rent the current formula gives that year.
  const baseTerms: VersionTerms = newBase
    ? { ...terms, rentPaymentAmount: fromCents(rentOfYear(terms, yearOfK)), rentBaseYear: yearOfK }
    : terms;
  const parsed = versionAgreement(current, baseTerms, input);
  if (!parsed.ok) return parsed;
  const agreement = parsed.agreement;
  const newTerm = agreement.termInMonths;
  if (newTerm < k) {
    return {
      ok: false,
      errors: [
        fieldError(
          'termInMonths',
          'termBeforeChange',
          { value: newTerm, minimum: k },
          `The term must leave at least the change's row ${k} (got ${newTerm} months).`,
        ),
      ],
    };
  }
  // Convention and interval are fixed fields: the same in every version.
  const currentRate = monthlyRateOf(terms.rate, agreement);
  const newTermsRate: VersionRate =
    kind === ChangeKind.IndexOrRate ? terms.rate : { annual: agreement.incrementalBorrowingRate };
  const rate = kind === ChangeKind.IndexOrRate ? currentRate : monthlyRateOf(newTermsRate, agreement);

  const grid = buildGrid(agreement, { fromYear: baseTerms.rentBaseYear });
  if (grid.totalPayments > MAX_TOTAL_PAYMENTS_CENTS) {
    return {
      ok: false,
      errors: [
        fieldError(
          'rentPaymentAmount',
          'paymentsTooLarge',
          { total: { money: grid.totalPayments / 100 }, maximum: { money: MAX_TOTAL_PAYMENTS_CENTS / 100 } },
          'The payments exceed the supported total.',
        ),
      ],
    };
  }
  const carryingLiability = closingOf(current.leaseAmortizations, k - 1);
  const carryingRightOfUse = closingOf(current.depraciations, k - 1);
  const remeasuredLiability = presentValueCents(flowsFrom(grid, k), rate);
  const decrease =
    kind === ChangeKind.Modification
      ? decreaseInScope(current, currentRate, grid.inAdvance, k, newTerm, scope, carryingLiability, carryingRightOfUse)
      : null;
  const liabilityDecrease = decrease?.liability ?? 0;
  const rightOfUseDecrease = decrease?.rightOfUse ?? 0;
  const liabilityAfterDecrease = carryingLiability - liabilityDecrease;
  const rightOfUseAfterDecrease = carryingRightOfUse - rightOfUseDecrease;
  const liabilityAdjustment = remeasuredLiability - liabilityAfterDecrease;
  const rightOfUseAdjusted = rightOfUseAfterDecrease + liabilityAdjustment;
  const rightOfUseAfter = Math.max(0, rightOfUseAdjusted);
  const furtherGain = rightOfUseAdjusted < 0 ? -rightOfUseAdjusted : 0;

  const kept = current.leaseAmortizations.filter((r) => r.periodNumber < k).map((r) => ({ ...r, remeasurementAmount: r.remeasurementAmount ?? 0 }));
  const fresh: VersionAmortization[] = buildSchedule(grid, remeasuredLiability, rate, AccountingStandard.IFRS16, k).map((r) => ({
    ...r,
    remeasurementAmount: r.periodNumber === k ? fromCents(remeasuredLiability - carryingLiability) : 0,
  }));
  const keptPeriods = current.depraciations.filter((d) => d.periodNumber < k).map((d) => ({ ...d, remeasurementAmount: d.remeasurementAmount ?? 0 }));
  const freshPeriods: VersionDepreciation[] = buildDepreciation(grid, rightOfUseAfter, agreement.depreciationMethod, k).map((d) => ({
    ...d,
    remeasurementAmount: d.periodNumber === k ? fromCents(rightOfUseAfter - carryingRightOfUse) : 0,
  }));

  const newTerms: VersionTerms = {
    termInMonths: newTerm,
    rentPaymentAmount: agreement.rentPaymentAmount,
    rentBaseYear: baseTerms.rentBaseYear,
    indexationRate: agreement.indexationRate,
    residualValue: agreement.residualValue,
    residualValueSettlement: agreement.residualValueSettlement,
    rate: newTermsRate,
    startRow: k,
    terminated: false,
  };
  return {
    ok: true,
    figures: figuresOf(kind, effectiveDate, k, entryDateOf(current, k, effectiveDate), rate, newTermsRate, agreement, {
      carryingLiability,
      carryingRightOfUse,
      liabilityDecrease,
      rightOfUseDecrease,
      remeasuredLiability,
      liabilityAdjustment,
      rightOfUseAfter,
      furtherGain,
    }),
    terms: newTerms,
    leaseAmortizations: [...kept, ...fresh],
    depraciations: [...keptPeriods, ...freshPeriods],
  };
}

/** The day a change is booked: E, or the ledger date of row k − 1 when later (in arrears, a start not on the 1st). */
function entryDateOf(current: CurrentVersion, k: number, effectiveDate: string): string {
  const previous = current.leaseAmortizations.find((r) => r.periodNumber === k - 1);
  const ledger = previous === undefined ? effectiveDate : (normalizeDate(previous.generalLedgerIncomeDate) ?? effectiveDate);
  return ledger > effectiveDate ? ledger : effectiveDate;
}

/** Early termination at E: the liability and the asset are derecognised, the term ends the day before. */
function terminate(current: CurrentVersion, k: number, effectiveDate: string): Result<AppliedChange> {
  const parsed = parseAgreement({ ...fixedFields(current), termInMonths: current.terms.termInMonths, rentPaymentAmount: current.terms.rentPaymentAmount });
  if (!parsed.ok) return parsed;
  const rate = monthlyRateOf(current.terms.rate, parsed.agreement);
  const carryingLiability = closingOf(current.leaseAmortizations, k - 1);
  const carryingRightOfUse = closingOf(current.depraciations, k - 1);
  return {
    ok: true,
    figures: figuresOf(ChangeKind.Termination, effectiveDate, k, entryDateOf(current, k, effectiveDate), rate, current.terms.rate, parsed.agreement, {
      carryingLiability,
      carryingRightOfUse,
      liabilityDecrease: carryingLiability,
      rightOfUseDecrease: carryingRightOfUse,
      remeasuredLiability: 0,
      liabilityAdjustment: 0,
      rightOfUseAfter: 0,
      furtherGain: 0,
    }),
    terms: { ...current.terms, termInMonths: k - 1, startRow: k, terminated: true },
    leaseAmortizations: current.leaseAmortizations.filter((r) => r.periodNumber < k).map((r) => ({ ...r, remeasurementAmount: r.remeasurementAmount ?? 0 })),
    depraciations: current.depraciations.filter((d) => d.periodNumber < k).map((d) => ({ ...d, remeasurementAmount: d.remeasurementAmount ?? 0 })),
  };
}
