import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceLine } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/**
 * The select list of SPEC §3's invoice line, from `invoice_lines l` joined to `invoice_reports r`: money and
 * rates as numbers, dates as `YYYY-MM-DD`. Every route that answers lines reads them through here.
 */
export const invoiceLineColumns = sql`
  l.id, l.sequence, r.name, l.contractor_name as "contractorName", l.contractor_id as "contractorId", l.tax_id as "taxId",
  l.agreement_number as "agreementNumber", l.schedule_number as "scheduleNumber", l.invoice_number as "invoiceNumber",
  l.position_description as "positionDescription",
  l.position_net_amount_pln::float8 as "positionNetAmountPln", l.position_vat_amount_pln::float8 as "positionVatAmountPln",
  l.position_gross_amount_pln::float8 as "positionGrossAmountPln", l.position_net_amount_currency::float8 as "positionNetAmountCurrency",
  l.position_vat_amount_currency::float8 as "positionVatAmountCurrency", l.position_gross_amount_currency::float8 as "positionGrossAmountCurrency",
  l.invoice_net_amount_pln::float8 as "invoiceNetAmountPln", l.invoice_gross_amount_pln::float8 as "invoiceGrossAmountPln",
  l.invoice_net_amount_currency::float8 as "invoiceNetAmountCurrency", l.invoice_gross_amount_currency::float8 as "invoiceGrossAmountCurrency",
  l.vat_rate::float8 as "vatRate", l.currency, l.exchange_rate::float8 as "exchangeRate",
  to_char(l.invoice_date, 'YYYY-MM-DD') as "invoiceDate", to_char(l.payment_date, 'YYYY-MM-DD') as "paymentDate",
  to_char(l.income_date, 'YYYY-MM-DD') as "incomeDate", to_char(l.period_invoiced, 'YYYY-MM-DD') as "periodInvoiced",
  l.interests::float8 as interests, l.principal::float8 as principal, l.factoring_contract_number as "factoringContractNumber",
  l.lease_agreement_id as "leaseAgreementId", l.lease_amortization_id as "leaseAmortizationId",
  l.does_agreement_exist as "doesAgreementExist", l.does_amortization_exist as "doesAmortizationExist",
  l.are_invoice_details_complete as "areInvoiceDetailsComplete", l.is_pdf_based as "isPdfBased",
  l.pdf_document_id as "pdfDocumentId", l.revision,
  l.ksef_number as "ksefNumber", l.invoice_kind as "invoiceKind", l.vat_rate_code as "vatRateCode",
  l.corrected_invoice_number as "correctedInvoiceNumber", l.corrected_ksef_number as "correctedKsefNumber",
  to_char(l.corrected_invoice_date, 'YYYY-MM-DD') as "correctedInvoiceDate", l.correction_reason as "correctionReason",
  l.position_net_amount_before::float8 as "positionNetAmountBefore", l.position_vat_amount_before::float8 as "positionVatAmountBefore",
  l.position_gross_amount_before::float8 as "positionGrossAmountBefore",
  l.bank_account as "bankAccount", l.field_readings as "fieldReadings"`;

/** The tenant's lines that meet `condition` (over `l` and `r`), in invoice and line order (byte order of the number: the same on both engines, as the merge rows and summaries). */
export function selectInvoiceLines(tx: Tx, tenantId: number, condition: SQL): Promise<InvoiceLine[]> {
  return rawRows<InvoiceLine>(
    tx,
    sql`select ${invoiceLineColumns}
      from invoice_lines l join invoice_reports r on r.tenant_id = l.tenant_id and r.id = l.invoice_report_id
      where l.tenant_id = ${tenantId} and ${condition}
      order by l.invoice_number collate "C", l.sequence, l.id`,
  );
}
