import { describe, expect, it } from 'vitest';
import { storedLineOf } from '../test/invoice-lines';
import { cellRefusal, checkCell, correctionRowOf, formRowOf, readCell, revisionOf, serverErrorPlace } from './correction-values';

describe('the correction grid values', () => {
  it('reads numbers as typed in either form', () => {
    expect(readCell('positionNetAmountPln', '1 234,56')).toBe(1234.56);
    expect(readCell('positionNetAmountPln', '1\u00a0234.5')).toBe(1234.5);
    expect(readCell('positionNetAmountPln', '-0,02')).toBe(-0.02);
    expect(readCell('positionNetAmountPln', '')).toBeNull();
    expect(readCell('positionNetAmountPln', '12a')).toBeNaN();
    expect(readCell('positionNetAmountPln', '1,2,3')).toBeNaN();
  });

  it('reads the five ambiguous amount strings by the product reader: never one number taken for another', () => {
    expect(readCell('positionNetAmountPln', '12,345.67')).toBe(12345.67);
    expect(readCell('positionNetAmountPln', '1234.5')).toBe(1234.5);
    expect(readCell('positionNetAmountPln', '1 234,56')).toBe(1234.56);
    expect(readCell('positionNetAmountPln', '100,000')).toBeNaN();
    expect(cellRefusal('positionNetAmountPln', '100,000')).toEqual({ key: 'validation.ambiguousNumber', values: { whole: '100 000', decimal: '100,00' } });
    expect(cellRefusal('positionNetAmountPln', '1,234.567')).toEqual({ key: 'validation.atMostDecimals', values: { count: 2 } });
    // an exchange rate typed with a lone mark before three digits was read as decimals before: now it is asked for
    expect(checkCell('exchangeRate', '4,321')).toBe('validation.ambiguousNumber');
    expect(checkCell('exchangeRate', '4,3210')).toBe(true);
  });

  it('holds a stored rate so that it reads back as stored', () => {
    const row = formRowOf(storedLineOf({ exchangeRate: 4.321, vatRate: 0.055 }));
    expect(row.exchangeRate).toBe('4,3210');
    expect(checkCell('exchangeRate', row.exchangeRate)).toBe(true);
    expect(readCell('exchangeRate', row.exchangeRate)).toBe(4.321);
    expect(readCell('vatRate', row.vatRate)).toBe(0.055);
  });

  it('checks SPEC §5 on each cell: 2 decimals for amounts, VAT rate 0–1, exchange rate at least 0', () => {
    expect(checkCell('positionNetAmountPln', '9 500,00')).toBe(true);
    expect(checkCell('positionNetAmountPln', '9 500,005')).toBe('validation.atMostDecimals');
    expect(checkCell('positionNetAmountPln', 'abc')).toBe('validation.number');
    expect(checkCell('vatRate', '0,23')).toBe(true);
    expect(checkCell('vatRate', '1')).toBe(true);
    expect(checkCell('vatRate', '23')).toBe('validation.vatRate');
    expect(checkCell('vatRate', '-0,1')).toBe('validation.vatRate');
    expect(checkCell('exchangeRate', '0')).toBe(true);
    expect(checkCell('exchangeRate', '4,32105')).toBe(true);
    expect(checkCell('exchangeRate', '-1')).toBe('validation.exchangeRate');
    expect(checkCell('contractorName', '')).toBe(true);
    expect(checkCell('vatRate', '')).toBe(true);
  });

  it('turns a stored line into a row and back, with gross = net + VAT and empty cells as null', () => {
    const line = storedLineOf({ id: 7, revision: 3, vatRate: 0.23, exchangeRate: null, incomeDate: null });
    const row = formRowOf(line);
    expect(row.vatRate).toBe('0,23');
    expect(row.positionNetAmountPln).toBe('9500');
    expect(row.exchangeRate).toBe('');
    row.positionNetAmountPln = '1 000,10';
    row.positionVatAmountPln = '230,02';
    const body = correctionRowOf(row, { name: 'R-1', invoiceNumber: 'FV/2025/03/12', revision: 3 }, line);
    expect(body).toMatchObject({
      id: 7,
      revision: 3,
      name: 'R-1',
      invoiceNumber: 'FV/2025/03/12',
      positionNetAmountPln: 1000.1,
      positionVatAmountPln: 230.02,
      positionGrossAmountPln: 1230.12,
      vatRate: 0.23,
      exchangeRate: null,
      incomeDate: null,
      invoiceDate: '2025-03-05',
    });
  });

  it('sends an added row without an id', () => {
    const row = { ...formRowOf(storedLineOf()), lineId: null };
    expect(correctionRowOf(row, { name: 'R-1', invoiceNumber: 'FV/1', revision: 0 }, undefined)).not.toHaveProperty('id');
  });

  it('takes the highest revision of the lines as the invoice\'s', () => {
    expect(revisionOf([storedLineOf({ revision: 2 }), storedLineOf({ revision: 5 })])).toBe(5);
    expect(revisionOf([])).toBe(0);
  });

  it('finds the row and field a server error names', () => {
    expect(serverErrorPlace('row 2: vatRate')).toEqual({ index: 1, field: 'vatRate' });
    expect(serverErrorPlace('row 3')).toEqual({ index: 2, field: '' });
    expect(serverErrorPlace('details.0.taxId')).toEqual({ index: 0, field: 'taxId' });
    expect(serverErrorPlace('details')).toBeNull();
  });
});
