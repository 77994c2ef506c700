import type { InvoiceLine, MessageKey } from '@leasedesk/contract';
import type { Column } from '../../lib/excel/workbook.ts';
import { lineRateCode, rateLabel } from './handoff/line-vat-rate.ts';

/** Words of the workbook in the downloader's language. */
export type Words = (key: MessageKey) => string;

/**
 * FORMATS §6, in its order: one column per field of a sent line, amounts as money (2 decimals) with the
 * net, VAT and gross PLN, interest and principal totalled, dates as dates. The VAT rate is two columns: the
 * fraction as a percent number (what a formula can use) and, beside it, the rate as the invoice states it
 * (`23 %`, `zw`, `np I`, `0 KR`: exempt and outside-the-scope rates are all 0 as numbers). A correction's
 * corrected invoice (its number and KSeF number) closes the row, empty for every other line.
 */
export const enovaColumns = (t: Words): Column<InvoiceLine>[] => [
  { header: t('excel.enova.column.invoiceNumber'), kind: 'text', width: 20, value: (l) => l.invoiceNumber },
  { header: t('excel.enova.column.ksefNumber'), kind: 'text', width: 38, value: (l) => l.ksefNumber },
  { header: t('excel.enova.column.invoiceDate'), kind: 'date', width: 13, value: (l) => l.invoiceDate },
  { header: t('excel.enova.column.paymentDate'), kind: 'date', width: 13, value: (l) => l.paymentDate },
  { header: t('excel.enova.column.incomeDate'), kind: 'date', width: 13, value: (l) => l.incomeDate },
  { header: t('excel.enova.column.periodInvoiced'), kind: 'date', width: 13, value: (l) => l.periodInvoiced },
  { header: t('excel.enova.column.contractorName'), kind: 'text', width: 30, value: (l) => l.contractorName },
  { header: t('excel.enova.column.taxId'), kind: 'text', width: 13, value: (l) => l.taxId },
  { header: t('excel.enova.column.agreementNumber'), kind: 'text', width: 18, value: (l) => l.agreementNumber },
  { header: t('excel.enova.column.scheduleNumber'), kind: 'text', width: 12, value: (l) => l.scheduleNumber },
  { header: t('excel.enova.column.positionDescription'), kind: 'text', width: 34, value: (l) => l.positionDescription },
  { header: t('excel.enova.column.positionNetAmountPln'), kind: 'money', width: 16, value: (l) => l.positionNetAmountPln, total: true },
  { header: t('excel.enova.column.positionVatAmountPln'), kind: 'money', width: 16, value: (l) => l.positionVatAmountPln, total: true },
  { header: t('excel.enova.column.positionGrossAmountPln'), kind: 'money', width: 16, value: (l) => l.positionGrossAmountPln, total: true },
  { header: t('excel.enova.column.vatRate'), kind: 'rate', width: 10, value: (l) => l.vatRate },
  { header: t('excel.enova.column.vatRateCode'), kind: 'text', width: 10, value: (l) => rateLabel(lineRateCode(l)) },
  { header: t('excel.enova.column.currency'), kind: 'text', width: 9, value: (l) => l.currency },
  { header: t('excel.enova.column.exchangeRate'), kind: 'ratio', width: 11, value: (l) => l.exchangeRate },
  { header: t('excel.enova.column.interests'), kind: 'money', width: 14, value: (l) => l.interests, total: true },
  { header: t('excel.enova.column.principal'), kind: 'money', width: 14, value: (l) => l.principal, total: true },
  { header: t('excel.enova.column.correctedInvoiceNumber'), kind: 'text', width: 20, value: (l) => l.correctedInvoiceNumber },
  { header: t('excel.enova.column.correctedKsefNumber'), kind: 'text', width: 38, value: (l) => l.correctedKsefNumber },
];
