import { describe, expect, it } from 'vitest';
import { CsvErrors } from '../../../src/lib/csv/csv-errors.ts';
import { csvMaxErrors } from '../../../src/lib/csv/csv-limits.ts';

const placesOf = (errors: CsvErrors) => errors.list.map((error) => error.propertyName);

describe('a file’s errors', () => {
  it('answers them by row, then by the file’s column order, then as found; the whole row’s after its cells', () => {
    const errors = new CsvErrors();
    errors.placeColumns(new Map([['b', 0], ['a', 1]]));
    errors.add(3, 'a', 'csv.number');
    errors.add(2, undefined, 'csv.fieldCount');
    errors.add(3, 'b', 'csv.number');
    errors.add(2, 'a', 'csv.number');
    errors.add(3, 'a', 'csv.money');
    expect(placesOf(errors)).toEqual(['row 2: a', 'row 2', 'row 3: b', 'row 3: a', 'row 3: a']);
    expect(errors.list.slice(3).map((error) => error.key)).toEqual(['csv.number', 'csv.money']);
  });

  it('keeps the header row’s errors as found, before the columns are placed', () => {
    const errors = new CsvErrors();
    errors.add(1, 'colour', 'csv.column.unknown');
    errors.add(1, undefined, 'csv.column.unnamed');
    errors.add(1, 'amount', 'csv.column.missing');
    errors.placeColumns(new Map([['amount', 0]]));
    expect(placesOf(errors)).toEqual(['row 1: colour', 'row 1', 'row 1: amount']);
  });

  it(`keeps the first ${csvMaxErrors} by row: a later one of an earlier row takes the last one’s place, a later row’s is dropped`, () => {
    const errors = new CsvErrors();
    for (let row = 2; row < 2 + csvMaxErrors; row += 1) errors.add(row, 'a', 'csv.number');
    expect([errors.full, errors.keeps(csvMaxErrors + 1), errors.keeps(csvMaxErrors + 2)]).toEqual([true, true, false]);
    errors.add(csvMaxErrors + 2, 'a', 'csv.money');
    errors.add(2, 'b', 'csv.money');
    expect(errors.list).toHaveLength(csvMaxErrors);
    expect(placesOf(errors).slice(0, 3)).toEqual(['row 2: a', 'row 2: b', 'row 3: a']);
    expect(placesOf(errors).at(-1)).toBe(`row ${csvMaxErrors}: a`);
  });
});
