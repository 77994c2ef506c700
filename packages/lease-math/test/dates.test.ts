import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, closingDate, daysInMonth, endOfMonth, isLeapYear, normalizeDate } from '../src/index.ts';
import { addMonthsToParts, dayNumber, formatDate, formatDayNumber, fromDayNumber, parseWireDate } from '../src/dates.ts';
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

describe('wire dates: the parser', () => {
  it.each([
    ['2025-01-01', '2025-01-01'],
    ['2025-10-10', '2025-10-10'],
    ['2025-12-31', '2025-12-31'],
    ['0000-01-01', '0000-01-01'],
    ['0999-06-15', '0999-06-15'],
    ['9999-12-31', '9999-12-31'],
  ])('reads the date %s as %s', (text, expected) => {
    expect(normalizeDate(text)).toBe(expected);
  });

  it.each([
    'x2025-01-01',
    ' 2025-01-01',
    '2025-01-01x',
    '2025-01-01 ',
    '2025-01-01\n',
    '2025-1-01',
    '2025-01-1',
    '2025-001-01',
    '2025-01-001',
    '999-01-01',
    '10000-01-01',
    '20250101',
    '2025/01/01',
    'abcd-ef-gh',
    '２０２５-01-01',
    '',
  ])('refuses %j, which is no YYYY-MM-DD date', (text) => {
    expect(normalizeDate(text)).toBeNull();
  });

  it('returns the year, month and day as numbers', () => {
    expect(parseWireDate('2024-02-29')).toStrictEqual({ year: 2024, month: 2, day: 29 });
    expect(parseWireDate('0007-10-03')).toStrictEqual({ year: 7, month: 10, day: 3 });
    expect(parseWireDate('2024-02-29T12:00:00Z')).toStrictEqual({ year: 2024, month: 2, day: 29 });
    expect(parseWireDate('2024-03-01T00:30:00+01:00')).toStrictEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each([
    ['2025-00-10', null],
    ['2025-01-10', '2025-01-10'],
    ['2025-12-10', '2025-12-10'],
    ['2025-13-10', null],
    ['2025-99-10', null],
    ['2025-03-00', null],
    ['2025-03-01', '2025-03-01'],
  ])('checks the month and day ranges: %s gives %s', (text, expected) => {
    expect(normalizeDate(text)).toBe(expected);
  });

  it.each([
    ['1900-02-29', null],
    ['1900-02-28', '1900-02-28'],
    ['2000-02-29', '2000-02-29'],
    ['2000-02-30', null],
    ['2023-02-29', null],
    ['2024-02-29', '2024-02-29'],
    ['2024-02-30', null],
    ['2100-02-29', null],
    ['2100-02-28', '2100-02-28'],
    ['1600-02-29', '1600-02-29'],
    ['0000-02-29', '0000-02-29'],
  ])('knows 29 February only in leap years: %s gives %s', (text, expected) => {
    expect(normalizeDate(text)).toBe(expected);
  });

  it.each([
    ['01', 31],
    ['03', 31],
    ['04', 30],
    ['05', 31],
    ['06', 30],
    ['07', 31],
    ['08', 31],
    ['09', 30],
    ['10', 31],
    ['11', 30],
    ['12', 31],
  ])('accepts the last day of month %s (day %i) and refuses the day after', (month, last) => {
    expect(normalizeDate(`2025-${month}-${last}`)).toBe(`2025-${month}-${last}`);
    expect(normalizeDate(`2025-${month}-${last + 1}`)).toBeNull();
  });
});

describe('wire dates: date-times', () => {
  it.each([
    // Separator and case: ISO's T, the space of SQL and lower case all occur on the wire.
    ['2025-01-01T12:00', '2025-01-01'],
    ['2025-01-01 12:00', '2025-01-01'],
    ['2025-01-01t12:00z', '2025-01-01'],
    ['2025-01-01T12:00Z', '2025-01-01'],
    ['2025-01-01T12:00:30', '2025-01-01'],
    ['2025-01-01T12:00:30.5Z', '2025-01-01'],
    ['2025-01-01T12:00:30.123456789Z', '2025-01-01'],
    ['2025-01-01T23:59:59', '2025-01-01'],
    ['2025-01-01T00:00:00', '2025-01-01'],
    ['2025-01-01T12:00+01', '2025-01-01'],
    ['2025-01-01T12:00+0100', '2025-01-01'],
    ['2025-01-01T12:00-01:00', '2025-01-01'],
  ])('reads %s as the UTC date %s', (text, expected) => {
    expect(normalizeDate(text)).toBe(expected);
  });

  it.each([
    'x2025-01-01T12:00Z',
    '2025-01-01T12:00Zx',
    '2025-01-01T12:00Z ',
    '2025-01-01X12:00Z',
    '2025-01-0112:00Z',
    '2025-01-01T',
    '2025-01-01T12',
    '2025-01-01T1:00Z',
    '2025-01-01T12:0Z',
    '2025-01-01T123:00Z',
    '2025-01-01T12:00:0Z',
    '2025-01-01T12:00:000Z',
    '2025-01-01T12:00:00.Z',
    '2025-01-01T12:00:00.1234567890Z',
    '2025-01-01T12:00.5Z',
    '2025-01-01T12:00+1',
    '2025-01-01T12:00+1:00',
    '2025-01-01T12:00+001:00',
    '2025-01-01T12:00+01:0',
    '2025-01-01T12:00+01:000',
    '2025-01-01T12:00*01:00',
    '2025-01-01T12:00 01:00',
    '2025-01-01T12:00Y',
    '2025-1-01T12:00Z',
    '2025-01-1T12:00Z',
    '202-01-01T12:00Z',
  ])('refuses %j, which is no ISO date-time', (text) => {
    expect(normalizeDate(text)).toBeNull();
  });

  it.each([
    ['2025-01-01T24:00Z', null],
    ['2025-01-01T23:00Z', '2025-01-01'],
    ['2025-01-01T12:60Z', null],
    ['2025-01-01T12:59Z', '2025-01-01'],
    ['2025-01-01T12:00:60Z', null],
    ['2025-01-01T12:00:59Z', '2025-01-01'],
    ['2025-01-01T12:00+24:00', null],
    ['2025-01-01T12:00+23:00', '2024-12-31'],
    ['2025-01-01T12:00+01:60', null],
    ['2025-01-01T12:00+0160', null],
    ['2025-01-01T12:00+01:59', '2025-01-01'],
    ['2025-01-01T12:00-24:00', null],
    ['2025-01-01T12:00-23:00', '2025-01-02'],
    ['2025-02-30T12:00Z', null],
    ['2025-02-30T00:30+01:00', null],
    ['2025-02-30T23:30-01:00', null],
    ['2025-13-01T12:00Z', null],
  ])('checks the time and zone ranges: %s gives %s', (text, expected) => {
    expect(normalizeDate(text)).toBe(expected);
  });

  it.each([
    // Minutes of the time and of the zone both count towards the UTC day.
    ['2024-12-31T23:50:00-00:15', '2025-01-01'],
    ['2024-12-31T23:40:00-00:15', '2024-12-31'],
    ['2024-12-31T23:45:00-00:15', '2025-01-01'],
    ['2024-12-31T23:44:59-00:15', '2024-12-31'],
    ['2025-01-01T00:14:00+00:15', '2024-12-31'],
    ['2025-01-01T00:15:00+00:15', '2025-01-01'],
    ['2025-01-01T00:15:00+0015', '2025-01-01'],
    ['2025-01-01T00:14:00+0015', '2024-12-31'],
    ['2025-01-01T01:00:00+01', '2025-01-01'],
    ['2025-01-01T00:59:00+01', '2024-12-31'],
    ['2025-01-01T00:00+01:00', '2024-12-31'],
    ['2025-01-01T00:00-01:00', '2025-01-01'],
    ['2025-01-01T23:00-01:00', '2025-01-02'],
    ['2025-01-01T22:59-01:00', '2025-01-01'],
    ['2025-01-01T23:59:59.999999999-23:59', '2025-01-02'],
    ['2025-01-01T00:00:00+23:59', '2024-12-31'],
    ['2024-03-01T00:30:00+01:00', '2024-02-29'],
    ['2023-03-01T00:30:00+01:00', '2023-02-28'],
    ['2024-02-28T23:30:00-01:00', '2024-02-29'],
    ['2024-02-29T23:30:00-01:00', '2024-03-01'],
  ])('takes the UTC date of %s: %s', (text, expected) => {
    expect(normalizeDate(text)).toBe(expected);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    [1900, false],
    [1996, true],
    [1600, true],
    [2000, true],
    [2023, false],
    [2024, true],
    [2100, false],
    [2400, true],
  ])('year %i is a leap year: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it('knows the length of every month, February by the leap year', () => {
    const lengths = (year: number) => Array.from({ length: 12 }, (_, i) => daysInMonth(year, i + 1));
    expect(lengths(2025)).toStrictEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(lengths(2024)).toStrictEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(lengths(2100)).toStrictEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(lengths(2000)).toStrictEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });

  it.each([
    ['2025-01-15', '2025-01-31'],
    ['2025-02-01', '2025-02-28'],
    ['2024-02-29', '2024-02-29'],
    ['2025-04-30', '2025-04-30'],
    ['2025-06-01', '2025-06-30'],
    ['2025-09-09', '2025-09-30'],
    ['2025-10-02', '2025-10-31'],
    ['2025-11-11', '2025-11-30'],
    ['2025-12-31', '2025-12-31'],
    ['1900-02-03', '1900-02-28'],
    ['2025-03-01T00:30:00+01:00', '2025-02-28'],
  ])('the month of %s ends on %s', (date, end) => {
    expect(endOfMonth(date)).toBe(end);
  });

  it('counts days from 1970-01-01 and back, exactly as the UTC calendar of JavaScript', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayNumber(1969, 12, 31)).toBe(-1);
    expect(dayNumber(2000, 3, 1)).toBe(11_017);
    expect(dayNumber(2000, 2, 29)).toBe(11_016);
    expect(dayNumber(1900, 1, 1)).toBe(-25_567);
    expect(dayNumber(0, 1, 1)).toBe(-719_528);
    expect(fromDayNumber(0)).toStrictEqual({ year: 1970, month: 1, day: 1 });
    expect(fromDayNumber(11_016)).toStrictEqual({ year: 2000, month: 2, day: 29 });
    expect(fromDayNumber(-719_528)).toStrictEqual({ year: 0, month: 1, day: 1 });
    // Every day from 1599-01-01 to 2001-12-31: a whole 400-year era (1600-03-01 to 2000-02-29) and its edges.
    const msPerDay = 86_400_000;
    const first = Date.UTC(1599, 0, 1) / msPerDay;
    const last = Date.UTC(2001, 11, 31) / msPerDay;
    let wrong = 0;
    for (let d = first; d <= last; d += 1) {
      const { year, month, day } = fromDayNumber(d);
      const canonical = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
      if (!canonical || Date.UTC(year, month - 1, day) !== d * msPerDay || dayNumber(year, month, day) !== d) wrong += 1;
    }
    expect(wrong).toBe(0);
    expect(formatDayNumber(first)).toBe('1599-01-01');
    expect(formatDayNumber(last)).toBe('2001-12-31');
    expect(formatDayNumber(-1)).toBe('1969-12-31');
  });

  it.each([
    [2025, 1, 1, '2025-01-01'],
    [2025, 9, 9, '2025-09-09'],
    [2025, 10, 10, '2025-10-10'],
    [2025, 12, 31, '2025-12-31'],
    [999, 1, 2, '0999-01-02'],
    [5, 11, 30, '0005-11-30'],
    [0, 1, 1, '0000-01-01'],
  ])('writes %i, %i, %i as %s', (year, month, day, text) => {
    expect(formatDate(year, month, day)).toBe(text);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-01-31', 3, '2025-04-30'],
    ['2025-03-31', 1, '2025-04-30'],
    ['2025-05-31', 1, '2025-06-30'],
    ['2025-08-31', 1, '2025-09-30'],
    ['2025-10-31', 1, '2025-11-30'],
    ['2025-01-30', 1, '2025-02-28'],
    ['2025-01-28', 1, '2025-02-28'],
    ['2025-01-15', 0, '2025-01-15'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 1, '2024-03-29'],
    ['2024-02-29', -12, '2023-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2096-02-29', 48, '2100-02-28'],
    ['1996-02-29', 48, '2000-02-29'],
    ['2025-11-30', 1, '2025-12-30'],
    ['2025-12-31', 1, '2026-01-31'],
    ['2025-12-31', 2, '2026-02-28'],
    ['2025-01-31', -1, '2024-12-31'],
    ['2025-01-31', -13, '2023-12-31'],
    ['2025-06-15', 1200, '2125-06-15'],
    ['2025-03-31T23:30:00-01:00', 1, '2025-05-01'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('adds months to parts as a day number', () => {
    expect(addMonthsToParts({ year: 1970, month: 1, day: 31 }, 1)).toBe(58);
    expect(addMonthsToParts({ year: 1969, month: 12, day: 31 }, 1)).toBe(30);
  });

  it.each([
    ['2025-03-01', 36, '2028-02-29'],
    ['2025-01-31', 1, '2025-02-27'],
    ['2025-03-31', 1, '2025-04-29'],
    ['2025-02-01', 1, '2025-02-28'],
    ['2024-02-01', 1, '2024-02-29'],
    ['2024-03-01', 12, '2025-02-28'],
    ['2023-03-01', 12, '2024-02-29'],
    ['2025-01-01', 12, '2025-12-31'],
  ])('a lease from %s over %i months closes on %s', (start, term, expected) => {
    expect(closingDate(start, term)).toBe(expected);
  });

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-01-01', 0, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-01-01', 365, '2026-01-01'],
    ['2024-01-01', 366, '2025-01-01'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each(['2025-02-29', '2025-1-1', '2025-01-01x', ''])(
    'refuses to calculate with %j, naming it in a RangeError',
    (bad) => {
      const error = new RangeError(`Not a calendar date: ${bad}`);
      expect(() => addMonths(bad, 1)).toThrow(error);
      expect(() => addDays(bad, 1)).toThrow(error);
      expect(() => endOfMonth(bad)).toThrow(error);
      expect(() => closingDate(bad, 12)).toThrow(error);
      expect(() => addMonths(bad, 1)).toThrow(RangeError);
    },
  );
});
