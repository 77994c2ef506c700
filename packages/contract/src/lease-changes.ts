import { z } from 'zod';
import { wireDate, wireId, wireString } from './wire.ts';

/**
 * Lease changes on the wire (DOMAIN §14, issue 29): POST/GET /api/leaseagreements/{id}/changes,
 * DELETE /api/leaseagreements/{id}/changes/latest. The shape is checked here; which fields a kind may give,
 * the effective date's row and every numeric rule are lease-math's (applyChange), answered as field errors.
 */

/** 0 index or rate, 1 option reassessment, 2 modification, 3 early termination (0-based, as every enumeration). */
export const changeKinds = [0, 1, 2, 3] as const;

const optionalNumber = z.number().finite().nullish();

export const leaseChangeInput = z.strictObject({
  effectiveDate: wireDate,
  changeKind: z.int().min(0).max(3),
  termInMonths: optionalNumber,
  rentPaymentAmount: optionalNumber,
  indexationRate: optionalNumber,
  residualValue: optionalNumber,
  residualValueSettlement: optionalNumber,
  incrementalBorrowingRate: optionalNumber,
  remainingScope: optionalNumber,
});
export type LeaseChangeBody = z.input<typeof leaseChangeInput>;
export type LeaseChangeValues = z.output<typeof leaseChangeInput>;

export const leaseChangeQuery = z.strictObject({ dryRun: z.enum(['true', 'false']).optional() });

/** One change with its figures (DOMAIN §14), as POST answers it and GET lists it (newest first). */
export const leaseChange = z.object({
  /** Null in a dry run's answer: nothing was stored. */
  changeId: wireId.nullable(),
  /** The version the change makes: 2 for the first change (the agreement as signed is version 1). */
  version: z.number().int(),
  effectiveDate: wireString,
  changeKind: z.number().int(),
  /** k: the first row of the new version. */
  rowNumber: z.number().int(),
  /** The day it is booked: the effective date, or the ledger date of row k − 1 when that is later. */
  entryDate: wireString,
  carryingLiability: z.number(),
  carryingRightOfUse: z.number(),
  liabilityDecrease: z.number(),
  rightOfUseDecrease: z.number(),
  gainOrLoss: z.number(),
  remeasuredLiability: z.number(),
  liabilityAdjustment: z.number(),
  rightOfUseAfter: z.number(),
  furtherGain: z.number(),
  /** The fields the change gave (absent: kept), as sent. */
  termInMonths: z.number().nullable(),
  rentPaymentAmount: z.number().nullable(),
  indexationRate: z.number().nullable(),
  residualValue: z.number().nullable(),
  residualValueSettlement: z.number().nullable(),
  incrementalBorrowingRate: z.number().nullable(),
  remainingScope: z.number().nullable(),
  /** j′ and its annual rate under the agreement's convention. */
  amortizationRate: z.number(),
  implicitRate: z.number(),
  /** Who made it and when (null in a dry run). */
  createdBy: wireString.nullable(),
  createDate: wireString.nullable(),
});
export type LeaseChangeDto = z.infer<typeof leaseChange>;

/** The current version's figures beside the inception's, on the agreement's lease calculation. */
export const currentVersionFigures = z.object({
  version: z.number().int(),
  amortizationRate: z.number(),
  implicitRate: z.number(),
  /** Rows and periods from this one belong to the current version. */
  rowNumber: z.number().int(),
  remeasuredLiability: z.number(),
  rightOfUseAfter: z.number(),
  terminated: z.boolean(),
});
export type CurrentVersionFigures = z.infer<typeof currentVersionFigures>;

export const leaseChangeId = z.object({ id: wireId });

/** One change of an import of the lease changes CSV (FORMATS §4), as stored (or, on a dry run, as it would be). */
export const importedLeaseChange = z.object({
  /** The CSV row (the header is row 1). */
  row: z.number().int(),
  contractNumber: z.string(),
  scheduleNumber: z.string(),
  leaseAgreementId: wireId,
  version: z.number().int(),
  effectiveDate: wireString,
  changeKind: z.number().int(),
  remeasuredLiability: z.number(),
  rightOfUseAfter: z.number(),
  gainOrLoss: z.number(),
});
export type ImportedLeaseChange = z.infer<typeof importedLeaseChange>;

/** POST /api/leaseagreement/changes/csv: the changes applied, in the file's order. */
export const leaseChangeImportResult = z.object({
  dryRun: z.boolean(),
  count: z.number().int(),
  changes: z.array(importedLeaseChange),
});
export type LeaseChangeImportResult = z.infer<typeof leaseChangeImportResult>;
