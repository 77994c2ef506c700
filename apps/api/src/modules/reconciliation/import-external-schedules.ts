import { sql } from 'drizzle-orm';
import type { ExternalFiguresImportResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { importExternalFigures, type ImportCaller, type ImportStamp, type ResolvedAgreementFigures } from './import-external-figures.ts';
import { agreementIdArray, insertInJsonChunks, recordsWithAgreementIds } from './json-chunks.ts';
import { readExternalScheduleCsv, type ExternalScheduleRecord } from './read-external-schedule-csv.ts';

/** Replaces the agreements' earlier imported schedules with the file's periods (an agreement keeps only the new ones). */
async function storeExternalSchedules(tx: Tx, stamp: ImportStamp, resolved: readonly ResolvedAgreementFigures<ExternalScheduleRecord>[]): Promise<void> {
  await tx.execute(sql`delete from external_amortizations where tenant_id = ${stamp.tenantId} and lease_agreement_id = any(${agreementIdArray(resolved)}::integer[])`);
  await insertInJsonChunks(recordsWithAgreementIds(resolved), (json) =>
    tx.execute(sql`
      insert into external_amortizations (tenant_id, lease_agreement_id, period_number, payment_date, payment_amount, interest_amount,
        principal_amount, closing_balance, opening_balance, imported_by, import_date)
      select ${stamp.tenantId}, x."leaseAgreementId", x."periodNumber", x."paymentDate", x."paymentAmount", x."interestAmount",
        x."principalAmount", x."closingBalance", x."openingBalance", ${stamp.userId}, ${stamp.importDate.toISOString()}::timestamptz
      from json_to_recordset(${json}::json) as x("leaseAgreementId" integer, "periodNumber" integer, "paymentDate" date, "paymentAmount" numeric,
        "interestAmount" numeric, "principalAmount" numeric, "closingBalance" numeric, "openingBalance" numeric)`),
  );
}

/** POST /api/leaseamortizations/csv[?dryRun=true]: another system's schedules, kept beside ours (FORMATS §5). */
export function importExternalSchedules(ctx: AppContext, caller: ImportCaller, bytes: Buffer, options: { dryRun: boolean }): Promise<ExternalFiguresImportResult> {
  return importExternalFigures(ctx, caller, readExternalScheduleCsv(bytes), options, storeExternalSchedules, 'externalScheduleRows');
}
