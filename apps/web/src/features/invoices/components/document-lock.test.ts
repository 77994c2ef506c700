import { describe, expect, it } from 'vitest';
import { storedLineOf } from '../test/invoice-lines';
import { isInvoiceNumberLocked, isLockedCell } from './document-lock';

const ksef = storedLineOf({ invoiceKind: 'VAT', ksefNumber: '7251850343-20250605-0100001AF629-1C', exchangeRate: null });

describe('what a KSeF line keeps read-only', () => {
  it('locks the document\'s own values, not what it cannot say nor what it left empty', () => {
    for (const field of ['positionNetAmountPln', 'positionVatAmountCurrency', 'vatRate', 'currency', 'invoiceDate', 'paymentDate', 'contractorName', 'taxId', 'positionDescription'] as const) {
      expect(isLockedCell(ksef, field, false), field).toBe(true);
    }
    for (const field of ['agreementNumber', 'scheduleNumber', 'periodInvoiced', 'incomeDate', 'exchangeRate'] as const) {
      expect(isLockedCell(ksef, field, false), field).toBe(false);
    }
  });

  it('locks nothing once unlocked, nor on CSV and PDF lines or rows added here', () => {
    expect(isLockedCell(ksef, 'positionNetAmountPln', true)).toBe(false);
    expect(isLockedCell(storedLineOf(), 'positionNetAmountPln', false)).toBe(false);
    expect(isLockedCell(undefined, 'positionNetAmountPln', false)).toBe(false);
  });

  it('locks the invoice\'s number when a KSeF document states it', () => {
    expect(isInvoiceNumberLocked([ksef], false)).toBe(true);
    expect(isInvoiceNumberLocked([ksef], true)).toBe(false);
    expect(isInvoiceNumberLocked([storedLineOf()], false)).toBe(false);
    expect(isInvoiceNumberLocked([{ ...ksef, invoiceNumber: null }], false)).toBe(false);
  });
});
