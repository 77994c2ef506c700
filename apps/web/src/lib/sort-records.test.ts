import { describe, expect, it } from 'vitest';
import { sortRecords } from './sort-records';

describe('sortRecords', () => {
  const rows = [
    { name: 'Żaneta', amount: 10 },
    { name: 'adam', amount: 2 },
    { name: 'Łukasz', amount: null },
    { name: 'Bogdan', amount: 100 },
  ];

  it('sorts text by the language collation, case-insensitively', () => {
    expect(sortRecords(rows, 'name', 'asc', 'pl').map((r) => r.name)).toEqual(['adam', 'Bogdan', 'Łukasz', 'Żaneta']);
    expect(sortRecords(rows, 'name', 'desc', 'pl').map((r) => r.name)).toEqual(['Żaneta', 'Łukasz', 'Bogdan', 'adam']);
  });

  it('sorts numbers numerically and puts empty values last', () => {
    expect(sortRecords(rows, 'amount', 'asc').map((r) => r.amount)).toEqual([2, 10, 100, null]);
    expect(sortRecords(rows, 'amount', 'desc').map((r) => r.amount)).toEqual([100, 10, 2, null]);
  });

  it('leaves the input untouched', () => {
    const copy = [...rows];
    sortRecords(rows, 'name', 'asc');
    expect(rows).toEqual(copy);
  });
});
