// Wire shapes of the calculation core. Field names (typos included) are SPEC.md's:
// existing clients depend on them.

/** 0 upfront (in advance), 1 post-payment (in arrears). */
export const PaymentDue = { InAdvance: 0, InArrears: 1 } as const;
export type PaymentDue = (typeof PaymentDue)[keyof typeof PaymentDue];

/** 0 monthly, 1 quarterly, 2 half-yearly, 3 yearly. */
export const PaymentInterval = { Monthly: 0, Quarterly: 1, HalfYearly: 2, Yearly: 3 } as const;
export type PaymentInterval = (typeof PaymentInterval)[keyof typeof PaymentInterval];

/** Months per payment interval, indexed by the 0-based wire value. */
export const INTERVAL_MONTHS: readonly [1, 3, 6, 12] = [1, 3, 6, 12];

/** 0 in the last month, 1 in an additional month after the term. */
export const ResidualValueSettlement = { LastMonth: 0, AdditionalMonth: 1 } as const;
export type ResidualValueSettlement =
  (typeof ResidualValueSettlement)[keyof typeof ResidualValueSettlement];

/** 0 CSI (lessor, equipment leasing), 1 IFRS16 (lessee). */
export const AccountingStandard = { CSI: 0, IFRS16: 1 } as const;
export type AccountingStandard = (typeof AccountingStandard)[keyof typeof AccountingStandard];

/** 0 nominal (the payment period's rate × periods a year), 1 effective (compounded to a year). */
export const RateConvention = { Nominal: 0, Effective: 1 } as const;
export type RateConvention = (typeof RateConvention)[keyof typeof RateConvention];

/** 0 straight-line, 1 declining balance. */
export const DepreciationMethod = { StraightLine: 0, DecliningBalance: 1 } as const;
export type DepreciationMethod = (typeof DepreciationMethod)[keyof typeof DepreciationMethod];

/**
 * An agreement as it arrives on the wire. Only startingDate, termInMonths and
 * rentPaymentAmount are required; every other field defaults to 0 / false, as the
 * web form sends empty optional fields as 0 (SPEC.md §5). Unknown properties are ignored.
 */
export interface AgreementInput {
  /** `YYYY-MM-DD`, or an ISO date-time whose UTC date is taken. */
  startingDate: string;
  termInMonths: number;
  /** Rent per payment interval. */
  rentPaymentAmount: number;
  subRentAndArrangmentFee?: number | null;
  residualValue?: number | null;
  totalEquipmentCost?: number | null;
  salesPersonCommission?: number | null;
  paymentDue?: PaymentDue | null;
  paymentInterval?: PaymentInterval | null;
  residualValueSettlement?: ResidualValueSettlement | null;
  rentFreePeriodInMonths?: number | null;
  /** Percent a year (3 = 3 %), unlike the other rates. */
  indexationRate?: number | null;
  /** A fraction (0.065 = 6.5 %), annual, under rateConvention. */
  incrementalBorrowingRate?: number | null;
  shouldRateBeCalculated?: boolean | null;
  accountingStandard?: AccountingStandard | null;
  rateConvention?: RateConvention | null;
  leasePremium?: number | null;
  initialDirectCosts?: number | null;
  dismantlingProvision?: number | null;
  leaseIncentive?: number | null;
  leaseholdImprovements?: number | null;
  depreciationMethod?: DepreciationMethod | null;
}

/** A validated agreement: every field present, the date normalised to `YYYY-MM-DD`. */
export interface Agreement {
  startingDate: string;
  termInMonths: number;
  rentPaymentAmount: number;
  subRentAndArrangmentFee: number;
  residualValue: number;
  totalEquipmentCost: number;
  salesPersonCommission: number;
  paymentDue: PaymentDue;
  paymentInterval: PaymentInterval;
  residualValueSettlement: ResidualValueSettlement;
  rentFreePeriodInMonths: number;
  indexationRate: number;
  incrementalBorrowingRate: number;
  shouldRateBeCalculated: boolean;
  accountingStandard: AccountingStandard;
  rateConvention: RateConvention;
  leasePremium: number;
  initialDirectCosts: number;
  dismantlingProvision: number;
  leaseIncentive: number;
  leaseholdImprovements: number;
  depreciationMethod: DepreciationMethod;
}

/**
 * A parameter of an error, for wording it in another language: plain text and numbers, or tagged so the
 * wording can format it (money with 2 decimals, a `YYYY-MM-DD` date, a fraction as a percent) or name it
 * (`term`: a field or notion the wording translates, e.g. `termInMonths`, `netInvestment`, `quarterly`).
 */
export type ErrorParam = string | number | { money: number } | { date: string } | { percent: number } | { term: string };

/** Every rule lease-math can refuse an input by (README: "Errors"). */
export type ErrorCode =
  | 'notObject'
  | 'required'
  | 'notNumber'
  | 'negative'
  | 'amountTooLarge'
  | 'tooManyDecimals'
  | 'notWholeNumber'
  | 'outOfRange'
  | 'notOneOf'
  | 'indexationRateOutOfRange'
  | 'annualRateOutOfRange'
  | 'notBoolean'
  | 'dateFormat'
  | 'dateNotExisting'
  | 'dateYearRange'
  | 'termNotMultipleOfInterval'
  | 'rentFreeNotShorterThanTerm'
  | 'paymentsTooLarge'
  | 'noPayments'
  | 'paymentsBelowTarget'
  | 'upfrontCoversTarget'
  | 'rateTooHigh'
  | 'fairValueRequired'
  | 'netInvestmentNotPositive'
  | 'rightOfUseNegative'
  | 'auditorRateOutOfRange'
  | 'periodStartInvalid'
  | 'periodEndInvalid'
  | 'periodEndBeforeStart'
  | 'notIfrs16'
  | 'changeDateNotRowStart'
  | 'changeDateOutOfTerm'
  | 'changeNotAfterLatest'
  | 'changeAfterTermination'
  | 'fieldNotInChangeKind'
  | 'revisedRateRequired'
  | 'remainingScopeOutOfRange'
  | 'termBeforeChange';

/** One business error, as in the wire envelope's `errors`. */
export interface FieldError {
  /** The wire name of the offending field, e.g. `termInMonths`. */
  propertyName: string;
  /** The rule broken, so a caller can word it in its user's language (the API does). */
  code: ErrorCode;
  /** What the wording names: the field, the value given, the bounds. */
  params: Readonly<Record<string, ErrorParam>>;
  /** The English wording (CLI, logs). */
  message: string;
}

export type Result<T> = ({ ok: true } & T) | { ok: false; errors: FieldError[] };

/** A row of leaseAmortizations (the API adds id and leaseAgreementId). */
export interface LeaseAmortization {
  periodNumber: number;
  paymentDate: string;
  generalLedgerIncomeDate: string;
  paymentAmount: number;
  interestAmount: number;
  principalAmount: number;
  openingBalance: number;
  closingBalance: number;
  rentFreeAmount: number;
  isBillingMonth: boolean;
  increaseRate: number;
  accountingStandard: AccountingStandard;
}

export type LeaseClassification = 'finance' | 'operating';

/** LeaseCalculation (the API adds leaseAgreementId). */
export interface LeaseCalculation {
  /** Annual rate of amortizationRate under the agreement's rateConvention, unrounded. */
  implicitRate: number;
  presentValueOfRent: number;
  interimRate: number;
  totalPresentValueOfLeasePayments: number;
  costOfEquipment: number;
  ninetyPercenatageTest: number;
  /** The monthly rate j, unrounded. */
  amortizationRate: number;
  /** Beyond the wire: the CSI 90 % test's verdict; null under IFRS16 (lessees do not classify). */
  leaseClassification: LeaseClassification | null;
}

/** A depreciation period (the API adds id, createDate, isDeleted, leaseAgreementId). */
export interface Depreciation {
  periodNumber: number;
  beginingOfPeriod: string;
  endOfPeriod: string;
  openingBalance: number;
  depraciationCharge: number;
  closingBalance: number;
}

export interface LeaseOutcome {
  leaseCalculation: LeaseCalculation;
  leaseAmortizations: LeaseAmortization[];
  /** Empty under CSI: depreciation belongs to the lessee (IFRS16). */
  depraciations: Depreciation[];
}
