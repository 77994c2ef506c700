import { agreementFieldNames, type AgreementFieldName, type AuditChange, type LeaseCalculationDto } from '@leasedesk/contract';
import { changesBetween } from '../../lib/audit/audit-changes.ts';

/**
 * The agreement's own fields the trail compares (wire names): every field of the agreement's table, the derived
 * closing date included, so that a field added there is recorded without anyone remembering.
 */
export const agreementAuditFields: readonly AgreementFieldName[] = agreementFieldNames;

/**
 * The calculated figures an auditor follows: L0 (IFRS16) or N (CSI) as totalPresentValueOfLeasePayments, the rate,
 * ROU (IFRS16) as costOfEquipment, and the 90 % test with its verdict.
 */
export const calculationAuditFields = [
  'totalPresentValueOfLeasePayments',
  'implicitRate',
  'costOfEquipment',
  'presentValueOfRent',
  'ninetyPercenatageTest',
  'leaseClassification',
] as const satisfies readonly (keyof LeaseCalculationDto)[];

export const agreementLabel = (agreement: { contractNumber: string; scheduleNumber: string }) => `${agreement.contractNumber} / ${agreement.scheduleNumber}`;

type AgreementFields = Partial<Record<(typeof agreementAuditFields)[number], unknown>>;
type CalculationFields = Partial<Record<(typeof calculationAuditFields)[number], unknown>>;

/** The agreement's field changes, then its figures' (null on the side that has none yet). */
export function agreementChanges(before: { agreement: AgreementFields; calculation: CalculationFields | null } | null, after: { agreement: AgreementFields; calculation: CalculationFields | null }): AuditChange[] {
  return [
    ...changesBetween(before?.agreement ?? null, after.agreement, agreementAuditFields),
    ...changesBetween(before?.calculation ?? null, after.calculation, calculationAuditFields),
  ];
}

/**
 * How many periods a rewrite changes: rows of a period on one side only, and rows whose figures differ (every
 * figure the computed row has, compared with the stored row of its period).
 */
export function changedRowCount(computed: readonly { periodNumber: number }[], stored: readonly { periodNumber: number }[]): number {
  const storedByPeriod = new Map(stored.map((row) => [row.periodNumber, row as Record<string, unknown>]));
  let changed = 0;
  for (const row of computed) {
    const existing = storedByPeriod.get(row.periodNumber);
    storedByPeriod.delete(row.periodNumber);
    if (!existing || Object.entries(row).some(([key, value]) => existing[key] !== value)) changed += 1;
  }
  return changed + storedByPeriod.size;
}
