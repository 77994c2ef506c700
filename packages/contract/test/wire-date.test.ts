import { describe, expect, it } from 'vitest';
import { formatMessage, messageOfZodIssue, wireDate } from '../src/index.ts';

const parsed = (text: unknown) => wireDate.safeParse(text);
/** The first issue's message as an English user reads it (the catalog's wording of its key). */
const message = (text: unknown) => {
  const issue = parsed(text).error?.issues[0];
  if (!issue) return undefined;
  const { key, params } = messageOfZodIssue(issue);
  return formatMessage('en', key, params);
};

describe('wireDate', () => {
  it('takes YYYY-MM-DD as it is', () => {
    expect(parsed('2025-03-01').data).toBe('2025-03-01');
    expect(parsed('2024-02-29').data).toBe('2024-02-29');
  });

  it('takes the UTC date of a full ISO date-time (DOMAIN §1), a date-time without zone as UTC', () => {
    expect(parsed('2024-12-31T23:00:00.000Z').data).toBe('2024-12-31');
    expect(parsed('2025-01-01T00:00:00+01:00').data).toBe('2024-12-31');
    expect(parsed('2024-12-31T22:30:00-02:00').data).toBe('2025-01-01');
    expect(parsed('2025-01-01T00:00:00+0100').data).toBe('2024-12-31');
    expect(parsed('2025-01-01T12:00').data).toBe('2025-01-01');
    expect(parsed('2025-01-01T12:00:00.123456Z').data).toBe('2025-01-01');
  });

  it('refuses dates that do not exist, and impossible times', () => {
    for (const text of ['2025-02-30', '2025-13-01', '2025-00-10', '2025-04-31', '2023-02-29', '2025-01-01T25:99:99Z', '2025-01-01T24:00:00Z', '2025-01-01T12:60Z', '2025-01-01T12:00:00+24:00']) {
      expect(message(text), text).toBe('Enter an existing date as YYYY-MM-DD');
    }
  });

  it('refuses what is no date', () => {
    for (const text of ['', '2025-1-1', '01.02.2025', '2025-01-01T', '2025-01-01 12:00', 'T25:99:99Z', '2025-01-01T12:00:00ZZ', '20250-01-01']) {
      expect(message(text), text).toBe('Enter a date as YYYY-MM-DD');
    }
    expect(parsed(20250101).success).toBe(false);
  });

  it('keeps dates between 1900-01-01 and 2199-12-31 (UTC date of a date-time included)', () => {
    expect(parsed('1900-01-01').data).toBe('1900-01-01');
    expect(parsed('2199-12-31').data).toBe('2199-12-31');
    for (const text of ['0000-01-01', '0099-06-15', '1899-12-31', '2200-01-01', '9999-12-31', '1900-01-01T00:30:00+01:00']) {
      expect(message(text), text).toBe('Enter a date from 01/01/1900 to 31/12/2199');
    }
    expect(parsed('1899-12-31T23:30:00-01:00').data).toBe('1900-01-01');
  });
});
