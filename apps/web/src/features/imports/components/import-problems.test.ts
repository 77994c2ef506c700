import { describe, expect, it } from 'vitest';
import { importProblems } from './import-problems';

describe('an import’s errors placed by row and column', () => {
  it('reads `row N: column`, `row N` and the whole file', () => {
    expect(
      importProblems([
        { propertyName: 'row 3: rentPaymentAmount', message: 'a' },
        { propertyName: 'Row 12', message: 'b' },
        { propertyName: 'file', message: 'c' },
        { propertyName: '', message: 'd' },
        { propertyName: 'contractNumber', message: 'e' },
      ]),
    ).toEqual([
      { id: 0, row: 3, column: 'rentPaymentAmount', message: 'a' },
      { id: 1, row: 12, column: null, message: 'b' },
      { id: 2, row: null, column: null, message: 'c' },
      { id: 3, row: null, column: null, message: 'd' },
      { id: 4, row: null, column: 'contractNumber', message: 'e' },
    ]);
  });
});
