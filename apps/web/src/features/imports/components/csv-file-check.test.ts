import { describe, expect, it } from 'vitest';
import { csvFileProblem, fileSizeText } from './csv-file-check';

const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the browser’s check of a chosen CSV', () => {
  it('takes a CSV by its name or its type, Excel’s Windows type included, up to exactly 10 MB', () => {
    expect(csvFileProblem(fileOf('umowy.CSV', 'application/vnd.ms-excel', 10 * 1024 * 1024))).toBeNull();
    expect(csvFileProblem(fileOf('export', 'text/csv', 120))).toBeNull();
  });

  it('refuses another kind of file, an empty one and one over 10 MB', () => {
    expect(csvFileProblem(fileOf('umowy.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 120))).toBe('notCsv');
    expect(csvFileProblem(fileOf('umowy.csv', 'text/csv', 0))).toBe('empty');
    expect(csvFileProblem(fileOf('umowy.csv', 'text/csv', 10 * 1024 * 1024 + 1))).toBe('tooLarge');
  });

  it('writes sizes with the app’s decimal comma, rounded up', () => {
    expect(fileSizeText(10 * 1024 * 1024 + 1)).toBe('10,1\u00a0MB');
    expect(fileSizeText(12.34 * 1024 * 1024)).toBe('12,4\u00a0MB');
    expect(fileSizeText(1536)).toBe('1,5\u00a0KB');
  });
});
