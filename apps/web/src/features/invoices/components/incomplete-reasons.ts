import type { InvoiceLine } from '@leasedesk/contract';

/** DOMAIN §11: the fields a line needs to be complete, besides its match to an agreement and a schedule row. */
export const requiredLineFields = [
  'contractorName',
  'taxId',
  'agreementNumber',
  'scheduleNumber',
  'invoiceNumber',
  'invoiceDate',
  'paymentDate',
  'currency',
  'vatRate',
  'positionNetAmountPln',
  'positionVatAmountPln',
  'invoiceGrossAmountPln',
] as const;
export type RequiredLineField = (typeof requiredLineFields)[number];

export type IncompleteReason = { kind: 'noAgreement' } | { kind: 'noScheduleRow' } | { kind: 'missing'; fields: RequiredLineField[] };

const absent = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Why a stored line is incomplete, as DOMAIN §11 decides it: no agreement matched, an agreement but no
 * schedule row for the period, and the required fields left empty. Empty for a complete line.
 */
export function incompleteReasons(line: InvoiceLine): IncompleteReason[] {
  const reasons: IncompleteReason[] = [];
  if (!line.doesAgreementExist) reasons.push({ kind: 'noAgreement' });
  else if (!line.doesAmortizationExist) reasons.push({ kind: 'noScheduleRow' });
  const missing = requiredLineFields.filter((field) => absent(line[field]));
  if (missing.length > 0) reasons.push({ kind: 'missing', fields: missing });
  return reasons;
}
