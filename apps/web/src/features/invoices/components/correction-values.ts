import type { InvoiceLine } from '@leasedesk/contract';
import { editableNumber, numberRules, parseTypedNumber, type NumberRefusal, type NumberRules } from '../../../lib/typed-number';
import type { CorrectionRow } from '../api/correct-invoice';

/** SPEC §3's correctable fields as the grid edits them (the report name and invoice number identify the invoice). */
export const correctionTextFields = ['contractorName', 'taxId', 'agreementNumber', 'scheduleNumber', 'positionDescription', 'currency'] as const;
export const correctionMoneyFields = [
  'positionNetAmountPln',
  'positionVatAmountPln',
  'invoiceNetAmountPln',
  'invoiceGrossAmountPln',
  'positionNetAmountCurrency',
  'positionVatAmountCurrency',
  'invoiceNetAmountCurrency',
  'invoiceGrossAmountCurrency',
] as const;
export const correctionRateFields = ['vatRate', 'exchangeRate'] as const;
export const correctionDateFields = ['invoiceDate', 'paymentDate', 'incomeDate', 'periodInvoiced'] as const;

export type CorrectionTextField = (typeof correctionTextFields)[number];
export type CorrectionNumberField = (typeof correctionMoneyFields)[number] | (typeof correctionRateFields)[number];
export type CorrectionDateField = (typeof correctionDateFields)[number];
export type CorrectionField = CorrectionTextField | CorrectionNumberField | CorrectionDateField;

/** The grid's columns, in the order shown. */
export const correctionFields: readonly CorrectionField[] = [
  'contractorName',
  'taxId',
  'agreementNumber',
  'scheduleNumber',
  'positionDescription',
  'positionNetAmountPln',
  'positionVatAmountPln',
  'invoiceNetAmountPln',
  'invoiceGrossAmountPln',
  'vatRate',
  'currency',
  'exchangeRate',
  'positionNetAmountCurrency',
  'positionVatAmountCurrency',
  'invoiceNetAmountCurrency',
  'invoiceGrossAmountCurrency',
  'invoiceDate',
  'paymentDate',
  'incomeDate',
  'periodInvoiced',
];

/** One row of the grid: every field as typed (numbers as text, dates `YYYY-MM-DD`, '' when empty). */
export type CorrectionFormRow = Record<CorrectionField, string> & {
  /** The stored line's id; null for a row added here. */
  lineId: number | null;
};

export interface CorrectionFormValues {
  /** The invoice's number: read from the route, typed when the file's could not be read (the invoice ''). */
  invoiceNumber: string;
  rows: CorrectionFormRow[];
}

const isMoney = (field: CorrectionField): field is (typeof correctionMoneyFields)[number] => (correctionMoneyFields as readonly string[]).includes(field);
const isRate = (field: CorrectionField): field is (typeof correctionRateFields)[number] => (correctionRateFields as readonly string[]).includes(field);
export const isNumberField = (field: CorrectionField): field is CorrectionNumberField => isMoney(field) || isRate(field);
export const isDateField = (field: CorrectionField): field is CorrectionDateField => (correctionDateFields as readonly string[]).includes(field);

/** What a number cell takes: amounts 2 decimals, the VAT rate (a fraction) 4, the exchange rate 6. */
function cellRules(field: CorrectionNumberField): NumberRules {
  if (isMoney(field)) return numberRules.amount;
  return field === 'vatRate' ? { decimals: 4 } : { decimals: 6 };
}

/**
 * A number cell's text read by the product's one reader (lib/typed-number): `1 234,56`, `1234.5`, `12,345.67`,
 * a leading `-`. Null when empty, NaN when it is refused (`100,000` is ambiguous, never taken either way).
 */
export function readCell(field: CorrectionNumberField, text: string): number | null {
  const read = parseTypedNumber(text, cellRules(field));
  return read.kind === 'empty' ? null : read.kind === 'number' ? read.value : Number.NaN;
}

/** Why a number cell's text is refused: a `validation.*` key and the values its message names; null when it is read. */
export function cellRefusal(field: CorrectionField, text: string): NumberRefusal | null {
  if (!isNumberField(field)) return null;
  const read = parseTypedNumber(text, cellRules(field));
  return read.kind === 'refused' ? read.refusal : null;
}

/**
 * SPEC §5's checks of one cell, as an i18n key (`validation.*`), or true: amounts are numbers with at most
 * 2 decimals, the VAT rate a fraction from 0 to 1, the exchange rate at least 0.
 */
export function checkCell(field: CorrectionField, text: string): true | string {
  if (!isNumberField(field)) return true;
  const refusal = cellRefusal(field, text);
  if (refusal) return refusal.key;
  const value = readCell(field, text);
  if (value === null || isMoney(field)) return true;
  if (field === 'vatRate') return (value >= 0 && value <= 1) || 'validation.vatRate';
  return value >= 0 || 'validation.exchangeRate';
}

/** A stored line as a row of the grid. */
export function formRowOf(line: InvoiceLine): CorrectionFormRow {
  const row = { lineId: line.id } as CorrectionFormRow;
  for (const field of correctionFields) {
    const value = line[field];
    row[field] = isNumberField(field) ? (value === null ? '' : editableNumber(value as number)) : ((value as string | null) ?? '');
  }
  return row;
}

/** Gross = net + VAT in cents, or null when either is missing (the grid edits net and VAT; gross follows them). */
function grossOf(net: number | null, vat: number | null): number | null {
  return net === null || vat === null ? null : (Math.round(net * 100) + Math.round(vat * 100)) / 100;
}

/**
 * The row of PUT /api/invoices for a grid row (SPEC §3 "Correctable invoice row"): the stored line's id
 * (none for an added row), the invoice's revision as read, the report name and invoice number, every
 * edited field (empty as null) and the gross amounts recomputed from net and VAT.
 */
export function correctionRowOf(row: CorrectionFormRow, invoice: { name: string; invoiceNumber: string; revision: number }, stored: InvoiceLine | undefined): CorrectionRow {
  const body: Record<string, unknown> = {
    ...(row.lineId === null ? {} : { id: row.lineId }),
    revision: invoice.revision,
    name: invoice.name,
    invoiceNumber: invoice.invoiceNumber,
    factoringContractNumber: stored?.factoringContractNumber ?? null,
  };
  for (const field of correctionFields) {
    const text = row[field].trim();
    body[field] = isNumberField(field) ? readCell(field, text) : text === '' ? null : text;
  }
  const number = (field: CorrectionNumberField) => body[field] as number | null;
  body.positionGrossAmountPln = grossOf(number('positionNetAmountPln'), number('positionVatAmountPln'));
  body.positionGrossAmountCurrency = grossOf(number('positionNetAmountCurrency'), number('positionVatAmountCurrency'));
  return body as CorrectionRow;
}

/** The invoice's revision as read: the highest of its lines' (a save bumps them all). */
export function revisionOf(lines: readonly InvoiceLine[]): number {
  return lines.reduce((highest, line) => Math.max(highest, line.revision), 0);
}

/**
 * A server error's row and field: `row 2: vatRate` (rows counted from 1) → { index: 1, field: 'vatRate' };
 * a zod path of the body (`1.vatRate`, `details.1.vatRate`, counted from 0) likewise; null when it names no row.
 */
export function serverErrorPlace(propertyName: string): { index: number; field: string } | null {
  const named = /^row (\d+)(?::\s*(.+))?$/i.exec(propertyName.trim());
  if (named) return { index: Number(named[1]) - 1, field: named[2]?.trim() ?? '' };
  const path = /^(?:details)?\.?\[?(\d+)\]?(?:\.(\w+))?$/.exec(propertyName.trim());
  if (path) return { index: Number(path[1]), field: path[2] ?? '' };
  return null;
}
