import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { auditFieldLabel, hasText } from './audit-field-label';
import { formatAuditValue, NO_VALUE } from './audit-value';

const nbsp = '\u00a0';
const value = (field: string, raw: Parameters<typeof formatAuditValue>[2]) => formatAuditValue(i18n, field, raw);
const label = (entity: Parameters<typeof auditFieldLabel>[1], field: string, standard: 'CSI' | 'IFRS16' = 'CSI') =>
  auditFieldLabel(i18n, entity, field, standard);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('formatAuditValue', () => {
  it('shows amounts with 2 decimals, rates and ratios as the summary does, whole numbers plainly', () => {
    expect(value('rentPaymentAmount', 9500)).toBe(`9${nbsp}500,00`);
    expect(value('totalPresentValueOfLeasePayments', 101000.456)).toBe(`101${nbsp}000,46`);
    expect(value('residualValue', '5000.5')).toBe(`5${nbsp}000,50`);
    expect(value('implicitRate', 0.1192943)).toBe(`11,929${nbsp}%`);
    expect(value('incrementalBorrowingRate', 0.065)).toBe(`6,50${nbsp}%`);
    expect(value('indexationRate', 3.5)).toBe(`3,50${nbsp}%`);
    expect(value('ninetyPercenatageTest', 0.97486)).toBe(`97,49${nbsp}%`);
    expect(value('termInMonths', 1200)).toBe('1200');
    expect(value('contractorId', 7)).toBe('7');
  });

  it('names choices, standards and answers in the language, and dates as the language writes them', async () => {
    expect(value('paymentDue', 0)).toBe('In advance');
    expect(value('paymentInterval', 1)).toBe('Quarterly');
    expect(value('residualValueSettlement', 1)).toBe('In an additional month');
    expect(value('rateConvention', 1)).toBe('Effective (compounded to a year)');
    expect(value('leaseType', 1)).toBe('Operating lease');
    expect(value('accountingStandard', 1)).toBe('IFRS16');
    expect(value('role', 'administrator')).toBe('Administrator');
    expect(value('shouldRateBeCalculated', true)).toBe('Yes');
    expect(value('isDeleted', false)).toBe('No');
    expect(value('startingDate', '2025-03-01')).toBe('01/03/2025');
    expect(value('transferToFactorDate', '2025-03-01T00:00:00.000Z')).toBe('01/03/2025');

    await i18n.changeLanguage('pl');
    expect(value('paymentDue', 1)).toBe('Z dołu');
    expect(value('paymentInterval', 0)).toBe('Miesięcznie');
    expect(value('role', 'user')).toBe('Użytkownik');
    expect(value('shouldRateBeCalculated', true)).toBe('Tak');
    expect(value('isDeleted', false)).toBe('Nie');
    expect(value('startingDate', '2025-03-01')).toBe('01.03.2025');
    expect(value('rentPaymentAmount', 1234.56)).toBe(`1${nbsp}234,56`);
  });

  it('shows a reference by the name the server found for it, and rates and choices in Polish', async () => {
    expect(formatAuditValue(i18n, 'contractorId', 7, 'Tokarex sp. z o.o.')).toBe('Tokarex sp. z o.o.');
    expect(formatAuditValue(i18n, 'salesPersonId', 3, null)).toBe('3');
    await i18n.changeLanguage('pl');
    expect(value('implicitRate', 0.12547910152209282)).toBe(`12,548${nbsp}%`);
    expect(value('leaseClassification', 'finance')).toBe('Leasing finansowy');
    expect(value('assetCategory', 3)).toBe('Maszyny');
    expect(label('agreement', 'ninetyPercenatageTest')).toBe('Test 90 %');
  });

  it('shows nothing as an em dash, and a value of a field it does not know as it came', () => {
    expect(value('rentPaymentAmount', null)).toBe(NO_VALUE);
    expect(value('assetName', '')).toBe(NO_VALUE);
    // a choice the catalogs do not word (yet) shows as it came
    expect(value('assetCategory', 9)).toBe('9');
    expect(value('somethingNew', 'Tokarka CNC')).toBe('Tokarka CNC');
    expect(value('somethingNew', 0.125)).toBe('0,125');
    expect(value('paymentInterval', 9)).toBe('9');
  });
});

describe('auditFieldLabel', () => {
  it("uses the record's form labels, without the form's '(%)'", async () => {
    expect(label('agreement', 'rentPaymentAmount')).toBe('Rent payment');
    expect(label('agreement', 'indexationRate')).toBe('Yearly indexation');
    expect(label('agreement', 'closingDate')).toBe('Closing date');
    expect(label('contractor', 'taxId')).toBe('Tax id (NIP)');
    expect(label('user', 'tenantIds')).toBe('Clients');
    expect(label('contractor', 'isDeleted')).toBe('Deleted');
    await i18n.changeLanguage('pl');
    expect(label('agreement', 'rentPaymentAmount')).toBe('Rata czynszu');
    expect(label('agreement', 'incrementalBorrowingRate')).toBe('Krańcowa stopa procentowa');
    expect(label('contractor', 'name')).toBe('Nazwa');
  });

  it('names the calculated figures as the standard does: L0 under IFRS16, N under CSI', async () => {
    expect(label('agreement', 'totalPresentValueOfLeasePayments', 'IFRS16')).toBe('Lease liability');
    expect(label('agreement', 'totalPresentValueOfLeasePayments', 'CSI')).toBe('Net investment in the lease');
    expect(label('agreement', 'costOfEquipment', 'IFRS16')).toBe('Right-of-use asset');
    expect(label('agreement', 'costOfEquipment', 'CSI')).toBe('Cost of equipment');
    expect(label('agreement', 'implicitRate', 'CSI')).toBe('Implicit rate');
    expect(label('agreement', 'ninetyPercenatageTest')).toBe('90 % test');
    await i18n.changeLanguage('pl');
    expect(label('agreement', 'totalPresentValueOfLeasePayments', 'IFRS16')).toBe('Zobowiązanie z tytułu leasingu');
    expect(label('agreement', 'totalPresentValueOfLeasePayments', 'CSI')).toBe('Inwestycja leasingowa netto');
  });

  it('numbers impairment answers, and shows a field nobody named yet by its wire name', () => {
    expect(label('impairmentProcedure', 'answer.3')).toBe('Answer to question 3');
    expect(label('agreement', 'brandNewFigure')).toBe('brandNewFigure');
    expect(label('invoiceLine', 'vatRate')).toBe('VAT rate');
    expect(label('invoiceReport', 'name')).toBe('Report name');
  });

  it('takes only texts for labels, never a group of them', () => {
    expect(hasText(i18n, 'agreementForm.paymentDue.1')).toBe(true);
    expect(hasText(i18n, 'agreementForm.paymentDue')).toBe(false);
    expect(hasText(i18n, 'agreementForm.nothingHere')).toBe(false);
  });
});
