import type { InvoiceLine } from '@leasedesk/contract';
import { lineRateCode, optimaRate, type OptimaVatStatus } from './line-vat-rate.ts';
import { nameBasedGuid } from './source-guid.ts';

/** One VAT rate of a document: amounts in integer cents, in the document's currency and in PLN. */
export type OptimaPosition = { code: string | null; percent: number; status: OptimaVatStatus; net: number; vat: number; netPln: number; vatPln: number };

/** One invoice of a send as the purchase VAT register takes it (REJESTR_ZAKUPU_VAT). */
export type OptimaDocument = {
  sourceId: string;
  number: string;
  ksefNumber: string | null;
  issued: string;
  received: string;
  due: string | null;
  correction: boolean;
  correctedNumber: string | null;
  correctionReason: string | null;
  sellerTaxId: string;
  sellerName: string;
  currency: string;
  exchangeRate: number;
  positions: OptimaPosition[];
  agreements: { contractNumber: string; scheduleNumber: string }[];
  interests: number;
  principal: number;
};

/** Money of a stored line (2 decimals at most) in integer cents: every sum below is exact. */
const cents = (amount: number | null) => (amount === null ? 0 : Math.round(amount * 100));

const isCorrection = (line: InvoiceLine) => (line.invoiceKind ?? '').toUpperCase().startsWith('KOR') || line.correctedInvoiceNumber !== null;

/**
 * A currency document keeps its currency when every line says what it is in that currency and at what rate;
 * otherwise (a CSV line of a EUR invoice without its EUR amounts) it is written in PLN, the amounts the
 * register must hold anyway, rather than with a currency amount or a rate made up from the PLN one.
 */
function keepsCurrency(lines: readonly InvoiceLine[]): boolean {
  const currency = lines[0]?.currency ?? 'PLN';
  return (
    currency !== 'PLN' &&
    lines.every((line) => line.positionNetAmountCurrency !== null && line.positionVatAmountCurrency !== null && line.exchangeRate !== null && line.exchangeRate > 0)
  );
}

/** One position per VAT rate as the invoice states it, in the order the rates first appear. */
function positionsOf(lines: readonly InvoiceLine[], inCurrency: boolean): OptimaPosition[] {
  const positions = new Map<string, OptimaPosition>();
  for (const line of lines) {
    const code = lineRateCode(line);
    const key = code ?? '';
    const position = positions.get(key) ?? { code, ...optimaRate(code, line.vatRate), net: 0, vat: 0, netPln: 0, vatPln: 0 };
    position.netPln += cents(line.positionNetAmountPln);
    position.vatPln += cents(line.positionVatAmountPln);
    position.net += inCurrency ? cents(line.positionNetAmountCurrency) : cents(line.positionNetAmountPln);
    position.vat += inCurrency ? cents(line.positionVatAmountCurrency) : cents(line.positionVatAmountPln);
    positions.set(key, position);
  }
  return [...positions.values()];
}

function agreementsOf(lines: readonly InvoiceLine[]): OptimaDocument['agreements'] {
  const seen = new Map<string, OptimaDocument['agreements'][number]>();
  for (const line of lines) {
    const agreement = { contractNumber: line.agreementNumber ?? '', scheduleNumber: line.scheduleNumber ?? '' };
    seen.set(JSON.stringify(agreement), agreement);
  }
  return [...seen.values()];
}

function documentOf(tenantId: number, lines: readonly InvoiceLine[]): OptimaDocument {
  const first = lines[0] as InvoiceLine;
  const inCurrency = keepsCurrency(lines);
  const firstId = Math.min(...lines.map((line) => line.id));
  return {
    sourceId: nameBasedGuid(`invoice/${tenantId}/${firstId}`),
    number: first.invoiceNumber ?? '',
    ksefNumber: first.ksefNumber,
    issued: first.invoiceDate ?? '',
    received: first.incomeDate ?? first.invoiceDate ?? '',
    due: first.paymentDate,
    correction: lines.some(isCorrection),
    correctedNumber: lines.find((line) => line.correctedInvoiceNumber !== null)?.correctedInvoiceNumber ?? null,
    correctionReason: lines.find((line) => line.correctionReason !== null)?.correctionReason ?? null,
    sellerTaxId: first.taxId ?? '',
    sellerName: first.contractorName ?? '',
    currency: inCurrency ? (first.currency as string) : 'PLN',
    // One rate per document: the first line's. Invoices state one rate (FA's KursWaluty repeats it per
    // line); should lines differ, the PLN amounts stay each line's own, so no total moves.
    exchangeRate: inCurrency ? (first.exchangeRate ?? 1) : 1,
    positions: positionsOf(lines, inCurrency),
    agreements: agreementsOf(lines),
    interests: lines.reduce((sum, line) => sum + cents(line.interests), 0),
    principal: lines.reduce((sum, line) => sum + cents(line.principal), 0),
  };
}

/**
 * The invoices of a send, each whole (DOMAIN §11: an invoice is a report's lines of one number), in the
 * order the lines come (invoice number, then line). A send may take invoices of several reports; two of
 * them with one number stay two documents. The source id is derived from the tenant and the invoice's
 * first line id, which never change once sent.
 */
export function optimaDocuments(tenantId: number, lines: readonly InvoiceLine[]): OptimaDocument[] {
  const invoices = new Map<string, InvoiceLine[]>();
  for (const line of lines) {
    const key = JSON.stringify([line.name, line.invoiceNumber]);
    const invoice = invoices.get(key);
    if (invoice) invoice.push(line);
    else invoices.set(key, [line]);
  }
  return [...invoices.values()].map((invoice) => documentOf(tenantId, invoice));
}
