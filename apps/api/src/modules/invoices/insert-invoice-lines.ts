import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { InvoiceLineDraft } from './invoice-line-draft.ts';
import { lineMatchJoins } from './match-invoice-lines.ts';

/**
 * Lines per INSERT. Each statement carries its lines as ONE JSON parameter read by json_to_recordset, so the
 * 65 535 bind parameters of a statement never limit a report (50 000 lines × 30 columns would need 1.5 M);
 * chunks keep each JSON text a few megabytes.
 */
export const invoiceLineInsertChunk = 5_000;

/**
 * Stores a report's lines as they were read, each matched as it is written (DOMAIN §11 through the matcher's
 * own joins, `lineMatchJoins`): writing every line once costs half of inserting it and then updating it with
 * its match (measured: the UPDATE of 50 000 fresh lines took longer than their INSERT, on both engines). The
 * flags are generated columns; `sequence` is kept as the source gave it. Lines read from a PDF point at it.
 */
export async function insertInvoiceLines(
  tx: Tx,
  tenantId: number,
  reportId: number,
  lines: readonly InvoiceLineDraft[],
  pdfDocumentId: number | null = null,
): Promise<void> {
  for (let start = 0; start < lines.length; start += invoiceLineInsertChunk) {
    const chunk = JSON.stringify(lines.slice(start, start + invoiceLineInsertChunk));
    await tx.execute(sql`
      insert into invoice_lines (
        tenant_id, invoice_report_id, sequence, contractor_name, tax_id, agreement_number, schedule_number, invoice_number,
        position_description, position_net_amount_pln, position_vat_amount_pln, position_gross_amount_pln,
        position_net_amount_currency, position_vat_amount_currency, position_gross_amount_currency,
        invoice_net_amount_pln, invoice_gross_amount_pln, invoice_net_amount_currency, invoice_gross_amount_currency,
        vat_rate, currency, exchange_rate, invoice_date, payment_date, income_date, period_invoiced,
        factoring_contract_number, is_pdf_based, pdf_document_id,
        contractor_id, lease_agreement_id, lease_amortization_id, interests, principal)
      select l.tenant_id, ${reportId}, l.sequence, l.contractor_name, l.tax_id, l.agreement_number, l.schedule_number, l.invoice_number,
        l.position_description, l.position_net_amount_pln, l.position_vat_amount_pln, l.position_gross_amount_pln,
        l.position_net_amount_currency, l.position_vat_amount_currency, l.position_gross_amount_currency,
        l.invoice_net_amount_pln, l.invoice_gross_amount_pln, l.invoice_net_amount_currency, l.invoice_gross_amount_currency,
        l.vat_rate, l.currency, l.exchange_rate, l.invoice_date, l.payment_date, l.income_date, l.period_invoiced,
        l.factoring_contract_number, l.is_pdf_based, ${pdfDocumentId}::integer,
        c.id, a.id, r.id, r.interest_amount, r.principal_amount
      from (
        select ${tenantId}::integer as tenant_id, x."sequence" as sequence, x."contractorName" as contractor_name, x."taxId" as tax_id,
          x."agreementNumber" as agreement_number, x."scheduleNumber" as schedule_number, x."invoiceNumber" as invoice_number,
          x."positionDescription" as position_description, x."positionNetAmountPln" as position_net_amount_pln,
          x."positionVatAmountPln" as position_vat_amount_pln, x."positionGrossAmountPln" as position_gross_amount_pln,
          x."positionNetAmountCurrency" as position_net_amount_currency, x."positionVatAmountCurrency" as position_vat_amount_currency,
          x."positionGrossAmountCurrency" as position_gross_amount_currency, x."invoiceNetAmountPln" as invoice_net_amount_pln,
          x."invoiceGrossAmountPln" as invoice_gross_amount_pln, x."invoiceNetAmountCurrency" as invoice_net_amount_currency,
          x."invoiceGrossAmountCurrency" as invoice_gross_amount_currency, x."vatRate" as vat_rate, x."currency" as currency,
          x."exchangeRate" as exchange_rate, x."invoiceDate" as invoice_date, x."paymentDate" as payment_date, x."incomeDate" as income_date,
          x."periodInvoiced" as period_invoiced, x."factoringContractNumber" as factoring_contract_number, x."isPdfBased" as is_pdf_based
        from json_to_recordset(${chunk}::json) as x(
          "sequence" integer, "contractorName" text, "taxId" text, "agreementNumber" text, "scheduleNumber" text, "invoiceNumber" text,
          "positionDescription" text, "positionNetAmountPln" numeric, "positionVatAmountPln" numeric, "positionGrossAmountPln" numeric,
          "positionNetAmountCurrency" numeric, "positionVatAmountCurrency" numeric, "positionGrossAmountCurrency" numeric,
          "invoiceNetAmountPln" numeric, "invoiceGrossAmountPln" numeric, "invoiceNetAmountCurrency" numeric, "invoiceGrossAmountCurrency" numeric,
          "vatRate" numeric, "currency" text, "exchangeRate" numeric, "invoiceDate" date, "paymentDate" date, "incomeDate" date, "periodInvoiced" date,
          "factoringContractNumber" text, "isPdfBased" boolean)
      ) l
      ${lineMatchJoins}`);
  }
}
