import {
  AccountingStandard,
  DepreciationMethod,
  LeaseAssetCategory,
  LeaseType,
  PaymentDue,
  PaymentInterval,
  RateConvention,
  ResidualValueSettlement,
} from './enums.ts';
import { boolean, date, enumeration, integer, money, rate, reference, text } from './agreement-field-kinds.ts';

/**
 * The agreement's input fields (SPEC §3, DOMAIN §1), one row each: the one place that spells them out. The body
 * schema, the record's fields, what lease-math reads, how a row stores them, the agreements CSV (FORMATS §4) and the
 * audit trail's kinds are all built from this table. Field names are SPEC's, typos included; the table's order is
 * the body's (zod reports a body's errors, and the trail its changes, in this order).
 *
 * Each row is its kind (agreement-field-kinds.ts: money, rate, integer, ...) with what a body may leave out
 * (`absent`), whether lease-math reads it (`figures`) and its column's place in the agreements CSV (`csvPlace`).
 * A field added here also needs its column in the Drizzle schema (named as the field) with a migration, and its
 * label `audit.fields.<field>` in the catalogs (the contract's and the web's). The web form's values follow the
 * table; the form itself needs the field's widget and section (lease-agreement-form.tsx, which fails to compile
 * until the field has a section) and, for an enumeration, how the form shows it (agreement-form-fields.ts).
 */

export const agreementFields = {
  contractorId: reference('contractor', 'contractorTaxId', { csvPlace: 0, absent: 'required' }),
  salesPersonId: reference('salesPerson', 'salesPerson', { csvPlace: 31 }),
  contractNumber: text(100, { csvPlace: 1, absent: 'required', requiredKey: 'validation.contractNumber.required' }),
  scheduleNumber: text(100, { csvPlace: 2, absent: 'required', requiredKey: 'validation.scheduleNumber.required' }),
  termInMonths: integer({ csvPlace: 4, absent: 'required', figures: true }),
  startingDate: date({ csvPlace: 3, absent: 'required', figures: true }),
  /** Derived from startingDate and termInMonths; accepted from old clients and recomputed. */
  closingDate: date({ csvPlace: 6, absent: 'kept' }),
  rentPaymentAmount: money({ csvPlace: 5, absent: 'required', figures: true }),
  subRentAndArrangmentFee: money({ csvPlace: 12, figures: true }),
  residualValue: money({ csvPlace: 13, figures: true }),
  totalEquipmentCost: money({ csvPlace: 10, figures: true }),
  salesPersonCommission: money({ csvPlace: 11, figures: true }),
  transferToFactorDate: date({ csvPlace: 29 }),
  factoringContractNumber: text(100, { csvPlace: 30 }),
  leaseType: enumeration(LeaseType, { csvPlace: 20 }),
  paymentDue: enumeration(PaymentDue, { csvPlace: 7, figures: true }),
  paymentInterval: enumeration(PaymentInterval, { csvPlace: 8, figures: true }),
  residualValueSettlement: enumeration(ResidualValueSettlement, { csvPlace: 9, figures: true }),
  assetCategory: enumeration(LeaseAssetCategory, { csvPlace: 21 }),
  assetName: text(300, { csvPlace: 22 }),
  dismantlingProvision: money({ csvPlace: 25, figures: true }),
  leasePremium: money({ csvPlace: 23, figures: true }),
  /** A fraction a year (0.065 = 6.5 %), at most 10 decimals; the summary shows it to 2 (the implicit rate to 3). */
  incrementalBorrowingRate: rate('rate', 10, 2, { csvPlace: 16, figures: true }),
  leaseIncentive: money({ csvPlace: 26, figures: true }),
  rentFreePeriodInMonths: integer({ csvPlace: 14, figures: true }),
  depreciationMethod: enumeration(DepreciationMethod, { csvPlace: 28, figures: true }),
  /** Absent: the session's view of the tenant's standard decides. */
  accountingStandard: enumeration(AccountingStandard, { csvPlace: 19, absent: 'kept', figures: true }),
  rateConvention: enumeration(RateConvention, { csvPlace: 17, figures: true }),
  shouldRateBeCalculated: boolean({ csvPlace: 18, figures: true }),
  leaseholdImprovements: money({ csvPlace: 27, figures: true }),
  /** A percent a year (3 = 3 %), at most 4 decimals. */
  indexationRate: rate('percent', 4, 2, { csvPlace: 15, figures: true }),
  initialDirectCosts: money({ csvPlace: 24, figures: true }),
};

type Fields = typeof agreementFields;
export type AgreementField = Fields[AgreementFieldName];
export type AgreementFieldName = keyof Fields;
export type AgreementFieldKind = AgreementField['kind'];

/** The fields in the table's order. */
export const agreementFieldNames = Object.keys(agreementFields) as AgreementFieldName[];

/** The fields lease-math reads. */
export type AgreementFigureField = { [K in AgreementFieldName]: Fields[K]['figures'] extends true ? K : never }[AgreementFieldName];
export const agreementFigureFieldNames = agreementFieldNames.filter((name): name is AgreementFigureField => agreementFields[name].figures);

/** A value of a field as the wire and lease-math hold it (numbers as numbers, dates as `YYYY-MM-DD`). */
type ValueOf<F extends AgreementField> = F['kind'] extends 'boolean' ? boolean : F['kind'] extends 'date' | 'text' ? string : number;

/** The fields lease-math reads, as the agreement holds them. */
export type AgreementFigureValues = { [K in AgreementFigureField]: ValueOf<Fields[K]> };

/** Fields a row stores as numeric text with a fixed scale (`decimals`): amounts and rates. */
export type AgreementNumericField = { [K in AgreementFieldName]: Fields[K] extends { decimals: number } ? K : never }[AgreementFieldName];
export const agreementNumericFieldNames = agreementFieldNames.filter((name): name is AgreementNumericField => 'decimals' in agreementFields[name]);

/** The ids of other records: the record answers each beside the record it names. */
export type AgreementReferenceField = { [K in AgreementFieldName]: Fields[K]['kind'] extends 'reference' ? K : never }[AgreementFieldName];
type AgreementOwnField = Exclude<AgreementFieldName, AgreementReferenceField>;
const isOwnField = (name: AgreementFieldName): name is AgreementOwnField => agreementFields[name].kind !== 'reference';

/** The body's shape (leaseAgreementInput). */
export const agreementInputShape = Object.fromEntries(agreementFieldNames.map((name) => [name, agreementFields[name].input])) as { [K in AgreementFieldName]: Fields[K]['input'] };

/** The agreement's own fields in its record (GET /api/leaseagreements/{id}), in the table's order; the ids are answered with what they name. */
export const agreementRecordShape = Object.fromEntries(agreementFieldNames.filter(isOwnField).map((name) => [name, agreementFields[name].output])) as {
  [K in AgreementOwnField]: Fields[K]['output'];
};
