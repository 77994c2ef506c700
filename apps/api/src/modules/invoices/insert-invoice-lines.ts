import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { InvoiceLineDraft } from './invoice-line-draft.ts';

/**
 * Lines per INSERT. Each statement carries its lines as ONE JSON parameter read by json_to_recordset, so the
 * 65 535 bind parameters of a statement never limit a report (50 000 lines × 30 columns would need 1.5 M);
 * chunks keep each JSON text a few megabytes.
 */
export const invoiceLineInsertChunk = 5_000;

/**
 * Stores a report's lines as they were read. The match columns and the flags are left to the matcher and to
 * the generated columns; `sequence` is kept as the source gave it.
 */
export async function insertInvoiceLines(tx: Tx, tenantId: number, reportId: number, lines: readonly InvoiceLineDraft[]): Promise<void> {
  for (let start = 0; start < lines.length; start += invoiceLineInsertChunk) {
    const chunk = JSON.stringify(lines.slice(start, start + invoiceLineInsertChunk));
    await tx.execute(sql`
      insert into invoice_lines (
        tenant_id, invoice_report_id, sequence, contractor_name, tax_id, agreement_number, schedule_number, invoice_number,
        position_description, position_net_amount_pln, position_vat_amount_pln, position_gross_amount_pln,
        position_net_amount_currency, position_vat_amount_currency, position_gross_amount_currency,
        invoice_net_amount_pln, invoice_gross_amount_pln, invoice_net_amount_currency, invoice_gross_amount_currency,
        vat_rate, currency, exchange_rate, invoice_date, payment_date, income_date, period_invoiced,
        factoring_contract_number, is_pdf_based)
      select ${tenantId}, ${reportId}, x."sequence", x."contractorName", x."taxId", x."agreementNumber", x."scheduleNumber", x."invoiceNumber",
        x."positionDescription", x."positionNetAmountPln", x."positionVatAmountPln", x."positionGrossAmountPln",
        x."positionNetAmountCurrency", x."positionVatAmountCurrency", x."positionGrossAmountCurrency",
        x."invoiceNetAmountPln", x."invoiceGrossAmountPln", x."invoiceNetAmountCurrency", x."invoiceGrossAmountCurrency",
        x."vatRate", x."currency", x."exchangeRate", x."invoiceDate", x."paymentDate", x."incomeDate", x."periodInvoiced",
        x."factoringContractNumber", x."isPdfBased"
      from json_to_recordset(${chunk}::json) as x(
        "sequence" integer, "contractorName" text, "taxId" text, "agreementNumber" text, "scheduleNumber" text, "invoiceNumber" text,
        "positionDescription" text, "positionNetAmountPln" numeric, "positionVatAmountPln" numeric, "positionGrossAmountPln" numeric,
        "positionNetAmountCurrency" numeric, "positionVatAmountCurrency" numeric, "positionGrossAmountCurrency" numeric,
        "invoiceNetAmountPln" numeric, "invoiceGrossAmountPln" numeric, "invoiceNetAmountCurrency" numeric, "invoiceGrossAmountCurrency" numeric,
        "vatRate" numeric, "currency" text, "exchangeRate" numeric, "invoiceDate" date, "paymentDate" date, "incomeDate" date, "periodInvoiced" date,
        "factoringContractNumber" text, "isPdfBased" boolean)`);
  }
}
