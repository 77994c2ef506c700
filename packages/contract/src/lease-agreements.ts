import { z } from 'zod';
import { agreementText } from './agreement-field-kinds.ts';
import { agreementInputShape, agreementRecordShape } from './agreement-fields.ts';
import { impairmentQuestion } from './analysis.ts';
import { currentVersionFigures } from './lease-changes.ts';
import { wireId, wireString } from './wire.ts';

/**
 * Lease agreements on the wire (SPEC §3, DOMAIN §1). Field names are SPEC's, typos included.
 * These schemas check the shape, the wire's scalars (ids, strings, dates) and that each enumeration is one
 * of its list's values. Numeric ranges and the rules between fields (term a multiple of the interval,
 * rent-free shorter than the term, ...) belong to lease-math's validateAgreement, which answers them as field errors.
 * The agreement's own fields are agreement-fields.ts's table.
 */

export const leaseAgreementInput = z.strictObject(agreementInputShape);
export type LeaseAgreementInput = z.input<typeof leaseAgreementInput>;
export type LeaseAgreementValues = z.output<typeof leaseAgreementInput>;

export const leaseAmortizationRow = z.object({
  id: wireId,
  periodNumber: z.number().int(),
  paymentDate: wireString,
  generalLedgerIncomeDate: wireString,
  paymentAmount: z.number(),
  interestAmount: z.number(),
  principalAmount: z.number(),
  openingBalance: z.number(),
  closingBalance: z.number(),
  rentFreeAmount: z.number(),
  leaseAgreementId: wireId,
  isBillingMonth: z.boolean(),
  increaseRate: z.number(),
  accountingStandard: z.number().int(),
  /** L_E − B_E on the row a lease change starts its version at (DOMAIN §14), 0 on every other row. */
  remeasurementAmount: z.number(),
});
export type LeaseAmortizationRow = z.infer<typeof leaseAmortizationRow>;

export const leaseCalculation = z.object({
  implicitRate: z.number(),
  presentValueOfRent: z.number(),
  interimRate: z.number(),
  totalPresentValueOfLeasePayments: z.number(),
  costOfEquipment: z.number(),
  ninetyPercenatageTest: z.number(),
  amortizationRate: z.number(),
  /** Beyond SPEC: the CSI 90 % test's verdict; null under IFRS16. */
  leaseClassification: z.enum(['finance', 'operating']).nullable(),
  leaseAgreementId: wireId,
  /**
   * The figures above are the agreement's as signed (version 1: L0, ROU); after lease changes (DOMAIN §14) the
   * schedule and depreciation are the current version's, whose rate and start are these. Null without changes.
   */
  currentVersion: currentVersionFigures.nullable(),
});
export type LeaseCalculationDto = z.infer<typeof leaseCalculation>;

export const depreciationPeriod = z.object({
  id: wireId,
  createDate: wireString,
  isDeleted: z.boolean(),
  periodNumber: z.number().int(),
  beginingOfPeriod: wireString,
  endOfPeriod: wireString,
  openingBalance: z.number(),
  depraciationCharge: z.number(),
  closingBalance: z.number(),
  leaseAgreementId: wireId,
  /** R_after − R_E on the period a lease change restarts depreciation at (DOMAIN §14), 0 on every other period. */
  remeasurementAmount: z.number(),
});
export type DepreciationPeriodDto = z.infer<typeof depreciationPeriod>;

/** The agreement as GET /api/leaseagreements/{id} answers it, lists included. */
export const leaseAgreement = z.object({
  id: wireId,
  createDate: wireString,
  isDeleted: z.boolean(),
  ...agreementRecordShape,
  /** A signed download token for this agreement's Excel files (DESIGN §3). */
  token: wireString,
  contractorId: wireId,
  contractor: z.object({ name: wireString, code: wireString, taxId: wireString }),
  salesPersonId: wireId.nullable(),
  salesPerson: z.object({ firstName: wireString, lastName: wireString }).nullable(),
  leaseCalculation: leaseCalculation.nullable(),
  leaseAmortizations: z.array(leaseAmortizationRow),
  depraciations: z.array(depreciationPeriod),
  invoiceReports: z.array(z.unknown()),
  impairmentProcedures: z.array(impairmentQuestion),
});
export type LeaseAgreementDto = z.infer<typeof leaseAgreement>;

/** A row of the paged agreement list of one contractor. */
export const leaseAgreementListRow = z.object({
  id: wireId,
  contractNumber: wireString,
  scheduleNumber: wireString,
  contractorName: wireString,
  startingDate: wireString,
  closingDate: wireString,
  salesPerson: wireString.nullable(),
  token: wireString,
  factoringContractNumber: wireString,
  totalEquipmentCost: z.number(),
  accountingStandard: z.number().int(),
  termInMonths: z.number().int(),
  rentPaymentAmount: z.number(),
});
export type LeaseAgreementListRow = z.infer<typeof leaseAgreementListRow>;

/** GET /api/contractors/{id}/leaseagreements/{contractNumber}/{scheduleNumber}. */
export const agreementReference = z.object({ id: wireId, token: wireString });
export const contractorIdsInput = z.array(wireId).max(1000);

/**
 * POST /api/leaseagreement/preview: what saving would calculate for the form's values, storing nothing.
 * The agreement's identity (contractor, numbers) is not needed to calculate, so it may still be empty.
 */
export const agreementPreviewInput = leaseAgreementInput.extend({
  contractorId: wireId.nullish(),
  contractNumber: agreementText(100).optional(),
  scheduleNumber: agreementText(100).optional(),
});
export type AgreementPreviewInput = z.input<typeof agreementPreviewInput>;

/** A preview is the agreement as signed: no lease change, so no remeasurement and no current version. */
export const previewAmortizationRow = leaseAmortizationRow.omit({ id: true, leaseAgreementId: true, remeasurementAmount: true });
export type PreviewAmortizationRow = z.infer<typeof previewAmortizationRow>;

export const agreementPreview = z.object({
  leaseCalculation: leaseCalculation.omit({ leaseAgreementId: true, currentVersion: true }),
  leaseAmortizations: z.array(previewAmortizationRow),
  depraciations: z.array(depreciationPeriod.omit({ id: true, createDate: true, isDeleted: true, leaseAgreementId: true, remeasurementAmount: true })),
});
export type AgreementPreview = z.infer<typeof agreementPreview>;
