import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceMatchRow } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withTenant } from '../../db/scope.ts';
import { invoiceLineColumns } from './invoice-line-rows.ts';
import { findLiveReport } from './live-report.ts';

export type MatchFilter = { contractorName?: string | undefined; invoiceNumber?: string | undefined; ksefNumber?: string | undefined };

/**
 * contractorName: contained, case and Polish diacritics ignored as the contractor search folds them
 * (leasedesk_fold, the same on both engines whatever their locale; strpos, so `%` and `_` are plain text);
 * invoiceNumber and ksefNumber: equal once trimmed.
 */
function filterCondition(filter: MatchFilter): SQL {
  const conditions: SQL[] = [];
  const contractorName = filter.contractorName?.trim();
  if (contractorName) conditions.push(sql`strpos(leasedesk_fold(l.contractor_name), leasedesk_fold(${contractorName})) > 0`);
  const invoiceNumber = filter.invoiceNumber?.trim();
  if (invoiceNumber) conditions.push(sql`l.invoice_number = ${invoiceNumber}`);
  const ksefNumber = filter.ksefNumber?.trim();
  if (ksefNumber) conditions.push(sql`l.ksef_number = ${ksefNumber}`);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/**
 * GET /api/invoicereports/{reportName}/amortization: the report's unsent lines (the merge table) with the
 * agreement and the schedule row each matched (DOMAIN §11), null where it matched none, in invoice order.
 */
export function invoiceMatchRows(ctx: AppContext, tenantId: number, reportName: string, filter: MatchFilter): Promise<InvoiceMatchRow[]> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const report = await findLiveReport(tx, tenantId, reportName);
    return rawRows<InvoiceMatchRow>(
      tx,
      sql`select ${invoiceLineColumns},
          case when a.id is null then null
            else json_build_object('id', a.id, 'contractNumber', a.contract_number, 'scheduleNumber', a.schedule_number) end as "leaseAgreement",
          case when s.id is null then null
            else json_build_object('id', s.id, 'periodNumber', s.period_number, 'paymentDate', to_char(s.payment_date, 'YYYY-MM-DD'),
              'paymentAmount', s.payment_amount::float8, 'interestAmount', s.interest_amount::float8, 'principalAmount', s.principal_amount::float8) end
            as "leaseAmortization"
        from invoice_lines l
        join invoice_reports r on r.tenant_id = l.tenant_id and r.id = l.invoice_report_id
        left join lease_agreements a on a.tenant_id = l.tenant_id and a.id = l.lease_agreement_id
        left join lease_amortizations s on s.tenant_id = l.tenant_id and s.id = l.lease_amortization_id
        where l.tenant_id = ${tenantId} and l.invoice_report_id = ${report.id} and l.invoice_export_id is null and ${filterCondition(filter)}
        order by l.invoice_number, l.sequence, l.id`,
    );
  });
}
