import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { formatMessage, isMessageKey } from '@leasedesk/contract';
import { csvBoolean, csvDate, csvInteger, csvMoney, csvNumber, csvText } from '../../../src/lib/csv/csv-cells.ts';
import { optionalColumn, requiredColumn } from '../../../src/lib/csv/csv-format.ts';
import { csvMaxBytes, csvMaxDataRows, csvMaxErrors } from '../../../src/lib/csv/csv-limits.ts';
import type { CsvErrors } from '../../../src/lib/csv/csv-errors.ts';
import type { CsvPartialRow, CsvRow } from '../../../src/lib/csv/csv-format.ts';
import { readCsv, readCsvRows } from '../../../src/lib/csv/read-csv.ts';
import { readablePartOf } from '../../../src/lib/csv/readable-part.ts';

/** A format with one column of each shared cell, some optional. */
const format = {
  name: requiredColumn(csvText(50)),
  amount: requiredColumn(csvMoney),
  day: requiredColumn(csvDate),
  rate: optionalColumn(csvNumber),
  count: optionalColumn(csvInteger(0, 99)),
  paid: optionalColumn(csvBoolean, false),
};

const read = (text: string) => readCsv(Buffer.from(text, 'utf8'), format);
const valuesOf = (text: string) => {
  const { rows, errors } = read(text);
  expect(errors.list).toEqual([]);
  return rows.map(({ row, values }) => ({ row, ...values }));
};
const errorsOf = (text: string) => read(text).errors.list;

const polish = 'Żółć gęślą jaźń ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż';

describe('encodings', () => {
  const text = `name;amount;day\r\n${polish};1,00;2025-03-05\r\n`;

  it('reads UTF-8 without and with a byte-order mark', () => {
    for (const bytes of [Buffer.from(text, 'utf8'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])]) {
      const { rows, errors } = readCsv(bytes, format);
      expect(errors.list).toEqual([]);
      expect(rows[0]?.values.name).toBe(polish);
    }
  });

  it('reads a file that is not UTF-8 as Windows-1250, Polish letters included', () => {
    const bytes = iconv.encode(text, 'win1250');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const { rows, errors } = readCsv(bytes, format);
    expect(errors.list).toEqual([]);
    expect(rows[0]?.values.name).toBe(polish);
  });

  it('refuses UTF-16 (Excel’s “Unicode text”), with and without a byte-order mark, by saying so in both languages', () => {
    const tabbed = text.replaceAll(';', '\t');
    const utf16Files = [
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tabbed, 'utf16le')]),
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(tabbed, 'utf16le').swap16()]),
      Buffer.from(text, 'utf16le'),
    ];
    for (const bytes of utf16Files) {
      const { rows, errors } = readCsv(bytes, format);
      expect(rows).toEqual([]);
      expect(errors.list).toEqual([expect.objectContaining({ key: 'csv.file.utf16' })]);
    }
    expect(formatMessage('en', 'csv.file.utf16')).toMatch(/^The file is saved as UTF-16/);
    expect(formatMessage('pl', 'csv.file.utf16')).toMatch(/^Plik zapisano w kodowaniu UTF-16/);
  });

  it('reads the byte-order mark as no part of the first column name', () => {
    expect(valuesOf('\ufeffNAME;amount;day\nA;1;2025-03-05')).toEqual([{ row: 2, name: 'A', amount: 1, day: '2025-03-05', rate: undefined, count: undefined, paid: false }]);
  });
});

describe('delimiters and quoting (RFC 4180)', () => {
  it('takes ; or , from the header row', () => {
    const expected = [{ row: 2, name: 'A', amount: 1234.5, day: '2025-03-05', rate: undefined, count: undefined, paid: false }];
    expect(valuesOf('name;amount;day\nA;1 234,50;05.03.2025\n')).toEqual(expected);
    expect(valuesOf('name,amount,day\nA,"1 234,50",05.03.2025\n')).toEqual(expected);
    expect(valuesOf('name,amount,day\nA,1234.50,05.03.2025\n')).toEqual(expected);
  });

  it('takes ; when the header has both, and the delimiter of the header only', () => {
    expect(errorsOf('name;amount,rate;day\nA;1;2025-03-05')[0]).toMatchObject({ propertyName: 'row 1: amount,rate', key: 'csv.column.unknown' });
    expect(valuesOf('name;amount;day;rate\nA,B;1,5;2025-03-05;2,5')[0]).toMatchObject({ name: 'A,B', amount: 1.5, rate: 2.5 });
    expect(valuesOf('name,amount,day\n"A; B",1,2025-03-05')[0]?.name).toBe('A; B');
  });

  it('reads the delimiter, line breaks and "" inside quotes', () => {
    const rows = valuesOf('name;amount;day\n"a;b";1;2025-03-05\n"two\nlines";2;2025-03-05\n"say ""tak""";3;2025-03-05\n"crlf\r\ninside";4;2025-03-05\n');
    expect(rows.map((row) => row.name)).toEqual(['a;b', 'two\nlines', 'say "tak"', 'crlf\r\ninside']);
    expect(rows.map((row) => row.row)).toEqual([2, 3, 4, 5]);
  });

  it('reads CRLF, LF and CR line ends, mixed', () => {
    expect(valuesOf('name;amount;day\r\nA;1;2025-03-05\nB;2;2025-03-05\rC;3;2025-03-05\r\n').map((row) => row.name)).toEqual(['A', 'B', 'C']);
  });

  it('numbers rows as records: a line break inside quotes does not shift later rows', () => {
    expect(errorsOf('name;amount;day\n"one\ntwo\nthree";1;2025-03-05\nB;x;2025-03-05\n')).toEqual([{ propertyName: 'row 3: amount', key: 'csv.money' }]);
  });

  it('trims cells, spaces around quotes included', () => {
    expect(valuesOf('name ; amount ;day\n  "A"  ;\t1 ;2025-03-05')[0]).toMatchObject({ name: 'A', amount: 1 });
  });

  it('names the row of an unterminated quote and of a misplaced one, with the errors found before it', () => {
    expect(errorsOf('name;amount;day\nA;x;2025-03-05\nB;2;2025-03-05\n"C;3;2025-03-05\nD;4;2025-03-05\n')).toEqual([
      { propertyName: 'row 2: amount', key: 'csv.money' },
      { propertyName: 'row 4', key: 'csv.quote' },
    ]);
    expect(errorsOf('name;amount;day\nA;1;2025-03-05\n"B"x;2;2025-03-05\n')).toEqual([{ propertyName: 'row 3', key: 'csv.quote.misplaced' }]);
    expect(errorsOf('name;amount;day\nA "B";2;2025-03-05\n')).toEqual([{ propertyName: 'row 2', key: 'csv.quote.misplaced' }]);
  });
});

describe('the header row', () => {
  it('matches column names in any case and order; a missing optional column is absent', () => {
    expect(valuesOf('DAY;Amount;nAmE;PAID\n05.03.2025;7;X;tak')).toEqual([{ row: 2, name: 'X', amount: 7, day: '2025-03-05', rate: undefined, count: undefined, paid: true }]);
  });

  it('names every missing, unknown, unnamed and repeated column at once', () => {
    expect(errorsOf('Name;NAME;colour;;day\nA;A;red;;2025-03-05')).toEqual([
      { propertyName: 'row 1: NAME', key: 'csv.column.duplicate', params: { column: 'NAME' } },
      { propertyName: 'row 1: colour', key: 'csv.column.unknown', params: { column: 'colour', columns: 'name, amount, day, rate, count, paid' } },
      { propertyName: 'row 1', key: 'csv.column.unnamed', params: { position: 4, columns: 'name, amount, day, rate, count, paid' } },
      { propertyName: 'row 1: amount', key: 'csv.column.missing', params: { column: 'amount' } },
    ]);
  });

  it('quotes at most 100 characters of an unknown column name', () => {
    const long = 'x'.repeat(5000);
    expect(errorsOf(`name;amount;day;${long}\nA;1;2025-03-05;1`)).toEqual([
      { propertyName: `row 1: ${'x'.repeat(100)}…`, key: 'csv.column.unknown', params: { column: `${'x'.repeat(100)}…`, columns: 'name, amount, day, rate, count, paid' } },
    ]);
  });

  it('skips blank lines before the header, counting them', () => {
    expect(valuesOf('\n\nname,amount,day\nA,1,2025-03-05')).toMatchObject([{ row: 4, name: 'A' }]);
  });
});

describe('rows and cells', () => {
  it('gives an empty optional cell its default, or absence; an empty required cell is an error', () => {
    expect(valuesOf('name;amount;day;rate;count;paid\nA;1;2025-03-05;;;\n')[0]).toEqual({ row: 2, name: 'A', amount: 1, day: '2025-03-05', rate: undefined, count: undefined, paid: false });
    expect(errorsOf('name;amount;day\n  ;1;2025-03-05\n')).toEqual([{ propertyName: 'row 2: name', key: 'csv.required' }]);
  });

  it('ignores blank lines at the end and blank rows anywhere, still counting them', () => {
    expect(valuesOf('name;amount;day\nA;1;2025-03-05\n\n;;\nB;2;2025-03-05\n\n\n;;\n  \n').map(({ row, name }) => [row, name])).toEqual([
      [2, 'A'],
      [5, 'B'],
    ]);
  });

  it('reads every kind of cell, decimal commas and thousands separators included', () => {
    expect(valuesOf('name;amount;day;rate;count;paid\n"Łoś, Sp. j.";-1 234 567,89;31.12.2024;0,065;12;No')[0]).toEqual({
      row: 2, name: 'Łoś, Sp. j.', amount: -1_234_567.89, day: '2024-12-31', rate: 0.065, count: 12, paid: false,
    });
  });

  it('answers every wrong cell of every row at once, each naming its row and column', () => {
    const { rows, errors } = read('name;amount;day;rate;count;paid\nA;1,005;31.02.2025;x;100;maybe\nB;1;2025-03-05;;;\nC;2\n');
    expect(rows.map((row) => row.values.name)).toEqual(['B']);
    expect(errors.list).toEqual([
      { propertyName: 'row 2: amount', key: 'csv.money' },
      { propertyName: 'row 2: day', key: 'csv.date.existing' },
      { propertyName: 'row 2: rate', key: 'csv.number' },
      { propertyName: 'row 2: count', key: 'csv.integer', params: { minimum: 0, maximum: 99 } },
      { propertyName: 'row 2: paid', key: 'csv.boolean' },
      { propertyName: 'row 4', key: 'csv.fieldCount', params: { expected: 6, actual: 2 } },
    ]);
  });

  it('stops at 100 errors', () => {
    const text = `name;amount;day\n${'A;x;y\n'.repeat(80)}`;
    const list = errorsOf(text);
    expect(list).toHaveLength(csvMaxErrors);
    expect(list[99]).toEqual({ propertyName: 'row 51: day', key: 'csv.date' });
  });
});

describe('rows with unreadable cells (every error of every row at once)', () => {
  /** A rule of the format between two cells: a positive amount needs a rate. */
  const rateRule = (file: string) => {
    const partial: CsvPartialRow<typeof format>[] = [];
    const check = (row: CsvRow<typeof format> | CsvPartialRow<typeof format>, errors: CsvErrors) => {
      const given = readablePartOf(row)('amount', 'rate');
      if (given && given.amount > 0 && given.rate === undefined) errors.add(row.row, 'rate', 'csv.required');
    };
    const errors = readCsvRows(Buffer.from(file, 'utf8'), format, check, (row, rowErrors) => {
      partial.push(row);
      check(row, rowErrors);
    });
    return { partial, errors: errors.list };
  };

  it('hands a row with unreadable cells over with its readable values, for the rules on them', () => {
    const { partial, errors } = rateRule('name;amount;day;rate\nA;5;31.02.2025;\n');
    expect(partial).toEqual([{ row: 2, values: { name: 'A', amount: 5, rate: undefined, count: undefined, paid: false }, unreadable: new Set(['day']) }]);
    expect(errors).toEqual([
      { propertyName: 'row 2: day', key: 'csv.date.existing' },
      { propertyName: 'row 2: rate', key: 'csv.required' },
    ]);
  });

  it('skips a rule involving an unreadable cell: it is never checked against a stand-in value', () => {
    expect(rateRule('name;amount;day;rate\nA;x;2025-03-05;\n;5;2025-03-05;\n').errors).toEqual([
      { propertyName: 'row 2: amount', key: 'csv.money' },
      { propertyName: 'row 3: name', key: 'csv.required' },
      { propertyName: 'row 3: rate', key: 'csv.required' },
    ]);
  });

  it('orders each row’s errors as the file orders its columns, whichever check found them first', () => {
    expect(rateRule('rate;day;amount;name\n;2025-02-30;5;\n').errors).toEqual([
      { propertyName: 'row 2: rate', key: 'csv.required' },
      { propertyName: 'row 2: day', key: 'csv.date.existing' },
      { propertyName: 'row 2: name', key: 'csv.required' },
    ]);
  });

  it('stops at the 100th error with every error of the rows before it', () => {
    const { errors } = rateRule(`name;amount;day;rate\n${'A;5;x;\n'.repeat(60)}`);
    expect(errors).toHaveLength(csvMaxErrors);
    expect(errors.slice(0, 2)).toEqual([
      { propertyName: 'row 2: day', key: 'csv.date' },
      { propertyName: 'row 2: rate', key: 'csv.required' },
    ]);
    expect(errors[99]).toEqual({ propertyName: 'row 51: rate', key: 'csv.required' });
  });
});

describe('files as a whole', () => {
  it('refuses an empty file and one with only a header', () => {
    expect(errorsOf('')).toEqual([{ propertyName: 'row 1', key: 'csv.empty' }]);
    expect(errorsOf('\ufeff\r\n \r\n')).toEqual([{ propertyName: 'row 1', key: 'csv.empty' }]);
    expect(errorsOf('name;amount;day\r\n')).toEqual([{ propertyName: 'row 2', key: 'csv.rows.none' }]);
  });

  it(`takes ${csvMaxDataRows} data rows and refuses one more`, () => {
    const header = 'name;amount;day\n';
    const row = 'A;1;2025-03-05\n';
    const full = read(header + row.repeat(csvMaxDataRows) + '\n\n');
    expect(full.errors.list).toEqual([]);
    expect(full.rows).toHaveLength(csvMaxDataRows);
    expect(full.rows.at(-1)?.row).toBe(csvMaxDataRows + 1);
    expect(errorsOf(header + row.repeat(csvMaxDataRows + 1))).toEqual([{ propertyName: `row ${csvMaxDataRows + 2}`, key: 'csv.rows.tooMany', params: { maximum: csvMaxDataRows } }]);
  });

  it('refuses a file beyond 10 MB without reading it', () => {
    expect(readCsv(Buffer.alloc(csvMaxBytes + 1, 0x41), format).errors.list).toEqual([{ propertyName: 'row 1', key: 'csv.file.tooLarge', params: { maximum: 10 } }]);
  });
});

describe('messages', () => {
  it('word every csv key in English and Polish, saying what was expected', () => {
    const keys = ['csv.empty', 'csv.rows.none', 'csv.rows.tooMany', 'csv.file.tooLarge', 'csv.column.missing', 'csv.column.unknown', 'csv.column.duplicate', 'csv.column.unnamed',
      'csv.fieldCount', 'csv.quote', 'csv.quote.misplaced', 'csv.required', 'csv.number', 'csv.integer', 'csv.money', 'csv.money.range', 'csv.date', 'csv.date.existing',
      'csv.date.range', 'csv.boolean', 'csv.text.tooLong', 'csv.text.nul'] as const;
    for (const key of keys) {
      expect(isMessageKey(key)).toBe(true);
      expect(formatMessage('en', key)).not.toBe(formatMessage('pl', key));
    }
    expect(formatMessage('pl', 'csv.column.missing', { column: 'amount' })).toBe('W nagłówku brakuje wymaganej kolumny amount');
    expect(formatMessage('en', 'csv.fieldCount', { expected: 6, actual: 2 })).toBe('Expected 6 fields, as many as the header has, found 2');
  });
});
