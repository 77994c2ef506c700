import { describe, expect, it } from 'vitest';
import { lineOf } from '../test/invoice-lines';
import { partlySelectedInvoice, wholeInvoicesOf } from './partial-invoice';

const a1 = lineOf({ id: 1, invoiceNumber: 'FV/1' });
const a2 = lineOf({ id: 2, invoiceNumber: 'FV/1', sequence: 2 });
const b1 = lineOf({ id: 3, invoiceNumber: 'FV/2' });
const loaded = [a1, a2, b1];

describe('a selection of whole invoices', () => {
  it('names the first invoice selected only in part', () => {
    expect(partlySelectedInvoice([a1], loaded)).toBe('FV/1');
    expect(partlySelectedInvoice([b1, a2], loaded)).toBe('FV/1');
  });

  it('passes whole invoices, alone or together', () => {
    expect(partlySelectedInvoice([a1, a2], loaded)).toBeNull();
    expect(partlySelectedInvoice([b1], loaded)).toBeNull();
    expect(partlySelectedInvoice([a2, b1, a1], loaded)).toBeNull();
  });

  it('tells invoices of the same number in different reports apart', () => {
    const other = lineOf({ id: 9, name: 'R-2', invoiceNumber: 'FV/1' });
    expect(partlySelectedInvoice([a1, a2], [...loaded, other])).toBeNull();
  });

  it('completes a partial selection to its invoices', () => {
    expect(wholeInvoicesOf([a2], loaded).map((line) => line.id)).toEqual([1, 2]);
  });
});
