import { z } from 'zod';
import {
  AccountingStandard,
  DepreciationMethod,
  LeaseAssetCategory,
  LeaseType,
  PaymentDue,
  PaymentInterval,
  RateConvention,
  ResidualValueSettlement,
  enumIndex,
} from './enums.ts';
import { impairmentQuestion } from './analysis.ts';
import { messageKey } from './messages/zod-issues.ts';
import { wireDate, wireId, wireString } from './wire.ts';

/**
 * Lease agreements on the wire (SPEC §3, DOMAIN §1). Field names are SPEC's, typos included.
 * These schemas check the shape, the wire's scalars (ids, strings, dates) and that each enumeration is one
 * of its list's values. Numeric ranges and the rules between fields (term a multiple of the interval,
 * rent-free shorter than the term, ...) belong to lease-math's validateAgreement, which answers them as field errors.
 */

const amount = z.number().finite();
const optionalAmount = z.number().finite().nullish().transform((value) => value ?? 0);
/** A 0-based enumeration, 0 when absent or null (SPEC §5: the form sends empty ones as 0). */
const optionalEnum = (values: Readonly<Record<string, number>>) => enumIndex(values).nullish().transform((value) => value ?? 0);
/**
 * A rate with at most `decimals` decimals (binary noise such as 0.1 + 0.2 tolerated and rounded away),
 * so that what is stored (numeric with that scale) is exactly what was calculated.
 */
const optionalRate = (decimals: number) =>
  z
    .number()
    .finite()
    .nullish()
    .transform((value) => value ?? 0)
    .refine((value) => Math.abs(Number(value.toFixed(decimals)) - value) <= 1e-12 * Math.max(1, Math.abs(value)), {
      message: messageKey('validation.decimals'),
      params: { decimals: { count: decimals } },
    })
    .transform((value) => Number(value.toFixed(decimals)));
const text = (max: number) => wireString.trim().max(max);

export const leaseAgreementInput = z.strictObject({
  contractorId: wireId,
  salesPersonId: wireId.nullish().transform((value) => value ?? null),
  contractNumber: text(100).min(1, messageKey('validation.contractNumber.required')),
  scheduleNumber: text(100).min(1, messageKey('validation.scheduleNumber.required')),
  termInMonths: z.number().int(),
  startingDate: wireDate,
  /** Derived from startingDate and termInMonths; accepted from old clients and recomputed. */
  closingDate: wireDate.nullish(),
  rentPaymentAmount: amount,
  subRentAndArrangmentFee: optionalAmount,
  residualValue: optionalAmount,
  totalEquipmentCost: optionalAmount,
  salesPersonCommission: optionalAmount,
  transferToFactorDate: wireDate.nullish().transform((value) => value ?? null),
  factoringContractNumber: text(100).nullish().transform((value) => value ?? ''),
  leaseType: optionalEnum(LeaseType),
  paymentDue: optionalEnum(PaymentDue),
  paymentInterval: optionalEnum(PaymentInterval),
  residualValueSettlement: optionalEnum(ResidualValueSettlement),
  assetCategory: optionalEnum(LeaseAssetCategory),
  assetName: text(300).nullish().transform((value) => value ?? ''),
  dismantlingProvision: optionalAmount,
  leasePremium: optionalAmount,
  /** A fraction a year (0.065 = 6.5 %), at most 10 decimals. */
  incrementalBorrowingRate: optionalRate(10),
  leaseIncentive: optionalAmount,
  rentFreePeriodInMonths: z.number().int().nullish().transform((value) => value ?? 0),
  depreciationMethod: optionalEnum(DepreciationMethod),
  /** Absent: the session's view of the tenant's standard decides. */
  accountingStandard: enumIndex(AccountingStandard).nullish(),
  rateConvention: optionalEnum(RateConvention),
  shouldRateBeCalculated: z.boolean().nullish().transform((value) => value ?? false),
  leaseholdImprovements: optionalAmount,
  /** A percent a year (3 = 3 %), at most 4 decimals. */
  indexationRate: optionalRate(4),
  initialDirectCosts: optionalAmount,
});
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
});
export type DepreciationPeriodDto = z.infer<typeof depreciationPeriod>;

/** The agreement as GET /api/leaseagreements/{id} answers it, lists included. */
export const leaseAgreement = z.object({
  id: wireId,
  createDate: wireString,
  isDeleted: z.boolean(),
  contractNumber: wireString,
  scheduleNumber: wireString,
  termInMonths: z.number().int(),
  startingDate: wireString,
  closingDate: wireString,
  rentPaymentAmount: z.number(),
  subRentAndArrangmentFee: z.number(),
  residualValue: z.number(),
  totalEquipmentCost: z.number(),
  salesPersonCommission: z.number(),
  transferToFactorDate: wireString.nullable(),
  factoringContractNumber: wireString,
  leaseType: z.number().int(),
  paymentDue: z.number().int(),
  paymentInterval: z.number().int(),
  residualValueSettlement: z.number().int(),
  assetCategory: z.number().int(),
  assetName: wireString,
  dismantlingProvision: z.number(),
  leasePremium: z.number(),
  incrementalBorrowingRate: z.number(),
  leaseIncentive: z.number(),
  rentFreePeriodInMonths: z.number().int(),
  depreciationMethod: z.number().int(),
  accountingStandard: z.number().int(),
  rateConvention: z.number().int(),
  shouldRateBeCalculated: z.boolean(),
  leaseholdImprovements: z.number(),
  indexationRate: z.number(),
  initialDirectCosts: z.number(),
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
  contractNumber: text(100).optional(),
  scheduleNumber: text(100).optional(),
});
export type AgreementPreviewInput = z.input<typeof agreementPreviewInput>;

export const previewAmortizationRow = leaseAmortizationRow.omit({ id: true, leaseAgreementId: true });
export type PreviewAmortizationRow = z.infer<typeof previewAmortizationRow>;

export const agreementPreview = z.object({
  leaseCalculation: leaseCalculation.omit({ leaseAgreementId: true }),
  leaseAmortizations: z.array(previewAmortizationRow),
  depraciations: z.array(depreciationPeriod.omit({ id: true, createDate: true, isDeleted: true, leaseAgreementId: true })),
});
export type AgreementPreview = z.infer<typeof agreementPreview>;
