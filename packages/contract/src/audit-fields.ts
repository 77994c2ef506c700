import { agreementFields, type AgreementField, type AgreementFieldName } from './agreement-fields.ts';
import type { AuditEntity } from './audit.ts';

/**
 * How a field's values read in the trail. A rate is a fraction a year shown as a percent; a percent travels as
 * the percent typed; a choice is a closed set of values, each worded in the catalogs; a reference is an id (or a
 * list of ids) the server names at read time.
 */
export type AuditFieldKind =
  | { kind: 'text' }
  | { kind: 'money' }
  | { kind: 'whole' }
  | { kind: 'decimal'; digits: number }
  | { kind: 'rate'; digits: number }
  | { kind: 'percent'; digits: number }
  | { kind: 'date' }
  | { kind: 'yesNo' }
  | { kind: 'choice'; values: readonly (string | number)[] }
  | { kind: 'reference'; to: AuditReferenceTarget };

/** What a reference field points at: one record, or (tenantIds) a comma-separated list of them. */
export type AuditReferenceTarget = 'contractor' | 'salesPerson' | 'tenant' | 'tenants';

const text = { kind: 'text' } as const;
const money = { kind: 'money' } as const;
const whole = { kind: 'whole' } as const;
const date = { kind: 'date' } as const;
const yesNo = { kind: 'yesNo' } as const;
const choice = (...values: (string | number)[]): AuditFieldKind => ({ kind: 'choice', values });
const rate = (digits: number): AuditFieldKind => ({ kind: 'rate', digits });
const reference = (to: AuditReferenceTarget): AuditFieldKind => ({ kind: 'reference', to });

/** How an agreement field of each kind reads in the trail. */
function auditKindOf(field: AgreementField): AuditFieldKind {
  switch (field.kind) {
    case 'reference':
      return reference(field.to);
    case 'text':
      return text;
    case 'money':
      return money;
    case 'integer':
      return whole;
    case 'date':
      return date;
    case 'boolean':
      return yesNo;
    case 'enumeration':
      return choice(...Object.values(field.values).sort((a, b) => a - b));
    case 'rate':
      return rate(field.shownDigits);
    case 'percent':
      return { kind: 'percent', digits: field.shownDigits };
  }
}

const agreementAuditKinds = Object.fromEntries(Object.entries(agreementFields).map(([name, field]) => [name, auditKindOf(field)])) as Record<AgreementFieldName, AuditFieldKind>;

/**
 * Every field an audit entry can carry (wire names), with how its values read. Each field's label is the catalogs'
 * `audit.fields.<field>` (the server's and the web's, worded alike), the form's label where a form edits it. A
 * test lists the fields the server writes and fails on any missing here or in a catalog.
 */
export const auditFields = {
  // the agreement's own fields (agreement-fields.ts)
  ...agreementAuditKinds,
  // the agreement's calculated figures
  totalPresentValueOfLeasePayments: money,
  implicitRate: rate(3),
  costOfEquipment: money,
  presentValueOfRent: money,
  ninetyPercenatageTest: rate(2),
  leaseClassification: choice('finance', 'operating'),
  // any record's soft delete
  isDeleted: yesNo,
  // contractors, traders, clients, users
  name: text,
  taxId: text,
  code: text,
  firstName: text,
  lastName: text,
  email: text,
  role: choice('administrator', 'user'),
  tenantIds: reference('tenants'),
  logo: choice('present'),
  // sign-ins and passwords
  tenantId: reference('tenant'),
  isLockedOut: yesNo,
  // invoice reports and their lines
  source: choice('csv', 'ksef', 'pdf'),
  fileName: text,
  contractorName: text,
  agreementNumber: text,
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
  vatRate: rate(2),
  currency: text,
  exchangeRate: { kind: 'decimal', digits: 4 },
  invoiceDate: date,
  paymentDate: date,
  incomeDate: date,
  periodInvoiced: text,
  // lease changes (DOMAIN §14): the version made, its kind and date, the scope kept, and its figures
  version: whole,
  changeKind: choice(0, 1, 2, 3),
  effectiveDate: date,
  remainingScope: rate(2),
  carryingLiability: money,
  carryingRightOfUse: money,
  liabilityDecrease: money,
  rightOfUseDecrease: money,
  gainOrLoss: money,
  remeasuredLiability: money,
  liabilityAdjustment: money,
  rightOfUseAfter: money,
  furtherGain: money,
  // a client's e-mail settings (name and taxId above), and a send mailed with them
  emailAddress: text,
  sender: text,
  emailTitle: text,
  language: choice('en', 'pl'),
  invoiceExportId: whole,
  // a user's reminders in one tenant (and `language` above: the digest's)
  leaseEnd: yesNo,
  indexation: yesNo,
  payments: yesNo,
  impairment: yesNo,
  emailDigest: yesNo,
  // impairment procedures: the year end, then `answer.<sequence>` (see auditFieldOf)
  accountingYearEnd: date,
  answer: yesNo,
} as const satisfies Record<string, AuditFieldKind>;

export type AuditField = keyof typeof auditFields;

/** Labels a record type words differently from the field's own (a report's name, an invoice's tax id as the invoice list heads it). */
const entityLabels: Partial<Record<AuditEntity, Readonly<Record<string, string>>>> = {
  invoiceReport: { name: 'reportName' },
  invoiceLine: { taxId: 'taxIdOnInvoice' },
};

/**
 * The agreement's figures as IFRS16's summary names them (the lessee's lease liability, right-of-use asset and
 * discount rate, DOMAIN §5); under CSI the fields' own labels (net investment, cost of equipment, implicit rate).
 */
const ifrs16Labels: Readonly<Record<string, string>> = {
  totalPresentValueOfLeasePayments: 'leaseLiability',
  costOfEquipment: 'rightOfUseAsset',
  implicitRate: 'discountRate',
};

/** Label keys beside the fields' own: every one of them is in both catalogs too. */
export const auditExtraLabelNames = [...new Set([...Object.values(entityLabels).flatMap((labels) => Object.values(labels ?? {})), ...Object.values(ifrs16Labels)])];

/** Bulk effects an entry can count (`counts`), each labelled `audit.counts.<name>`. */
export const auditCountNames = ['scheduleRows', 'depreciationRows', 'lines', 'invoices', 'externalScheduleRows', 'externalCalculations', 'failedAccessCount', 'bytes'] as const;

/** An impairment answer's field carries its question's number: `answer.3`. */
const ANSWER = /^answer\.(\d+)$/;

/** The table's field a wire name is (an answer's `answer.3` is `answer`), or null for a field the table does not know. */
export function auditFieldOf(field: string): AuditField | null {
  if (ANSWER.test(field)) return 'answer';
  return Object.hasOwn(auditFields, field) ? (field as AuditField) : null;
}

/** The field's kind, or null for a field the table does not know (its values then read plainly). */
export function auditFieldKind(field: string): AuditFieldKind | null {
  const known = auditFieldOf(field);
  return known === null ? null : auditFields[known];
}

/** The catalog key of a field's label as `entity`'s screen names it under `standard`. */
export function auditFieldLabelKey(entity: AuditEntity, field: string, standard: 'CSI' | 'IFRS16'): string {
  const own = entityLabels[entity]?.[field] ?? (entity === 'agreement' && standard === 'IFRS16' ? ifrs16Labels[field] : undefined);
  return `audit.fields.${own ?? auditFieldOf(field) ?? field}`;
}

/** The catalog key of a choice's word: `audit.values.paymentInterval.1`. */
export const auditChoiceKey = (field: AuditField, value: string | number): string => `audit.values.${field}.${value}`;

/** The question number an answer's field carries, or null. */
export const auditAnswerNumber = (field: string): string | null => ANSWER.exec(field)?.[1] ?? null;
