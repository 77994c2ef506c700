import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, closingDate, endOfMonth, isLeapYear, normalizeDate } from '../src/index.ts';
import { refAddMonths } from './support/reference.ts';

describe('dates', () => {
  it('clamps the day when adding months (DOMAIN §1)', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
  });

  it('computes the closing date as start + n months − 1 day', () => {
    expect(closingDate('2025-03-01', 36)).toBe('2028-02-29');
    expect(closingDate('2025-01-01', 60)).toBe('2029-12-31');
    expect(closingDate('2025-01-31', 1)).toBe('2025-02-27');
    expect(closingDate('2024-02-29', 12)).toBe('2025-02-27');
  });

  it('knows month ends and leap years', () => {
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2100-02-01')).toBe('2100-02-28');
    expect(endOfMonth('2000-02-01')).toBe('2000-02-29');
    expect(isLeapYear(1900)).toBe(false);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('takes the UTC date of a date-time and rejects dates that do not exist', () => {
    expect(normalizeDate('2025-01-01')).toBe('2025-01-01');
    expect(normalizeDate('2025-01-01T00:00:00.000Z')).toBe('2025-01-01');
    expect(normalizeDate('2024-12-31T23:00:00.000Z')).toBe('2024-12-31');
    expect(normalizeDate('2025-01-01T00:30:00+01:00')).toBe('2024-12-31');
    expect(normalizeDate('2024-12-31T22:00:00-03:00')).toBe('2025-01-01');
    expect(normalizeDate('2025-01-01T12:00:00')).toBe('2025-01-01');
    expect(normalizeDate('2025-02-29')).toBeNull();
    expect(normalizeDate('2025-02-30T00:00:00Z')).toBeNull();
    expect(normalizeDate('2025-13-01')).toBeNull();
    expect(normalizeDate('2025-1-1')).toBeNull();
    expect(normalizeDate('01/02/2025')).toBeNull();
    expect(normalizeDate('2025-01-01T25:00:00Z')).toBeNull();
  });

  it('agrees with the UTC calendar of JavaScript for any start and month count', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 1300 }),
        (date, k) => {
          const start = date.toISOString().slice(0, 10);
          expect(addMonths(start, k)).toBe(refAddMonths(start, k).toISOString().slice(0, 10));
          expect(normalizeDate(date.toISOString())).toBe(start);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
