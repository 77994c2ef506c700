import { sql } from 'drizzle-orm';
import type { ExternalFiguresImportResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { importExternalFigures, type ImportCaller, type ImportStamp, type ResolvedAgreementFigures } from './import-external-figures.ts';
import { agreementIdArray, insertInJsonChunks, recordsWithAgreementIds } from './json-chunks.ts';
import { readExternalCalculationCsv, type ExternalCalculationRecord } from './read-external-calculation-csv.ts';

/** Replaces the agreements' earlier imported calculations with the file's (figures it leaves out are null). */
async function storeExternalCalculations(tx: Tx, stamp: ImportStamp, resolved: readonly ResolvedAgreementFigures<ExternalCalculationRecord>[]): Promise<void> {
  await tx.execute(sql`delete from external_calculations where tenant_id = ${stamp.tenantId} and lease_agreement_id = any(${agreementIdArray(resolved)}::integer[])`);
  await insertInJsonChunks(recordsWithAgreementIds(resolved), (json) =>
    tx.execute(sql`
      insert into external_calculations (tenant_id, lease_agreement_id, implicit_rate, present_value_of_rent, total_present_value_of_lease_payments,
        cost_of_equipment, ninety_percenatage_test, interim_rate, imported_by, import_date)
      select ${stamp.tenantId}, x."leaseAgreementId", x."implicitRate", x."presentValueOfRent", x."totalPresentValueOfLeasePayments",
        x."costOfEquipment", x."ninetyPercenatageTest", x."interimRate", ${stamp.userId}, ${stamp.importDate.toISOString()}::timestamptz
      from json_to_recordset(${json}::json) as x("leaseAgreementId" integer, "implicitRate" numeric, "presentValueOfRent" numeric,
        "totalPresentValueOfLeasePayments" numeric, "costOfEquipment" numeric, "ninetyPercenatageTest" numeric, "interimRate" numeric)`),
  );
}

/** POST /api/leasecalculations/csv[?dryRun=true]: another system's lease calculations, kept beside ours (FORMATS §5). */
export function importExternalCalculations(ctx: AppContext, caller: ImportCaller, bytes: Buffer, options: { dryRun: boolean }): Promise<ExternalFiguresImportResult> {
  return importExternalFigures(ctx, caller, readExternalCalculationCsv(bytes), options, storeExternalCalculations, 'externalCalculations');
}
