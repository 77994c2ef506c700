import { z } from 'zod';
import { fieldError } from './envelope.ts';
import { fieldReadingsSchema } from './field-readings.ts';
import { messageKey } from './messages/index.ts';
import { wireDate, wireId, wireString } from './wire.ts';

/**
 * Invoices (SPEC §3 "Invoice report line", "Correctable invoice row", "Invoice send"; DOMAIN §11).
 * Money is a number to the cent, rates are fractions, dates `YYYY-MM-DD`; a value a source did not give
 * is null (the line is then incomplete and listed under /invoiceErrors).
 */

/**
 * A report name: trimmed, 1–100 characters (FORMATS §2). "names" alone is refused: SPEC's
 * `/api/reports/names/{startDate}/{endDate}` would shadow `/api/reports/{name}/invoices/{number}` for it.
 */
export const invoiceReportNameLimit = 100;
export const reservedInvoiceReportName = 'names';
export const invoiceReportName = wireString
  .transform((text) => text.trim())
  .pipe(
    z
      .string()
      .min(1, messageKey('invoices.name.required'))
      .max(invoiceReportNameLimit)
      .refine((name) => name !== reservedInvoiceReportName, messageKey('invoices.name.reserved')),
  );

export const invoiceSources = ['csv', 'ksef', 'pdf'] as const;
export type InvoiceSource = (typeof invoiceSources)[number];

const money = z.number().nullable();
const text = z.string().nullable();
const day = z.string().nullable();

/** SPEC §3's invoice report line, as every GET answers it. */
export const invoiceLine = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  /** The report's name. */
  name: z.string(),
  contractorName: text,
  contractorId: z.number().int().nullable(),
  taxId: text,
  agreementNumber: text,
  scheduleNumber: text,
  invoiceNumber: text,
  positionDescription: text,
  positionNetAmountPln: money,
  positionVatAmountPln: money,
  positionGrossAmountPln: money,
  positionNetAmountCurrency: money,
  positionVatAmountCurrency: money,
  positionGrossAmountCurrency: money,
  invoiceNetAmountPln: money,
  invoiceGrossAmountPln: money,
  invoiceNetAmountCurrency: money,
  invoiceGrossAmountCurrency: money,
  vatRate: z.number().nullable(),
  currency: text,
  exchangeRate: z.number().nullable(),
  invoiceDate: day,
  paymentDate: day,
  incomeDate: day,
  /** The first day of the month invoiced. */
  periodInvoiced: day,
  interests: money,
  principal: money,
  factoringContractNumber: text,
  leaseAgreementId: z.number().int().nullable(),
  leaseAmortizationId: z.number().int().nullable(),
  doesAgreementExist: z.boolean(),
  doesAmortizationExist: z.boolean(),
  areInvoiceDetailsComplete: z.boolean(),
  isPdfBased: z.boolean(),
  /** The PDF the line was read from (GET /api/invoicereports/{name}/pdfdocuments/{id}); null for other sources. */
  pdfDocumentId: z.number().int().nullable(),
  /** The invoice's revision when read: a correction sent back with an older one is refused (409). */
  revision: z.number().int(),
  /** The invoice's number in KSeF (FORMATS §3); null when the source did not give it. */
  ksefNumber: text,
  /** FA's RodzajFaktury: `VAT`, `KOR`, `KOR_ZAL`, `KOR_ROZ`, `ZAL`, `ROZ`, `UPR`; null for CSV and PDF lines. */
  invoiceKind: text,
  /** The VAT rate as the document states it: `23`, `8`, `0 KR`, `zw`, `np I`, ...; vatRate is its fraction. */
  vatRateCode: text,
  /** A correction's corrected invoice (FA's DaneFaKorygowanej) and reason (PrzyczynaKorekty). */
  correctedInvoiceNumber: text,
  correctedKsefNumber: text,
  correctedInvoiceDate: day,
  correctionReason: text,
  /** A correction's position before it, in the invoice's currency, when the file gave it; the line's own amounts are after − before. */
  positionNetAmountBefore: money,
  positionVatAmountBefore: money,
  positionGrossAmountBefore: money,
  /** The seller's bank account as the PDF printed it; null for CSV and KSeF lines. */
  bankAccount: text,
  /** How the PDF reader got each field: read, derived (from what), missing, or corrected since; null for CSV and KSeF lines. */
  fieldReadings: fieldReadingsSchema.nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** GET /api/invoicereports/{reportName}/amortization: a line with what it matched (DOMAIN §11). */
export const invoiceMatchRow = invoiceLine.extend({
  leaseAgreement: z.object({ id: z.number().int(), contractNumber: z.string(), scheduleNumber: z.string() }).nullable(),
  leaseAmortization: z
    .object({
      id: z.number().int(),
      periodNumber: z.number().int(),
      paymentDate: z.string(),
      paymentAmount: z.number(),
      interestAmount: z.number(),
      principalAmount: z.number(),
    })
    .nullable(),
});
export type InvoiceMatchRow = z.infer<typeof invoiceMatchRow>;

export const invoiceMatchQuery = z.strictObject({
  contractorName: wireString.max(200).optional(),
  invoiceNumber: wireString.max(200).optional(),
  /** Exact once trimmed (FORMATS §3). */
  ksefNumber: wireString.max(200).optional(),
});

/** GET /api/invoicereports/{name}. */
export const invoiceReport = z.object({
  id: z.number().int(),
  name: z.string(),
  source: z.enum(invoiceSources),
  createDate: z.string(),
  isDeleted: z.boolean(),
  lines: z.array(invoiceLine),
});
export type InvoiceReport = z.infer<typeof invoiceReport>;

/** GET /api/invoicereports/{startDate}/{endDate}: the earliest invoice date of each report. */
export const invoiceReportEntry = z.object({ name: z.string(), invoiceDate: z.string().nullable() });
export const reportNameEntry = z.object({ name: z.string() });
export const invoiceReportRange = z.strictObject({ startDate: wireDate, endDate: wireDate });

/** GET /api/invoices/errors?ReportName= and GET /api/reports/{name}/invoices: one row per invoice, incomplete first. */
export const invoiceSummary = z.object({
  invoiceNumber: z.string(),
  contractorName: z.string().nullable(),
  areInvoiceDetailsComplete: z.boolean(),
  /** The invoice's KSeF number; null when its source did not give one. */
  ksefNumber: z.string().nullable(),
  /** FA's RodzajFaktury (`KOR` for a correction); null for CSV and PDF invoices. */
  invoiceKind: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** The answer of an import (CSV or KSeF): the stored report in figures. */
export const invoiceImportResult = z.object({
  name: z.string(),
  source: z.enum(invoiceSources),
  invoices: z.number().int(),
  lines: z.number().int(),
  incompleteLines: z.number().int(),
});
export type InvoiceImportResult = z.infer<typeof invoiceImportResult>;

export const invoiceImportQuery = z.strictObject({ name: invoiceReportName });

/**
 * POST /api/invoices/ksef (FORMATS §3): `?skipUnreadable=true` imports the readable files of an upload and lists
 * the others (`skipped`, one message per reason, naming the file); without it any refused file stores nothing.
 */
export const ksefImportQuery = invoiceImportQuery.extend({
  skipUnreadable: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const ksefImportResult = invoiceImportResult.extend({ skipped: z.array(fieldError) });
export type KsefImportResult = z.infer<typeof ksefImportResult>;

/** POST /api/pdfdocument/ocr?reportName= (SPEC §7): one PDF a request, added to the report of that name. */
export const pdfImportQuery = z.strictObject({ reportName: invoiceReportName });

/**
 * The answer of one PDF: the document stored with the report, how its pages were read, and the figures of the
 * lines read from it (invoices, lines, incompleteLines count this file's lines only).
 */
export const pdfImportResult = invoiceImportResult.extend({
  documentId: z.number().int(),
  fileName: z.string(),
  pages: z.number().int(),
  ocrPages: z.number().int(),
});
export type PdfImportResult = z.infer<typeof pdfImportResult>;

/** SPEC §5: vatRate 0–1, exchangeRate at least 0, amounts with at most 2 decimals. */
const twoDecimals = z
  .number()
  .finite()
  .refine((value) => Math.abs(Number(value.toFixed(2)) - value) <= 1e-9 * Math.max(1, Math.abs(value)), {
    message: messageKey('validation.decimals'),
    params: { decimals: { count: 2 } },
  })
  .transform((value) => Number(value.toFixed(2)));
const correctionMoney = twoDecimals.nullish().transform((value) => value ?? null);
/** 512: the longest text KSeF allows (names, descriptions), so a KSeF line can be sent back unchanged. */
const correctionText = wireString.max(512).nullish().transform((value) => value ?? null);
/**
 * Numbers are indexed (agreement and schedule number together): 256 characters each, KSeF's limit, keep an
 * index entry within PostgreSQL's bound even in 4-byte characters.
 */
export const invoiceNumberTextLimit = 256;
const correctionNumber = wireString.max(invoiceNumberTextLimit).nullish().transform((value) => value ?? null);
const correctionDate = wireDate.nullish().transform((value) => value ?? null);

/**
 * SPEC §3 "Correctable invoice row". A row with an id updates that line of the invoice, a row without one
 * is a new line. The line's read-only fields, as GET answered them, are accepted and ignored; `revision`
 * is the invoice's revision the client read.
 */
export const correctableInvoiceRow = z.strictObject({
  id: wireId.nullish(),
  revision: z.number().int().min(0).nullish(),
  name: correctionText,
  contractorName: correctionText,
  invoiceNumber: correctionNumber,
  taxId: correctionText,
  agreementNumber: correctionNumber,
  positionDescription: correctionText,
  scheduleNumber: correctionNumber,
  positionNetAmountPln: correctionMoney,
  positionVatAmountPln: correctionMoney,
  positionGrossAmountPln: correctionMoney,
  invoiceNetAmountPln: correctionMoney,
  invoiceGrossAmountPln: correctionMoney,
  positionNetAmountCurrency: correctionMoney,
  positionVatAmountCurrency: correctionMoney,
  positionGrossAmountCurrency: correctionMoney,
  invoiceNetAmountCurrency: correctionMoney,
  invoiceGrossAmountCurrency: correctionMoney,
  vatRate: z.number().finite().min(0).max(1).nullish().transform((value) => value ?? null),
  currency: correctionText,
  exchangeRate: z.number().finite().min(0).nullish().transform((value) => value ?? null),
  invoiceDate: correctionDate,
  paymentDate: correctionDate,
  incomeDate: correctionDate,
  periodInvoiced: correctionDate,
  factoringContractNumber: correctionText,
  // Read-only, as GET answered them.
  sequence: z.number().int().nullish(),
  contractorId: z.number().int().nullish(),
  interests: z.number().nullish(),
  principal: z.number().nullish(),
  leaseAgreementId: z.number().int().nullish(),
  leaseAmortizationId: z.number().int().nullish(),
  doesAgreementExist: z.boolean().nullish(),
  doesAmortizationExist: z.boolean().nullish(),
  areInvoiceDetailsComplete: z.boolean().nullish(),
  isPdfBased: z.boolean().nullish(),
  pdfDocumentId: z.number().int().nullish(),
  // What the document itself says (FORMATS §3), read-only as GET answered it: a correction never rewrites it.
  ksefNumber: z.string().nullish(),
  invoiceKind: z.string().nullish(),
  vatRateCode: z.string().nullish(),
  correctedInvoiceNumber: z.string().nullish(),
  correctedKsefNumber: z.string().nullish(),
  correctedInvoiceDate: z.string().nullish(),
  correctionReason: z.string().nullish(),
  positionNetAmountBefore: z.number().nullish(),
  positionVatAmountBefore: z.number().nullish(),
  positionGrossAmountBefore: z.number().nullish(),
  // What the PDF reader found, read-only as GET answered it: the correction itself turns a changed field's reading to `corrected`.
  bankAccount: z.string().nullish(),
  fieldReadings: fieldReadingsSchema.nullish(),
});
export type CorrectableInvoiceRowInput = z.output<typeof correctableInvoiceRow>;

/** At most this many lines in one invoice. */
export const invoiceLinesLimit = 1000;
const correctionRows = z.array(correctableInvoiceRow).min(1).max(invoiceLinesLimit);

/** PUT /api/invoices: the rows of one invoice, bare or as `{ details }`. */
export const invoiceCorrectionInput = z.union([correctionRows, z.strictObject({ details: correctionRows })]).transform((body) => (Array.isArray(body) ? body : body.details));
export type InvoiceCorrectionInput = z.output<typeof invoiceCorrectionInput>;

/** What GET /api/reports/{name}/invoices/{number} and PUT /api/invoices answer: the invoice's lines. */
export const correctableInvoice = z.array(invoiceLine);

/** POST /api/extensivereport/send: the lines to send, as the merge table holds them (only their ids are read). */
export const invoiceSendInput = z.strictObject({
  extensiveReportDtos: z
    .array(invoiceMatchRow.partial().extend({ id: wireId }).strict())
    .min(1)
    .max(50_000),
});
export type InvoiceSendInput = z.infer<typeof invoiceSendInput>;

/** The answer of a send: the export's id and a download token for its workbook (FORMATS §6). */
export const invoiceSendResult = z.object({ id: z.number().int(), token: z.string() });
