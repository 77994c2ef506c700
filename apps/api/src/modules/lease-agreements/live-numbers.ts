import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

type AgreementNumbers = { contractorId: number; contractNumber: string; scheduleNumber: string };

/** The key the live-numbers index holds unique: contractor, contract number and schedule number. */
export const agreementNumbersKey = (values: AgreementNumbers) => `${values.contractorId}\u0000${values.contractNumber}\u0000${values.scheduleNumber}`;

/**
 * Which of these numbers a live agreement of the tenant holds already: one statement for any count (the CSV
 * import asks for every row of a file at once). Answers the keys taken (agreementNumbersKey).
 */
export async function liveNumbersAmong(tx: Tx, tenantId: number, wanted: readonly AgreementNumbers[]): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const taken = await rawRows<AgreementNumbers>(
    tx,
    sql`select a.contractor_id as "contractorId", a.contract_number as "contractNumber", a.schedule_number as "scheduleNumber"
      from lease_agreements a
      join json_to_recordset(${JSON.stringify(wanted)}::json) as w("contractorId" int, "contractNumber" text, "scheduleNumber" text)
        on a.contractor_id = w."contractorId" and a.contract_number = w."contractNumber" and a.schedule_number = w."scheduleNumber"
      where a.tenant_id = ${tenantId} and not a.is_deleted`,
  );
  return new Set(taken.map(agreementNumbersKey));
}
