import type { LeaseCalculationDto } from '@leasedesk/contract';
import type { leaseAgreements, leaseCalculations } from '../../db/schema.ts';

export type AgreementRow = typeof leaseAgreements.$inferSelect;
export type CalculationRow = typeof leaseCalculations.$inferSelect;

/** numeric columns come back as strings ("9500.00"); the wire wants the number with exactly those cents. */
export const num = (value: string): number => Number(value);

export function toCalculationDto(row: CalculationRow): LeaseCalculationDto {
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
  };
}
