import type { LeaseAgreementDto, LeaseAgreementInput } from '@leasedesk/contract';

/** An optional number input's value: a number, or '' while empty. */
export type NumberField = number | '';

/**
 * What the agreement form holds. Enumerations are kept 1-based as the form shows them (SPEC §5),
 * the borrowing rate as a percent; `toAgreementInput` turns them into the wire's 0-based indexes and fraction.
 */
export interface AgreementFormValues {
  contractorId: string | null;
  salesPersonId: string | null;
  contractNumber: string;
  scheduleNumber: string;
  termInMonths: NumberField;
  startingDate: string;
  rentPaymentAmount: NumberField;
  subRentAndArrangmentFee: NumberField;
  residualValue: NumberField;
  totalEquipmentCost: NumberField;
  salesPersonCommission: NumberField;
  transferToFactorDate: string;
  factoringContractNumber: string;
  leaseType: number;
  /** 1 in advance, 2 in arrears. */
  paymentDue: string;
  /** 1 monthly, 2 quarterly, 3 half-yearly, 4 yearly. */
  paymentInterval: string;
  /** 1 last month, 2 additional month. */
  residualValueSettlement: string;
  /** Lookup index as the server lists it (already 0-based), or null. */
  assetCategory: string | null;
  assetName: string;
  dismantlingProvision: NumberField;
  leasePremium: NumberField;
  /** A percent: 6 means 0.06 on the wire. */
  incrementalBorrowingRate: NumberField;
  leaseIncentive: NumberField;
  rentFreePeriodInMonths: NumberField;
  depreciationMethod: string | null;
  /** 0 nominal, 1 effective (DOMAIN §1). */
  rateConvention: string;
  shouldRateBeCalculated: boolean;
  leaseholdImprovements: NumberField;
  /** A percent, sent as typed (e.g. 3). */
  indexationRate: NumberField;
  initialDirectCosts: NumberField;
}

export const agreementFormFields = [
  'contractorId',
  'salesPersonId',
  'contractNumber',
  'scheduleNumber',
  'termInMonths',
  'startingDate',
  'rentPaymentAmount',
  'subRentAndArrangmentFee',
  'residualValue',
  'totalEquipmentCost',
  'salesPersonCommission',
  'transferToFactorDate',
  'factoringContractNumber',
  'paymentDue',
  'paymentInterval',
  'residualValueSettlement',
  'assetCategory',
  'assetName',
  'dismantlingProvision',
  'leasePremium',
  'incrementalBorrowingRate',
  'leaseIncentive',
  'rentFreePeriodInMonths',
  'depreciationMethod',
  'rateConvention',
  'shouldRateBeCalculated',
  'leaseholdImprovements',
  'indexationRate',
  'initialDirectCosts',
] as const satisfies readonly (keyof AgreementFormValues)[];

export const emptyAgreementForm: AgreementFormValues = {
  contractorId: null,
  salesPersonId: null,
  contractNumber: '',
  scheduleNumber: '',
  termInMonths: '',
  startingDate: '',
  rentPaymentAmount: '',
  subRentAndArrangmentFee: '',
  residualValue: '',
  totalEquipmentCost: '',
  salesPersonCommission: '',
  transferToFactorDate: '',
  factoringContractNumber: '',
  leaseType: 0,
  paymentDue: '1',
  paymentInterval: '1',
  residualValueSettlement: '1',
  assetCategory: null,
  assetName: '',
  dismantlingProvision: '',
  leasePremium: '',
  incrementalBorrowingRate: '',
  leaseIncentive: '',
  rentFreePeriodInMonths: '',
  depreciationMethod: null,
  rateConvention: '0',
  shouldRateBeCalculated: false,
  leaseholdImprovements: '',
  indexationRate: '',
  initialDirectCosts: '',
};

/** An empty optional number is sent as 0 (SPEC §5). */
export function numberOrZero(value: NumberField | string | null | undefined): number {
  if (value === '' || value === null || value === undefined) return 0;
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : 0;
}

/** A 1-based choice as shown → the wire's 0-based index. */
export function toZeroBased(shown: string | number): number {
  return Math.max(0, Number(shown) - 1);
}

/** The wire's 0-based index → the 1-based choice the form shows. */
export function toOneBased(index: number): string {
  return String(index + 1);
}

/** A percent as typed → a fraction (6 → 0.06), rounded away from float noise. */
export function percentToFraction(percent: NumberField): number {
  return Number((numberOrZero(percent) / 100).toPrecision(12));
}

/** A fraction from the wire → the percent the form shows (0.06 → 6). */
export function fractionToPercent(fraction: number): number {
  return Number((fraction * 100).toPrecision(12));
}

/**
 * A calendar date as the wire wants it (`YYYY-MM-DD`) with no timezone drift: the form already holds
 * the date as text; a full ISO date-time keeps its own date part. Empty → null.
 */
export function toWireDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match?.[1] ?? null;
}

/** Rounds an amount to the cent (inputs allow at most 2 decimals). */
function amount(value: NumberField): number {
  return Math.round(numberOrZero(value) * 100) / 100;
}

const nullableId = (value: string | null): number | null => (value === null || value === '' ? null : Number(value));

/** The form's values → the body of POST /api/leaseagreement and PUT /api/leaseagreements/{id} (SPEC §5). */
export function toAgreementInput(values: AgreementFormValues, accountingStandard: 0 | 1): LeaseAgreementInput {
  return {
    contractorId: Number(values.contractorId ?? 0),
    salesPersonId: nullableId(values.salesPersonId),
    contractNumber: values.contractNumber.trim(),
    scheduleNumber: values.scheduleNumber.trim(),
    termInMonths: Math.trunc(numberOrZero(values.termInMonths)),
    startingDate: toWireDate(values.startingDate) ?? '',
    rentPaymentAmount: amount(values.rentPaymentAmount),
    subRentAndArrangmentFee: amount(values.subRentAndArrangmentFee),
    residualValue: amount(values.residualValue),
    totalEquipmentCost: amount(values.totalEquipmentCost),
    salesPersonCommission: amount(values.salesPersonCommission),
    transferToFactorDate: toWireDate(values.transferToFactorDate),
    factoringContractNumber: values.factoringContractNumber.trim(),
    leaseType: values.leaseType,
    paymentDue: toZeroBased(values.paymentDue),
    paymentInterval: toZeroBased(values.paymentInterval),
    residualValueSettlement: toZeroBased(values.residualValueSettlement),
    assetCategory: numberOrZero(values.assetCategory),
    assetName: values.assetName.trim(),
    dismantlingProvision: amount(values.dismantlingProvision),
    leasePremium: amount(values.leasePremium),
    incrementalBorrowingRate: percentToFraction(values.incrementalBorrowingRate),
    leaseIncentive: amount(values.leaseIncentive),
    rentFreePeriodInMonths: Math.trunc(numberOrZero(values.rentFreePeriodInMonths)),
    depreciationMethod: numberOrZero(values.depreciationMethod),
    accountingStandard,
    rateConvention: numberOrZero(values.rateConvention),
    shouldRateBeCalculated: values.shouldRateBeCalculated,
    leaseholdImprovements: amount(values.leaseholdImprovements),
    indexationRate: numberOrZero(values.indexationRate),
    initialDirectCosts: amount(values.initialDirectCosts),
  };
}

/** A saved agreement → the form's values (1-based choices, the borrowing rate as a percent). */
export function fromAgreement(agreement: LeaseAgreementDto): AgreementFormValues {
  return {
    contractorId: String(agreement.contractorId),
    salesPersonId: agreement.salesPersonId === null ? null : String(agreement.salesPersonId),
    contractNumber: agreement.contractNumber,
    scheduleNumber: agreement.scheduleNumber,
    termInMonths: agreement.termInMonths,
    startingDate: toWireDate(agreement.startingDate) ?? '',
    rentPaymentAmount: agreement.rentPaymentAmount,
    subRentAndArrangmentFee: agreement.subRentAndArrangmentFee,
    residualValue: agreement.residualValue,
    totalEquipmentCost: agreement.totalEquipmentCost,
    salesPersonCommission: agreement.salesPersonCommission,
    transferToFactorDate: toWireDate(agreement.transferToFactorDate) ?? '',
    factoringContractNumber: agreement.factoringContractNumber,
    leaseType: agreement.leaseType,
    paymentDue: toOneBased(agreement.paymentDue),
    paymentInterval: toOneBased(agreement.paymentInterval),
    residualValueSettlement: toOneBased(agreement.residualValueSettlement),
    assetCategory: String(agreement.assetCategory),
    assetName: agreement.assetName,
    dismantlingProvision: agreement.dismantlingProvision,
    leasePremium: agreement.leasePremium,
    incrementalBorrowingRate: fractionToPercent(agreement.incrementalBorrowingRate),
    leaseIncentive: agreement.leaseIncentive,
    rentFreePeriodInMonths: agreement.rentFreePeriodInMonths,
    depreciationMethod: String(agreement.depreciationMethod),
    rateConvention: String(agreement.rateConvention),
    shouldRateBeCalculated: agreement.shouldRateBeCalculated,
    leaseholdImprovements: agreement.leaseholdImprovements,
    indexationRate: agreement.indexationRate,
    initialDirectCosts: agreement.initialDirectCosts,
  };
}
