import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertStaged, type Stage } from '../../db/staged-rows.ts';
import type { InvoiceLineDraft } from './invoice-line-draft.ts';
import { lineMatchJoins } from './match-invoice-lines.ts';
import { importCarrierFlags } from './import-row-carriers.ts';
import { settleRowCarriers } from './schedule-row-carriers.ts';

/**
 * Lines per INSERT. Each statement carries its lines as ONE JSON parameter read by json_to_recordset, so the
 * 65 535 bind parameters of a statement never limit a report (50 000 lines × 30 columns would need 1.5 M);
 * chunks keep each JSON text a few megabytes.
 */
export const invoiceLineInsertChunk = 5_000;

/** A line as read, before it is matched: the SELECT below reads it as `x`. */
const invoiceLineStage: Stage = {
  table: 'staged_invoice_lines',
  alias: 'x',
  jsonChunk: invoiceLineInsertChunk,
  columns: [
    ['sequence', 'integer'],
    ['contractorName', 'text'],
    ['taxId', 'text'],
    ['agreementNumber', 'text'],
    ['scheduleNumber', 'text'],
    ['invoiceNumber', 'text'],
    ['positionDescription', 'text'],
    ['positionNetAmountPln', 'numeric'],
    ['positionVatAmountPln', 'numeric'],
    ['positionGrossAmountPln', 'numeric'],
    ['positionNetAmountCurrency', 'numeric'],
    ['positionVatAmountCurrency', 'numeric'],
    ['positionGrossAmountCurrency', 'numeric'],
    ['invoiceNetAmountPln', 'numeric'],
    ['invoiceGrossAmountPln', 'numeric'],
    ['invoiceNetAmountCurrency', 'numeric'],
    ['invoiceGrossAmountCurrency', 'numeric'],
    ['vatRate', 'numeric'],
    ['currency', 'text'],
    ['exchangeRate', 'numeric'],
    ['invoiceDate', 'date'],
    ['paymentDate', 'date'],
    ['incomeDate', 'date'],
    ['periodInvoiced', 'date'],
    ['factoringContractNumber', 'text'],
    ['isPdfBased', 'boolean'],
    ['ksefNumber', 'text'],
    ['invoiceKind', 'text'],
    ['vatRateCode', 'text'],
    ['correctedInvoiceNumber', 'text'],
    ['correctedKsefNumber', 'text'],
    ['correctedInvoiceDate', 'date'],
    ['correctionReason', 'text'],
    ['positionNetAmountBefore', 'numeric'],
    ['positionVatAmountBefore', 'numeric'],
    ['positionGrossAmountBefore', 'numeric'],
    ['bankAccount', 'text'],
    ['fieldReadings', 'jsonb'],
    ['carries', 'boolean'],
  ],
};

/**
 * Stores a report's lines as they were read, each matched as it is written (DOMAIN §11 through the matcher's
 * own joins, `lineMatchJoins`): writing every line once costs half of inserting it and then updating it with
 * its match (measured: the UPDATE of 50 000 fresh lines took longer than their INSERT, on both engines); a
 * row's interest and principal are written only on the line that carries them (DOMAIN §11). The
 * flags are generated columns; `sequence` is kept as the source gave it. Lines read from a PDF point at it and
 * keep how each field was read (`fieldReadings`) and the seller's bank account.
 */
export async function insertInvoiceLines(
  tx: Tx,
  tenantId: number,
  reportId: number,
  lines: readonly InvoiceLineDraft[],
  pdfDocumentId: number | null = null,
): Promise<void> {
  const carries = importCarrierFlags(lines);
  const rows = lines.map((line, index) => ({ ...line, carries: carries[index] }));
  await insertStaged(tx, invoiceLineStage, rows, (source) =>
    tx.execute(sql`
      insert into invoice_lines (
        tenant_id, invoice_report_id, sequence, contractor_name, tax_id, agreement_number, schedule_number, invoice_number,
        position_description, position_net_amount_pln, position_vat_amount_pln, position_gross_amount_pln,
        position_net_amount_currency, position_vat_amount_currency, position_gross_amount_currency,
        invoice_net_amount_pln, invoice_gross_amount_pln, invoice_net_amount_currency, invoice_gross_amount_currency,
        vat_rate, currency, exchange_rate, invoice_date, payment_date, income_date, period_invoiced,
        factoring_contract_number, is_pdf_based, pdf_document_id,
        ksef_number, invoice_kind, vat_rate_code, corrected_invoice_number, corrected_ksef_number, corrected_invoice_date,
        correction_reason, position_net_amount_before, position_vat_amount_before, position_gross_amount_before,
        bank_account, field_readings,
        contractor_id, lease_agreement_id, lease_amortization_id, interests, principal)
      select l.tenant_id, ${reportId}, l.sequence, l.contractor_name, l.tax_id, l.agreement_number, l.schedule_number, l.invoice_number,
        l.position_description, l.position_net_amount_pln, l.position_vat_amount_pln, l.position_gross_amount_pln,
        l.position_net_amount_currency, l.position_vat_amount_currency, l.position_gross_amount_currency,
        l.invoice_net_amount_pln, l.invoice_gross_amount_pln, l.invoice_net_amount_currency, l.invoice_gross_amount_currency,
        l.vat_rate, l.currency, l.exchange_rate, l.invoice_date, l.payment_date, l.income_date, l.period_invoiced,
        l.factoring_contract_number, l.is_pdf_based, ${pdfDocumentId}::integer,
        l.ksef_number, l.invoice_kind, l.vat_rate_code, l.corrected_invoice_number, l.corrected_ksef_number, l.corrected_invoice_date,
        l.correction_reason, l.position_net_amount_before, l.position_vat_amount_before, l.position_gross_amount_before,
        l.bank_account, l.field_readings,
        c.id, a.id, r.id,
        case when r.id is null then null when l.carries then r.interest_amount else 0 end,
        case when r.id is null then null when l.carries then r.principal_amount else 0 end
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
          x."periodInvoiced" as period_invoiced, x."factoringContractNumber" as factoring_contract_number, x."isPdfBased" as is_pdf_based,
          x."ksefNumber" as ksef_number, x."invoiceKind" as invoice_kind, x."vatRateCode" as vat_rate_code,
          x."correctedInvoiceNumber" as corrected_invoice_number, x."correctedKsefNumber" as corrected_ksef_number,
          x."correctedInvoiceDate" as corrected_invoice_date, x."correctionReason" as correction_reason,
          x."positionNetAmountBefore" as position_net_amount_before, x."positionVatAmountBefore" as position_vat_amount_before,
          x."positionGrossAmountBefore" as position_gross_amount_before, x."bankAccount" as bank_account,
          x."fieldReadings" as field_readings, x."carries" as carries
        from ${source}
      ) l
      ${lineMatchJoins}`),
  );
  // Each line was written with its final figures (importCarrierFlags); the lines the report held before (a
  // PDF joins its report) may change that, so the rule is settled over the report: it reads every line and
  // writes only what the earlier lines make different (nothing, for a new report).
  await settleRowCarriers(tx, tenantId, { reportId });
}
