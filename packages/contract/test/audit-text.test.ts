import { describe, expect, it } from 'vitest';
import {
  auditActions,
  auditChangeText,
  auditChoiceKey,
  auditCountKey,
  auditCountNames,
  auditCountsText,
  auditExtraLabelNames,
  auditFieldLabelText,
  auditFields,
  auditValueText,
  formatMessage,
  isMessageKey,
  messageCatalogs,
  NO_AUDIT_VALUE,
  type AuditField,
  type AuditWords,
  type Language,
} from '../src/index.ts';

const nbsp = '\u00a0';
const words = (language: Language): AuditWords => ({ language, text: (key, params) => (isMessageKey(key) ? formatMessage(language, key, params) : null) });
const en = words('en');
const pl = words('pl');

describe('audit field catalog', () => {
  it('labels every field, every extra label and every count in both languages', () => {
    const keys = [
      ...Object.keys(auditFields).map((field) => `audit.fields.${field}`),
      ...auditExtraLabelNames.map((name) => `audit.fields.${name}`),
      ...auditCountNames.map(auditCountKey),
      ...auditActions.map((action) => `audit.action.${action}`),
      'audit.values.yes',
      'audit.values.no',
    ];
    for (const language of ['en', 'pl'] as const) {
      const missing = keys.filter((key) => !messageCatalogs[language][key]?.trim());
      expect(missing, `${language} labels missing`).toEqual([]);
    }
  });

  it('words every value of every choice in both languages', () => {
    const keys = Object.entries(auditFields).flatMap(([field, kind]) => (kind.kind === 'choice' ? kind.values.map((value) => auditChoiceKey(field as AuditField, value)) : []));
    expect(keys.length).toBeGreaterThan(25);
    for (const language of ['en', 'pl'] as const) expect(keys.filter((key) => !messageCatalogs[language][key]), language).toEqual([]);
  });
});

describe('auditValueText', () => {
  it('writes each kind as the screens do, in English', () => {
    expect(auditValueText(en, 'rentPaymentAmount', 9500)).toBe(`9${nbsp}500,00`);
    expect(auditValueText(en, 'residualValue', '5000.5')).toBe(`5${nbsp}000,50`);
    expect(auditValueText(en, 'implicitRate', 0.12547910152209282)).toBe(`12,548${nbsp}%`);
    expect(auditValueText(en, 'incrementalBorrowingRate', 0.07)).toBe(`7,00${nbsp}%`);
    expect(auditValueText(en, 'indexationRate', 3.5)).toBe(`3,50${nbsp}%`);
    expect(auditValueText(en, 'ninetyPercenatageTest', 0.97486)).toBe(`97,49${nbsp}%`);
    expect(auditValueText(en, 'vatRate', 0.23)).toBe(`23,00${nbsp}%`);
    expect(auditValueText(en, 'exchangeRate', 4.31)).toBe('4,3100');
    expect(auditValueText(en, 'termInMonths', 36)).toBe('36');
    expect(auditValueText(en, 'startingDate', '2025-03-01')).toBe('01/03/2025');
    expect(auditValueText(en, 'transferToFactorDate', '2025-03-01T00:00:00.000Z')).toBe('01/03/2025');
    expect(auditValueText(en, 'paymentInterval', 1)).toBe('Quarterly');
    expect(auditValueText(en, 'leaseClassification', 'operating')).toBe('Operating lease');
    expect(auditValueText(en, 'assetCategory', 3)).toBe('Machinery');
    expect(auditValueText(en, 'source', 'ksef')).toBe('KSeF');
    expect(auditValueText(en, 'shouldRateBeCalculated', true)).toBe('Yes');
    expect(auditValueText(en, 'answer.3', false)).toBe('No');
    expect(auditValueText(en, 'contractorId', 7, 'Tokarex sp. z o.o.')).toBe('Tokarex sp. z o.o.');
    expect(auditValueText(en, 'contractorId', 7)).toBe('7');
  });

  it('writes each kind as the screens do, in Polish', () => {
    expect(auditValueText(pl, 'rentPaymentAmount', 1234.56)).toBe(`1${nbsp}234,56`);
    expect(auditValueText(pl, 'implicitRate', 0.1192943)).toBe(`11,929${nbsp}%`);
    expect(auditValueText(pl, 'startingDate', '2025-03-01')).toBe('01.03.2025');
    expect(auditValueText(pl, 'paymentDue', 1)).toBe('Z dołu');
    expect(auditValueText(pl, 'role', 'user')).toBe('Użytkownik');
    expect(auditValueText(pl, 'depreciationMethod', 0)).toBe('Liniowa');
    expect(auditValueText(pl, 'leaseType', 0)).toBe('Leasing finansowy');
    expect(auditValueText(pl, 'isDeleted', true)).toBe('Tak');
    expect(auditValueText(pl, 'tenantIds', '2,5', 'Alfa, Beta')).toBe('Alfa, Beta');
  });

  it('shows nothing as an em dash and what nobody worded as it came', () => {
    expect(auditValueText(en, 'rentPaymentAmount', null)).toBe(NO_AUDIT_VALUE);
    expect(auditValueText(en, 'assetName', '')).toBe(NO_AUDIT_VALUE);
    expect(auditValueText(en, 'paymentInterval', 9)).toBe('9');
    expect(auditValueText(en, 'somethingNew', 'Tokarka CNC')).toBe('Tokarka CNC');
    expect(auditValueText(en, 'somethingNew', 0.125)).toBe('0,125');
  });
});

describe('auditFieldLabelText', () => {
  it('labels fields as their screens do, the agreement figures as the standard names them', () => {
    expect(auditFieldLabelText(pl, 'agreement', 'ninetyPercenatageTest', 'CSI')).toBe('Test 90 %');
    expect(auditFieldLabelText(pl, 'agreement', 'incrementalBorrowingRate', 'IFRS16')).toBe('Krańcowa stopa procentowa');
    expect(auditFieldLabelText(en, 'agreement', 'totalPresentValueOfLeasePayments', 'IFRS16')).toBe('Lease liability');
    expect(auditFieldLabelText(en, 'agreement', 'totalPresentValueOfLeasePayments', 'CSI')).toBe('Net investment in the lease');
    expect(auditFieldLabelText(en, 'agreement', 'implicitRate', 'IFRS16')).toBe('Discount rate');
    expect(auditFieldLabelText(en, 'invoiceReport', 'name', 'CSI')).toBe('Report name');
    expect(auditFieldLabelText(en, 'contractor', 'name', 'CSI')).toBe('Name');
    expect(auditFieldLabelText(pl, 'impairmentProcedure', 'answer.4', 'CSI')).toBe('Odpowiedź na pytanie 4');
    expect(auditFieldLabelText(en, 'agreement', 'brandNewFigure', 'CSI')).toBe('brandNewFigure');
  });

  it('words a change and the counts in the language', () => {
    expect(auditChangeText(pl, 'agreement', { field: 'contractorId', before: 3, after: 4, beforeName: 'Alfa', afterName: 'Beta' }, 'CSI')).toEqual({ label: 'Kontrahent', before: 'Alfa', after: 'Beta' });
    expect(auditCountsText(pl, { externalScheduleRows: 36, failedAccessCount: 2, somethingNew: 1200 })).toEqual([
      'Wiersze harmonogramu z innego systemu: 36',
      'Nieudane próby z rzędu: 2',
      `somethingNew: 1${nbsp}200`,
    ]);
  });
});
