import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typed-date';

describe('parseTypedDate', () => {
  it('reads the English and the Polish way of writing a date, day first', () => {
    expect(parseTypedDate('01/03/2025')).toBe('2025-03-01');
    expect(parseTypedDate('01.03.2025')).toBe('2025-03-01');
    expect(parseTypedDate(' 1.3.2025 ')).toBe('2025-03-01');
    expect(parseTypedDate('31-12-2025')).toBe('2025-12-31');
  });

  it('reads the wire form YYYY-MM-DD', () => {
    expect(parseTypedDate('2025-03-01')).toBe('2025-03-01');
  });

  it('refuses dates that do not exist, half-typed dates and anything else', () => {
    for (const text of ['31.02.2025', '29/02/2025', '00.01.2025', '01.13.2025', '01.03.20', '01.03.202', '', 'tomorrow', '03/01/25']) {
      expect(parseTypedDate(text), text).toBeNull();
    }
    expect(parseTypedDate('29.02.2024')).toBe('2024-02-29');
  });
});
