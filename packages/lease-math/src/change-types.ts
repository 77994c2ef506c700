// Lease changes (DOMAIN §14): the shapes applyChange reads and answers. Wire names where the wire has them.

import type { Depreciation, LeaseAmortization, ResidualValueSettlement } from './types.ts';

/** 0 index or rate change / guaranteed residual value (16.42), 1 option reassessment (16.40), 2 modification (16.44–46), 3 early termination. */
export const ChangeKind = { IndexOrRate: 0, OptionReassessment: 1, Modification: 2, Termination: 3 } as const;
export type ChangeKind = (typeof ChangeKind)[keyof typeof ChangeKind];

/** The fields a change may give, by kind (DOMAIN §14's table), in the order a form shows them. */
export const CHANGE_KIND_FIELDS = {
  0: ['rentPaymentAmount', 'indexationRate', 'residualValue'],
  1: ['termInMonths', 'residualValue', 'residualValueSettlement', 'incrementalBorrowingRate'],
  2: [
    'termInMonths',
    'rentPaymentAmount',
    'indexationRate',
    'residualValue',
    'residualValueSettlement',
    'incrementalBorrowingRate',
    'remainingScope',
  ],
  3: [],
} as const satisfies Record<ChangeKind, readonly ChangeField[]>;

export type ChangeField =
  | 'termInMonths'
  | 'rentPaymentAmount'
  | 'indexationRate'
  | 'residualValue'
  | 'residualValueSettlement'
  | 'incrementalBorrowingRate'
  | 'remainingScope';

/** A change as it arrives on the wire. Fields not given (absent or null) keep their values. */
export interface LeaseChangeInput {
  /** `YYYY-MM-DD` (or an ISO date-time, its UTC date): the first day of a row k, 2 ≤ k ≤ n. */
  effectiveDate: string;
  changeKind: number;
  termInMonths?: number | null;
  rentPaymentAmount?: number | null;
  /** Percent a year, as the agreement's. */
  indexationRate?: number | null;
  residualValue?: number | null;
  residualValueSettlement?: number | null;
  /** The revised annual rate (a fraction) under the agreement's convention; required by kinds 1 and 2. */
  incrementalBorrowingRate?: number | null;
  /** Kind 2: the share of the asset still leased, 0 < f ≤ 1 (1 when not given). */
  remainingScope?: number | null;
}

/**
 * The rate a version discounts at: an annual rate under the agreement's convention (the borrowing rate
 * given, at inception or by a change), or the monthly rate solved at inception (shouldRateBeCalculated).
 */
export type VersionRate = { annual: number } | { monthly: number };

/**
 * What a version's payments and interest run on from the row it starts at. Rent in lease year y ≥ rentBaseYear
 * is ROUND(rentPaymentAmount × (1 + indexationRate/100)^(y − rentBaseYear), 2).
 */
export interface VersionTerms {
  termInMonths: number;
  rentPaymentAmount: number;
  /** The lease year the rent base applies from: 1 at inception, the year of the change's row after a new base. */
  rentBaseYear: number;
  indexationRate: number;
  residualValue: number;
  residualValueSettlement: ResidualValueSettlement;
  rate: VersionRate;
  /** The row the version starts at: 1 at inception, k after a change. */
  startRow: number;
  /** True once the lease was terminated early: nothing may follow. */
  terminated: boolean;
}

/** A schedule row of a version: `remeasurementAmount` L_E − B_E on the change's row k, 0 elsewhere. */
export type VersionAmortization = LeaseAmortization & { remeasurementAmount: number };
/** A depreciation period of a version: `remeasurementAmount` R_after − R_E on period k, 0 elsewhere. */
export type VersionDepreciation = Depreciation & { remeasurementAmount: number };

/** The current version of an IFRS16 agreement, as stored: its inception fields, its terms and its rows. */
export interface CurrentVersion {
  /** The agreement's fields that no change alters (AgreementInput's), plus any: the terms below win. */
  agreement: {
    startingDate: string;
    paymentDue?: number | null;
    paymentInterval?: number | null;
    rentFreePeriodInMonths?: number | null;
    rateConvention?: number | null;
    depreciationMethod?: number | null;
    accountingStandard?: number | null;
  };
  terms: VersionTerms;
  /** The version's rows in period order (rows 1..k−1 are carried into the new version as they are). */
  leaseAmortizations: ReadonlyArray<LeaseAmortization & { remeasurementAmount?: number }>;
  depraciations: ReadonlyArray<Depreciation & { remeasurementAmount?: number }>;
}

/** DOMAIN §14's figures of one change (wire names of the answer), amounts to the cent. */
export interface ChangeFigures {
  effectiveDate: string;
  changeKind: ChangeKind;
  /** k. */
  rowNumber: number;
  /** The day the change is booked (entries, disclosures): E, or the ledger date of row k − 1 when later. */
  entryDate: string;
  /** B_E. */
  carryingLiability: number;
  /** R_E. */
  carryingRightOfUse: number;
  /** Liab_dec (0 without a decrease in scope). */
  liabilityDecrease: number;
  /** ROU_dec. */
  rightOfUseDecrease: number;
  /** G: a gain when positive, a loss when negative. */
  gainOrLoss: number;
  /** L_E. */
  remeasuredLiability: number;
  /** ΔL = L_E − B′_E. */
  liabilityAdjustment: number;
  /** R_after. */
  rightOfUseAfter: number;
  /** −(R′_E + ΔL) when that is above 0, else 0. */
  furtherGain: number;
  /** L_E − B_E: how the liability moves (row k's remeasurementAmount). */
  liabilityRemeasurement: number;
  /** R_after − R_E: how the asset moves (period k's remeasurementAmount). */
  rightOfUseRemeasurement: number;
  /** j′, the monthly rate of the new version. */
  amortizationRate: number;
  /** The annual rate of j′ under the agreement's convention. */
  implicitRate: number;
}

/** A change applied: its figures and the whole new version (rows 1..k−1 as they were, k.. new). */
export interface AppliedChange {
  figures: ChangeFigures;
  terms: VersionTerms;
  leaseAmortizations: VersionAmortization[];
  depraciations: VersionDepreciation[];
}
