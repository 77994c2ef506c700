import type { CorrectableInvoiceRowInput } from '@leasedesk/contract';
import type { invoiceLines } from '../../db/schema.ts';

/** The columns a correction writes (the match, the export and the generated flags are never written by it). */
export type CorrectedLineValues = Pick<
  typeof invoiceLines.$inferInsert,
  | 'contractorName' | 'taxId' | 'agreementNumber' | 'scheduleNumber' | 'invoiceNumber' | 'positionDescription'
  | 'positionNetAmountPln' | 'positionVatAmountPln' | 'positionGrossAmountPln'
  | 'positionNetAmountCurrency' | 'positionVatAmountCurrency' | 'positionGrossAmountCurrency'
  | 'invoiceNetAmountPln' | 'invoiceGrossAmountPln' | 'invoiceNetAmountCurrency' | 'invoiceGrossAmountCurrency'
  | 'vatRate' | 'currency' | 'exchangeRate' | 'invoiceDate' | 'paymentDate' | 'incomeDate' | 'periodInvoiced' | 'factoringContractNumber'
>;

/** Money to the cent as numeric text (the row's amounts have at most 2 decimals already). */
const cents = (value: number | null): string | null => (value === null ? null : value.toFixed(2));
const decimal = (value: number | null): string | null => (value === null ? null : String(value));

/** A NIP as matching compares it: digits only (spaces, dashes and a `PL` prefix dropped, as on import). */
export function taxIdDigits(taxId: string | null): string | null {
  const digits = taxId === null ? '' : taxId.replace(/\D/g, '');
  return digits === '' ? null : digits;
}

/** The month invoiced is stored as its first day, as every source stores it. */
const monthOf = (date: string | null): string | null => (date === null ? null : `${date.slice(0, 7)}-01`);

/** Gross defaults to net + VAT, as on import (FORMATS §2), summed in cents. */
function grossOf(gross: number | null, net: number | null, vat: number | null): number | null {
  if (gross !== null || net === null || vat === null) return gross;
  return (Math.round(net * 100) + Math.round(vat * 100)) / 100;
}

/** What one corrected row stores. */
export function correctedLineValues(row: CorrectableInvoiceRowInput): CorrectedLineValues {
  return {
    contractorName: row.contractorName,
    taxId: taxIdDigits(row.taxId),
    agreementNumber: row.agreementNumber,
    scheduleNumber: row.scheduleNumber,
    invoiceNumber: row.invoiceNumber,
    positionDescription: row.positionDescription,
    positionNetAmountPln: cents(row.positionNetAmountPln),
    positionVatAmountPln: cents(row.positionVatAmountPln),
    positionGrossAmountPln: cents(grossOf(row.positionGrossAmountPln, row.positionNetAmountPln, row.positionVatAmountPln)),
    positionNetAmountCurrency: cents(row.positionNetAmountCurrency),
    positionVatAmountCurrency: cents(row.positionVatAmountCurrency),
    positionGrossAmountCurrency: cents(grossOf(row.positionGrossAmountCurrency, row.positionNetAmountCurrency, row.positionVatAmountCurrency)),
    invoiceNetAmountPln: cents(row.invoiceNetAmountPln),
    invoiceGrossAmountPln: cents(row.invoiceGrossAmountPln),
    invoiceNetAmountCurrency: cents(row.invoiceNetAmountCurrency),
    invoiceGrossAmountCurrency: cents(row.invoiceGrossAmountCurrency),
    vatRate: decimal(row.vatRate),
    currency: row.currency,
    exchangeRate: decimal(row.exchangeRate),
    invoiceDate: row.invoiceDate,
    paymentDate: row.paymentDate,
    incomeDate: row.incomeDate,
    periodInvoiced: monthOf(row.periodInvoiced),
    factoringContractNumber: row.factoringContractNumber,
  };
}
