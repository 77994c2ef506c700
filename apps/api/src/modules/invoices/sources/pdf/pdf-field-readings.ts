// How each field of a line read from a PDF came about: read as printed, derived (and from what), missing
// or, for a total the positions do not add up to, in disagreement. The person correcting the invoice beside the
// PDF checks the derived and missing ones; a derived amount is never passed off as read.

import type { FieldReading, FieldReadings, ReadableInvoiceField, ReadingSource } from '@leasedesk/contract';
import type { InvoiceLineDraft } from '../../invoice-line-draft.ts';
import type { CompletedAmounts } from './pdf-completion.ts';
import { money, type TotalDisagreement } from './pdf-line-amounts.ts';

/** What the parser knows of where its values came from, beyond whether they are null. */
export type ReadingFacts = {
  amounts: CompletedAmounts | null;
  disagreement: TotalDisagreement | null;
  sellerTaxIdFromQr: boolean;
  sellerNameFromQr: boolean;
  bankAccountFromQr: boolean;
  invoiceDateFromLink: boolean;
  incomeDateIsInvoiceDate: boolean;
  paymentDateFrom: 'printed' | 'terms' | 'invoiceDate';
  periodFrom: 'printed' | 'position' | 'saleMonth';
  agreementFromPosition: boolean;
  scheduleFromPosition: boolean;
  currencyStated: boolean;
};

const read: FieldReading = { state: 'read' };
const missing: FieldReading = { state: 'missing' };
const derivedFrom = (from: ReadingSource): FieldReading => ({ state: 'derived', from });

/** A value that is there was read, unless `derived` says from what it was derived; null is missing. */
function reading(value: unknown, derived: ReadingSource | null = null): FieldReading {
  if (value === null || value === undefined) return missing;
  return derived === null ? read : derivedFrom(derived);
}

/** The PLN twin of an amount: itself for a PLN invoice, else the amount × the exchange rate. */
function plnReading(value: number | null, currencyReading: FieldReading, isPln: boolean): FieldReading {
  if (value === null) return missing;
  return isPln ? currencyReading : derivedFrom('exchangeRate');
}

function totalReading(value: number | null, total: 'net' | 'gross', disagreement: TotalDisagreement | null): FieldReading {
  if (disagreement?.total === total) return { state: 'disagrees', printed: money(disagreement.printed) ?? 0, sum: money(disagreement.sum) ?? 0 };
  return reading(value, 'positionSums');
}

export function lineReadings(line: InvoiceLineDraft, facts: ReadingFacts): FieldReadings {
  const isPln = line.currency === 'PLN';
  const amount = (figure: keyof CompletedAmounts) => facts.amounts?.[figure].reading ?? missing;
  const readings: Record<ReadableInvoiceField, FieldReading> = {
    contractorName: reading(line.contractorName, facts.sellerNameFromQr ? 'qrCode' : null),
    taxId: reading(line.taxId, facts.sellerTaxIdFromQr ? 'qrCode' : null),
    invoiceNumber: reading(line.invoiceNumber),
    ksefNumber: reading(line.ksefNumber),
    bankAccount: reading(line.bankAccount, facts.bankAccountFromQr ? 'qrCode' : null),
    invoiceDate: reading(line.invoiceDate, facts.invoiceDateFromLink ? 'qrCode' : null),
    incomeDate: reading(line.incomeDate, facts.incomeDateIsInvoiceDate ? 'invoiceDate' : null),
    paymentDate: reading(line.paymentDate, facts.paymentDateFrom === 'terms' ? 'paymentTerms' : facts.paymentDateFrom === 'invoiceDate' ? 'invoiceDate' : null),
    periodInvoiced: reading(line.periodInvoiced, facts.periodFrom === 'position' ? 'positionText' : facts.periodFrom === 'saleMonth' ? 'saleMonth' : null),
    agreementNumber: reading(line.agreementNumber, facts.agreementFromPosition ? 'positionText' : null),
    scheduleNumber: reading(line.scheduleNumber, facts.scheduleFromPosition ? 'positionText' : null),
    positionDescription: reading(line.positionDescription),
    positionNetAmountCurrency: line.positionNetAmountCurrency === null ? missing : amount('net'),
    positionVatAmountCurrency: line.positionVatAmountCurrency === null ? missing : amount('vat'),
    positionGrossAmountCurrency: line.positionGrossAmountCurrency === null ? missing : amount('gross'),
    positionNetAmountPln: plnReading(line.positionNetAmountPln, amount('net'), isPln),
    positionVatAmountPln: plnReading(line.positionVatAmountPln, amount('vat'), isPln),
    positionGrossAmountPln: isPln ? plnReading(line.positionGrossAmountPln, amount('gross'), true) : reading(line.positionGrossAmountPln, 'netPlusVat'),
    invoiceNetAmountCurrency: totalReading(line.invoiceNetAmountCurrency, 'net', facts.disagreement),
    invoiceGrossAmountCurrency: totalReading(line.invoiceGrossAmountCurrency, 'gross', facts.disagreement),
    invoiceNetAmountPln: isPln ? totalReading(line.invoiceNetAmountPln, 'net', facts.disagreement) : reading(line.invoiceNetAmountPln, 'positionSums'),
    invoiceGrossAmountPln: isPln ? totalReading(line.invoiceGrossAmountPln, 'gross', facts.disagreement) : reading(line.invoiceGrossAmountPln, 'positionSums'),
    vatRate: reading(line.vatRate),
    currency: reading(line.currency, facts.currencyStated ? null : 'plnByDefault'),
    exchangeRate: reading(line.exchangeRate, isPln ? 'plnRate' : null),
  };
  return readings;
}
