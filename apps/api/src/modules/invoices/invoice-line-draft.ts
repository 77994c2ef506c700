import type { FieldMessage, FieldReadings } from '@leasedesk/contract';

/**
 * One invoice position as a source read it (CSV, KSeF XML, a PDF), before it is stored and matched. Every
 * source yields these, so storing, matching and correcting never depend on where a line came from. A value
 * the source did not give is null: the line is stored incomplete (DOMAIN §11), never guessed.
 * Money is to the cent, vatRate a fraction, dates `YYYY-MM-DD`, taxId digits only.
 */
export type InvoiceLineDraft = {
  /** The line's position in its invoice (1-based). */
  sequence: number;
  contractorName: string | null;
  taxId: string | null;
  agreementNumber: string | null;
  scheduleNumber: string | null;
  invoiceNumber: string | null;
  positionDescription: string | null;
  positionNetAmountPln: number | null;
  positionVatAmountPln: number | null;
  positionGrossAmountPln: number | null;
  positionNetAmountCurrency: number | null;
  positionVatAmountCurrency: number | null;
  positionGrossAmountCurrency: number | null;
  invoiceNetAmountPln: number | null;
  invoiceGrossAmountPln: number | null;
  invoiceNetAmountCurrency: number | null;
  invoiceGrossAmountCurrency: number | null;
  vatRate: number | null;
  currency: string | null;
  exchangeRate: number | null;
  invoiceDate: string | null;
  paymentDate: string | null;
  incomeDate: string | null;
  /** The first day of the month invoiced (`YYYY-MM-01`). */
  periodInvoiced: string | null;
  factoringContractNumber: string | null;
  isPdfBased: boolean;
  // What a KSeF document says beyond SPEC's line (FORMATS §3); absent for sources that cannot say it.
  /** The invoice's number in KSeF. */
  ksefNumber?: string | null;
  /** FA's RodzajFaktury (`VAT`, `KOR`, `KOR_ZAL`, `KOR_ROZ`, `ZAL`, `ROZ`, `UPR`). */
  invoiceKind?: string | null;
  /** P_12 as the document states it (`23`, `zw`, `np I`, `0 KR`); vatRate is its fraction. */
  vatRateCode?: string | null;
  correctedInvoiceNumber?: string | null;
  correctedKsefNumber?: string | null;
  correctedInvoiceDate?: string | null;
  correctionReason?: string | null;
  /** A correction's position before it, in the invoice's currency (StanPrzed); the line's amounts are after − before. */
  positionNetAmountBefore?: number | null;
  positionVatAmountBefore?: number | null;
  positionGrossAmountBefore?: number | null;
  // What a PDF says beyond SPEC's line; absent for CSV and KSeF XML lines.
  /** The seller's bank account as printed (digits, a Polish NRB or an IBAN), for the person checking the invoice. */
  bankAccount?: string | null;
  /** How the PDF reader got each field: read, derived (from what) or missing. */
  fieldReadings?: FieldReadings | null;
};

/** What a source answers: every line, or every error at once (nothing is stored then). */
export type InvoiceLinesRead = { ok: true; lines: InvoiceLineDraft[] } | { ok: false; errors: FieldMessage[] };
