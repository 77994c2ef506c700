import { agreementFields, agreementNumericFieldNames, type AgreementFieldName, type AgreementNumericField, type CurrentVersionFigures, type LeaseCalculationDto } from '@leasedesk/contract';
import type { leaseAgreements, leaseCalculations } from '../../db/schema.ts';

export type AgreementRow = typeof leaseAgreements.$inferSelect;
export type CalculationRow = typeof leaseCalculations.$inferSelect;

/** numeric columns come back as strings ("9500.00"); the wire wants the number with exactly those cents. */
export const num = (value: string): number => Number(value);

/** Fields of a stored agreement as the wire holds them: numeric columns (amounts, rates) as numbers, the rest as stored. */
export type WireFieldsOfRow<K extends AgreementFieldName> = { [P in K]: P extends AgreementNumericField ? number : AgreementRow[P] };

/** The named fields of a stored agreement (each field is the column of its name) as the wire holds them. */
export function wireFieldsOfRow<K extends AgreementFieldName>(row: AgreementRow, names: readonly K[]): WireFieldsOfRow<K> {
  return Object.fromEntries(names.map((name) => [name, 'decimals' in agreementFields[name] ? num(row[name] as string) : row[name]])) as WireFieldsOfRow<K>;
}

/** numeric columns take strings: exactly the cents (and rate decimals) that were calculated. */
export function numericColumnsOf(values: Readonly<Record<AgreementNumericField, number>>): Record<AgreementNumericField, string> {
  return Object.fromEntries(agreementNumericFieldNames.map((name) => [name, values[name].toFixed(agreementFields[name].decimals)])) as Record<AgreementNumericField, string>;
}

/** The stored calculation (the agreement as signed) and, after lease changes, the current version's figures. */
export function toCalculationDto(row: CalculationRow, currentVersion: CurrentVersionFigures | null = null): LeaseCalculationDto {
  return {
    implicitRate: row.implicitRate,
    presentValueOfRent: num(row.presentValueOfRent),
    interimRate: num(row.interimRate),
    totalPresentValueOfLeasePayments: num(row.totalPresentValueOfLeasePayments),
    costOfEquipment: num(row.costOfEquipment),
    ninetyPercenatageTest: num(row.ninetyPercenatageTest),
    amortizationRate: row.amortizationRate,
    leaseClassification: row.leaseClassification === 'finance' || row.leaseClassification === 'operating' ? row.leaseClassification : null,
    leaseAgreementId: row.leaseAgreementId,
    currentVersion,
  };
}
