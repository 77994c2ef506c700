import type { LeaseChangeDto, LeaseChangeValues } from '@leasedesk/contract';
import { CHANGE_KIND_FIELDS, type ChangeField, type ChangeFigures } from '@leasedesk/lease-math';
import type { LeaseChangeRow } from './lease-change-rows.ts';

/** The fields a change may give (every kind's), in the order the answer lists them. */
export const changeFields: readonly ChangeField[] = CHANGE_KIND_FIELDS[2];

/** The fields a change gave, as stored in its `input`: wire names, only those given (absent or null: kept). */
export type GivenChangeFields = Partial<Record<ChangeField, number>>;

export function givenFieldsOf(input: LeaseChangeValues): GivenChangeFields {
  const given: GivenChangeFields = {};
  for (const field of changeFields) {
    const value = input[field];
    if (value !== undefined && value !== null) given[field] = value;
  }
  return given;
}

/** The figures of ChangeFigures the answer carries (the change's own movements are its rows' remeasurementAmount). */
type AnsweredFigures = Omit<ChangeFigures, 'liabilityRemeasurement' | 'rightOfUseRemeasurement'>;

type Stored = { changeId: number; createdBy: string; createDate: Date } | null;

/** One change as POST answers it (a dry run: stored null) and GET lists it. */
export function leaseChangeDto(version: number, figures: AnsweredFigures, given: GivenChangeFields, stored: Stored): LeaseChangeDto {
  return {
    changeId: stored?.changeId ?? null,
    version,
    effectiveDate: figures.effectiveDate,
    changeKind: figures.changeKind,
    rowNumber: figures.rowNumber,
    entryDate: figures.entryDate,
    carryingLiability: figures.carryingLiability,
    carryingRightOfUse: figures.carryingRightOfUse,
    liabilityDecrease: figures.liabilityDecrease,
    rightOfUseDecrease: figures.rightOfUseDecrease,
    gainOrLoss: figures.gainOrLoss,
    remeasuredLiability: figures.remeasuredLiability,
    liabilityAdjustment: figures.liabilityAdjustment,
    rightOfUseAfter: figures.rightOfUseAfter,
    furtherGain: figures.furtherGain,
    termInMonths: given.termInMonths ?? null,
    rentPaymentAmount: given.rentPaymentAmount ?? null,
    indexationRate: given.indexationRate ?? null,
    residualValue: given.residualValue ?? null,
    residualValueSettlement: given.residualValueSettlement ?? null,
    incrementalBorrowingRate: given.incrementalBorrowingRate ?? null,
    remainingScope: given.remainingScope ?? null,
    amortizationRate: figures.amortizationRate,
    implicitRate: figures.implicitRate,
    createdBy: stored?.createdBy ?? null,
    createDate: stored?.createDate.toISOString() ?? null,
  };
}

/** A stored change's figures, numeric columns read as numbers. */
export function storedFiguresOf(row: LeaseChangeRow): AnsweredFigures {
  return {
    effectiveDate: row.effectiveDate,
    changeKind: row.changeKind as ChangeFigures['changeKind'],
    rowNumber: row.rowNumber,
    entryDate: row.entryDate,
    carryingLiability: Number(row.carryingLiability),
    carryingRightOfUse: Number(row.carryingRightOfUse),
    liabilityDecrease: Number(row.liabilityDecrease),
    rightOfUseDecrease: Number(row.rightOfUseDecrease),
    gainOrLoss: Number(row.gainOrLoss),
    remeasuredLiability: Number(row.remeasuredLiability),
    liabilityAdjustment: Number(row.liabilityAdjustment),
    rightOfUseAfter: Number(row.rightOfUseAfter),
    furtherGain: Number(row.furtherGain),
    amortizationRate: row.amortizationRate,
    implicitRate: row.implicitRate,
  };
}

/** A stored change as GET lists it. */
export function storedChangeDto(row: LeaseChangeRow, createdBy: string): LeaseChangeDto {
  return leaseChangeDto(row.version, storedFiguresOf(row), row.input as GivenChangeFields, { changeId: row.id, createdBy, createDate: row.createDate });
}
