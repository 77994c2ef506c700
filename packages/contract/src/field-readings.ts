import { z } from 'zod';

/**
 * How the PDF reader got a field of an invoice line, so the person correcting it checks the few that need it:
 * printed on the document and read; derived from other figures (and from which); or not found. A
 * person's correction of the field makes it `corrected`. CSV and KSeF XML lines have no readings: their fields
 * are the document's own.
 */
export const readingSources = [
  /** VAT of a row that printed only its net and rate: the document's VAT summary for that rate, spread over its rows by net. */
  'vatSummary',
  /** VAT = gross − net (the row printed net and gross). */
  'grossMinusNet',
  /** VAT of a row at 0 %, exempt (`zw`) or outside Polish VAT (`np`, `oo`): none. */
  'zeroRate',
  /** Gross = net + VAT. */
  'netPlusVat',
  /** Net = gross − VAT (the row printed gross and VAT). */
  'grossMinusVat',
  /** The invoice's totals: the sums of its positions (the printed total due agrees with them). */
  'positionSums',
  /** A date not printed, taken as the issue date (the law prints a sale date only when it differs; KSeF's rule for the due date). */
  'invoiceDate',
  /** The due date: the issue date plus the days printed as the payment term (`Termin płatności: 14 dni`). */
  'paymentTerms',
  /** The period invoiced: the month of the sale date. */
  'saleMonth',
  /** Read from the position's own description (an agreement or schedule number, a period). */
  'positionText',
  /** No currency printed: a Polish invoice is in PLN (FORMATS §2). */
  'plnByDefault',
  /** PLN is its own rate: 1. */
  'plnRate',
  /** PLN amounts: the invoice's amounts × its exchange rate. */
  'exchangeRate',
  /** From a QR code printed on the document: KSeF's verification link (NIP, issue date) or the bank payment code (NIP, account, name). */
  'qrCode',
] as const;
export type ReadingSource = (typeof readingSources)[number];

export const fieldReadingSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('read') }).strict(),
  z.object({ state: z.literal('derived'), from: z.enum(readingSources) }).strict(),
  z.object({ state: z.literal('missing') }).strict(),
  z.object({ state: z.literal('corrected') }).strict(),
  /**
   * An invoice total the positions do not add up to: the document prints `printed`, its positions add up to `sum`
   * (in the invoice's currency). The total stays empty and the invoice incomplete until a person corrects it.
   */
  z.object({ state: z.literal('disagrees'), printed: z.number(), sum: z.number() }).strict(),
]);
export type FieldReading = z.infer<typeof fieldReadingSchema>;

/** The line's fields a PDF reading accounts for. */
export const readableInvoiceFields = [
  'contractorName',
  'taxId',
  'invoiceNumber',
  'ksefNumber',
  'bankAccount',
  'invoiceDate',
  'incomeDate',
  'paymentDate',
  'periodInvoiced',
  'agreementNumber',
  'scheduleNumber',
  'positionDescription',
  'positionNetAmountCurrency',
  'positionVatAmountCurrency',
  'positionGrossAmountCurrency',
  'positionNetAmountPln',
  'positionVatAmountPln',
  'positionGrossAmountPln',
  'invoiceNetAmountCurrency',
  'invoiceGrossAmountCurrency',
  'invoiceNetAmountPln',
  'invoiceGrossAmountPln',
  'vatRate',
  'currency',
  'exchangeRate',
] as const;
export type ReadableInvoiceField = (typeof readableInvoiceFields)[number];

export const fieldReadingsSchema = z.partialRecord(z.enum(readableInvoiceFields), fieldReadingSchema);
export type FieldReadings = Partial<Record<ReadableInvoiceField, FieldReading>>;
