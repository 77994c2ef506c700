import { sql } from 'drizzle-orm';
import type { DepreciationPeriodDto, LeaseAmortizationRow, LeaseCalculationDto } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { auditTrailOn } from '../../lib/audit/audit-switch.ts';
import { depreciationRowsJson, scheduleRowsJson } from './figure-rows.ts';

export type FiguresBeforeUpdate = {
  calculation: Pick<LeaseCalculationDto, 'totalPresentValueOfLeasePayments' | 'implicitRate' | 'costOfEquipment' | 'presentValueOfRent' | 'ninetyPercenatageTest' | 'leaseClassification'> | null;
  schedule: LeaseAmortizationRow[];
  depreciation: DepreciationPeriodDto[];
};

/**
 * What an update's trail entry is compared with: the stored calculation, schedule and depreciation before the update
 * replaces them, in one statement (one round trip, which PGlite makes count). Read only while the trail is on.
 */
export async function figuresBeforeUpdate(tx: Tx, tenantId: number, leaseAgreementId: number): Promise<FiguresBeforeUpdate | null> {
  if (!auditTrailOn()) return null;
  const [stored] = await rawRows<{ calculation: string | null; schedule: string; depreciation: string }>(
    tx,
    sql`select
      (select json_build_object('totalPresentValueOfLeasePayments', c.total_present_value_of_lease_payments, 'implicitRate', c.implicit_rate,
          'costOfEquipment', c.cost_of_equipment, 'presentValueOfRent', c.present_value_of_rent,
          'ninetyPercenatageTest', c.ninety_percenatage_test, 'leaseClassification', c.lease_classification)::text
        from lease_calculations c where c.tenant_id = ${tenantId} and c.lease_agreement_id = ${leaseAgreementId}) as calculation,
      ${scheduleRowsJson(tenantId, leaseAgreementId)} as schedule,
      ${depreciationRowsJson(tenantId, leaseAgreementId)} as depreciation`,
  );
  return {
    calculation: stored?.calculation ? (JSON.parse(stored.calculation) as FiguresBeforeUpdate['calculation']) : null,
    schedule: JSON.parse(stored?.schedule ?? '[]') as LeaseAmortizationRow[],
    depreciation: JSON.parse(stored?.depreciation ?? '[]') as DepreciationPeriodDto[],
  };
}
