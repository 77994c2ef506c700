import { describe, expect, it } from 'vitest';
import { auditActions, auditChoiceKey, auditCountKey, auditCountNames, auditExtraLabelNames, auditFields, messageCatalogs, type AuditField } from '@leasedesk/contract';
import en from '../../../locales/en.json';
import pl from '../../../locales/pl.json';

const locales = { en, pl } as const;

/** A dotted key's text in a nested locale file, or undefined when it names no text. */
function textAt(locale: unknown, key: string): string | undefined {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), locale);
  return typeof found === 'string' ? found : undefined;
}

/** Every audit text the screen and the Excel share: field labels, choices' words, counts, yes/no. */
const sharedKeys = [
  ...Object.keys(auditFields).map((field) => `audit.fields.${field}`),
  ...auditExtraLabelNames.map((name) => `audit.fields.${name}`),
  ...Object.entries(auditFields).flatMap(([field, kind]) => (kind.kind === 'choice' ? kind.values.map((value) => auditChoiceKey(field as AuditField, value)) : [])),
  ...auditCountNames.map(auditCountKey),
  'audit.values.yes',
  'audit.values.no',
];

/** Where each record's form keeps its labels, by the audit field they label (the form's `(%)` says what to type, the trail's values carry their sign). */
const formLabels: Record<string, string> = {
  ...Object.fromEntries(Object.keys(en.agreementForm.fields).map((field) => [field, `agreementForm.fields.${field}`])),
  ...Object.fromEntries(Object.keys(en.invoices.fields).filter((field) => field in auditFields && field !== 'taxId').map((field) => [field, `invoices.fields.${field}`])),
  taxIdOnInvoice: 'invoices.fields.taxId',
  name: 'contractors.name',
  taxId: 'contractors.taxId',
  code: 'contractors.code',
  firstName: 'traders.firstName',
  lastName: 'traders.lastName',
  email: 'users.email',
  role: 'users.role',
  tenantIds: 'users.tenants',
  logo: 'tenants.logo',
  closingDate: 'summary.closingDate',
  implicitRate: 'summary.implicitRate',
  costOfEquipment: 'summary.costOfEquipment',
  ninetyPercenatageTest: 'summary.ninetyPercentTest',
  leaseLiability: 'summary.leaseLiability',
  rightOfUseAsset: 'summary.rightOfUseAsset',
  accountingYearEnd: 'analysis.impairment.yearEnd',
};

describe('the audit trail’s words', () => {
  it('label every field, choice and count the server can write, in both languages, worded as the server’s Excel words them', () => {
    for (const language of ['en', 'pl'] as const) {
      const missing = sharedKeys.filter((key) => !textAt(locales[language], key)?.trim());
      expect(missing, `${language}: audit texts missing from the web's locale`).toEqual([]);
      const differing = sharedKeys.filter((key) => textAt(locales[language], key) !== messageCatalogs[language][key]);
      expect(differing, `${language}: audit texts worded otherwise than the server's catalog`).toEqual([]);
    }
  });

  it('name every action in both languages', () => {
    for (const language of ['en', 'pl'] as const) {
      expect(auditActions.filter((action) => !textAt(locales[language], `audit.actions.${action}`)), language).toEqual([]);
    }
  });

  it('label a field as the form that edits it does', () => {
    for (const language of ['en', 'pl'] as const) {
      for (const [field, formKey] of Object.entries(formLabels)) {
        const form = textAt(locales[language], formKey)?.replace(/\s*\(%\)$/, '');
        expect(textAt(locales[language], `audit.fields.${field}`), `${language} ${field} (${formKey})`).toBe(form);
      }
    }
  });
});
