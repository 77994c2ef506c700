import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatMessage } from '@leasedesk/contract';
import { csvBoolean, csvDate, csvInteger, csvMaxMoney, csvMoney, csvNumber, csvText, readCell, type CsvCell } from '../../../src/lib/csv/csv-cells.ts';

const valueOf = <T>(cell: CsvCell<T>, text: string) => {
  const reading = readCell(cell, text);
  return 'value' in reading ? reading.value : reading.error;
};

describe('number cells (FORMATS §1)', () => {
  it.each([
    ['1234.56', 1234.56],
    ['1234,56', 1234.56],
    ['1 234,56', 1234.56],
    ['1 234.56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    ['12 345 678,9', 12_345_678.9],
    ['-1 234,56', -1234.56],
    ['-0,00', 0],
    ['0', 0],
    ['007', 7],
    ['1,23456789', 1.23456789],
  ])('reads %j as %d', (text, value) => {
    expect(valueOf(csvNumber, text)).toBe(value);
  });

  it.each(['1,234.56', '1.234,56', '1 23', '12 34,5', '+5', '.5', '5.', '1e5', 'abc', '--1', '1 234 ,5', '0x10', 'Infinity', '１２'])('refuses %j as a number', (text) => {
    expect(valueOf(csvNumber, text)).toEqual({ key: 'csv.number' });
  });

  it('refuses a number too long to be finite', () => {
    expect(valueOf(csvNumber, '9'.repeat(400))).toEqual({ key: 'csv.number' });
  });
});

describe('money cells', () => {
  it('takes at most 2 decimals, by the text', () => {
    expect(valueOf(csvMoney, '9 500,00')).toBe(9500);
    expect(valueOf(csvMoney, '0,1')).toBe(0.1);
    expect(valueOf(csvMoney, '-12,34')).toBe(-12.34);
    expect(valueOf(csvMoney, '1,005')).toEqual({ key: 'csv.money' });
    expect(valueOf(csvMoney, '1,500')).toEqual({ key: 'csv.money' });
    expect(valueOf(csvMoney, 'zero')).toEqual({ key: 'csv.money' });
  });

  it('refuses amounts beyond 100 billion, naming the bound', () => {
    expect(valueOf(csvMoney, '99 999 999 999,99')).toBe(csvMaxMoney);
    expect(valueOf(csvMoney, '-99 999 999 999,99')).toBe(-csvMaxMoney);
    const refused = { key: 'csv.money.range', params: { maximum: { money: csvMaxMoney } } } as const;
    expect(valueOf(csvMoney, '100 000 000 000')).toEqual(refused);
    expect(formatMessage('pl', refused.key, refused.params)).toBe('Oczekiwano kwoty od -99\u00a0999\u00a0999\u00a0999,99 do 99\u00a0999\u00a0999\u00a0999,99');
  });
});

describe('integer cells', () => {
  it('takes whole numbers within the bounds', () => {
    const position = csvInteger(1, 1000);
    expect(valueOf(position, '1')).toBe(1);
    expect(valueOf(position, '1 000')).toBe(1000);
    for (const text of ['0', '1001', '1,5', '-1', 'x']) expect(valueOf(position, text)).toEqual({ key: 'csv.integer', params: { minimum: 1, maximum: 1000 } });
  });
});

describe('date cells', () => {
  it.each([
    ['2025-03-05', '2025-03-05'],
    ['05.03.2025', '2025-03-05'],
    ['5.3.2025', '2025-03-05'],
    ['29.02.2024', '2024-02-29'],
    ['1900-01-01', '1900-01-01'],
    ['31.12.2199', '2199-12-31'],
  ])('reads %j as %s', (text, date) => {
    expect(valueOf(csvDate, text)).toBe(date);
  });

  it('says which rule a date breaks', () => {
    for (const text of ['2025/03/05', '05-03-2025', '2025-3-5', '05.03.25', '2025-03-05T00:00:00Z', 'jutro', '05.03.2025 12:00']) {
      expect(valueOf(csvDate, text)).toEqual({ key: 'csv.date' });
    }
    for (const text of ['31.02.2025', '2025-02-29', '2025-13-01', '00.01.2025', '2025-04-31']) expect(valueOf(csvDate, text)).toEqual({ key: 'csv.date.existing' });
    const range = { key: 'csv.date.range', params: { earliest: { date: '1900-01-01' }, latest: { date: '2199-12-31' } } };
    for (const text of ['31.12.1899', '2200-01-01', '0001-01-01']) expect(valueOf(csvDate, text)).toEqual(range);
    expect(formatMessage('pl', 'csv.date.range', range.params)).toBe('Oczekiwano daty od 01.01.1900 do 31.12.2199');
  });
});

describe('boolean cells', () => {
  it.each([
    ['true', true],
    ['FALSE', false],
    ['1', true],
    ['0', false],
    ['Tak', true],
    ['NIE', false],
    ['yes', true],
    ['No', false],
  ])('reads %j as %s', (text, value) => {
    expect(valueOf(csvBoolean, text)).toBe(value);
  });

  it('refuses anything else', () => {
    for (const text of ['y', 'n', 't', '2', 'prawda', 'on']) expect(valueOf(csvBoolean, text)).toEqual({ key: 'csv.boolean' });
  });
});

describe('text cells', () => {
  it('keeps the text as typed, within its length, without NUL', () => {
    const name = csvText(5);
    expect(valueOf(name, 'Żółć')).toBe('Żółć');
    expect(valueOf(name, '=1+1')).toBe('=1+1');
    expect(valueOf(name, 'Żółwie')).toEqual({ key: 'csv.text.tooLong', params: { maximum: 5, actual: 6 } });
    expect(valueOf(name, 'a\u0000b')).toEqual({ key: 'csv.text.nul' });
  });
});

describe('cells are zod schemas', () => {
  it('parse through zod as through the reader', () => {
    for (const text of ['1 234,56', '1,005', 'x']) {
      const parsed = csvMoney.safeParse(text);
      const read = readCell(csvMoney, text);
      if ('value' in read) expect(parsed).toMatchObject({ success: true, data: read.value });
      else expect(parsed.error?.issues[0]).toMatchObject({ message: read.error.key });
    }
  });

  it('compose with zod: a refined cell answers its own message, a plain zod rule the catalog key of its issue', () => {
    const positive = csvNumber.pipe(z.number().positive());
    expect(readCell(positive, '5')).toEqual({ value: 5 });
    expect(readCell(positive, 'x')).toEqual({ error: { key: 'csv.number' } });
    expect(readCell(positive, '-5')).toEqual({ error: { key: 'validation.tooSmall.numberExclusive', params: { minimum: 0 } } });
  });
});
